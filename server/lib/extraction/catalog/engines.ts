// Engines: turbofans, turboprops, turboshafts and pistons. Family names ('PW100 series') are kept
// only when no member of the family is named.

import { group, type ModelSpec, spaced } from "./define";
import type { CatalogEntry } from "./types";

const powerplant = "powerplant" as const;

/** Members of a numbered family, each its own model ('PW127') that names the family ('PW100'). */
function members(family: string, models: readonly string[]): ModelSpec[] {
  return models.map((model) => ({ model, family }));
}

const TURBOFANS = [
  ...group({
    discipline: powerplant,
    category: "turbofan",
    makes: ["CFM International"],
    models: [
      "CFM56",
      { model: "LEAP", series: "-?(?<s>1[ABC]\\d{0,2})", seriesRequired: true },
      { model: "F108", makes: ["CFM International"] },
    ],
  }),
  ...group({
    discipline: powerplant,
    category: "turbofan",
    makes: ["General Electric"],
    models: [
      "CF6",
      "CF34",
      "CF700",
      "CJ610",
      "GE90",
      "GEnx",
      "GE9X",
      "CFE738",
      "TF34",
      "TF39",
      "F101",
      "F110",
      "F118",
      "F404",
      "F414",
      "J85",
      "J79",
      { model: "Passport", weakModel: true },
    ],
  }),
  ...group({
    discipline: powerplant,
    category: "turbofan",
    makes: ["Pratt & Whitney"],
    models: [
      "JT3D",
      "JT8D",
      "JT9D",
      { model: "PW2000", isFamily: true },
      ...members("PW2000", ["PW2037", "PW2040", "PW2043"]),
      { model: "PW4000", isFamily: true },
      ...members("PW4000", ["PW4056", "PW4060", "PW4062", "PW4084", "PW4090", "PW4098", "PW4168", "PW4170"]),
      { model: "PW1000G", aliases: ["GTF"], isFamily: true },
      ...members("PW1000G", ["PW1100G", "PW1200G", "PW1400G", "PW1500G", "PW1700G", "PW1900G"]),
      // Thrust variants are written as models of their own ('PW1127G-JM' is PW1127G / JM).
      ...members("PW1100G", ["PW1122G", "PW1124G", "PW1127G", "PW1129G", "PW1130G", "PW1133G"]),
      ...members("PW1500G", ["PW1519G", "PW1521G", "PW1524G", "PW1525G"]),
      ...members("PW1900G", ["PW1917G", "PW1919G", "PW1921G", "PW1922G", "PW1923G"]),
      "PW6000",
      "F100",
      "F117",
      "F119",
      "F135",
      "TF30",
      "TF33",
      "J52",
      "J57",
    ],
  }),
  ...group({
    discipline: powerplant,
    category: "turbofan",
    makes: ["Pratt & Whitney Canada"],
    models: [
      "JT15D",
      { model: "PW300", isFamily: true },
      ...members("PW300", ["PW305", "PW306", "PW307", "PW308"]),
      { model: "PW500", isFamily: true },
      ...members("PW500", ["PW530", "PW535", "PW545"]),
      { model: "PW600", isFamily: true },
      ...members("PW600", ["PW610", "PW615", "PW617"]),
      { model: "PW800", isFamily: true },
      ...members("PW800", ["PW812", "PW814", "PW815"]),
    ],
  }),
  ...group({
    discipline: powerplant,
    category: "turbofan",
    makes: ["Rolls-Royce"],
    models: [
      { model: "BR700", isFamily: true },
      ...members("BR700", ["BR710", "BR715", "BR725"]),
      {
        model: "Tay",
        series: { pattern: "[\\s-]?(?<s>6\\d\\d(?:-\\d{1,2}[A-Z]?)?)" },
      },
      { model: "Spey", series: spaced("5\\d\\d(?:-\\d{1,2}[A-Z]?)?") },
      "RB211",
      {
        model: "Trent",
        series: spaced("XWB(?:-\\d{2,3})?|1000|7000|9\\d\\d|8\\d\\d|7\\d\\d|5\\d\\d", ["XWB"]),
        seriesRequired: true,
        // Trent 700 and Trent XWB are models of their own: 'Trent XWB-84' is Trent XWB / 84.
        designation: { pattern: "(?<m>XWB|\\d+)(?:-(?<s>.+))?", join: " " },
      },
      { model: "AE 3007", aliases: ["AE3007"], makes: ["Rolls-Royce", "Allison"] },
      { model: "Pearl", series: spaced("15|700|10X"), seriesRequired: true },
      { model: "Adour", weakModel: true, makes: ["Rolls-Royce", "Rolls-Royce Turbomeca"] },
      { model: "F402", aliases: [], weak: ["Pegasus"] },
    ],
  }),
  ...group({
    discipline: powerplant,
    category: "turbofan",
    makes: ["Honeywell"],
    models: [
      "TFE731",
      { model: "HTF7000", aliases: ["AS907"], isFamily: true },
      // Each HTF7000 variant is a model of its own on the form ('HTF7350', not HTF7000 / 7350).
      ...members("HTF7000", ["HTF7250", "HTF7350", "HTF7500"]),
      "ALF502",
      "LF507",
      "F124",
      "F125",
    ],
  }),
  ...group({
    discipline: powerplant,
    category: "turbofan",
    makes: ["International Aero Engines"],
    models: [
      {
        model: "V2500",
        aliases: [
          ["V2522", "V2522"],
          ["V2524", "V2524"],
          ["V2525", "V2525"],
          ["V2527", "V2527"],
          ["V2528", "V2528"],
          ["V2530", "V2530"],
          ["V2533", "V2533"],
        ],
      },
    ],
  }),
  ...group({ discipline: powerplant, category: "turbofan", makes: ["Engine Alliance"], models: ["GP7200"] }),
  ...group({
    discipline: powerplant,
    category: "turbofan",
    makes: ["Williams International"],
    models: ["FJ33", "FJ44", "F107"],
  }),
];

const TURBOPROPS = [
  ...group({
    discipline: powerplant,
    category: "turboprop",
    makes: ["Pratt & Whitney Canada"],
    models: [
      { model: "PT6", isFamily: true, aliases: ["PT-6"] },
      { model: "PT6A", family: "PT6" },
      { model: "PT6B", family: "PT6", category: "turboshaft" },
      { model: "PT6C", family: "PT6", category: "turboshaft" },
      { model: "PT6T", family: "PT6", category: "turboshaft", aliases: ["Twin-Pac", "Twin Pac"] },
      { model: "PW100", isFamily: true },
      ...members("PW100", [
        "PW118",
        "PW119",
        "PW120",
        "PW121",
        "PW123",
        "PW124",
        "PW125",
        "PW126",
        "PW127",
        "PW150",
      ]),
      { model: "PW200", isFamily: true, category: "turboshaft" },
      ...members("PW200", ["PW206", "PW207", "PW210"]).map((spec) => ({
        ...spec,
        category: "turboshaft" as const,
      })),
    ],
  }),
  ...group({
    discipline: powerplant,
    category: "turboprop",
    makes: ["Pratt & Whitney"],
    models: [
      { model: "R-985", aliases: [], weak: ["Wasp Junior"] },
      { model: "R-1340", aliases: [], weak: ["Wasp"] },
      "R-1830",
      "R-2800",
    ],
  }),
  ...group({
    discipline: powerplant,
    category: "turboprop",
    makes: ["Wright"],
    models: ["R-1820", "R-3350"],
  }),
  ...group({
    discipline: powerplant,
    category: "turboprop",
    makes: ["Allison", "Rolls-Royce"],
    models: [
      "T56",
      { model: "501", weakModel: true, series: "-(?<s>D\\d{2}[A-Z]?)" },
      { model: "T63", category: "turboshaft" },
    ],
  }),
  ...group({
    discipline: powerplant,
    category: "turboprop",
    makes: ["Rolls-Royce", "Allison"],
    models: [
      { model: "AE 2100", aliases: ["AE2100"] },
      { model: "AE 1107", aliases: ["AE1107", "T406"], category: "turboshaft" },
      { model: "Dart", weakModel: true },
      { model: "RR300", category: "turboshaft" },
      { model: "RR500", category: "turboshaft" },
    ],
  }),
  ...group({
    discipline: powerplant,
    category: "turboprop",
    makes: ["Honeywell"],
    models: [
      "TPE331",
      { model: "T53", makes: ["Honeywell", "Lycoming"], category: "turboshaft" },
      { model: "T55", makes: ["Honeywell", "Lycoming"], category: "turboshaft" },
      { model: "LTS101", category: "turboshaft" },
      { model: "HTS900", category: "turboshaft" },
    ],
  }),
  ...group({
    discipline: powerplant,
    category: "turboprop",
    makes: ["Walter", "General Electric"],
    models: ["M601"],
  }),
  ...group({
    discipline: powerplant,
    category: "turboprop",
    makes: ["General Electric"],
    models: ["H80", "CT7"],
  }),
];

const TURBOSHAFTS = [
  ...group({
    discipline: powerplant,
    category: "turboshaft",
    makes: ["Rolls-Royce", "Allison"],
    models: [{ model: "250", weakModel: true, aliases: ["Model 250"] }, "M250"],
  }),
  ...group({
    discipline: powerplant,
    category: "turboshaft",
    makes: ["General Electric"],
    models: ["T700", "T64", "T58", "T901", "T408"],
  }),
  ...group({
    discipline: powerplant,
    category: "turboshaft",
    makes: ["Safran Helicopter Engines"],
    // 'Arriel 2C2-CG': a customer suffix belongs to the series.
    series: spaced("[1-3][A-Z]\\d?[A-Z]?\\d?(?:-[A-Z]{2})?"),
    models: ["Arriel", "Arrius", "Makila", "Ardiden", "Artouste"],
  }),
  ...group({
    discipline: powerplant,
    category: "turboshaft",
    makes: ["Rolls-Royce Turbomeca", "Safran Helicopter Engines", "Rolls-Royce"],
    models: ["RTM322"],
  }),
];

const LYCOMING = [
  "O-235",
  "O-290",
  "O-320",
  "IO-320",
  "AEIO-320",
  "O-340",
  "O-360",
  "HO-360",
  "HIO-360",
  "AIO-360",
  "AEIO-360",
  "TIO-360",
  "O-390",
  "IO-390",
  "O-435",
  "GO-435",
  "O-480",
  "GO-480",
  "GSO-480",
  "IGSO-480",
  "O-540",
  "IO-540",
  "AEIO-540",
  "TIO-540",
  "LTIO-540",
  "IGO-540",
  "IGSO-540",
  "VO-540",
  "TIO-541",
  "TIGO-541",
  "IO-580",
  "AEIO-580",
  "IO-720",
];
const CONTINENTAL = [
  "O-200",
  "O-300",
  "GO-300",
  "O-470",
  "IO-470",
  "TSIO-470",
  "IO-520",
  "TSIO-520",
  "GTSIO-520",
  "IO-550",
  "TSIO-550",
  "TSIOL-550",
  "IOF-550",
  "IO-240",
  "IO-346",
  "TSIO-360",
  // Glued to their letter these read like other names ('C90' is a King Air): only after the make.
  "~A-65",
  "~A-75",
  "~C-75",
  "~C-85",
  "~C-90",
  "~C-125",
  "~C-145",
];

const PISTONS = [
  ...group({ discipline: powerplant, category: "piston", makes: ["Lycoming"], models: LYCOMING }),
  ...group({ discipline: powerplant, category: "piston", makes: ["Continental"], models: CONTINENTAL }),
  ...group({
    discipline: powerplant,
    category: "piston",
    makes: ["Lycoming", "Continental"],
    models: [{ model: "IO-360", ambiguousMake: true }],
  }),
  ...group({
    discipline: powerplant,
    category: "piston",
    makes: ["Rotax"],
    series: spaced("ULS|UL|iSc|iS|S", ["ULS", "UL", "iSc", "iS", "S"]),
    models: ["~582", "~912", "~914", "~915", "~916"],
  }),
];

export const ENGINES: readonly CatalogEntry[] = [...TURBOFANS, ...TURBOPROPS, ...TURBOSHAFTS, ...PISTONS];
