// Training items completed by on-the-job tasks (docs/product.md §22.4): what the administrators'
// program editor sets on an item, and what it reads back.

import { z } from "zod";
import { ATA_CHAPTER_NUMBERS } from "../logbook";
import { TASK_RULE_MAX_TASKS } from "../task-completion";

export const TASK_RULE_CHAPTERS_MESSAGE = "Choose at least one ATA chapter";
export const TASK_RULE_COUNT_MESSAGE = `The number of tasks must be 1 to ${TASK_RULE_MAX_TASKS}`;

const ataChapters = z
  .array(z.enum(ATA_CHAPTER_NUMBERS))
  .min(1, TASK_RULE_CHAPTERS_MESSAGE)
  .max(ATA_CHAPTER_NUMBERS.length);
const tasksRequired = z
  .int({ error: TASK_RULE_COUNT_MESSAGE })
  .min(1, TASK_RULE_COUNT_MESSAGE)
  .max(TASK_RULE_MAX_TASKS, TASK_RULE_COUNT_MESSAGE);

/** The chapters each once, in chapter order. */
export function normalizedChapters<T extends string>(chapters: readonly T[]): T[] {
  return [...new Set(chapters)].sort();
}

/** PUT /api/admin/checklists/items/{id}/task-rule: the chapters (each once, in chapter order) and the count. */
export const taskRuleInputSchema = z.strictObject({
  ataChapters: ataChapters.transform(normalizedChapters),
  tasksRequired,
});

/**
 * An item's rule in the program's JSON (export and import, docs/product.md §22.4): the same fields and
 * messages, without a transform, since the export answers with it (the import normalizes the chapters).
 */
export const taskRuleFileSchema = z.strictObject({ ataChapters, tasksRequired });
export type TaskRuleInput = z.input<typeof taskRuleInputSchema>;

export const taskRuleSchema = z.object({
  itemId: z.uuid(),
  ataChapters: z.array(z.string()),
  tasksRequired: z.int().min(1),
});
export type TaskRule = z.infer<typeof taskRuleSchema>;
