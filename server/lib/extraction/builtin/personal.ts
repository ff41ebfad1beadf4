// Name, e-mail, phone, role title, A&P certificate number and IA status.

import type { IaStatus } from "@domain/enums";
import type { ResumePersonal } from "@domain/schemas/resume-data";
import { introducedName, namesInLowerCase, profileSubject, signedName, withoutAddresses } from "./bio-names";
import { findAddresses, ownAddress, someoneElsesLines } from "./contact";
import { companyScore, titleScore } from "./header";
import { withDoubleSurname } from "./names";
import { parseLocation } from "./places";
import { headingKind, isMenu, type Section } from "./sections";
import type { ResumeDocument } from "./text";

// The lookbehind starts a match only where a run of address characters starts: linear on long runs.
export const EMAIL =
  /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** US numbers with separators or parentheses, and international numbers starting with '+'. */
export const PHONE =
  /(?<![\w+])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?!\d)|\+\d{1,3}(?:[\s.-]\(?\d{1,8}\)?){1,5}(?![\d.-])/g;
export const URL = /\bhttps?:\/\/\S+|\bwww\.\S+|\blinkedin\.com\/\S+/gi;

const NAME_WORD = /^(?:[\p{Lu}][\p{L}'-]*\.?|[\p{Lu}]\.)$/u;
const PARTICLES = new Set([
  "de",
  "da",
  "del",
  "della",
  "di",
  "do",
  "dos",
  "das",
  "du",
  "la",
  "le",
  "van",
  "von",
  "der",
  "den",
  "bin",
  "al",
  "st.",
]);
const SUFFIXES = /^(?:jr|sr|ii|iii|iv|v)\.?$/i;
/**
 * Words of a page or site heading that names nobody: 'About Me', 'Meet Our Team', 'Welcome',
 * 'Available Upon Request'. A name made only of capitalised words still has none of these.
 */
const PAGE_WORDS = new Set(
  (
    "about me my our us welcome home hello meet team staff portfolio page site website blog news contact " +
    "bio biography profile gallery projects story mission values menu login search available upon request " +
    "confidential candidate anonymous applicant private personal information details online welcome " +
    "professional experienced certified licensed seeking open hire ready work employment education " +
    "training licenses licences certifications skills history career careers references reference " +
    "stories story journey adventures diary notes posts archive tales life world " +
    "client clients customer customers member members directory leadership management board our " +
    "overview introduction summary statement letter cover the and of for to in on at with by from " +
    "january february march april may june july august september october november december present"
  ).split(" "),
);
const NOT_NAME_WORDS =
  /\b(?:resume|résumé|curriculum|vitae|cv|aircraft|aviation|maintenance|technician|mechanic|airframe|powerplant|avionics|inspector|engineer|experience|summary|profile|objective|contact|phone|email|address|street|avenue|road|suite|airlines?|services?|inc|llc|page|fbo|team|charter|company|tech)\b/i;

/**
 * 'JOSÉ LUIS' → 'José Luis', "O'CONNOR" → "O'Connor", 'MCALLISTER' → 'McAllister'; names already in
 * mixed case stay. (Mac is left alone: 'MACK' is not 'MacK'.)
 */
export function capitalizeWord(word: string): string {
  if (word !== word.toUpperCase() || !/\p{Lu}{2}/u.test(word)) return word;
  return word
    .toLowerCase()
    .replace(/(^|['-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/^Mc(\p{Ll})(?=\p{L})/u, (_, letter: string) => `Mc${letter.toUpperCase()}`);
}

interface Name {
  firstName: string;
  lastName: string;
}

/** 'MARCUS T. HOLLOWAY' → Marcus / Holloway; 'DANIEL "DANNY" OKAFOR' → Daniel / Okafor. */
export function parseName(candidate: string): Name | null {
  const cleaned = candidate
    .replace(/["“”][^"“”]*["“”]|\([^)]*\)|'[^']{2,}'/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!cleaned || /[\d@|:]/.test(cleaned) || NOT_NAME_WORDS.test(cleaned) || headingKind(cleaned))
    return null;
  // A site name or a company banner ('Northwind Aero', 'Kestrel Jet Services') names no person.
  if (companyScore(cleaned) > 0) return null;
  if (cleaned.split(" ").some((word) => PAGE_WORDS.has(word.toLowerCase().replace(/[.,]$/, "")))) return null;
  const words = cleaned.split(" ").filter((word) => !SUFFIXES.test(word.replace(/,$/, "")));
  if (words.length < 2 || words.length > 5) return null;
  // 'Currently I'm the avionics lead …': the writer speaking of themself, not a name.
  if (words.some((word) => /^I['’](?:m|ve|d|ll)$/iu.test(word))) return null;
  if (!words.every((word) => NAME_WORD.test(word) || PARTICLES.has(word.toLowerCase()))) return null;
  const lastUpper = words.filter((word) => /\p{Ll}/u.test(word)).length;
  // Title Case or ALL CAPS, not a sentence.
  if (lastUpper > 0 && words.some((word) => /^\p{Ll}/u.test(word) && !PARTICLES.has(word.toLowerCase())))
    return null;
  const isInitial = (word: string) => /^\p{Lu}\.?$/u.test(word);
  const particleAt = words.findIndex((word, index) => index > 0 && PARTICLES.has(word.toLowerCase()));
  let first: string[];
  let last: string[];
  if (particleAt > 0) {
    first = words.slice(0, particleAt);
    last = words.slice(particleAt);
  } else {
    first = words.slice(0, -1);
    last = words.slice(-1);
  }
  first = first.filter((word, index) => index === 0 || !isInitial(word));
  if (first.length === 0 || last.length === 0 || isInitial(last[0]!)) return null;
  return { firstName: first.map(capitalizeWord).join(" "), lastName: last.map(capitalizeWord).join(" ") };
}

const RESUME_PREFIX = /^(?:resume|résumé|curriculum vitae|cv)(?:\s+of)?\s*[:–|-]?\s*/i;
const NAME_LABEL = /^(?:full\s+)?name\s*:\s*/i;

/** 'Owen T.' above 'Marchetti': a large name that a narrow sidebar wrapped after a word or two. */
const NAME_PART = /^(?:[\p{Lu}][\p{L}'-]*\.?|[\p{Lu}]\.)(?:\s(?:[\p{Lu}][\p{L}'-]*\.?|[\p{Lu}]\.)){0,2}$/u;

function findName(headerLines: readonly string[]): { name: Name; line: number } | null {
  // 'News   Features   Shop Talk   Events': a menu's items are the site's pages, never a person.
  const menuItems = new Set(
    headerLines
      .slice(0, 8)
      .filter(isMenu)
      .flatMap((text) => text.split(/\s{2,}|\s+[|·•]\s+/))
      .map((item) => item.trim().toLowerCase()),
  );
  for (const [line, text] of headerLines.slice(0, 8).entries()) {
    if (menuItems.has(text.trim().toLowerCase())) continue;
    const next = headerLines[line + 1]?.trim() ?? "";
    if (
      NAME_PART.test(text.trim()) &&
      !parseName(text.trim()) &&
      NAME_PART.test(next) &&
      !next.includes(" ")
    ) {
      const name = parseName(`${text.trim()} ${next}`);
      if (name) return { name, line };
    }
    // Markdown remnants ('# Luis A. Benavides', '**Name**') are not part of the name.
    const unmarked = text.replace(/^[#>\s]+/, "").replace(/\*\*|__/g, "");
    const stripped = unmarked.replace(RESUME_PREFIX, "").replace(NAME_LABEL, "");
    // 'San Diego, CA | 619-555-0121': a place, not a person.
    if (parseLocation(stripped.split(/\s[|·•]\s|\s{3,}/)[0] ?? "")) continue;
    const first = stripped.split(/\s{3,}|\s[|·•–]\s|,\s*|\s+-\s+/)[0] ?? "";
    const name = parseName(first.replace(/\b(?:A&P|AMT|IA)\b.*$/, "").trim());
    if (name) return { name, line };
  }
  return null;
}

/**
 * A name line anywhere in the document (a sidebar may put it far down) that the person's e-mail
 * address spells out ('TAMIKA R. ELLISON' and tamika.ellison.amt@…): agreement of two sources.
 */
function findNameOfAddress(
  document: ResumeDocument,
  email: string | null,
): { name: Name; line: number } | null {
  const local =
    email
      ?.split("@")[0]
      ?.toLowerCase()
      .normalize("NFD")
      .replace(/[^a-z]/g, "") ?? "";
  if (local.length < 4) return null;
  const plain = (text: string) =>
    text
      .toLowerCase()
      .normalize("NFD")
      .replace(/[^a-z]/g, "");
  for (const line of document.lines) {
    if (line.blank || line.text.length > 60) continue;
    const name = parseName(line.text.trim());
    if (!name) continue;
    const first = plain(name.firstName.split(" ")[0]!);
    // 'julia.marte@' spells 'Julia Marte Peralta': the first name and one more of its words.
    const others = `${name.firstName} ${name.lastName}`.split(" ").slice(1).map(plain);
    const another = others.some((word) => word.length >= 3 && local.includes(word));
    if (first.length >= 2 && local.includes(first) && another) {
      // 'julia.marte@' for 'Julia Marte Peralta': the address names her by her first surname.
      const given = name.firstName.split(" ");
      if (given.length === 2 && local === `${first}${plain(given[1]!)}`)
        return { name: { firstName: given[0]!, lastName: `${given[1]} ${name.lastName}` }, line: 0 };
      return { name, line: 0 };
    }
  }
  return null;
}

/**
 * 'Rafael Moreira' above 'Santos': a narrow sidebar wrapped the last surname to a line of its own.
 * Taken only when the e-mail address spells it after the name ('rafael.moreira.santos@').
 */
function withWrappedSurname(
  found: { name: Name; line: number },
  headerLines: readonly string[],
  email: string | null,
): { name: Name; line: number } {
  const next = headerLines[found.line + 1]?.trim() ?? "";
  const local = (email?.split("@")[0] ?? "").toLowerCase();
  if (
    !/^[\p{Lu}][\p{Ll}'-]{2,}$/u.test(next) ||
    !headerLines[found.line]?.trim().endsWith(found.name.lastName)
  )
    return found;
  const plain = (text: string) =>
    text
      .toLowerCase()
      .normalize("NFD")
      .replace(/[^a-z]/g, "");
  const spelled = plain(`${found.name.firstName} ${found.name.lastName} ${next}`);
  if (plain(local) !== spelled && !plain(local).endsWith(plain(`${found.name.lastName}${next}`)))
    return found;
  return { ...found, name: { ...found.name, lastName: `${found.name.lastName} ${next}` } };
}

function findRoleTitle(headerLines: readonly string[], nameLine: number): string | null {
  for (const text of headerLines.slice(Math.max(0, nameLine), nameLine + 4)) {
    for (const piece of text.replace(RESUME_PREFIX, "").split(/\s{3,}|\s*[|·•]\s*|\s+[–—]\s+/)) {
      const candidate = piece.replace(/\([^)]*\)/g, "").trim();
      if (!candidate || candidate.length > 60 || /[@\d]/.test(candidate)) continue;
      if (titleScore(candidate) >= 2 && !/^(?:objective|summary)\b/i.test(candidate)) return candidate;
    }
  }
  return null;
}

/** Masks a match (same length) so later scans cannot read it again. */
export function mask(text: string, pattern: RegExp): string {
  return text.replace(pattern, (found) => " ".repeat(found.length));
}

const CERTIFICATE_KEYWORD =
  /\bA\s*&\s*P\b|\bA\s+and\s+P\b|\bAirframe\s*(?:&|and)\s*Powerplant\b|\bmechanic(?:'s)?\s+certificate\b|\bFAA\s+cert(?:ificate)?\b|\bcertificate\s+(?:no\.?|number|#)|\bcert\.?\s*(?:no\.?|#)?(?=\s*\d)/gi;
const CERTIFICATE_NUMBER = /(?<![\d.-])(\d[\d -]{4,12}\d)(?![\d-]|\.\d)/g;

/** The first 6-10 digit number after an A&P keyword, within the same passage. */
export function findCertificateNumber(text: string): string | null {
  const withoutPhones = mask(text, PHONE);
  for (const keyword of withoutPhones.matchAll(CERTIFICATE_KEYWORD)) {
    const from = keyword.index + keyword[0].length;
    let window = withoutPhones.slice(from, from + 110);
    const paragraphEnd = window.search(/\n\s*\n/);
    if (paragraphEnd >= 0) window = window.slice(0, paragraphEnd);
    for (const number of window.matchAll(CERTIFICATE_NUMBER)) {
      const digits = number[1]!.replace(/\D/g, "");
      if (digits.length >= 6 && digits.length <= 10) return digits;
    }
  }
  return null;
}

const IA_MENTION = /\bInspection\s+Authori[sz]ation\b|(?<![\w&])IA(?![\w&])/g;
const IA_PAST =
  /\bnot\s+(?:currently\s+)?(?:current|active|valid)\b|\bno longer\b|\bexpired\b|\blapsed\b|\binactive\b|\bformer(?:ly)?\b|\bpreviously\b|\bpast\b|\b(?:held|until|through)\s+(?:19|20)\d{2}\b|\b(?:19|20)\d{2}\s*[–-]\s*(?:19|20)\d{2}\b/i;
const IA_NO =
  /^\s*[:\-–]?\s*(?:no|none|n\/a|not held)\b|\b(?:pursuing|working (?:on|toward)s?|studying for|seeking|candidate|in progress|eligible(?: for| in)?|exam|test|written|application|applied)\b/i;
const IA_NO_BEFORE =
  /\b(?:no|not an?|without|pursuing|working (?:on|toward)s?|studying for|seeking|preparing for|plan(?:ning)? to (?:take|get|earn|obtain)|take|taking|to obtain|to earn)\s+(?:an?\s+|my\s+|the\s+)?$/i;
const IA_YES =
  /\bcurrent(?:ly)?\b|\bactive\b|\bvalid\b|\bholds?\b|\bheld since\b|\bsince\s+(?:19|20)\d{2}\b|\byes\b|\bpresent\b/i;
/** 'Des Moines, IA 50309' is Iowa. */
const SOMEONE_ELSES = /\b(?:the|our|their)\s+(?:[\p{L}-]+'s\s+)?(?:A\s*&\s*P\s*\/\s*)?$/iu;
const STATE_BEFORE = /\b[\p{Lu}][\p{Ll}]+(?:\s[\p{Lu}][\p{Ll}]+)*,\s*$/u;

/**
 * yes / past_not_current / no from the wording next to each mention ('IA - current', 'held
 * 2016-2020 (not current)', 'IA: No'); a bare mention among credentials ('A&P, IA') is yes.
 */
export function findIaStatus(text: string): IaStatus | null {
  const found: { status: IaStatus; explicit: boolean }[] = [];
  for (const match of text.matchAll(IA_MENTION)) {
    const lineStart = text.lastIndexOf("\n", match.index) + 1;
    // A state code that a PDF wrapped to the start of a line ('… Cedar Rapids,' / 'IA, 2020') has
    // its city at the end of the line before.
    const wrappedPlace =
      match.index === lineStart &&
      /^\s*(?:,\s*(?:19|20)\d\d|\d{5})/.test(text.slice(match.index + 2, match.index + 12));
    const from = wrappedPlace ? Math.max(0, lineStart - 40) : lineStart;
    const before = text.slice(Math.max(from, match.index - 40), match.index).replace(/\n/g, " ");
    if (match[0] === "IA" && STATE_BEFORE.test(before) && !/\b(?:A&P|AMT|A\s*&\s*P)\s*,?\s*$/.test(before))
      continue;
    // "Assist the shop's A&P/IA": someone else's authorization.
    if (SOMEONE_ELSES.test(before)) continue;
    const afterEnd = text.slice(match.index + match[0].length).search(/[.;\n](?:\s|$)|\n/);
    const after = text.slice(
      match.index + match[0].length,
      match.index + match[0].length + (afterEnd < 0 ? 80 : Math.min(afterEnd, 80)),
    );
    if (IA_PAST.test(after)) found.push({ status: "past_not_current", explicit: true });
    else if (IA_NO.test(after) || IA_NO_BEFORE.test(before)) found.push({ status: "no", explicit: true });
    else if (IA_YES.test(after) || /\b(?:current|active)\s*$/i.test(before))
      found.push({ status: "yes", explicit: true });
    else found.push({ status: "yes", explicit: false });
  }
  if (found.length === 0) return null;
  return (found.find((item) => item.explicit) ?? found[0]!).status;
}

function firstMatch(text: string, pattern: RegExp): string | null {
  pattern.lastIndex = 0;
  const match = pattern.exec(text);
  pattern.lastIndex = 0;
  return match ? match[0].trim() : null;
}

/** The text with the given lines blanked out (same length), in one pass. */
function blankLines(text: string, lines: readonly { start: number; end: number }[]): string {
  if (lines.length === 0) return text;
  const parts: string[] = [];
  let at = 0;
  for (const line of lines) {
    parts.push(text.slice(at, line.start), " ".repeat(line.end - line.start));
    at = line.end;
  }
  parts.push(text.slice(at));
  return parts.join("");
}

const MOBILE_LABEL_SOURCE = "\\b(?:cell(?:ular)?|mobile|mob\\.?)\\s{0,3}(?:phone)?\\s{0,3}[:.]?\\s{0,3}";
const MOBILE_LABEL = new RegExp(`^${MOBILE_LABEL_SOURCE}`, "i");
const MOBILE_PHONE = new RegExp(`${MOBILE_LABEL_SOURCE}(?:${PHONE.source})`, "gi");

const looseName = (name: Name) =>
  `${name.firstName} ${name.lastName}`.toLowerCase().replace(/[^\p{L}]/gu, "");

/** Whether the text writes the surname more than once (the header's own line is once). */
function namedAgain(document: ResumeDocument, name: Name): boolean {
  const word = new RegExp(`(?<![\\p{L}-])${escapeRegExp(name.lastName)}(?![\\p{L}-])`, "giu");
  let count = 0;
  for (const _ of document.text.matchAll(word)) if (++count >= 2) return true;
  return false;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function extractPersonal(document: ResumeDocument, sections: readonly Section[]): ResumePersonal {
  const header = sections.find((section) => section.kind === "header");
  const headerLines = (header?.lines ?? document.lines)
    .filter((line) => !line.blank)
    .map((line) => line.text);
  // A name may also open a contact column or the very first line under a 'RESUME' heading.
  // A shared mailbox ('service@', 'info@') is the organisation's, as is a phone on its line.
  const addresses = findAddresses(document, sections);
  // A reference's or supervisor's lines give their name and number, not the person's.
  const othersIndexes = someoneElsesLines(document, sections);
  const othersLines = document.lines.filter((line) => othersIndexes.has(line.index));
  const others = new Set(othersLines);
  const roleLines = [
    ...new Set([
      ...addresses.filter((found) => found.setAside === "role").map((found) => document.lines[found.line]!),
      ...othersLines,
    ]),
  ].sort((a, b) => a.start - b.start);
  let email = ownAddress(addresses)?.address ?? null;
  // A sidebar read first ('CONTACT', …, 'FCC GROL') can put name-shaped lines before the name: a
  // name the e-mail address spells out comes before the first such line.
  const headerName = findName(headerLines);
  // 'Prop Wash Weekly', 'Hangar Notes': a site's title is made of words its text writes in lower case.
  let inHeader =
    headerName && !namesInLowerCase(withoutAddresses(document.text), headerName.name) ? headerName : null;
  // 'Hangar Talk' over 'Marcus Delacroix never planned on aviation. … Delacroix went to work …': a
  // column's title that the story never names again is not the person the story is about.
  if (inHeader && !namedAgain(document, inHeader.name)) {
    const subject = profileSubject(document, parseName);
    if (subject && looseName(subject) !== looseName(inHeader.name)) inHeader = null;
  }
  // A bio names its subject in its sentences: 'My name is …', or a profile's 'Delgado spent …'.
  const introduced = introducedName(document, parseName);
  const named =
    (introduced ? { name: introduced, line: 0 } : null) ??
    (inHeader && withWrappedSurname(inHeader, headerLines, email)) ??
    findNameOfAddress(document, email);
  const subject = named ? null : profileSubject(document, parseName);
  const found =
    named ??
    (subject ? { name: subject, line: 0 } : null) ??
    findName(document.lines.filter((line) => !line.blank && !others.has(line)).map((line) => line.text)) ??
    signedFound(document);
  const name = found ? withDoubleSurname(found.name, document.text) : null;
  // A profile written about someone ends with the publisher's contacts, not the subject's: only an
  // address that spells the subject's name is theirs, and no number is.
  const aboutSomeone = subject !== null;
  if (subject && email && !spellsName(email, subject)) email = null;
  const withoutUrls = blankLines(mask(document.text, URL), othersLines);
  const phoneLabelled = /(?:phone|cell|mobile|tel|telephone)\s*[:.]?\s*/i;
  // A cell or mobile number is the one to call, before a home or office number.
  let phone: string | null = firstMatch(withoutUrls, MOBILE_PHONE)?.replace(MOBILE_LABEL, "") ?? null;
  for (const line of phone ? [] : document.lines) {
    if (phoneLabelled.test(line.text) && !others.has(line)) {
      phone = firstMatch(line.text, PHONE);
      if (phone) break;
    }
  }
  phone ??= firstMatch(blankLines(withoutUrls, roleLines), PHONE);
  phone ??= nationalNumber(document, sections, email);
  if (aboutSomeone && !email) phone = null;
  return {
    firstName: name?.firstName ?? null,
    lastName: name?.lastName ?? null,
    email,
    phone,
    roleTitle: findRoleTitle(headerLines, found ? found.line : 0),
    apCertificateNumber: findCertificateNumber(document.text),
    iaStatus: findIaStatus(document.text),
  };
}

function signedFound(document: ResumeDocument): { name: Name; line: number } | null {
  const name = signedName(document, parseName);
  return name ? { name, line: 0 } : null;
}

/** 'ramon.delgado@…', 'rdelgado@…': an address made of the person's names. */
function spellsName(email: string, name: Name): boolean {
  const local = (email.split("@")[0] ?? "").toLowerCase();
  const plain = (text: string) =>
    text
      .toLowerCase()
      .normalize("NFD")
      .replace(/[^a-z]/g, "");
  const words = `${name.firstName} ${name.lastName}`.split(/\s+/).map(plain);
  return words.some((word) => word.length >= 3 && local.includes(word));
}

/**
 * A national number without a country code ('0412 555 308', '07700 900412'): a trunk 0 and ten or
 * eleven digits, taken only from a contact section or the line of the person's own address.
 */
const NATIONAL_NUMBER = /(?<![\d+])0\d{2,4}(?:[ -]\d{2,6}){1,3}(?![\d-])/g;

function nationalNumber(
  document: ResumeDocument,
  sections: readonly Section[],
  email: string | null,
): string | null {
  const lines = [
    ...sections.filter((section) => section.kind === "contact").flatMap((section) => section.lines),
    ...(email ? document.lines.filter((line) => line.text.includes(email)) : []),
  ];
  for (const line of lines) {
    for (const match of line.text.matchAll(NATIONAL_NUMBER)) {
      const digits = match[0].replace(/\D/g, "").length;
      if (digits >= 10 && digits <= 11) return match[0];
    }
  }
  return null;
}
