// The experience-duration rule (docs/product.md §10). The server stores what these functions
// compute and the web shows the same numbers before the server answers, so there is one
// implementation only.

import { type CalendarDate, calendarDateParts, isCalendarDate, nextCalendarDay } from "./calendar-date";
import { MANUAL_MONTHS_MAX, MANUAL_MONTHS_MIN, MANUAL_YEARS_MAX, MANUAL_YEARS_MIN } from "./constants";
import { formDateProblem } from "./form-dates";

/** A period of employment; no end means it is still going on. */
export interface Period {
  start: CalendarDate;
  end: CalendarDate | null;
}

export interface ClosedPeriod {
  start: CalendarDate;
  end: CalendarDate;
}

export interface YearsAndMonths {
  years: number;
  months: number;
}

/**
 * Whole calendar months from start to end (today when there is no end), one less when the end's
 * day-of-month is before the start's, never below 0. Dates must be valid 'YYYY-MM-DD'.
 */
export function monthsBetween(start: CalendarDate, end: CalendarDate | null, today: CalendarDate): number {
  const from = calendarDateParts(start);
  const to = calendarDateParts(end ?? today);
  const months = (to.year - from.year) * 12 + (to.month - from.month) - (to.day < from.day ? 1 : 0);
  return Math.max(0, months);
}

/**
 * The period with its end filled in, or null when it covers no time: no or invalid dates, or an end
 * before the start (a start in the future counts as not begun yet).
 */
export function closePeriod(
  period: { start: CalendarDate | null; end: CalendarDate | null },
  today: CalendarDate,
): ClosedPeriod | null {
  const end = period.end ?? today;
  if (!isCalendarDate(period.start) || !isCalendarDate(end) || end < period.start) return null;
  return { start: period.start, end };
}

/**
 * Merges overlapping and back-to-back periods (one ending the day before the next starts), so the
 * same calendar time is never counted twice and a job change without a gap counts as unbroken time.
 * Returns disjoint periods sorted by start; periods whose end is before their start are dropped.
 */
export function mergePeriods(periods: readonly ClosedPeriod[]): ClosedPeriod[] {
  const sorted = periods
    .filter((period) => period.start <= period.end)
    .toSorted((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const merged: ClosedPeriod[] = [];
  for (const period of sorted) {
    const last = merged.at(-1);
    if (last && period.start <= nextCalendarDay(last.end)) {
      if (period.end > last.end) last.end = period.end;
    } else {
      merged.push({ ...period });
    }
  }
  return merged;
}

/** Months covered by the periods together, each calendar day counted once. */
export function totalMonthsOfPeriods(
  periods: readonly { start: CalendarDate | null; end: CalendarDate | null }[],
  today: CalendarDate,
): number {
  const closed = periods.flatMap((period) => closePeriod(period, today) ?? []);
  return mergePeriods(closed).reduce(
    (sum, period) => sum + monthsBetween(period.start, period.end, today),
    0,
  );
}

export interface ExperienceDurationSource {
  selectedEmployments: readonly { startDate: CalendarDate | null; endDate: CalendarDate | null }[];
  includeCurrentEmployment: boolean;
  dateOfHire: CalendarDate | null;
}

/**
 * True when the period's dates pass the form's date rule (domain/form-dates.ts). Dates stored before
 * that rule (a date of hire 0001-01-01) may still be in the database; such a period counts for nothing
 * until the user corrects it, where the form shows the field's message (docs/decisions/0031-implausible-stored-dates.md).
 * A date that is already today somewhere on earth passes (the server's clock reads UTC).
 */
export function isPlausiblePeriod(
  period: { start: CalendarDate | null; end: CalendarDate | null },
  startKind: "start" | "hire",
  today: CalendarDate,
): boolean {
  const latestToday = nextCalendarDay(today);
  if (period.start && formDateProblem(period.start, startKind, latestToday)) return false;
  if (period.end && formDateProblem(period.end, "end", latestToday)) return false;
  return true;
}

/**
 * The periods an experience entry's calculated duration covers: the selected employers plus, when
 * asked for, the current employment from the form's date of hire on (no end: still going on). A period
 * with an implausible date is left out (`isPlausiblePeriod`).
 */
export function experiencePeriods(
  input: ExperienceDurationSource,
  today: CalendarDate,
): { start: CalendarDate | null; end: CalendarDate | null }[] {
  const periods = input.selectedEmployments
    .map((employment) => ({ start: employment.startDate, end: employment.endDate }))
    .filter((period) => isPlausiblePeriod(period, "start", today));
  const current = { start: input.dateOfHire, end: null };
  if (input.includeCurrentEmployment && input.dateOfHire && isPlausiblePeriod(current, "hire", today))
    periods.push(current);
  return periods;
}

/**
 * The calculated duration of an experience entry: the selected employers' periods plus, when asked
 * for, the current employment from the form's date of hire to today, merged before counting.
 */
export function calculatedExperienceMonths(
  input: ExperienceDurationSource & { today: CalendarDate },
): number {
  return totalMonthsOfPeriods(experiencePeriods(input, input.today), input.today);
}

function wholeNumberOrZero(value: unknown): number {
  const number =
    typeof value === "number"
      ? value
      : typeof value === "string" && value.trim() !== ""
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(number) ? Math.trunc(number) : 0;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Manual duration as the user typed it, made valid: non-numbers become 0, fractions are dropped,
 * years are at least 0 (and at most MANUAL_YEARS_MAX), months are clamped to 0-11.
 */
export function normalizeManualDuration(years: unknown, months: unknown): YearsAndMonths {
  return {
    years: clamp(wholeNumberOrZero(years), MANUAL_YEARS_MIN, MANUAL_YEARS_MAX),
    months: clamp(wholeNumberOrZero(months), MANUAL_MONTHS_MIN, MANUAL_MONTHS_MAX),
  };
}

export function manualDurationMonths(years: unknown, months: unknown): number {
  const normalized = normalizeManualDuration(years, months);
  return normalized.years * 12 + normalized.months;
}

/** The months an experience entry counts for: its manual duration or its calculated one. */
export function effectiveExperienceMonths(entry: {
  useManualDuration: boolean;
  manualYears: number | null;
  manualMonths: number | null;
  calculatedDurationMonths: number | null;
}): number {
  if (entry.useManualDuration) return manualDurationMonths(entry.manualYears, entry.manualMonths);
  return Math.max(0, wholeNumberOrZero(entry.calculatedDurationMonths));
}

export function splitMonths(totalMonths: number): YearsAndMonths {
  const total = Math.max(0, wholeNumberOrZero(totalMonths));
  return { years: Math.floor(total / 12), months: total % 12 };
}

/** Years as a number with one decimal, for stats such as the dashboard's experienceYears. */
export function monthsToYears(totalMonths: number): number {
  return Math.round((Math.max(0, wholeNumberOrZero(totalMonths)) / 12) * 10) / 10;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

/** '2 years 5 months', '1 year', '1 month'; nothing at all reads '0 months'. */
export function formatDuration(totalMonths: number): string {
  const { years, months } = splitMonths(totalMonths);
  if (years === 0) return plural(months, "month");
  if (months === 0) return plural(years, "year");
  return `${plural(years, "year")} ${plural(months, "month")}`;
}
