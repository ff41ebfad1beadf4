// Training items completed by on-the-job tasks (docs/product.md §22.4): what the administrators'
// program editor sets on an item, and what it reads back.

import { z } from "zod";
import { ATA_CHAPTER_NUMBERS } from "../logbook";
import { TASK_RULE_MAX_TASKS } from "../task-completion";

export const TASK_RULE_CHAPTERS_MESSAGE = "Choose at least one ATA chapter";
export const TASK_RULE_COUNT_MESSAGE = `The number of tasks must be 1 to ${TASK_RULE_MAX_TASKS}`;

/** PUT /api/admin/checklists/items/{id}/task-rule: the chapters (each once, in chapter order) and the count. */
export const taskRuleInputSchema = z.strictObject({
  ataChapters: z
    .array(z.enum(ATA_CHAPTER_NUMBERS))
    .min(1, TASK_RULE_CHAPTERS_MESSAGE)
    .max(ATA_CHAPTER_NUMBERS.length)
    .transform((chapters) => [...new Set(chapters)].sort()),
  tasksRequired: z
    .int({ error: TASK_RULE_COUNT_MESSAGE })
    .min(1, TASK_RULE_COUNT_MESSAGE)
    .max(TASK_RULE_MAX_TASKS, TASK_RULE_COUNT_MESSAGE),
});
export type TaskRuleInput = z.input<typeof taskRuleInputSchema>;

export const taskRuleSchema = z.object({
  itemId: z.uuid(),
  ataChapters: z.array(z.string()),
  tasksRequired: z.int().min(1),
});
export type TaskRule = z.infer<typeof taskRuleSchema>;
