import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { checklistItems } from "./checklists";
import { updatedAt } from "./columns";
import { users } from "./users";

// Training items completed by on-the-job tasks (docs/product.md §22.4; docs/decisions/0078): the ATA
// chapters and the number of countersigned logbook tasks an item needs. Owned by the checklists
// feature; the logbook hands it the countersigned tasks, it never reads this table.

export const checklistItemTaskRules = pgTable(
  "checklist_item_task_rules",
  {
    itemId: uuid("item_id")
      .primaryKey()
      .references(() => checklistItems.id, { onDelete: "cascade" }),
    /** Tasks filed under any of these chapters count. */
    ataChapters: text("ata_chapters").array().notNull(),
    /** Countersigned tasks the item needs. */
    tasksRequired: integer("tasks_required").notNull(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("checklist_item_task_rules_updated_by_idx").on(t.updatedBy),
    check("checklist_item_task_rules_tasks_required_check", sql`${t.tasksRequired} between 1 and 500`),
    check(
      "checklist_item_task_rules_ata_chapters_check",
      sql`cardinality(${t.ataChapters}) between 1 and 80`,
    ),
  ],
);

export type ChecklistItemTaskRule = typeof checklistItemTaskRules.$inferSelect;
