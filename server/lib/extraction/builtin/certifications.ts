// Certifications: one item per line of the certifications column (or per bullet, or per '|' / '·' /
// ';' piece, or per piece apart by a wide gap), with its number and dates taken out of the name.
// A date, a cut label, a lone word, the person's name or a heading is never one; a date or a
// licence number alone on the next line belongs to the item above.

import { SHORT_TEXT_MAX_LENGTH } from "@domain/constants";
import type { Certification, ResumePersonal } from "@domain/schemas/resume-data";
import { findDateRanges, findDates } from "./dates";
import { isFragment } from "./fragments";
import { findPart66Licences, part66Number } from "./licences";
import { asListLines, joinWrapped, listSections } from "./qualification-lines";
import { headingKind, isListedHeading, type Section } from "./sections";
import { trimCharacters } from "./text";

const STATUS_PARENTHESES = /\(\s*(?:current|not current|expired|active|inactive|lapsed|valid)\s*\)/gi;
/** 'Inspection Authorization, current', 'IA – active'. */
const STATUS_SUFFIX = /\s*[,–-]\s*(?:current|active|valid|in good standing)\s*$/i;
/** 'IA: not held', 'IA eligible in 2026', 'A&P in progress': no certificate held. */
const NOT_HELD =
  /\b(?:not held|none|n\/a|eligible|in progress|pending|working (?:on|toward)s?|expected|candidate)\b|:\s*no\s*$/i;

const NUMBER = /(?:\b(?:no|number|num)\b\.?|#)\s*:?\s*#?\s*([A-Z]{0,3}\d[\d.-]{3,14}[\dA-Z]?)/i;
const BARE_NUMBER = /(?<![\d.-])(\d{6,10})(?![\d.-])/;
const ISSUED = /\b(?:issued|obtained|earned|received|since|granted)\s*:?\s*([^\s()]+(?:\s\d{4})?)/i;
const EXPIRES =
  /\b(?:exp(?:ires|ired|iration)?|valid (?:until|through|thru)|until)\.?\s*:?\s*([^\s()]+(?:\s\d{4})?)/i;
/** A licence number alone on a line: 'UK.66.412345B', 'No. 3312678'. */
const NUMBER_LINE = /^(?:(?:licen[cs]e\s+)?(?:no|number|#)\.?\s*:?\s*)?([A-Z]{0,3}[.-]?\d[\dA-Z.-]{4,16})$/i;

function dateIn(text: string): string | null {
  return findDates(text)[0]?.date ?? null;
}

const cut = (text: string, index: number, length: number) =>
  `${text.slice(0, index)} ${text.slice(index + length)}`;

export function parseCertification(item: string): Certification | null {
  if (item.length > 150 || NOT_HELD.test(item)) return null;
  let rest = item.replace(STATUS_PARENTHESES, " ").replace(STATUS_SUFFIX, "");
  let number: string | null = part66Number(rest);
  if (number) rest = rest.replace(number, " ");
  const numbered = number ? null : (NUMBER.exec(rest) ?? BARE_NUMBER.exec(rest));
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
    rest = cut(rest, range.index, range.length);
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
  // '…, Lufthansa Technical Training, 2019': the date that ends the item is when it was earned.
  const last = findDates(rest).at(-1);
  if (
    last &&
    /^[\s,.;:)–-]*$/.test(rest.slice(last.index + last.length)) &&
    /[,–-]\s*$/.test(rest.slice(0, last.index))
  ) {
    issuedOn ??= last.date;
    rest = rest.slice(0, last.index);
  }
  const collapsed = rest
    .replace(/\(\s*\)/g, " ")
    .replace(/\(\s*$|^\s*\)/g, " ")
    .replace(/\s+/g, " ")
    .replace(/\s+([,;])/g, "$1")
    .replace(/,(?=\s*,)/g, "")
    .replace(/\b(?:held|issued|since)\s*$/i, "");
  const name = trimCharacters(collapsed, " \t\n,;:–-")
    .replace(/,\s*(?:FAA\s*)?(?:cert(?:ificate)?\.?)?\s*$/i, "")
    .replace(/\s*\b(?:no|number|num)\.?\s*:?\s*$/i, "")
    .replace(/\s*#\s*$/, "")
    .trim();
  if (!name || !/\p{L}.*\p{L}/u.test(name)) return null;
  return { name: name.slice(0, SHORT_TEXT_MAX_LENGTH), number, issuedOn, expiresOn };
}

/** Longer than any list item: prose, or a line a document never meant. */
const MAX_LINE = 300;
const SEPARATORS = /\s+[|·•]\s+|\s*;\s*|\s{3,}/;

const MECHANIC = /\bA\s*&\s*P\b|\bairframe\s*(?:&|and)\s*powerplant\b|\bmechanic cert/i;
const COURSE = /\b(?:course|training|school|program(?:me)?)\b/i;

/** A licence, named by its authority and kind: the same one stated twice is one certification. */
const LICENCE = /\b(?:licen[cs]e|licencia|licen[çc]a|AME|Part[\s-]?66|AFAC|DGCA|GCAA|CAAS|CAAP|ANAC)\b/i;
const licenceKey = (name: string) =>
  MECHANIC.test(name) && !COURSE.test(name) && !/inspection|\bIA\b/i.test(name)
    ? "mechanic"
    : /^(?:FAA\s+)?(?:IA|inspection authori[sz]ation)$/i.test(name)
      ? "inspection-authorization"
      : licenceKey66(name);
const licenceKey66 = (name: string) =>
  LICENCE.test(name)
    ? name
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s]/gu, " ")
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 3)
        .join(" ")
    : null;

function fromList(
  lines: readonly (string | null)[],
  personal: ResumePersonal,
  found: Certification[],
  headingItems: ReadonlySet<string>,
) {
  let previous: Certification | null = null;
  // A heading found by a keyword of this kind ('… Operator License') is an item of the list.
  const fragment = (text: string) => {
    const kind = headingKind(text.trim());
    const item =
      headingItems.has(text.trim()) || (kind === "certifications" && !isListedHeading(text.trim()));
    return isFragment(text, personal, {
      loneWords: true,
      headingItems: item ? new Set([text.trim()]) : undefined,
    });
  };
  for (const line of joinWrapped(lines, {
    loneCapitalisedWord: true,
    organisationTail: true,
    documentKindTail: true,
    isFragment: fragment,
  })) {
    if (line === null || line.length > MAX_LINE) continue;
    // A licence number or the dates alone on their line belong to the item above.
    const numberLine = NUMBER_LINE.exec(line.trim());
    if (numberLine && previous && !previous.number && !findDates(line).length) {
      previous.number = numberLine[1]!;
      continue;
    }
    const range = findDateRanges(line)[0];
    if (fragment(line)) {
      if (previous && !previous.issuedOn && range) {
        previous.issuedOn = range.start;
        previous.expiresOn = range.current ? null : range.end;
      } else if (previous && !previous.issuedOn && findDates(line).length === 1) {
        previous.issuedOn = findDates(line)[0]!.date;
      }
      continue;
    }
    // 'FAA A&P with Inspection Authorization': two certificates.
    const both = line.replace(
      /\s+(?:with|and|\/)\s+(?=(?:an?\s+)?(?:inspection authori[sz]ation|IA)\b)/i,
      "; ",
    );
    for (const item of both.split(SEPARATORS).map((text) => text.trim())) {
      if (!item || fragment(item)) continue;
      const certification = parseCertification(item);
      if (!certification) continue;
      const key = licenceKey(certification.name);
      const same = key ? found.find((other) => licenceKey(other.name) === key) : undefined;
      if (same) {
        same.number ??= certification.number;
        continue;
      }
      found.push(certification);
      previous = certification;
    }
  }
}

/** 'Técnico en Mantenimiento Aeronáutico – Licencia AFAC Clase I': a licence in the headline. */
function headlineLicences(sections: readonly Section[]): string[] {
  const header = sections.find((section) => section.kind === "header");
  if (!header) return [];
  return header.lines
    .slice(0, 6)
    .flatMap((line) =>
      line.blank || line.text.length > MAX_LINE ? [] : line.text.split(/\s+[–|·]\s+|\s+-\s+/),
    )
    .filter(
      (piece) =>
        /\b(?:licen[cs]e|licencia|licen[çc]a)\b/i.test(piece) &&
        !/driver|@|\d{3}/i.test(piece) &&
        piece.split(/\s+/).length <= 6,
    );
}

export function extractCertifications(
  sections: readonly Section[],
  personal: ResumePersonal,
): Certification[] {
  const found: Certification[] = [];
  for (const list of listSections(sections, personal, (section) => section.kind === "certifications")) {
    fromList(asListLines(list), personal, found, list.items);
  }
  fromList(headlineLicences(sections), personal, found, new Set());
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
    !found.some((item) => MECHANIC.test(item.name) && !COURSE.test(item.name))
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
