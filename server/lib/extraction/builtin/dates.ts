// Date ranges as resumes write them: 'Jan 2015 – Present', 'January 2015 - Current',
// '03/2012 - 06/2016', '2010 – 2014', 'Mar. 2019 to Sept. 2021', '2019-03 – 2021-11', '04.2021 –
// Continuing', 'Since 2019'. Results are 'YYYY-MM', or 'YYYY' when only the year is written.

/** A month by the first three letters of its name (English, and the Spanish and Portuguese that differ). */
export const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  // Spanish and Portuguese abbreviations that differ from the English ones.
  ene: 1,
  fev: 2,
  abr: 4,
  mai: 5,
  ago: 8,
  set: 9,
  out: 10,
  dic: 12,
  dez: 12,
};

// Month names whose first three letters are not enough (or not English): French, German, Italian,
// Dutch and Portuguese words as CVs in those languages write them, abbreviations included.
const MONTH_WORDS: Record<string, number> = {
  janvier: 1,
  janv: 1,
  januar: 1,
  jänner: 1,
  januari: 1,
  gennaio: 1,
  gen: 1,
  février: 2,
  fevrier: 2,
  févr: 2,
  fevr: 2,
  februar: 2,
  februari: 2,
  febbraio: 2,
  março: 3,
  mars: 3,
  märz: 3,
  mär: 3,
  maerz: 3,
  maart: 3,
  marzo: 3,
  mrt: 3,
  avril: 4,
  avr: 4,
  aprile: 4,
  mai: 5,
  mei: 5,
  maggio: 5,
  juin: 6,
  juni: 6,
  giugno: 6,
  giu: 6,
  juillet: 7,
  juil: 7,
  juli: 7,
  luglio: 7,
  lug: 7,
  août: 8,
  aout: 8,
  augustus: 8,
  septembre: 9,
  settembre: 9,
  sett: 9,
  octobre: 10,
  oktober: 10,
  okt: 10,
  ottobre: 10,
  ott: 10,
  novembre: 11,
  décembre: 12,
  decembre: 12,
  déc: 12,
  dezember: 12,
  dicembre: 12,
};

/** The month a written word names, or undefined. */
function monthNumber(word: string): number | undefined {
  const lower = word.toLowerCase();
  return MONTH_WORDS[lower] ?? MONTHS[lower.slice(0, 3)];
}

const MONTH =
  "(?:jan(?:uary|vier|v|uar|uari|eiro)?|jänner|feb(?:ruary|ruar|ruari|braio|rero)?|f[ée]vr(?:ier)?|mar(?:ch|s|zo|ço)?|märz|mär|maerz|maart|mrt|apr(?:il|ile)?|avr(?:il)?|mayo|may|mei|maggio|junio|junho|june?|juin|juni|julio|julho|july?|juil(?:let)?|juli|aug(?:ust|ustus)?|ao[uû]t|sep(?:t(?:ember|embre|iembre)?|tiembre)?|sett(?:embre)?|oct(?:ober|obre|ubre)?|okt(?:ober)?|ott(?:obre)?|nov(?:ember|embre|iembre|embro)?|d[ée]c(?:ember|embre)?|dezember|ene(?:ro)?|fev(?:ereiro)?|abr(?:il)?|mai(?:o)?|ago(?:sto)?|set(?:embro)?|out(?:ubro)?|dic(?:iembre|embre)?|dez(?:embro)?|gen(?:naio)?|giu(?:gno)?|lug(?:lio)?)\\.?";
const YEAR = "(?:19[5-9]\\d|20\\d\\d)";
const MM = "(?:0?[1-9]|1[0-2])";
const SEASON = "(?:spring|summer|fall|autumn|winter)";
// 'Q3 2018': a quarter names its year only (no month is invented for it).
const QUARTER = "(?:q[1-4])";

/** One date. The order matters: longer forms first. */
const DATE = [
  `${YEAR}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])`,
  // 'marzo de 2019', 'março de 2019': Spanish and Portuguese write 'de' between month and year.
  `${MONTH},?\\s*(?:de\\s+|\\d{1,2}(?:st|nd|rd|th)?,?\\s*)?${YEAR}`,
  // 'mar/2018', 'Sep-2019': a month name and its year joined by a slash or hyphen (Portuguese CVs, tables).
  `${MONTH}[/\\-]${YEAR}`,
  `${MONTH}\\s*['’]\\d{2}`,
  // A full day, either order: '06/15/2019' (US) or '15/06/2019', '01.06.2019' (Europe).
  `(?:0?[1-9]|[12]\\d|3[01])[/.](?:0?[1-9]|[12]\\d|3[01])[/.]${YEAR}`,
  `${MM}\\s*[/.\\-]\\s*${YEAR}`,
  `${YEAR}\\s*[/.\\-]\\s*(?:0[1-9]|1[0-2])(?![\\d.])`,
  `${SEASON}\\s+${YEAR}`,
  `${QUARTER}\\s*${YEAR}`,
  YEAR,
  `${MM}/\\d{2}(?![\\d/])`,
].join("|");
const PRESENT =
  "actualidad|actual|atual|presente|heute|jetzt|hoy|hoje|oggi|aujourd'hui|en\\s+cours|the\\s+present|present|current(?:ly)?|now|today|to\\s+date|date|continuing|ongoing|till\\s+date|until\\s+now|till\\s+now|presently|pres\\.?";
// A table's columns ('2020-03-01   present') are separated by a wide gap alone; Europass writes '→';
// German, Spanish, Portuguese and French CVs write 'bis', 'hasta', 'até', 'à' / 'au'.
const SEPARATOR =
  "(?:\\s*(?:–|->|-|~|→)\\s*|\\s+(?:to|through|thru|until|till|bis|hasta|até|à|au|a)\\s+|\\s{3,})";

// USAJOBS writes 'Start date: 03/2015 - End date: Present': the labels belong to the range.
const START_LABEL = "(?:start(?:ing)?\\s+date\\s*:\\s*)?";
const END_LABEL = "(?:end(?:ing)?\\s+date\\s*:\\s*)?";

const RANGE = new RegExp(
  `(?<![\\p{L}\\d/.])(?:from\\s+|${START_LABEL})(?<start>${DATE})${SEPARATOR}${END_LABEL}(?<end>${DATE}|${PRESENT})(?![\\p{L}\\d/])`,
  "giu",
);
const SINCE = new RegExp(
  `(?<![\\p{L}])(?:since|desde|depuis|seit)\\s+(?<start>${DATE})(?![\\p{L}\\d/])`,
  "giu",
);
// 'between 2010 and 2014' (prose and bios).
const BETWEEN = new RegExp(
  `(?<![\\p{L}])between\\s+(?<start>${DATE})\\s+and\\s+(?<end>${DATE})(?![\\p{L}\\d/])`,
  "giu",
);
// '2015–18', '1998 - 02', '2015/16', '2012/2015': the end year's last two digits. A bare hyphen or slash before a
// number up to 12 is a month ('2015-10'), not a year.
const SHORT_END = new RegExp(
  `(?<![\\p{L}\\d/.])(?<start>${YEAR})(?<separator>\\s*–\\s*|\\s+-\\s+|-|/)(?<end>\\d{2}(?:\\d{2})?)(?![\\p{L}\\d/.\\-–])`,
  "gu",
);
// 'Summer 2016' ending a line: a season's job, 2016 to 2016 (no months invented).
const SEASON_ALONE = new RegExp(
  `(?<![\\p{L}\\d/.])(?<year>(?:${SEASON})\\s+${YEAR})(?:[ \\t]*\\([^)\\n]*\\))?[ \\t]*$`,
  "gimu",
);
// 'Jun – Aug 2022', 'June to August 2019': two months of one year, the year written once at the end.
const MONTH_SPAN = new RegExp(
  `(?<![\\p{L}\\d/.])(?<startMonth>${MONTH})(?:\\s*[–-]\\s*|\\s+(?:to|through|until)\\s+)(?<endMonth>${MONTH})\\s*,?\\s*(?<year>${YEAR})(?![\\p{L}\\d/])`,
  "giu",
);
const SINGLE = new RegExp(`(?<![\\p{L}\\d/.])(?<date>${DATE})(?![\\p{L}\\d/])`, "giu");

export interface DateRange {
  start: string;
  /** null when the range runs to the present. */
  end: string | null;
  current: boolean;
  index: number;
  length: number;
  text: string;
}

const pad = (month: number) => String(month).padStart(2, "0");

export interface DateOptions {
  /** The document writes full days day first ('01/06/2019' is 1 June): see `writesDayFirst`. */
  dayFirst?: boolean;
}

/** One written date as 'YYYY-MM' or 'YYYY'; `twoDigitYear` allows 'MM/YY'. */
export function parseDate(written: string, twoDigitYear = false, options: DateOptions = {}): string | null {
  const text = written.trim().toLowerCase();
  const season = /^(?:spring|summer|fall|autumn|winter)\s+(\d{4})$/.exec(text);
  if (season) return season[1]!;
  const quarter = /^q[1-4]\s*(\d{4})$/.exec(text);
  if (quarter) return quarter[1]!;
  let match = /^(\p{L}+)\.?(?:,?\s*(?:de\s+|\d{1,2}(?:st|nd|rd|th)?,?\s*)?|[/-])(\d{4})$/u.exec(text);
  if (match) {
    const month = monthNumber(match[1]!);
    return month ? `${match[2]}-${pad(month)}` : null;
  }
  match = /^(\p{L}+)\.?\s*['’](\d{2})$/u.exec(text);
  if (match) {
    const month = monthNumber(match[1]!);
    return month ? `${expandYear(Number(match[2]))}-${pad(month)}` : null;
  }
  match = /^(\d{4})-(\d{2})-\d{2}$/.exec(text);
  if (match) return `${match[1]}-${match[2]}`;
  match = /^(\d{1,2})([/.])(\d{1,2})[/.](\d{4})$/.exec(text);
  if (match) {
    const first = Number(match[1]);
    const second = Number(match[3]);
    // The number above 12 is the day; else the document's habit decides (dots are European).
    const dayFirst = first > 12 || (second <= 12 && (options.dayFirst === true || match[2] === "."));
    const month = dayFirst ? second : first;
    if (month < 1 || month > 12 || (dayFirst ? first : second) < 1) return null;
    return `${match[4]}-${pad(month)}`;
  }
  match = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(text);
  if (match) return `${match[2]}-${pad(Number(match[1]))}`;
  match = /^(\d{4})\s*[/.-]\s*(\d{2})$/.exec(text);
  if (match) return `${match[1]}-${match[2]}`;
  if (/^\d{4}$/.test(text)) return text;
  match = /^(\d{1,2})\/(\d{2})$/.exec(text);
  if (match && twoDigitYear) return `${expandYear(Number(match[2]))}-${pad(Number(match[1]))}`;
  return null;
}

/** '15 → 2015, '98 → 1998. */
function expandYear(twoDigits: number): number {
  return twoDigits < 50 ? 2000 + twoDigits : 1900 + twoDigits;
}

function isTwoDigitForm(text: string): boolean {
  return /^\d{1,2}\/\d{2}$/.test(text.trim());
}

/**
 * Every match of a global pattern. `matchAll` copies the pattern (and V8 compiles the copy) on every
 * call, which for these large patterns costs more than the search on a short line.
 */
function allMatches(pattern: RegExp, text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    found.push(match);
    if (match[0].length === 0) pattern.lastIndex++;
  }
  pattern.lastIndex = 0;
  return found;
}

const CURRENT = new RegExp(`^(?:${PRESENT})$`, "i");

/** Every date range in the text, in order. */
export function findDateRanges(text: string, options: DateOptions = {}): DateRange[] {
  const ranges: DateRange[] = [];
  for (const match of allMatches(RANGE, text)) {
    const startText = match.groups!.start!;
    const endText = match.groups!.end!;
    const current = CURRENT.test(endText.trim());
    // 'MM/YY' only counts as a date when both ends are written that way ('03/12 – 06/16').
    const twoDigit = isTwoDigitForm(startText);
    if (!current && isTwoDigitForm(endText) !== twoDigit) continue;
    // One range is written one way: a day above 12 at either end settles both.
    const rangeOptions = { dayFirst: options.dayFirst || writesDayFirst(match[0]) };
    const start = parseDate(startText, twoDigit, rangeOptions);
    const end = current ? null : parseDate(endText, twoDigit, rangeOptions);
    if (!start || (!current && !end)) continue;
    if (end && end.slice(0, 4) < start.slice(0, 4)) continue;
    ranges.push({ start, end, current, index: match.index, length: match[0].length, text: match[0] });
  }
  const inside = (index: number) =>
    ranges.some((range) => index >= range.index && index < range.index + range.length);
  for (const match of allMatches(BETWEEN, text)) {
    const start = parseDate(match.groups!.start!, false, options);
    const end = parseDate(match.groups!.end!, false, options);
    if (!start || !end || end.slice(0, 4) < start.slice(0, 4) || inside(match.index)) continue;
    ranges.push({ start, end, current: false, index: match.index, length: match[0].length, text: match[0] });
  }
  for (const match of allMatches(SHORT_END, text)) {
    if (inside(match.index)) continue;
    const start = Number(match.groups!.start!);
    const written = match.groups!.end!;
    const twoDigits = Number(written);
    const spaced = match.groups!.separator!.trim() === "–" || match.groups!.separator!.length > 1;
    if (written.length === 2 && !spaced && twoDigits <= 12) continue;
    let end = written.length === 4 ? twoDigits : Math.floor(start / 100) * 100 + twoDigits;
    if (end < start && written.length === 2) end += 100;
    // A range of more than a working life is not what '2015–18' means.
    if (end <= start || end - start > 40) continue;
    ranges.push({
      start: String(start),
      end: String(end),
      current: false,
      index: match.index,
      length: match[0].length,
      text: match[0],
    });
  }
  for (const match of allMatches(SINCE, text)) {
    if (ranges.some((range) => match.index >= range.index && match.index < range.index + range.length))
      continue;
    const start = parseDate(match.groups!.start!, false, options);
    if (start) {
      ranges.push({
        start,
        end: null,
        current: true,
        index: match.index,
        length: match[0].length,
        text: match[0],
      });
    }
  }
  for (const match of allMatches(MONTH_SPAN, text)) {
    if (inside(match.index)) continue;
    const year = match.groups!.year!;
    const start = parseDate(`${match.groups!.startMonth!} ${year}`);
    const end = parseDate(`${match.groups!.endMonth!} ${year}`);
    if (!start || !end || end < start) continue;
    ranges.push({ start, end, current: false, index: match.index, length: match[0].length, text: match[0] });
  }
  for (const match of allMatches(SEASON_ALONE, text)) {
    if (ranges.some((range) => match.index >= range.index && match.index < range.index + range.length))
      continue;
    const year = parseDate(match.groups!.year!);
    if (year) {
      const length = match.groups!.year!.length;
      ranges.push({
        start: year,
        end: year,
        current: false,
        index: match.index,
        length,
        text: match.groups!.year!,
      });
    }
  }
  return ranges.sort((a, b) => a.index - b.index);
}

export interface SingleDate {
  date: string;
  index: number;
  length: number;
}

/** Every single date ('2015', 'Mar 2019', '06/2016'), ranges included as their parts. */
export function findDates(text: string, options: DateOptions = {}): SingleDate[] {
  const dates: SingleDate[] = [];
  for (const match of allMatches(SINGLE, text)) {
    const date = parseDate(match.groups!.date!, false, options);
    if (date) dates.push({ date, index: match.index, length: match[0].length });
  }
  return dates;
}

const DAY_FIRST = /(?<![\d/.])(?:1[3-9]|2\d|3[01])[/.](?:0?[1-9]|1[0-2])[/.](?:19|20)\d\d(?!\d)/;
const MONTH_FIRST = /(?<![\d/.])(?:0?[1-9]|1[0-2])\/(?:1[3-9]|2\d|3[01])\/(?:19|20)\d\d(?!\d)/;

/** A full day in figures that either order reads ('01/05/2019'). */
const EITHER_ORDER = /(?<![\d/.])(?:0?[1-9]|1[0-2])[/.](?:0?[1-9]|1[0-2])[/.](?:19|20)\d\d(?!\d)/;
/** Where full days are written day first: British and European licensing, spelling and places. */
const DAY_FIRST_PLACE =
  /\b(?:licence|licences|B1|B2|LAE|EASA|Part[- ]66|Part[- ]145|UK CAA|CAA|United Kingdom|UK|England|Scotland|Wales|Ireland|Australia|New Zealand|India|organisation|programme|aeroplanes?)\b/gi;
/** Where they are written month first: the FAA's certificates, US spelling and places. */
const MONTH_FIRST_PLACE = /\b(?:FAA|A&P|license|licenses|USA|U\.S\.|United States)(?![\p{L}])/giu;
const MOST_PLACE_CLUES = 20;

function clues(pattern: RegExp, text: string): number {
  let count = 0;
  for (const _ of text.matchAll(pattern)) if (++count >= MOST_PLACE_CLUES) break;
  return count;
}

/**
 * The text writes full days day first ('15/03/2014') and never month first ('03/15/2014'); when
 * every full day reads either way ('01/05/2019'), the way the place it was written in writes them:
 * a UK B1 engineer's 'licence' and 'EASA Part-66' rather than the FAA's 'A&P' and 'license'.
 */
export function writesDayFirst(text: string): boolean {
  if (DAY_FIRST.test(text)) return !MONTH_FIRST.test(text);
  if (MONTH_FIRST.test(text) || !EITHER_ORDER.test(text)) return false;
  return clues(DAY_FIRST_PLACE, text) > clues(MONTH_FIRST_PLACE, text);
}

const TRAILING_SEPARATORS = new Set(["·", "|", ",", "."]);

/**
 * The range when the line is a date range and nothing else ('2018 – today', 'jan/2012 – fev/2018'),
 * trailing separators aside. Trimmed by a walk from the end: a regular expression anchored at the end
 * would rescan a long run of spaces from each of its positions.
 */
export function wholeDateRange(text: string, options: DateOptions): DateRange | null {
  let end = text.length;
  while (end > 0 && (TRAILING_SEPARATORS.has(text[end - 1]!) || /\s/.test(text[end - 1]!))) end--;
  const trimmed = text.slice(0, end).trim();
  if (trimmed.length > 40) return null;
  const range = findDateRanges(trimmed, options)[0];
  return range && range.index === 0 && range.length >= trimmed.length ? range : null;
}
