// Whether a certification still counts as active (docs/dashboard-stats.md).

import { type CalendarDate, compareCalendarDates, daysInMonth, PARTIAL_DATE_PATTERN } from "./calendar-date";

/**
 * The last day a certification is valid. A resume often gives only 'YYYY-MM' or 'YYYY'; such an
 * expiry is read generously as the end of that month or year, since the holder's papers are the
 * authority and we should not mark a valid certificate as lapsed.
 */
export function lastValidDay(expiresOn: string): CalendarDate | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(expiresOn)) return expiresOn;
  if (!PARTIAL_DATE_PATTERN.test(expiresOn)) return null;
  const [year, month] = expiresOn.split("-").map(Number) as [number, number | undefined];
  if (month === undefined) return `${expiresOn}-12-31`;
  return `${expiresOn}-${String(daysInMonth(year, month)).padStart(2, "0")}`;
}

/**
 * Active unless its expiry date is already past. No expiry means it does not expire, and an expiry
 * we cannot read is not taken as proof that it lapsed.
 */
export function isCertificationActive(
  certification: { expiresOn?: string | null },
  today: CalendarDate,
): boolean {
  if (!certification.expiresOn) return true;
  const lastDay = lastValidDay(certification.expiresOn);
  return lastDay === null || compareCalendarDates(today, lastDay) <= 0;
}

/**
 * Total and active certifications of the form's `certifications` json. It comes from a resume
 * extraction, so anything that is not an object in an array is not a certification; an expiry that
 * is not a string counts as none.
 */
export function countCertifications(
  certifications: unknown,
  today: CalendarDate,
): { total: number; active: number } {
  if (!Array.isArray(certifications)) return { total: 0, active: 0 };
  const entries = certifications.filter(
    (entry): entry is Record<string, unknown> => typeof entry === "object" && entry !== null,
  );
  const active = entries.filter((entry) =>
    isCertificationActive({ expiresOn: typeof entry.expiresOn === "string" ? entry.expiresOn : null }, today),
  ).length;
  return { total: entries.length, active };
}
