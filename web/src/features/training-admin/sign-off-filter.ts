import { calendarDateParts, isCalendarDate } from "@domain/calendar-date";
import type { PendingSignOff } from "@domain/schemas/checklists";

/** How long a completion has waited, as the Sign-offs tab filters it, in the order offered. */
export const SIGN_OFF_AGES = [
  ["any", "Any time"],
  ["7", "More than 7 days"],
  ["30", "More than 30 days"],
] as const;
export type SignOffAge = (typeof SIGN_OFF_AGES)[number][0];

export interface SignOffCriteria {
  /** A technician's user id, or "all". */
  userId: string;
  /** A tab's id, or "all". */
  tabId: string;
  /** A position's id (the technician holds it), or "all" (docs/product.md §15.8). */
  positionId?: string;
  age: SignOffAge;
}

export const ALL_SIGN_OFFS: SignOffCriteria = { userId: "all", tabId: "all", age: "any" };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from the completion date to `today`, both read as calendar days where the browser is. */
export function daysWaiting(completedOn: string | null, today: Date): number | null {
  if (!isCalendarDate(completedOn)) return null;
  const { year, month, day } = calendarDateParts(completedOn);
  const start = Date.UTC(year, month - 1, day);
  const end = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((end - start) / DAY_MS);
}

export function matchesSignOff(row: PendingSignOff, criteria: SignOffCriteria, today: Date): boolean {
  if (criteria.userId !== "all" && row.userId !== criteria.userId) return false;
  if (criteria.tabId !== "all" && row.tabId !== criteria.tabId) return false;
  const positionId = criteria.positionId ?? "all";
  if (positionId !== "all" && !row.positions?.some((position) => position.id === positionId)) return false;
  if (criteria.age === "any") return true;
  const days = daysWaiting(row.completedOn, today);
  return days !== null && days > Number(criteria.age);
}

/** The people and tabs the list holds, by name, for the filters' choices. */
export function choicesOf(rows: readonly PendingSignOff[]) {
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  const people = new Map(rows.map((row) => [row.userId, row.technicianName]));
  const tabs = new Map(rows.map((row) => [row.tabId, row.tabName]));
  const positions = new Map(rows.flatMap((row) => (row.positions ?? []).map((p) => [p.id, p.name] as const)));
  return {
    positions: [...positions].map(([id, name]) => ({ id, name })).sort(byName),
    people: [...people].map(([id, name]) => ({ id, name })).sort(byName),
    tabs: [...tabs].map(([id, name]) => ({ id, name })).sort(byName),
  };
}
