// Training items completed by on-the-job tasks (docs/product.md §22.4; docs/decisions/0078): an item
// may need a number of countersigned logbook tasks in some ATA chapters. This rule says whether the
// logbook has them, on which day, and which tasks; the training status is then the one rule of
// domain/training-status.ts, from the completion this gives.

import type { CalendarDate } from "./calendar-date";

export const TASK_RULE_MAX_TASKS = 500;

export interface TaskCompletionRule {
  ataChapters: readonly string[];
  tasksRequired: number;
}

/** A countersigned task that is not superseded (the caller filters with isCountersignedTask). */
export interface CompletingTask {
  id: string;
  performedOn: CalendarDate;
  ataChapter: string;
}

export interface TaskCompletion {
  /** The day of the last task the completion needed. */
  completedOn: CalendarDate;
  /** The tasks that completed it, in the order they were performed. */
  taskIds: string[];
}

/**
 * When the logbook completes the item: the qualifying tasks (in its chapters) in the order they were
 * performed, taken in groups of `tasksRequired`; the item is completed on the day of the last task of
 * the last whole group. So it is done on the day of the N-th task, and a recurring item is renewed by N
 * more tasks after that. Null while there are fewer than N. The same tasks always give the same answer.
 */
export function taskCompletion(
  rule: TaskCompletionRule,
  tasks: readonly CompletingTask[],
): TaskCompletion | null {
  const chapters = new Set(rule.ataChapters);
  const qualifying = tasks
    .filter((task) => chapters.has(task.ataChapter))
    .sort((a, b) => a.performedOn.localeCompare(b.performedOn) || a.id.localeCompare(b.id));
  const groups = Math.floor(qualifying.length / rule.tasksRequired);
  if (rule.tasksRequired < 1 || groups === 0) return null;
  const group = qualifying.slice((groups - 1) * rule.tasksRequired, groups * rule.tasksRequired);
  return { completedOn: group[group.length - 1]!.performedOn, taskIds: group.map((task) => task.id) };
}

/**
 * Whether the tasks' completion replaces what the record holds: an item not done yet, or done on an
 * earlier day (a renewal). A later or equal completion the record already holds is left alone.
 */
export function taskCompletionApplies(
  current: { completed: boolean; completedOn: CalendarDate | null } | null,
  completion: TaskCompletion,
): boolean {
  if (!current?.completed || current.completedOn === null) return true;
  return completion.completedOn > current.completedOn;
}
