// Clues in employer text: the operation category ('Part 145', 'airline', 'USAF', 'FBO' ...) and the
// kind of employment ('part-time', 'contract').

import type { OperationCategory } from "@domain/enums";

interface CategoryClue {
  category: OperationCategory;
  /** 3: the regulation or the armed service itself; 2: a plain word for it; 1: weak. */
  strength: number;
  pattern: RegExp;
}

const CLUES: readonly CategoryClue[] = [
  { category: "part_145_repair_station", strength: 3, pattern: /\bpart[\s-]*145\b/i },
  { category: "part_121_air_carrier", strength: 3, pattern: /\bpart[\s-]*121\b/i },
  { category: "part_135_air_carrier", strength: 3, pattern: /\bpart[\s-]*135\b/i },
  {
    category: "military_aviation",
    strength: 3,
    pattern:
      /\b(?:USAF|USAFR|U\.\s?S\.\s?A\.\s?F\.|(?:U\.?\s?S\.?\s|United States\s|Royal\s|Royal Canadian\s)?Air Force|Air National Guard|Army National Guard|National Guard|ANGB?|(?:U\.?\s?S\.?\s|United States\s)?Army|(?:U\.?\s?S\.?\s|United States\s|Royal\s)?Navy|USN|USNR|Marine Corps|USMC|Marines|Coast Guard|USCG|Air Force Base|AFB|Naval Air Station|Naval Air|NAS|Army Aviation|Air Wing|Airlift Wing|Fighter Wing|Air Refueling Wing|Squadron|Aviation Regiment|Aviation Battalion|Combat Aviation Brigade)\b/i,
  },
  {
    category: "part_145_repair_station",
    strength: 2,
    pattern: /\brepair station\b|\bMRO\b|\bmaintenance,? repair,? (?:and|&) overhaul\b/i,
  },
  {
    category: "part_121_air_carrier",
    strength: 2,
    pattern:
      /\bair ?lines?\b|\bairways\b|\bair carrier\b|\bregional carrier\b|\bcargo (?:airline|carrier)\b|\bflag carrier\b|\bscheduled airline\b/i,
  },
  {
    category: "part_135_air_carrier",
    strength: 2,
    pattern: /\bcharters?\b|\bon[\s-]demand\b|\bair taxi\b|\bair ambulance\b|\bair medical\b|\bfractional\b/i,
  },
  {
    category: "corporate_aviation",
    strength: 2,
    pattern: /\bcorporate\b|\bflight department\b|\bexecutive (?:flight|aviation)\b/i,
  },
  {
    category: "general_aviation",
    strength: 2,
    pattern:
      /\bFBO\b|\bfixed[\s-]base operator\b|\bgeneral aviation\b|\bflight school\b|\bflying club\b|\baero ?clube?\b|\baeroclub\b|\bpart[\s-]*(?:141|61)\b/i,
  },
  { category: "general_aviation", strength: 1, pattern: /\bpart[\s-]*91\b/i },
];

export interface FoundCategory {
  category: OperationCategory;
  strength: number;
  index: number;
}

/** The strongest clue in the text (the first one among equals), or null. */
export function findOperationCategory(text: string, minimumStrength = 1): FoundCategory | null {
  let best: FoundCategory | null = null;
  for (const clue of CLUES) {
    if (clue.strength < minimumStrength) continue;
    const match = clue.pattern.exec(text);
    if (!match) continue;
    const found = { category: clue.category, strength: clue.strength, index: match.index };
    if (
      !best ||
      found.strength > best.strength ||
      (found.strength === best.strength && found.index < best.index)
    ) {
      best = found;
    }
  }
  return best;
}

const PART_TIME =
  /\bpart[\s-]?time\b|\bcontract(?:or|ed|s)?\b|\btemporary\b|\btemp\b|\bseasonal\b|\bper[\s-]diem\b|\bPRN\b|\binternship\b|\bintern\b|\bon[\s-]call\b|\bfreelance\b|\bcasual\b|\b1099\b/i;
const FULL_TIME = /\bfull[\s-]?time\b/i;

/** false for part-time, contract and similar work; true otherwise (the usual case). */
export function isFullTimeFrom(text: string): boolean {
  if (FULL_TIME.test(text)) return true;
  return !PART_TIME.test(text);
}

export function hasEmploymentTypeClue(text: string): boolean {
  return FULL_TIME.test(text) || PART_TIME.test(text);
}

export function hasCategoryClue(text: string): boolean {
  return findOperationCategory(text) !== null;
}
