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
  "overdue",
  "pending_sign_off",
  "current",
  "expiring",
  "expired",
  "not_required",
  "not_applicable",
] as const;
export type TrainingStatus = (typeof TRAINING_STATUSES)[number];

/**
 * Whether an item is required of a person, and by when (docs/product.md §15.8): none of their positions
 * requires it (`required: false`), an administrator marked it not applicable to them, or it is due on a
 * day (initial training: N days after they joined the position that requires it).
 */
export interface TrainingRequirement {
  required: boolean;
  notApplicable: boolean;
  /** The last day the initial training is due; null without a due date. */
  dueOn: CalendarDate | null;
}

/** A person without positions: every item is required, with no due date (as before positions). */
export const EVERY_ITEM_REQUIRED: TrainingRequirement = { required: true, notApplicable: false, dueOn: null };

/** A status that counts for a person's progress: everything but 'not required' and 'not applicable'. */
export function isRequiredStatus(status: TrainingStatus): boolean {
  return status !== "not_required" && status !== "not_applicable";
}

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

/** The day `days` days after `date`. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const { year, month, day } = calendarDateParts(date);
  const utc = new Date(Date.UTC(year, month - 1, day + days));
  return formatCalendarDate({
    year: utc.getUTCFullYear(),
    month: utc.getUTCMonth() + 1,
    day: utc.getUTCDate(),
  });
}

/**
 * The status of one item for one technician. An item not applicable to them, or that none of their
 * positions requires, reads so whatever its completion. A required item not done is 'overdue' once
 * today is after its due date. A completion counts through its expiry date; it reads 'expiring' from
 * EXPIRING_SOON_DAYS before. An item that requires sign-off is 'pending_sign_off' until an
 * administrator signs it off, whatever its dates.
 */
export function trainingStatus(
  completion: TrainingCompletionState | null,
  item: TrainingItemRule,
  today: CalendarDate,
  requirement: TrainingRequirement = EVERY_ITEM_REQUIRED,
): TrainingStatus {
  if (requirement.notApplicable) return "not_applicable";
  if (!requirement.required) return "not_required";
  if (!completion?.completed) {
    const overdue = requirement.dueOn !== null && compareCalendarDates(today, requirement.dueOn) > 0;
    return overdue ? "overdue" : "not_started";
  }
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
  /** The initial training's due date, when it has one. */
  dueOn?: CalendarDate | null;
}

export interface TrainingProgress {
  current: number;
  /** The required items: 'not required' and 'not applicable' ones do not count. */
  total: number;
  /** Whole percent of required items that are current (expiring counts: it is still valid), rounded down. */
  percent: number;
  /**
   * The first overdue, else expired, else expiring, else not-started item, in checklist order (required
   * items only).
   */
  nextUp: TrainingProgressItem | null;
}

const NEXT_UP_ORDER: readonly TrainingStatus[] = ["overdue", "expired", "expiring", "not_started"];

/** An item that counts as trained: current, or expiring (still valid). */
export function countsAsTrained(status: TrainingStatus): boolean {
  return status === "current" || status === "expiring";
}

/** Progress over the required items in checklist order (archived items excluded by the caller). */
export function trainingProgress(all: readonly TrainingProgressItem[]): TrainingProgress {
  const items = all.filter((item) => isRequiredStatus(item.status));
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
  overdue: "Overdue",
  pending_sign_off: "Awaiting sign-off",
  current: "Current",
  expiring: "Expiring",
  expired: "Expired",
  not_required: "Not required",
  not_applicable: "Not applicable",
};

/** The skills matrix says 'Not trained' where a technician's own list says 'Not started'. */
export const MATRIX_STATUS_LABELS: Record<TrainingStatus, string> = {
  ...TRAINING_STATUS_LABELS,
  not_started: "Not trained",
};

/** The 'Next up' hint of the checklists screen and the dashboard's Training Progress card: one sentence. */
export function nextUpHint(progress: Pick<TrainingProgress, "percent" | "nextUp">): string {
  const { nextUp, percent } = progress;
  if (nextUp?.status === "overdue")
    return nextUp.dueOn
      ? `Start ${nextUp.name}: it was due on ${nextUp.dueOn}.`
      : `Start ${nextUp.name}: it is overdue.`;
  if (nextUp?.status === "expired") return `Renew ${nextUp.name}: it has expired.`;
  if (nextUp?.status === "expiring") return `Renew ${nextUp.name}: it expires soon.`;
  if (nextUp) return `Start ${nextUp.name}.`;
  if (percent >= 100) return "All training checklist items are complete. Keep your documents up to date.";
  // Nothing to start: every remaining item waits for an administrator, or there are none yet.
  return percent === 0
    ? "No training items are waiting for you."
    : "Your remaining items are waiting for sign-off.";
}

/** One position a person holds, as the requirement rule needs it. */
export interface HeldPosition {
  positionId: string;
  /** The day the person joined the position. */
  joinedOn: CalendarDate;
  /** The position's default: initial training is due this many days after joining; null: no due date. */
  dueWithinDays: number | null;
}

/** One tab, section or item a position requires (exactly one of the three ids is set). */
export interface PositionRequirementRule {
  positionId: string;
  tabId: string | null;
  sectionId: string | null;
  itemId: string | null;
  /** Days after joining this requirement is due; null: the position's default. */
  dueWithinDays: number | null;
}

/** Where an item sits in the program. */
export interface ItemPlace {
  id: string;
  sectionId: string;
  tabId: string;
}

/**
 * What a person's positions require of one item (docs/product.md §15.8). Without positions everything
 * is required with no due date. With positions, an item is required when one of them requires it, its
 * section or its tab; its due date is the earliest any of those requirements sets (joined on + N days).
 */
export function trainingRequirement(
  item: ItemPlace,
  held: readonly HeldPosition[],
  requirements: readonly PositionRequirementRule[],
  notApplicable: boolean,
): TrainingRequirement {
  if (held.length === 0) return { ...EVERY_ITEM_REQUIRED, notApplicable };
  let required = false;
  let dueOn: CalendarDate | null = null;
  for (const position of held) {
    for (const rule of requirements) {
      if (rule.positionId !== position.positionId) continue;
      const covers =
        rule.itemId === item.id || rule.sectionId === item.sectionId || rule.tabId === item.tabId;
      if (!covers) continue;
      required = true;
      const days = rule.dueWithinDays ?? position.dueWithinDays;
      if (days === null) continue;
      const due = addDays(position.joinedOn, days);
      if (dueOn === null || compareCalendarDates(due, dueOn) < 0) dueOn = due;
    }
  }
  return { required, notApplicable, dueOn };
}
