// Calendar dates as 'YYYY-MM-DD' strings. The arithmetic works on year/month/day numbers, never on
// Date objects in local time, so a date means the same day on the server and in every browser.

/** A date written 'YYYY-MM-DD'. */
export type CalendarDate = string;

export interface CalendarDateParts {
  year: number;
  month: number; // 1-12
  day: number; // 1-31
}

const CALENDAR_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A resume date: 'YYYY-MM' or just 'YYYY'. */
export const PARTIAL_DATE_PATTERN = /^\d{4}(?:-(?:0[1-9]|1[0-2]))?$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The parts of a real calendar date (year 0001 to 9999, as PostgreSQL stores them), else null. */
export function parseCalendarDate(value: string): CalendarDateParts | null {
  const match = CALENDAR_DATE_PATTERN.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isCalendarDate(value: unknown): value is CalendarDate {
  return typeof value === "string" && parseCalendarDate(value) !== null;
}

export function formatCalendarDate({ year, month, day }: CalendarDateParts): CalendarDate {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Parses a date the caller has already validated; throws on anything else so bugs surface early. */
export function calendarDateParts(value: CalendarDate): CalendarDateParts {
  const parts = parseCalendarDate(value);
  if (!parts) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(value)}`);
  return parts;
}

/** Negative, zero or positive like a comparator. Zero-padded ISO dates sort as text. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function nextCalendarDay(value: CalendarDate): CalendarDate {
  const { year, month, day } = calendarDateParts(value);
  if (day < daysInMonth(year, month)) return formatCalendarDate({ year, month, day: day + 1 });
  if (month < 12) return formatCalendarDate({ year, month: month + 1, day: 1 });
  return formatCalendarDate({ year: year + 1, month: 1, day: 1 });
}

/**
 * The calendar date of an instant in a time zone (UTC by default, which is what the server uses;
 * a browser passes its own zone so "today" is the user's today).
 */
export function calendarDateOf(instant: Date, timeZone = "UTC"): CalendarDate {
  if (timeZone === "UTC") {
    if (Number.isNaN(instant.getTime())) throw new RangeError("Invalid time value");
    return formatCalendarDate({
      year: instant.getUTCFullYear(),
      month: instant.getUTCMonth() + 1,
      day: instant.getUTCDate(),
    });
  }
  const parts = dayFormatter(timeZone).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return formatCalendarDate({ year: part("year"), month: part("month"), day: part("day") });
}

/**
 * Making an Intl.DateTimeFormat costs about a thousand times more than using one (it loads the zone's
 * rules), and some requests ask for today on every field they check: one formatter per time zone.
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * A resume's 'YYYY-MM' or 'YYYY' as a form date: the first of the month, or January 1.
 * A full date passes through; anything else (including null) gives null rather than a guess.
 */
export function partialDateToCalendarDate(value: string | null | undefined): CalendarDate | null {
  if (value == null) return null;
  if (parseCalendarDate(value)) return value;
  if (!PARTIAL_DATE_PATTERN.test(value)) return null;
  const [year, month = "01"] = value.split("-");
  const date = `${year}-${month}-01`;
  return isCalendarDate(date) ? date : null;
}
