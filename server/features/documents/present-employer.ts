// The technician's present employer: the employer without an end date that started last, if any.

import type { WorkHistoryRecord } from "../work-history/work-history.service";

export function presentEmployerOf(record: WorkHistoryRecord): WorkHistoryRecord["employment"][number] | null {
  const current = record.employment.filter((employer) => employer.startDate && !employer.endDate);
  current.sort((a, b) => (b.startDate ?? "").localeCompare(a.startDate ?? ""));
  return current[0] ?? null;
}
