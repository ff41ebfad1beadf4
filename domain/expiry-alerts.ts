// What a daily expiry alert lists (docs/product.md §17.3): built on the one status rule of
// domain/training-status.ts. The center's warning window decides which items are listed; it never
// changes an item's status.

import { type CalendarDate, compareCalendarDates } from "./calendar-date";
import {
  daysBetween,
  EXPIRING_SOON_DAYS,
  expiresOnFor,
  type TrainingCompletionState,
  type TrainingItemRule,
  type TrainingRequirement,
  trainingStatus,
} from "./training-status";

/** The warning window administrators may choose, in days. */
export const ALERT_WINDOW_MIN_DAYS = 7;
export const ALERT_WINDOW_MAX_DAYS = 90;
/** Until an administrator chooses, alerts look as far ahead as the 'expiring' status. */
export const DEFAULT_ALERT_WINDOW_DAYS = EXPIRING_SOON_DAYS;

/** One item of a person's record, as the alert rule needs it. */
export interface AlertCandidate extends TrainingItemRule {
  name: string;
  completion: TrainingCompletionState | null;
  /** What the person's positions require of it (docs/product.md §15.8); every item required without. */
  requirement?: TrainingRequirement;
}

export interface AlertItem {
  name: string;
  /** 'overdue' or 'expired', or the item's status while it still counts ('expiring' or 'current'). */
  status: "overdue" | "expired" | "expiring" | "current";
  /** The expiry date; for an overdue item, the day its initial training was due. */
  expiresOn: CalendarDate;
  /** Days from today to that date; negative once past. */
  daysLeft: number;
}

/**
 * The items an alert lists: overdue ones (initial training past its due date), expired ones, and
 * signed-off (or sign-off-free) completions whose expiry date is at most `windowDays` away. Items not
 * required of the person, not started (before their due date), awaiting sign-off and never-expiring
 * items are left out. Overdue first, then expired, then by date, then by name.
 */
export function itemsToAlert(
  candidates: readonly AlertCandidate[],
  today: CalendarDate,
  windowDays: number,
): AlertItem[] {
  const listed: AlertItem[] = [];
  for (const candidate of candidates) {
    const status = trainingStatus(candidate.completion, candidate, today, candidate.requirement);
    if (status === "overdue" && candidate.requirement?.dueOn) {
      const dueOn = candidate.requirement.dueOn;
      listed.push({ name: candidate.name, status, expiresOn: dueOn, daysLeft: daysBetween(today, dueOn) });
      continue;
    }
    if (status !== "expired" && status !== "expiring" && status !== "current") continue;
    const expiresOn = expiresOnFor(candidate.completion?.completedOn ?? null, candidate.recurrenceMonths);
    if (expiresOn === null) continue;
    const daysLeft = daysBetween(today, expiresOn);
    if (status !== "expired" && daysLeft > windowDays) continue;
    listed.push({ name: candidate.name, status, expiresOn, daysLeft });
  }
  const rank = (item: AlertItem) => (item.status === "overdue" ? 0 : item.status === "expired" ? 1 : 2);
  return listed.sort(
    (a, b) =>
      rank(a) - rank(b) || compareCalendarDates(a.expiresOn, b.expiresOn) || a.name.localeCompare(b.name),
  );
}

/** How an alert words one item: 'Due on <date>', 'Expired on <date>' or 'Expires on <date>'. */
export function alertItemWording(item: Pick<AlertItem, "status" | "expiresOn">): string {
  if (item.status === "overdue") return `Due on ${item.expiresOn}`;
  return item.status === "expired" ? `Expired on ${item.expiresOn}` : `Expires on ${item.expiresOn}`;
}
