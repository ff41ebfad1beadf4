// Certificate dates: '2025-03-14', '14 March 2025', 'March 14, 2025', '14-Mar-2025', 'March 2025',
// '03/14/2025', '14/03/2025', '14.03.2025', 'May 5-7, 2025' (the last day), '2025/03/14', 'the 14th
// day of March, 2025'. A date is only ever read from a date in the text. Numbers with both parts 12
// or less ('04/05/2025') are decided as for resumes: day first when the document writes its other
// dates day first ('21/10/2024', '14.07.2025'), month first otherwise; left out only when the
// document writes both orders. Dots are day first (the European way of writing them). Results:
// 'YYYY-MM-DD', or 'YYYY-MM' when no day is written.

import { MONTHS } from "../builtin/dates";

const MONTH =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const YEAR = "(?:19[89]\\d|20\\d\\d)";
const DAY = "(?:0?[1-9]|[12]\\d|3[01])";
const ORDINAL = "(?:st|nd|rd|th)?";

/** Each form once, longer forms first; every quantifier is bounded or over a single class. */
const DATE_SOURCE = [
  `(?<iso>${YEAR}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01]))`,
  `(?<isoSlash>${YEAR}[/.](?:0?[1-9]|1[0-2])[/.](?:0?[1-9]|[12]\\d|3[01]))`,
  `(?<dayOf>${DAY}${ORDINAL} day of ${MONTH},? ${YEAR})`,
  `(?<dmy>${DAY}${ORDINAL}[ \\-/](?:of )?${MONTH}[ \\-,/]{1,2}${YEAR})`,
  // '14MAR2025', as military and airline forms print it.
  `(?<dmyCompact>${DAY}${MONTH}${YEAR})`,
  // 'May 5-7, 2025': a course over several days is dated by its last.
  // 'September 22 to 26, 2025', 'March 3 through 5, 2025' likewise.
  `(?<mdyRange>${MONTH} ${DAY}${ORDINAL}(?: ?[-–] ?| (?:to|through|thru|until) )${DAY}${ORDINAL},? ${YEAR})`,
  `(?<mdy>${MONTH}[ \\-/]${DAY}${ORDINAL}(?:,? |[-/])${YEAR})`,
  `(?<numeric>\\d{1,2}[/.\\-]\\d{1,2}[/.\\-]${YEAR})`,
  // Two-digit years, as forms and learning systems print them: '03/14/25', '11-JUN-25' (20xx).
  `(?<dmyShort>${DAY}[ \\-]${MONTH}[ \\-]\\d{2})(?![\\d/.\\-])`,
  `(?<numericShort>\\d{1,2}/\\d{1,2}/\\d{2})(?![\\d/.\\-])`,
  `(?<isoMonth>${YEAR}-(?:0[1-9]|1[0-2]))(?![\\d-])`,
  `(?<monthYear>${MONTH},? ${YEAR})`,
  // 'Recertification due: 02/2030'.
  `(?<numericMonth>(?:0?[1-9]|1[0-2])/${YEAR})(?!/)`,
].join("|");

// An ISO date may run on into its time ('2025-06-03T14:22:10Z').
const DATE = new RegExp(
  `(?<![\\p{L}\\d])(?:${DATE_SOURCE})(?![\\p{L}\\d])|(?<![\\p{L}\\d])(?<isoTime>${YEAR}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01]))(?=T\\d)`,
  "giu",
);
const NUMERIC_PARTS = /^(\d{1,2})([/.-])(\d{1,2})[/.-](\d{4})$/;

export type DayOrder = "day-first" | "month-first" | "unknown";

const pad = (value: number) => String(value).padStart(2, "0");

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function fullDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

function monthOf(word: string): number {
  return MONTHS[word.slice(0, 3).toLowerCase()] ?? 0;
}

/**
 * A document issued under European rules: EASA, a hyphenated Part ('Part-145', 'Part-66'), an
 * approval reference ('UK.145.01234', 'FR.147.0004') or a European company form ('GmbH', 'Ltd').
 * Its numeric dates are day first when none of them says otherwise.
 */
const UNDER_EUROPEAN_RULES =
  /(?<![\p{L}])(?:EASA|Part-(?:66|145|147|M|CAMO)|[A-Z]{2}\.(?:145|147|CAMO|MG)\.\d{2,}|GmbH|Ltd|Limited|S\.A\.S?|B\.V\.|S\.p\.A\.)(?![\p{L}])/u;

/**
 * The order of the slash or dash dates in a document, from the ones that can only be read one way:
 * month first unless the document writes a date day first, or is issued under European rules
 * (UNDER_EUROPEAN_RULES) and writes no date either way; unknown when it writes both.
 */
export function documentDayOrder(text: string): DayOrder {
  let dayFirst = false;
  let monthFirst = false;
  for (const match of text.matchAll(DATE)) {
    const parts = match.groups?.numeric ? NUMERIC_PARTS.exec(match.groups.numeric) : null;
    if (!parts) continue;
    const [first, second] = [Number(parts[1]), Number(parts[3])];
    // A dotted date is day first whatever its numbers: it says how the document writes dates.
    if (parts[2] === "." || (first > 12 && second <= 12)) dayFirst = true;
    else if (second > 12 && first <= 12) monthFirst = true;
  }
  if (dayFirst && monthFirst) return "unknown";
  if (dayFirst || monthFirst) return dayFirst ? "day-first" : "month-first";
  return UNDER_EUROPEAN_RULES.test(text) ? "day-first" : "month-first";
}

function readNumeric(value: string, order: DayOrder): string | null {
  const parts = NUMERIC_PARTS.exec(value);
  if (!parts) return null;
  const [first, second, year] = [Number(parts[1]), Number(parts[3]), Number(parts[4])];
  if (parts[2] === "." || first > 12) return fullDate(year, second, first);
  if (second > 12 || first === second) return fullDate(year, first, second);
  if (order === "day-first") return fullDate(year, second, first);
  if (order === "month-first") return fullDate(year, first, second);
  return null;
}

export interface FoundDate {
  value: string;
  index: number;
  end: number;
}

/** Every date the text writes that can be read without guessing, in order. */
export function findCertificateDates(text: string, order: DayOrder): FoundDate[] {
  const found: FoundDate[] = [];
  for (const match of text.matchAll(DATE)) {
    const value = readMatch(match.groups ?? {}, order);
    if (value) found.push({ value, index: match.index, end: match.index + match[0].length });
  }
  return found;
}

function readMatch(groups: Record<string, string | undefined>, order: DayOrder): string | null {
  const iso = groups.iso ?? groups.isoTime;
  if (iso) {
    const [year, month, day] = iso.split("-").map(Number);
    return fullDate(year!, month!, day!);
  }
  if (groups.isoSlash) {
    const [year, month, day] = groups.isoSlash.split(/[/.]/).map(Number);
    return fullDate(year!, month!, day!);
  }
  if (groups.dayOf) {
    const parts = /^(\d{1,2})\D*? day of ([a-z]+)\.?,? (\d{4})$/i.exec(groups.dayOf);
    return parts ? fullDate(Number(parts[3]), monthOf(parts[2]!), Number(parts[1])) : null;
  }
  if (groups.dmyCompact) {
    const parts = /^(\d{1,2})([a-z]+)\.?(\d{4})$/i.exec(groups.dmyCompact);
    return parts ? fullDate(Number(parts[3]), monthOf(parts[2]!), Number(parts[1])) : null;
  }
  if (groups.dmy) {
    const parts = /^(\d{1,2})\D+?([a-z]+)\.?[ \-,/]{1,2}(\d{4})$/i.exec(groups.dmy.replace(/ of /i, " "));
    return parts ? fullDate(Number(parts[3]), monthOf(parts[2]!), Number(parts[1])) : null;
  }
  if (groups.mdyRange) {
    const parts =
      /^([a-z]+)\.? \d{1,2}\D*?(?:[-–]| to | through | thru | until ) ?(\d{1,2})\D*? (\d{4})$/i.exec(
        groups.mdyRange,
      );
    return parts ? fullDate(Number(parts[3]), monthOf(parts[1]!), Number(parts[2])) : null;
  }
  if (groups.mdy) {
    const parts = /^([a-z]+)\.?[ \-/](\d{1,2})\D*?[ \-/](\d{4})$/i.exec(groups.mdy);
    return parts ? fullDate(Number(parts[3]), monthOf(parts[1]!), Number(parts[2])) : null;
  }
  if (groups.numeric) return readNumeric(groups.numeric, order);
  if (groups.numericShort) return readNumeric(groups.numericShort.replace(/(\d{2})$/, "20$1"), order);
  if (groups.dmyShort) {
    const parts = /^(\d{1,2})[ -]([a-z]+)\.?[ -](\d{2})$/i.exec(groups.dmyShort);
    return parts ? fullDate(2000 + Number(parts[3]), monthOf(parts[2]!), Number(parts[1])) : null;
  }
  if (groups.isoMonth) return groups.isoMonth;
  if (groups.numericMonth) {
    const [month, year] = groups.numericMonth.split("/").map(Number);
    return `${year}-${pad(month!)}`;
  }
  if (groups.monthYear) {
    const parts = /^([a-z]+)\.?,? (\d{4})$/i.exec(groups.monthYear);
    return parts ? `${parts[2]}-${pad(monthOf(parts[1]!))}` : null;
  }
  return null;
}

/** The first readable date in a value ('on 14 March 2025 at Miami'), or null. */
export function firstCertificateDate(text: string, order: DayOrder): string | null {
  return findCertificateDates(text, order)[0]?.value ?? null;
}
