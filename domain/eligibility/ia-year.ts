// The IA year (14 CFR 65.92): April 1 to March 31; an inspection authorization expires on March 31 of
// each odd-numbered year.

import { type CalendarDate, calendarDateParts, formatCalendarDate } from "../calendar-date";
import { IA_YEAR_FIRST_MONTH } from "./thresholds";

export interface IaYear {
  start: CalendarDate;
  end: CalendarDate;
}

/** The IA year that holds the date. */
export function iaYearOf(date: CalendarDate): IaYear {
  const { year, month } = calendarDateParts(date);
  const first = month >= IA_YEAR_FIRST_MONTH ? year : year - 1;
  return {
    start: formatCalendarDate({ year: first, month: IA_YEAR_FIRST_MONTH, day: 1 }),
    end: formatCalendarDate({ year: first + 1, month: IA_YEAR_FIRST_MONTH - 1, day: 31 }),
  };
}

/** The IA year before the given one. */
export function previousIaYear(year: IaYear): IaYear {
  const { year: first } = calendarDateParts(year.start);
  return iaYearOf(formatCalendarDate({ year: first - 1, month: IA_YEAR_FIRST_MONTH, day: 1 }));
}

/** The March 31 of an odd-numbered year on or after the date: when an IA held that day expires. */
export function iaExpiryAfter(date: CalendarDate): CalendarDate {
  const { year } = calendarDateParts(iaYearOf(date).end);
  return formatCalendarDate({ year: year % 2 === 1 ? year : year + 1, month: 3, day: 31 });
}

/** True when the IA year ends on an expiry date: the second year of a two-year period. */
export function endsOnExpiry(year: IaYear): boolean {
  return calendarDateParts(year.end).year % 2 === 1;
}
