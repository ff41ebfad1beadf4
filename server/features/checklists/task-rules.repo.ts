import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { checklistItemTaskRules } from "../../db/schema/index";

// The items completed by on-the-job tasks (docs/product.md §22.4). `db` may be a transaction.

export function readTaskRules(db: Database) {
  return db
    .select({
      itemId: checklistItemTaskRules.itemId,
      ataChapters: checklistItemTaskRules.ataChapters,
      tasksRequired: checklistItemTaskRules.tasksRequired,
    })
    .from(checklistItemTaskRules)
    .orderBy(checklistItemTaskRules.itemId);
}

/** The item's rule as it stands (locked until the transaction `db` ends), or null. */
export async function lockTaskRule(db: Database, itemId: string) {
  const [rule] = await db
    .select({
      ataChapters: checklistItemTaskRules.ataChapters,
      tasksRequired: checklistItemTaskRules.tasksRequired,
    })
    .from(checklistItemTaskRules)
    .where(eq(checklistItemTaskRules.itemId, itemId))
    .for("update");
  return rule ?? null;
}

export async function upsertTaskRule(
  db: Database,
  values: {
    itemId: string;
    ataChapters: string[];
    tasksRequired: number;
    updatedBy: string;
    updatedAt: Date;
  },
): Promise<void> {
  await db
    .insert(checklistItemTaskRules)
    .values(values)
    .onConflictDoUpdate({
      target: checklistItemTaskRules.itemId,
      set: {
        ataChapters: values.ataChapters,
        tasksRequired: values.tasksRequired,
        updatedBy: values.updatedBy,
        updatedAt: values.updatedAt,
      },
    });
}

export async function deleteTaskRule(db: Database, itemId: string): Promise<boolean> {
  const rows = await db
    .delete(checklistItemTaskRules)
    .where(eq(checklistItemTaskRules.itemId, itemId))
    .returning({ itemId: checklistItemTaskRules.itemId });
  return rows.length > 0;
}
