// Recent experience: months of maintenance within the 24 months before today (14 CFR 65.83, EASA
// 145.A.35 / 66.A.20(b)2), from every employer and the current employment, overlaps once.

import type { CalendarDate } from "../calendar-date";
import { addCalendarMonths } from "../training-status";
import { clipPeriods, countedPeriods, maintenancePeriods, unionMonths } from "./periods";
import { RECENT_WINDOW_MONTHS } from "./thresholds";
import type { CountedPeriod, EligibilityInput, MissingItem } from "./types";

export interface RecentExperience {
  months: number;
  periods: CountedPeriod[];
  window: { from: CalendarDate; to: CalendarDate };
  /** True when no employer or current employment has usable dates at all. */
  noDatedEmployment: boolean;
}

/** The same day `RECENT_WINDOW_MONTHS` before today, or `notBefore` when later. */
export function recentExperience(
  input: EligibilityInput,
  notBefore: CalendarDate | null = null,
): RecentExperience {
  const windowStart = addCalendarMonths(input.today, -RECENT_WINDOW_MONTHS);
  const from = notBefore && notBefore > windowStart ? notBefore : windowStart;
  const all = maintenancePeriods(input);
  const inWindow = from <= input.today ? clipPeriods(all, from, input.today) : [];
  return {
    months: unionMonths(inWindow, input.today),
    periods: countedPeriods(inWindow, input.today),
    window: { from, to: input.today },
    noDatedEmployment: all.length === 0,
  };
}

export const NO_EMPLOYMENT_MISSING: MissingItem = {
  target: "employment",
  message: "Add your employers with their start and end dates (or your date of hire).",
};
