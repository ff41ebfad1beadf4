// Education: the school, the credential, the place and the dates of each entry of the education
// column. An entry may take several lines ('A.A.S. Avionics Technology' over 'Cochise College',
// the dates above or below them): the lines between two blank lines, or until a second school or
// credential, are one entry, and dates alone on a line belong to the entry beside them.

import type { Education } from "@domain/schemas/resume-data";
import { findDateRanges, findDates } from "./dates";
import { parseLocation } from "./places";
import { asListLines, joinWrapped, listSections, type Person } from "./qualification-lines";
import type { Section } from "./sections";
import { trimCharacters } from "./text";

const SCHOOL =
  /\b(?:college|university|universidad|universit[ée]|universidade|institute|instituto|institut|academy|academia|school|polytechnic|politécnico|hochschule|fachhochschule|escuela|escola|faculdade|colegio|lyc[ée]e|technical center|community college|CCAF|IES|UHI|SENAI|tech(?:nical)? college)\b|\b\p{Lu}{2,5} Tech\b/iu;
const CREDENTIAL =
  /\b(?:A\.?A\.?S\.?|A\.?S\.?|B\.?S\.?|B\.?A\.?|M\.?S\.?|B\.?Eng\.?|M\.?Eng\.?|B\.?Sc\.?|M\.?Sc\.?|HNC|HND|BTEC|NVQ|MBA|associate|bachelor|master|diploma|degree|program(?:me)?|course|certificate|GED|A&P|technology|technician|studies|science|técnico|tecnólogo|licenciatura|certificado)\b/iu;

/** Europass and form labels in a column before the value: 'Dates   2009 – 2012'. */
const LABEL_COLUMN =
  /^(?:dates?|period|title of qualification awarded|qualification|name and type of organi[sz]ation[a-z ]{0,40}?|institution|school|degree|program(?:me)?)\s{3,}/i;
/** A detail of the entry above, never an entry: 'Major: Aviation Maintenance Technology', 'GPA 3.6'. */
const DETAIL =
  /^(?:major|minor|concentration|gpa|honou?rs|relevant coursework|coursework|thesis|field of study|principal subjects[^:]*)\b\s*:?/i;
const COUNTRY_SUFFIX = /\s+(?:United States(?: of America)?|USA|U\.S\.A\.|US)$/;

interface Parsed extends Education {
  /** The line had no school or credential, only dates. */
  datesOnly: boolean;
}

function datesOf(text: string): { start: string | null; end: string | null; rest: string } {
  const range = findDateRanges(text)[0];
  if (range) {
    return {
      start: range.start,
      end: range.end,
      rest: text.slice(0, range.index) + text.slice(range.index + range.length),
    };
  }
  const last = findDates(text).at(-1);
  if (last)
    return {
      start: null,
      end: last.date,
      rest: text.slice(0, last.index) + text.slice(last.index + last.length),
    };
  return { start: null, end: null, rest: text };
}

/** 'Community College of the Air Force Maxwell AFB' before 'AL': the school, then its town. */
function splitTown(piece: string): { school: string; town: string } | null {
  const words = piece.split(" ");
  for (const count of [2, 1]) {
    const school = words.slice(0, -count).join(" ");
    const town = words.slice(-count);
    if (
      words.length > count + 1 &&
      town.every((word) => /^\p{Lu}/u.test(word)) &&
      SCHOOL.test(school) &&
      !/\b(?:of|the|de|for|and)$/i.test(school)
    )
      return { school, town: town.join(" ") };
  }
  return null;
}

export function parseEducationLine(text: string): Parsed | null {
  const { start, end, rest: undated } = datesOf(text.replace(LABEL_COLUMN, ""));
  const rest = undated.replace(/\(\s*\)|\[\s*\]/g, " ").replace(/\b(?:graduated|class of|expected)\b/gi, " ");
  const pieces = rest
    .split(/\s+[–|]\s+|\s{3,}|\s+-\s+|,\s*/)
    .map((piece) => trimCharacters(piece.trim(), ",;:–-[]").trim().replace(COUNTRY_SUFFIX, ""))
    .filter(Boolean);
  let location: string | null = null;
  for (let index = 0; index < pieces.length; index++) {
    const piece = pieces[index]!;
    const pair = index + 1 < pieces.length ? parseLocation(`${piece}, ${pieces[index + 1]}`) : null;
    const single = parseLocation(piece);
    if (pair && !SCHOOL.test(piece)) {
      location = pair;
      pieces.splice(index, 2);
      break;
    }
    if (single && !SCHOOL.test(piece)) {
      location = single;
      pieces.splice(index, 1);
      break;
    }
    // 'Community College of the Air Force Maxwell AFB, AL'
    const town = /^\p{Lu}{2}$/u.test(piece) && index > 0 ? splitTown(pieces[index - 1]!) : null;
    if (town) {
      location = `${town.town}, ${piece}`;
      pieces.splice(index - 1, 2, town.school);
      break;
    }
  }
  const institution = pieces.find((piece) => SCHOOL.test(piece)) ?? null;
  const credential =
    pieces.find((piece) => piece !== institution && CREDENTIAL.test(piece)) ??
    pieces.find((piece) => piece !== institution && pieces.length === 2) ??
    null;
  if (!institution && !credential) {
    if (start === null && end === null) return null;
    if (/\p{L}{3,}/u.test(rest.replace(/\b(?:to|present|current|now|since)\b/gi, ""))) return null;
    return {
      institution: null,
      credential: null,
      location: null,
      startDate: start,
      endDate: end,
      datesOnly: true,
    };
  }
  return { institution, credential, location, startDate: start, endDate: end, datesOnly: false };
}

const strip = ({ datesOnly: _, ...entry }: Parsed): Education => entry;

function fromList(lines: readonly (string | null)[], found: Education[]) {
  let current: Education | null = null;
  let pending: { startDate: string | null; endDate: string | null } | null = null;
  for (const line of joinWrapped(
    lines.map((line) => (line === null || DETAIL.test(line) ? (line === null ? null : "") : line)),
    { loneCapitalisedWord: true },
  )) {
    if (line === "" || (line !== null && line.length > 300)) continue;
    if (line === null) {
      current = null;
      continue;
    }
    const parsed = parseEducationLine(line);
    if (!parsed) continue;
    if (parsed.datesOnly) {
      if (current && current.startDate === null && current.endDate === null) {
        current.startDate = parsed.startDate;
        current.endDate = parsed.endDate;
      } else pending = { startDate: parsed.startDate, endDate: parsed.endDate };
      continue;
    }
    // 'Associate in …' over 'Texas State Technical College - Waco, TX': one entry.
    const completes =
      current &&
      ((current.institution === null && parsed.institution !== null && parsed.credential === null) ||
        (current.credential === null && parsed.credential !== null && parsed.institution === null) ||
        (current.institution === null &&
          current.credential !== null &&
          parsed.institution !== null &&
          parsed.credential === null));
    if (current && completes) {
      current.institution ??= parsed.institution;
      current.credential ??= parsed.credential;
      current.location ??= parsed.location;
      if (current.startDate === null && current.endDate === null) {
        current.startDate = parsed.startDate;
        current.endDate = parsed.endDate;
      }
      continue;
    }
    current = strip(parsed);
    if (pending && current.startDate === null && current.endDate === null) {
      current.startDate = pending.startDate;
      current.endDate = pending.endDate;
    }
    pending = null;
    found.push(current);
  }
}

/** 'After my discharge I earned my A&P at Pima Aviation Institute.', 'graduated from X with an A.A.S.' */
const EARNED_AT =
  /\b(?:earned|completed|received|obtained)\s+(?:my|his|her|an?|the)\s+([^.,;]{2,60}?)\s+(?:at|from)\s+((?:the\s+)?\p{Lu}[\p{L}'&.-]*(?:\s+(?:of\s+(?:the\s+)?)?\p{Lu}[\p{L}'&.-]*){0,6})/u;
const PROSE_CREDENTIAL =
  /^(?:A&P|(?:[\p{L}. ]+\s)?(?:degree|diploma|associate|bachelor'?s?|master'?s?|certificate|A\.?A\.?S\.?|B\.?S\.?)(?:\s[\p{L} ]+)?)$/iu;

/** Education stated in a sentence of the profile or the bio, when no section lists it. */
function fromProse(sections: readonly Section[]): Education[] {
  const found: Education[] = [];
  for (const section of sections) {
    if (section.kind !== "header" && section.kind !== "summary" && section.kind !== "other") continue;
    for (const line of section.lines) {
      if (line.blank || line.text.length > 2000) continue;
      const match = EARNED_AT.exec(line.text);
      if (!match) continue;
      const credential = match[1]!.trim();
      const institution = match[2]!.replace(/^the\s+/i, "").replace(/[.-]+$/, "");
      if (!PROSE_CREDENTIAL.test(credential) || /\b(?:course|training)\b/i.test(credential)) continue;
      if (!SCHOOL.test(institution)) continue;
      found.push({ institution, credential, location: null, startDate: null, endDate: null });
    }
  }
  return found;
}

export function extractEducation(
  sections: readonly Section[],
  person: Person = { firstName: null, lastName: null },
): Education[] {
  const found: Education[] = [];
  for (const list of listSections(sections, person, (section) => section.kind === "education")) {
    fromList(asListLines(list), found);
  }
  return found.length > 0 ? found : fromProse(sections);
}
