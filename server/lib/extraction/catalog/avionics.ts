// Avionics: integrated flight decks, displays, navigators, FMS, autopilots, audio panels and
// transponders. Words that are also plain English ('Epic', 'Perspective') need their make.

import { defaultOr, group, spaced } from "./define";
import type { CatalogEntry } from "./types";

const avionics = "avionics" as const;
const TXI = defaultOr("TXi", ["TXi"]);

const GARMIN = [
  ...group({
    discipline: avionics,
    category: "integrated_flight_deck",
    makes: ["Garmin"],
    models: [
      { model: "G1000", series: defaultOr("NXi|H", ["NXi", "H"]) },
      "G2000",
      { model: "G3000", series: defaultOr("H|Prime", ["H", "Prime"]) },
      "G5000",
      "G950",
      { model: "G3X", series: spaced("Touch", ["Touch"]) },
      {
        model: "Perspective",
        weakModel: true,
        aliases: ["Cirrus Perspective", ["Perspective+", "+"]],
        series: "(?<s>\\+)",
      },
    ],
  }),
  ...group({
    discipline: avionics,
    category: "display",
    makes: ["Garmin"],
    models: [
      // Also Gulfstream jets: the Garmin display needs its make or 'TXi'.
      { model: "G500", weakModel: true, series: TXI },
      { model: "G600", weakModel: true, series: TXI },
      { model: "G700", weakModel: true, series: TXI },
      "~G5",
      "GI 275",
      "GDU 620",
    ],
  }),
  ...group({
    discipline: avionics,
    category: "navigator",
    makes: ["Garmin"],
    series: defaultOr("Xi", ["Xi"]),
    models: [
      "GTN 625",
      "GTN 635",
      { model: "GTN 650", weak: ["650"] },
      "GTN 725",
      { model: "GTN 750", weak: ["750"] },
      { model: "GNS 430", weak: ["430"] },
      "GNS 480",
      { model: "GNS 530", weak: ["530"] },
      "GNC 255",
      "GNC 355",
      "GPS 175",
      "GNX 375",
    ],
  }),
  ...group({
    discipline: avionics,
    category: "autopilot",
    makes: ["Garmin"],
    models: ["GFC 500", "GFC 600", "GFC 700"],
  }),
  ...group({
    discipline: avionics,
    category: "transponder",
    makes: ["Garmin"],
    models: ["GTX 327", "GTX 330", "GTX 335", "GTX 345", "GTX 33", "GTX 3000", "GTX 3X5"],
  }),
  ...group({
    discipline: avionics,
    category: "radio",
    makes: ["Garmin"],
    models: [
      "GMA 340",
      "GMA 345",
      "GMA 350",
      "GMA 35",
      "GDL 69",
      "GDL 88",
      "GTS 800",
      "GTS 8000",
      "GWX 70",
      "GWX 75",
    ],
  }),
];

const COLLINS = [
  ...group({
    discipline: avionics,
    category: "integrated_flight_deck",
    makes: ["Collins"],
    models: [
      { model: "Pro Line 21", aliases: ["ProLine 21", "PL21"] },
      { model: "Pro Line Fusion", aliases: ["ProLine Fusion"], weak: ["Fusion"] },
      { model: "Pro Line 4", aliases: ["Pro Line IV", "ProLine 4"] },
      { model: "Pro Line II", aliases: ["ProLine II", "Pro Line 2"] },
    ],
  }),
  ...group({
    discipline: avionics,
    category: "fms",
    makes: ["Collins"],
    models: [
      "FMS-3000",
      "FMS-4200",
      "FMS-5000",
      "FMS-6000",
      "EFIS-84",
      "EFIS-85",
      "EFIS-86",
      "APS-65",
      "APS-85",
    ],
  }),
  ...group({
    discipline: avionics,
    category: "transponder",
    makes: ["Collins"],
    models: ["TDR-94", "TDR-90"],
  }),
];

const HONEYWELL = [
  ...group({
    discipline: avionics,
    category: "integrated_flight_deck",
    makes: ["Honeywell"],
    models: [
      "Primus 1000",
      "Primus 2000",
      "Primus II",
      { model: "Primus Epic", weak: ["Epic"] },
      "Primus Elite",
      { model: "Primus Apex", weak: ["Apex"] },
      { model: "Anthem", weakModel: true },
      "SPZ-5000",
      "SPZ-7000",
      "SPZ-8000",
      "SPZ-8400",
      "SPZ-8500",
    ],
  }),
];

const OTHERS = [
  ...group({
    discipline: avionics,
    category: "fms",
    makes: ["Universal Avionics"],
    models: [
      {
        model: "UNS-1",
        series: defaultOr("Espw|Ew|Fw|Lw|Csp|K\\+|K|E|D|C|B", ["Espw", "Ew", "Fw", "Lw", "Csp", "K+"]),
      },
      "EFI-890R",
      "EFI-890H",
      { model: "InSight", weakModel: true },
      { model: "Vision-1", weakModel: true },
      "UniLink",
    ],
  }),
  ...group({
    discipline: avionics,
    category: "navigator",
    makes: ["Avidyne"],
    models: [
      "IFD440",
      "IFD540",
      "IFD545",
      "IFD550",
      { model: "Entegra", series: spaced("Release \\d+|R9", ["R9"]), category: "integrated_flight_deck" },
      { model: "DFC90", category: "autopilot" },
      { model: "DFC100", category: "autopilot" },
    ],
  }),
  ...group({
    discipline: avionics,
    category: "display",
    makes: ["Aspen Avionics"],
    models: [
      { model: "EFD1000", series: spaced("Pro|MAX|PFD|MFD|E5", ["Pro", "MAX", "PFD", "MFD", "E5"]) },
      { model: "Evolution", weakModel: true, series: spaced("1000|2000|E5") },
      "~E5",
    ],
  }),
  ...group({
    discipline: avionics,
    category: "navigator",
    // BendixKing is Honeywell's: a written 'Honeywell KFC 225' keeps its make.
    makes: ["Bendix/King", "Honeywell"],
    models: [
      "KLN 89",
      "KLN 90",
      "KLN 94",
      "KX 155",
      "KX 165",
      "KX 170",
      "KSN 770",
      "AeroVue",
      { model: "KAP 140", category: "autopilot" },
      { model: "KFC 150", category: "autopilot" },
      { model: "KFC 200", category: "autopilot" },
      { model: "KFC 225", category: "autopilot" },
      { model: "KT 76", category: "transponder" },
      { model: "KT 74", category: "transponder" },
      { model: "KMA 24", category: "radio" },
    ],
  }),
  ...group({
    discipline: avionics,
    category: "autopilot",
    makes: ["Genesys Aerosystems"],
    models: [
      { model: "55X", weakModel: true, aliases: ["System 55X"] },
      "~3100",
      { model: "IDU-680", category: "display" },
    ],
  }),
  ...group({
    discipline: avionics,
    category: "transponder",
    makes: ["L3Harris"],
    models: [
      { model: "NGT-9000", aliases: ["Lynx NGT-9000"] },
      { model: "ESI-500", category: "display" },
      { model: "ESI-2000", category: "display" },
    ],
  }),
  ...group({
    discipline: avionics,
    category: "integrated_flight_deck",
    makes: ["Thales"],
    models: ["TopDeck"],
  }),
];

export const AVIONICS: readonly CatalogEntry[] = [...GARMIN, ...COLLINS, ...HONEYWELL, ...OTHERS];
