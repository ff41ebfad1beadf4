// Skills: the pieces of the skills column, apart by commas, semicolons, bars, dots or wide gaps
// (never inside parentheses). An aircraft, engine or avionics model in a 'Skills & Aircraft' list
// is equipment, read by equipment.ts, not a skill; a duration after a skill ('(5 years)', Indeed)
// is no part of it.

import { findCatalogMentions } from "../catalog/index";
import { isFragment } from "./fragments";
import { asListLines, joinWrapped, listSections, type Person } from "./qualification-lines";
import type { Section } from "./sections";

const DURATION = /\s*\(\s*(?:\d+\+?|less than (?:a|one))\s*(?:years?|yrs?|months?|mos?)\.?\s*\)\s*$/i;
/** Lower-case words a model's name may hold: 'de Havilland DHC-6 Twin Otter'. */
const NAME_PARTICLES = new Set(["de", "von", "van", "la", "le", "of", "and", "&"]);

/** 'Boeing 737-800', 'PT6A-114A', 'Garmin G1000': a model named and nothing else said. */
export function isEquipmentOnly(piece: string): boolean {
  if (findCatalogMentions(piece).length === 0) return false;
  return piece.split(/\s+/).every((word) => NAME_PARTICLES.has(word) || !/^\p{Ll}/u.test(word));
}

function piecesOf(line: string): string[] {
  let depth = 0;
  let current = "";
  const pieces: string[] = [];
  for (const char of line.replace(/\s{3,}/g, " | ")) {
    if (char === "(") depth++;
    if (char === ")") depth = Math.max(0, depth - 1);
    if (depth === 0 && /[,;|•·]/.test(char)) {
      pieces.push(current);
      current = "";
      continue;
    }
    current += char;
  }
  pieces.push(current);
  return pieces;
}

/** A skills list, or a list headed by skills and something else ('Skills & Aircraft'). */
const isSkillsList = (section: Section) =>
  section.kind === "skills" || (section.kind === "equipment" && /\bskills?\b/i.test(section.heading ?? ""));

export function extractSkills(
  sections: readonly Section[],
  personal: Person = { firstName: null, lastName: null },
): string[] {
  const skills: string[] = [];
  const seen = new Set<string>();
  for (const list of listSections(sections, personal, isSkillsList)) {
    const fragment = (text: string) =>
      isFragment(text, personal, { loneWords: false, headingItems: list.items });
    for (const line of joinWrapped(asListLines(list), { isFragment: fragment })) {
      if (line === null || line.length > 1000) continue;
      for (const piece of piecesOf(line)) {
        if (piece.length > 200) continue;
        const skill = piece
          .trim()
          .replace(/^[-–*]\s*|\.$/g, "")
          .replace(DURATION, "")
          .trim();
        const key = skill.toLowerCase();
        if (!skill || skill.length > 80 || seen.has(key)) continue;
        if (
          isFragment(skill, personal, { loneWords: false, headingItems: list.items }) ||
          isEquipmentOnly(skill)
        )
          continue;
        seen.add(key);
        skills.push(skill);
      }
    }
  }
  return skills;
}
