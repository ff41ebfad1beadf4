// Date sanity for the work history form (docs/product.md §5.7): one rule for the web, which checks
// against the user's today, and the server, which checks against the latest today on earth.

import {
  type CalendarDate,
  calendarDateOf,
  daysInMonth,
  formatCalendarDate,
  parseCalendarDate,
} from "./calendar-date";
import { FORM_DATE_EARLIEST_YEAR, FORM_DATE_MAX_YEARS_AHEAD } from "./constants";

/** A start date may lie a little ahead; an end date and a date of hire are not after today. */
export type FormDateKind = "start" | "end" | "hire";

export const FORM_DATE_TOO_EARLY_MESSAGE = `Must be in ${FORM_DATE_EARLIEST_YEAR} or later`;
export const FORM_DATE_AFTER_TODAY_MESSAGE = "Must not be after today";
export const FORM_DATE_TOO_FAR_AHEAD_MESSAGE = "Must not be more than a year from today";

/** The same day `years` later (February 29 becomes February 28 in a common year). */
function yearsLater(date: CalendarDate, years: number): CalendarDate {
  const parts = parseCalendarDate(date);
  if (!parts) return date;
  const year = parts.year + years;
  return formatCalendarDate({
    year,
    month: parts.month,
    day: Math.min(parts.day, daysInMonth(year, parts.month)),
  });
}

/**
 * Why a form date cannot be right, or null. Without `today` only the earliest year is checked (the
 * request schema, which knows no clock); with it, the dates ahead of today too.
 */
export function formDateProblem(date: CalendarDate, kind: FormDateKind, today?: CalendarDate): string | null {
  const parts = parseCalendarDate(date);
  if (!parts) return null; // not a date at all: the schema's own message says so
  if (parts.year < FORM_DATE_EARLIEST_YEAR) return FORM_DATE_TOO_EARLY_MESSAGE;
  if (!today) return null;
  if (kind === "start")
    return date > yearsLater(today, FORM_DATE_MAX_YEARS_AHEAD) ? FORM_DATE_TOO_FAR_AHEAD_MESSAGE : null;
  return date > today ? FORM_DATE_AFTER_TODAY_MESSAGE : null;
}

/**
 * The server's today for these checks: the date in the earliest time zone (UTC+14), so a user whose
 * day has already begun is never refused their own today.
 */
export function latestTodayOnEarth(instant: Date): CalendarDate {
  return calendarDateOf(instant, "Etc/GMT-14");
}

/** The browser's today, in the user's own time zone. */
export function localToday(instant: Date = new Date()): CalendarDate {
  return calendarDateOf(instant, Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** The kind of each date field of the form and of its employment entries. */
export const FORM_DATE_KINDS = {
  dateOfHire: "hire",
  startDate: "start",
  endDate: "end",
  // Certificate issue dates are in the past like an end date (docs/product.md §19.1).
  apCertificateIssuedOn: "end",
  iaIssuedOn: "end",
} as const satisfies Record<string, FormDateKind>;

/** The problems of the date fields a patch sends, field by field. */
export function formDatePatchProblems(
  patch: Record<string, unknown>,
  today: CalendarDate,
): { field: keyof typeof FORM_DATE_KINDS; message: string }[] {
  const problems: { field: keyof typeof FORM_DATE_KINDS; message: string }[] = [];
  for (const [field, kind] of Object.entries(FORM_DATE_KINDS) as [
    keyof typeof FORM_DATE_KINDS,
    FormDateKind,
  ][]) {
    const value = patch[field];
    if (typeof value !== "string" || value === "") continue;
    const message = formDateProblem(value, kind, today);
    if (message) problems.push({ field, message });
  }
  return problems;
}
