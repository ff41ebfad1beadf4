// Applicable-experience flags and the words that show them. Avionics flags about installing and
// troubleshooting need an avionics context: 'fastener installation' is no avionics installation.

import type {
  AirframeFlag,
  AvionicsFlag,
  ExperienceDiscipline,
  ExperienceFlag,
  PowerplantFlag,
} from "@domain/enums";

interface FlagRule {
  flag: ExperienceFlag;
  /** The discipline whose entries carry it; factory training goes to whatever the text names. */
  discipline: ExperienceDiscipline | "any";
  pattern: RegExp;
  needsAvionicsContext?: boolean;
}

export const FLAG_RULES: readonly FlagRule[] = [
  {
    flag: "sheetMetalRepair",
    discipline: "airframe",
    pattern:
      /\bsheet[\s-]?metal\b|\bstructur(?:al|es)\b(?!\s+repair\s+manual)|\bskin (?:repairs?|replacements?|patch(?:es|ing)?)\b|\bdoublers?\b|\bcomposite repairs?\b|\bdent\b[^.]{0,30}\brepairs?\b|\bcorrosion (?:repairs?|removal|control)\b|\briveting\b|\bestrutura(?:l|is|s)\b|\bestructura(?:l|les|s)\b/i,
  },
  {
    flag: "engineRuns",
    discipline: "airframe",
    pattern:
      /\bengine[\s-]+run(?:s|[\s-]?ups?|ning)?\b|\brun[\s-]?ups?\b|\bground runs?\b|\b(?:run(?:s|ning)?|ran)\s+(?:the\s+)?engines?\b|\bhigh[\s-]power runs?\b|\bcorridas?\s+de\s+motor(?:es)?\b|\bpruebas?\s+de\s+motor(?:es)?\b/i,
  },
  {
    flag: "taxi",
    discipline: "airframe",
    pattern: /(?<!\bair\s)(?<![\p{L}])t[aá]xi(?:s|ed|ing|ied)?(?![\p{L}])(?![\s-]*ways?\b)/iu,
  },
  {
    flag: "hotSectionInspection",
    discipline: "powerplant",
    // A plain borescope is a routine look into any engine: only one of the hot section counts.
    pattern:
      /\bhot[\s-]section\b|\bHSIs?\b|\b(?:combust(?:or|ion)|HPT|high[\s-]pressure turbine)\b[^.;]{0,40}\bbor[eo]scop(?:e|es|ed|ing)\b|\bbor[eo]scop(?:e|es|ed|ing)\b[^.;]{0,40}\b(?:combust(?:or|ion)|HPT|high[\s-]pressure turbine)\b/i,
  },
  { flag: "rvsm", discipline: "avionics", pattern: /\bRVSM\b/i },
  {
    flag: "far91Checks",
    discipline: "avionics",
    pattern:
      /\b91\.41[13]\b|\b41[13]\s+(?:checks?|certifications?|tests?)\b|\b(?:pitot[\s-])?static\s+(?:system\s+)?(?:checks?|tests?|certifications?)\b|\baltimeter\b[^.]{0,40}\btransponder\b[^.]{0,20}\b(?:checks?|tests?|certifications?)\b/i,
  },
  {
    flag: "installer",
    discipline: "avionics",
    pattern:
      /\binstall(?:er|ers|ed|ing|ation|ations|s)?\b|\bretrofits?\b|\bfitted\b|\bupgrades?\b|\bmodifications?\b/i,
    needsAvionicsContext: true,
  },
  {
    flag: "lineMaintenance",
    discipline: "avionics",
    pattern:
      /\btroubleshoot(?:s|ing|er|ers|ed)?\b|\btroubleshot\b|\bfault[\s-](?:isolation|finding)\b|\bfaults\b|\bdefect rectification\b|\bline maintenance\b/i,
    needsAvionicsContext: true,
  },
  {
    flag: "hasFactoryTraining",
    discipline: "any",
    pattern:
      /\bfactory\b[^.]{0,40}\b(?:train(?:ed|ing)?|courses?|school|certified|certification|class)\b|\b(?:train(?:ed|ing)|courses?|school)\b[^.]{0,30}\bfactory\b|\bflight\s?safety\b|\bCAE\b|\btype (?:training|courses?)\b|\bmanufacturer'?s?\s+(?:maintenance\s+)?(?:training|course|school)\b|\bOEM\s+(?:maintenance\s+)?(?:training|courses?)\b|\b(?:initial|recurrent)\b[^.]{0,30}\btraining\b/i,
  },
];

const AVIONICS_CONTEXT =
  /\bavionics?\b|\bradios?\b|\bwiring\b|\bharness(?:es)?\b|\bglass cockpits?\b|\b(?:instrument )?panels?\b|\bADS-B\b|\btransponders?\b|\bautopilots?\b|\bGPS\b|\bnavigators?\b|\bnav\/?com\b|\bEFIS\b|\bPFDs?\b|\bMFDs?\b|\bTCAS\b|\bTAWS\b|\bFMS\b|\bLRUs?\b|\bpitot[\s-]static\b|\baltimeters?\b|\binstruments?\b|\bdisplays?\b|\belectrical\b|\bRVSM\b|\bantennas?\b|\bELTs?\b|\bweather radar\b|\bintercoms?\b|\baudio panels?\b|\bflight deck\b/i;

export function hasAvionicsContext(text: string): boolean {
  return AVIONICS_CONTEXT.test(text);
}

export interface FoundFlag {
  flag: ExperienceFlag;
  discipline: ExperienceDiscipline | "any";
  /** Where the words that show it are, in the passage. */
  index: number;
}

/** The flags a passage shows; `avionicsNamed` when it names an avionics model. */
export function flagsIn(text: string, avionicsNamed: boolean): FoundFlag[] {
  const context = avionicsNamed || hasAvionicsContext(text);
  const found: FoundFlag[] = [];
  for (const rule of FLAG_RULES) {
    if (rule.needsAvionicsContext && !context) continue;
    const match = rule.pattern.exec(text);
    if (match) found.push({ flag: rule.flag, discipline: rule.discipline, index: match.index });
  }
  return found;
}

/** The clause (between semicolons) around `index`: training names the types of its own clause. */
export function clauseAround(text: string, index: number): { start: number; end: number } {
  const start = text.lastIndexOf(";", index) + 1;
  const next = text.indexOf(";", index);
  return { start, end: next < 0 ? text.length : next };
}

export type FlagOf<D extends ExperienceDiscipline> = D extends "airframe"
  ? AirframeFlag
  : D extends "powerplant"
    ? PowerplantFlag
    : AvionicsFlag;
