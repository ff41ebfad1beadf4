// How a certificate's dates read on the upload screen, and the check of the day a technician enters
// when the certificate writes none (docs/product.md §16.2, §16.5).

import { parseCalendarDate } from "@domain/calendar-date";
import { DISPLAY_DATE_FORMAT } from "@domain/constants";
import { formDateProblem, localToday } from "@domain/form-dates";
import { certificateCompletionDay, type TrainingDocumentData } from "@domain/schemas/training-document";
import { format } from "date-fns";

/** '2026-03-14' → 'Mar 14, 2026', '2026-03' → 'March 2026', '2026' → '2026'; a calendar date, no time zone. */
export function formatCertificateDate(value: string): string {
  const day = parseCalendarDate(value);
  if (day) return format(new Date(day.year, day.month - 1, day.day), DISPLAY_DATE_FORMAT);
  const month = /^(\d{4})-(\d{2})$/.exec(value);
  if (month) return format(new Date(Number(month[1]), Number(month[2]) - 1, 1), "MMMM yyyy");
  return value;
}

export const COMPLETION_DAY_REQUIRED_MESSAGE = "Enter the day you completed it.";

/** Why the day entered cannot complete the item (empty, not a date, after the user's today), or null. */
export function completionDayProblem(value: string, today: string = localToday()): string | null {
  if (!value) return COMPLETION_DAY_REQUIRED_MESSAGE;
  if (!parseCalendarDate(value)) return "Must be a valid date (YYYY-MM-DD)";
  return formDateProblem(value, "end", today);
}

/**
 * The certificate's completion day when a confirm can use it, else null and the technician enters the
 * day: the certificate writes none, or one after today or before the earliest year (the server's rule).
 */
export function usableCertificateDay(
  certificate: Pick<TrainingDocumentData, "completionDate">,
  today: string = localToday(),
): string | null {
  const day = certificateCompletionDay(certificate);
  return day && !formDateProblem(day, "end", today) ? day : null;
}
