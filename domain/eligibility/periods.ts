// The periods behind the rules: the employers (and the current employment) as labelled calendar
// periods, counted with the product's calendar-month rule (domain/duration.ts), overlaps once.

import type { CalendarDate } from "../calendar-date";
import { type ClosedPeriod, closePeriod, isPlausiblePeriod, mergePeriods, monthsBetween } from "../duration";
import type { CountedPeriod, EligibilityInput } from "./types";

export const CURRENT_EMPLOYMENT_LABEL = "Current employment";
export const UNNAMED_EMPLOYER_LABEL = "Unnamed employer";

/** A labelled period with its end filled in (today while it goes on). */
export interface LabelledPeriod extends ClosedPeriod {
  key: string;
  employer: string;
  ongoing: boolean;
}

function labelled(
  key: string,
  employer: string,
  period: { start: CalendarDate | null; end: CalendarDate | null },
  startKind: "start" | "hire",
  today: CalendarDate,
): LabelledPeriod | null {
  if (!isPlausiblePeriod(period, startKind, today)) return null;
  const closed = closePeriod(period, today);
  if (!closed) return null;
  return { ...closed, key, employer, ongoing: period.end === null };
}

// Every rule reads the same employers: worked out once per input (inputs are never changed).
const employerPeriodsOf = new WeakMap<EligibilityInput, Map<string, LabelledPeriod>>();

/** Each employer's period, keyed by its id; employers without a usable start date give none. */
export function employerPeriods(input: EligibilityInput): Map<string, LabelledPeriod> {
  const known = employerPeriodsOf.get(input);
  if (known) return known;
  const periods = new Map<string, LabelledPeriod>();
  for (const employer of input.employers) {
    const name = employer.companyName?.trim() || UNNAMED_EMPLOYER_LABEL;
    const period = labelled(
      employer.id,
      name,
      { start: employer.startDate, end: employer.endDate },
      "start",
      input.today,
    );
    if (period) periods.set(employer.id, period);
  }
  employerPeriodsOf.set(input, periods);
  return periods;
}

/** The current employment from the form's date of hire to today, or null without a date of hire. */
export function currentEmploymentPeriod(input: EligibilityInput): LabelledPeriod | null {
  const dateOfHire = input.form?.dateOfHire ?? null;
  if (!dateOfHire) return null;
  return labelled("current", CURRENT_EMPLOYMENT_LABEL, { start: dateOfHire, end: null }, "hire", input.today);
}

/** All maintenance time: every employer and the current employment. */
export function maintenancePeriods(input: EligibilityInput): LabelledPeriod[] {
  const current = currentEmploymentPeriod(input);
  return [...employerPeriods(input).values(), ...(current ? [current] : [])];
}

/** Months covered by the periods together, each calendar day once. */
export function unionMonths(periods: readonly ClosedPeriod[], today: CalendarDate): number {
  return mergePeriods(periods).reduce(
    (sum, period) => sum + monthsBetween(period.start, period.end, today),
    0,
  );
}

/** The days covered by both sets of periods, as disjoint periods. */
export function intersectPeriods(a: readonly ClosedPeriod[], b: readonly ClosedPeriod[]): ClosedPeriod[] {
  const overlaps: ClosedPeriod[] = [];
  for (const first of mergePeriods(a))
    for (const second of mergePeriods(b)) {
      const start = first.start > second.start ? first.start : second.start;
      const end = first.end < second.end ? first.end : second.end;
      if (start <= end) overlaps.push({ start, end });
    }
  return mergePeriods(overlaps);
}

/** The part of each period from `from` to `to`, dropping periods outside. */
export function clipPeriods<P extends ClosedPeriod>(
  periods: readonly P[],
  from: CalendarDate,
  to: CalendarDate,
): P[] {
  return periods.flatMap((period) => {
    const start = period.start > from ? period.start : from;
    const end = period.end < to ? period.end : to;
    return start <= end ? [{ ...period, start, end }] : [];
  });
}

/** The periods as the screens list them, oldest first, each with its own months. */
export function countedPeriods(periods: readonly LabelledPeriod[], today: CalendarDate): CountedPeriod[] {
  return periods
    .toSorted((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))
    .map((period) => ({
      employer: period.employer,
      from: period.start,
      to: period.end,
      ongoing: period.ongoing && period.end === today,
      months: monthsBetween(period.start, period.end, today),
    }));
}
