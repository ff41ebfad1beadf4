// The one rule of a training item's status and of training progress (docs/product.md §15), shared by
// the checklists API, the dashboard and every screen.

import {
  type CalendarDate,
  calendarDateParts,
  compareCalendarDates,
  daysInMonth,
  formatCalendarDate,
} from "./calendar-date";

/** A completion that expires within this many days of today reads 'expiring'. */
export const EXPIRING_SOON_DAYS = 30;

export const TRAINING_STATUSES = [
  "not_started",
  "pending_sign_off",
  "current",
  "expiring",
  "expired",
] as const;
export type TrainingStatus = (typeof TRAINING_STATUSES)[number];

/** Every kind of change the training record keeps (checklist_events.kind). */
export const CHECKLIST_EVENT_KINDS = [
  "completed",
  "uncompleted",
  "notes_changed",
  "completed_on_changed",
  "signed_off",
  "sign_off_withdrawn",
  "sign_off_returned",
  "evidence_attached",
  "evidence_removed",
  "item_created",
  "item_edited",
  "item_archived",
] as const;
export type ChecklistEventKind = (typeof CHECKLIST_EVENT_KINDS)[number];

/** What the status needs of an item. */
export interface TrainingItemRule {
  recurrenceMonths: number | null;
  requiresSignOff: boolean;
}

/** What the status needs of a completion; null or `completed: false` is not started. */
export interface TrainingCompletionState {
  completed: boolean;
  /** The day the training happened. */
  completedOn: CalendarDate | null;
  signedOff: boolean;
}

/**
 * The date `months` calendar months after `date`; a day the target month lacks becomes its last day
 * (2024-01-31 + 1 month = 2024-02-29, 2024-02-29 + 12 months = 2025-02-28).
 */
export function addCalendarMonths(date: CalendarDate, months: number): CalendarDate {
  const { year, month, day } = calendarDateParts(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return formatCalendarDate({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

/** The last day a completion is valid: its date plus the item's recurrence; null when it never expires. */
export function expiresOnFor(
  completedOn: CalendarDate | null,
  recurrenceMonths: number | null,
): CalendarDate | null {
  if (completedOn === null || recurrenceMonths === null) return null;
  return addCalendarMonths(completedOn, recurrenceMonths);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const toUtc = (value: CalendarDate) => {
    const { year, month, day } = calendarDateParts(value);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
}

/**
 * The status of one item for one technician. A completion counts through its expiry date; it reads
 * 'expiring' from EXPIRING_SOON_DAYS before. An item that requires sign-off is 'pending_sign_off' until
 * an administrator signs it off, whatever its dates.
 */
export function trainingStatus(
  completion: TrainingCompletionState | null,
  item: TrainingItemRule,
  today: CalendarDate,
): TrainingStatus {
  if (!completion?.completed) return "not_started";
  if (item.requiresSignOff && !completion.signedOff) return "pending_sign_off";
  const expiresOn = expiresOnFor(completion.completedOn, item.recurrenceMonths);
  if (expiresOn === null) return "current";
  if (compareCalendarDates(today, expiresOn) > 0) return "expired";
  return daysBetween(today, expiresOn) <= EXPIRING_SOON_DAYS ? "expiring" : "current";
}

export interface TrainingProgressItem {
  itemId: string;
  name: string;
  status: TrainingStatus;
}

export interface TrainingProgress {
  current: number;
  total: number;
  /** Whole percent of items that are current (expiring counts: it is still valid), rounded down. */
  percent: number;
  /** The first expired, else the first expiring, else the first not-started item, in checklist order. */
  nextUp: TrainingProgressItem | null;
}

const NEXT_UP_ORDER: readonly TrainingStatus[] = ["expired", "expiring", "not_started"];

/** An item that counts as trained: current, or expiring (still valid). */
export function countsAsTrained(status: TrainingStatus): boolean {
  return status === "current" || status === "expiring";
}

/** Progress over the items in checklist order (archived items excluded by the caller). */
export function trainingProgress(items: readonly TrainingProgressItem[]): TrainingProgress {
  const current = items.filter((item) => countsAsTrained(item.status)).length;
  const total = items.length;
  const percent = total === 0 ? 0 : Math.min(100, Math.floor((current * 100) / total));
  let nextUp: TrainingProgressItem | null = null;
  for (const status of NEXT_UP_ORDER) {
    nextUp = items.find((item) => item.status === status) ?? null;
    if (nextUp) break;
  }
  return { current, total, percent, nextUp };
}

/** What every screen calls a status; an expiring item also shows its date. */
export const TRAINING_STATUS_LABELS: Record<TrainingStatus, string> = {
  not_started: "Not started",
  pending_sign_off: "Awaiting sign-off",
  current: "Current",
  expiring: "Expiring",
  expired: "Expired",
};

/** The skills matrix says 'Not trained' where a technician's own list says 'Not started'. */
export const MATRIX_STATUS_LABELS: Record<TrainingStatus, string> = {
  ...TRAINING_STATUS_LABELS,
  not_started: "Not trained",
};

/** The 'Next up' hint of the checklists screen and the dashboard's Training Progress card: one sentence. */
export function nextUpHint(progress: Pick<TrainingProgress, "percent" | "nextUp">): string {
  const { nextUp, percent } = progress;
  if (nextUp?.status === "expired") return `Renew ${nextUp.name}: it has expired.`;
  if (nextUp?.status === "expiring") return `Renew ${nextUp.name}: it expires soon.`;
  if (nextUp) return `Start ${nextUp.name}.`;
  if (percent >= 100) return "All training checklist items are complete. Keep your documents up to date.";
  // Nothing to start: every remaining item waits for an administrator, or there are none yet.
  return percent === 0
    ? "No training items are waiting for you."
    : "Your remaining items are waiting for sign-off.";
}
