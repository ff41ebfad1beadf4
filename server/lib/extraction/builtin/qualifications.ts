// Certifications, education and skills: one item per line (or per bullet, or per '|' / '·' piece).

import { SHORT_TEXT_MAX_LENGTH } from "@domain/constants";
import type { Certification, Education, ResumePersonal } from "@domain/schemas/resume-data";
import { findDateRanges, findDates } from "./dates";
import { isFragment } from "./fragments";
import { findPart66Licences, part66Number } from "./licences";
import { parseLocation } from "./places";
import { type Section, sectionsOf } from "./sections";
import { type Line, trimCharacters } from "./text";

const SCHOOL =
  /\b(?:college|university|universidad|universit[ée]|institute|instituto|institut|academy|academia|school|polytechnic|politécnico|technical center|community college|CCAF|tech(?:nical)? college)\b/i;
const CREDENTIAL =
  /\b(?:A\.?A\.?S\.?|A\.?S\.?|B\.?S\.?|B\.?A\.?|M\.?S\.?|MBA|associate|bachelor|master|diploma|degree|program(?:me)?|course|certificate|GED|A&P|technology|technician|studies|science)\b/i;
const STATUS_PARENTHESES = /\(\s*(?:current|not current|expired|active|inactive|lapsed|valid)\s*\)/gi;

function items(lines: readonly Line[]): string[] {
  return lines
    .filter((line) => !line.blank)
    .flatMap((line) => line.text.split(/\s+[|·•]\s+|\s*;\s*/))
    .map((text) => text.trim())
    .filter(Boolean);
}

const NUMBER = /(?:\b(?:no|number|num)\b\.?|#)\s*:?\s*#?\s*([A-Z]{0,3}\d[\d.-]{3,14}[\dA-Z]?)/i;
const BARE_NUMBER = /(?<![\d.-])(\d{6,10})(?![\d.-])/;
const ISSUED = /\b(?:issued|obtained|earned|received|since|granted)\s*:?\s*([^\s()]+(?:\s\d{4})?)/i;
const EXPIRES =
  /\b(?:exp(?:ires|ired|iration)?|valid (?:until|through|thru)|until)\.?\s*:?\s*([^\s()]+(?:\s\d{4})?)/i;

function dateIn(text: string): string | null {
  return findDates(text)[0]?.date ?? null;
}

export function parseCertification(item: string): Certification | null {
  if (item.length > 150) return null;
  let rest = item.replace(STATUS_PARENTHESES, " ");
  let number: string | null = null;
  const numbered = NUMBER.exec(rest) ?? BARE_NUMBER.exec(rest);
  if (numbered) {
    number = numbered[1]!.replace(/[.-]$/, "");
    rest = rest.replace(numbered[0], " ");
  }
  let issuedOn: string | null = null;
  let expiresOn: string | null = null;
  const range = findDateRanges(rest)[0];
  if (range) {
    issuedOn = range.start;
    expiresOn = range.end;
    rest = rest.slice(0, range.index) + rest.slice(range.index + range.length);
  }
  const issued = ISSUED.exec(rest);
  if (issued && dateIn(issued[0])) {
    issuedOn ??= dateIn(issued[0]);
    rest = rest.replace(issued[0], " ");
  }
  const expires = EXPIRES.exec(rest);
  if (expires && dateIn(expires[0])) {
    expiresOn ??= dateIn(expires[0]);
    rest = rest.replace(expires[0], " ");
  }
  const lone = /\(\s*((?:19|20)\d{2})\s*\)/.exec(rest);
  if (lone) {
    issuedOn ??= lone[1]!;
    rest = rest.replace(lone[0], " ");
  }
  const collapsed = rest
    .replace(/\(\s*\)/g, " ")
    .replace(/\(\s*$|^\s*\)/g, " ")
    .replace(/\s+/g, " ")
    .replace(/\b(?:held|issued|since)\s*$/i, "");
  const name = trimCharacters(collapsed, " \t\n,;:–-")
    .replace(/,\s*(?:FAA\s*)?(?:cert(?:ificate)?\.?)?\s*$/i, "")
    .trim();
  if (!name || !/\p{L}.*\p{L}/u.test(name)) return null;
  return { name: name.slice(0, SHORT_TEXT_MAX_LENGTH), number, issuedOn, expiresOn };
}

function parseEducationItem(text: string): Education | null {
  let rest = text;
  let startDate: string | null = null;
  let endDate: string | null = null;
  const range = findDateRanges(rest)[0];
  if (range) {
    startDate = range.start;
    endDate = range.end;
    rest = rest.slice(0, range.index) + rest.slice(range.index + range.length);
  } else {
    const dates = findDates(rest);
    const last = dates.at(-1);
    if (last) {
      endDate = last.date;
      rest = rest.slice(0, last.index) + rest.slice(last.index + last.length);
    }
  }
  rest = rest.replace(/\(\s*\)/g, " ").replace(/\b(?:graduated|class of|expected)\b/gi, " ");
  const pieces = rest
    .split(/\s+[–|]\s+|\s{3,}|\s+-\s+|,\s*/)
    .map((piece) => trimCharacters(piece.trim(), ",;:–-").trim())
    .filter(Boolean);
  let location: string | null = null;
  for (let index = 0; index < pieces.length; index++) {
    const pair = index + 1 < pieces.length ? parseLocation(`${pieces[index]}, ${pieces[index + 1]}`) : null;
    const single = parseLocation(pieces[index]!);
    if (pair && !SCHOOL.test(pieces[index]!)) {
      location = pair;
      pieces.splice(index, 2);
      break;
    }
    if (single && !SCHOOL.test(pieces[index]!)) {
      location = single;
      pieces.splice(index, 1);
      break;
    }
  }
  const institution = pieces.find((piece) => SCHOOL.test(piece)) ?? null;
  const credential =
    pieces.find((piece) => piece !== institution && CREDENTIAL.test(piece)) ??
    pieces.find((piece) => piece !== institution && pieces.length === 2) ??
    null;
  if (!institution && !credential) return null;
  return { institution, credential, location, startDate, endDate };
}

export function extractEducation(sections: readonly Section[]): Education[] {
  const found: Education[] = [];
  for (const section of sectionsOf(sections, "education")) {
    for (const item of section.lines.filter((line) => !line.blank).map((line) => line.text)) {
      const parsed = parseEducationItem(item);
      if (!parsed) continue;
      const previous = found.at(-1);
      // 'Cochise College, Douglas, AZ' then 'A.A.S. Avionics Technology, 2015' on the next line.
      if (previous && !parsed.institution && !previous.credential) {
        previous.credential = parsed.credential;
        previous.endDate ??= parsed.endDate;
        previous.startDate ??= parsed.startDate;
        continue;
      }
      found.push(parsed);
    }
  }
  return found;
}

export function extractCertifications(
  sections: readonly Section[],
  personal: ResumePersonal,
): Certification[] {
  const found: Certification[] = [];
  for (const section of sectionsOf(sections, "certifications")) {
    for (const item of items(section.lines)) {
      if (isFragment(item, personal, { loneWords: true })) continue;
      const certification = parseCertification(item);
      if (certification) found.push(certification);
    }
  }
  // Stated elsewhere (the header, the profile): the A&P certificate, the IA and Part-66 licences.
  const mentions = (pattern: RegExp) => found.some((item) => pattern.test(item.name));
  for (const item of found) {
    if (!item.number && /\bPart[\s-]?66\b/i.test(item.name)) item.number = part66Number(item.name);
  }
  if (!mentions(/\bPart[\s-]?66\b/i)) {
    found.push(...findPart66Licences(sections.flatMap((section) => section.lines.map((line) => line.text))));
  }
  if (
    personal.apCertificateNumber &&
    !found.some((item) => item.number?.replace(/\D/g, "") === personal.apCertificateNumber) &&
    !mentions(/\bA\s*&\s*P\b|airframe|powerplant|mechanic/i)
  ) {
    found.unshift({
      name: "FAA Airframe & Powerplant Mechanic Certificate",
      number: personal.apCertificateNumber,
      issuedOn: null,
      expiresOn: null,
    });
  }
  if (
    (personal.iaStatus === "yes" || personal.iaStatus === "past_not_current") &&
    !mentions(/inspection authori|\bIA\b/i)
  ) {
    found.push({ name: "Inspection Authorization", number: null, issuedOn: null, expiresOn: null });
  }
  return found;
}

export function extractSkills(
  sections: readonly Section[],
  personal: Pick<ResumePersonal, "firstName" | "lastName"> = { firstName: null, lastName: null },
): string[] {
  const skills: string[] = [];
  const seen = new Set<string>();
  for (const section of sectionsOf(sections, "skills")) {
    for (const line of section.lines) {
      if (line.blank) continue;
      let depth = 0;
      let current = "";
      const pieces: string[] = [];
      for (const char of line.text.replace(/\s{3,}/g, " | ")) {
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
      for (const piece of pieces) {
        const skill = piece
          .trim()
          .replace(/^[-–*]\s*|\.$/g, "")
          .trim();
        const key = skill.toLowerCase();
        if (!skill || skill.length > 80 || seen.has(key)) continue;
        if (isFragment(skill, personal, { loneWords: false })) continue;
        seen.add(key);
        skills.push(skill);
      }
    }
  }
  return skills;
}
