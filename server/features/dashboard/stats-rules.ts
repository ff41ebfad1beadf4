// The pure rules of the dashboard stats (docs/dashboard-stats.md): which forms count as completed,
// how certifications are counted. The training percentage is domain/training-status.ts's trainingProgress.

import type { CalendarDate } from "@domain/calendar-date";
import { isCertificationActive } from "@domain/certifications";

/** Which forms count as completed is the form review's rule, shared with every screen. */
export { COMPLETED_FORM_STATUSES } from "@domain/form-review";

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
