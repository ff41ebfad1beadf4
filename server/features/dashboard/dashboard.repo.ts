// The counts behind the dashboard stats, in one round trip: the caller's forms by status and their
// checklist completions, beside the number of checklist items everyone is measured against.

import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { checklistItems, userChecklistCompletions, workHistoryForms } from "../../db/schema/index";
import { COMPLETED_FORM_STATUSES } from "./stats-rules";

export interface DashboardCounts {
  totalForms: number;
  formsCompleted: number;
  checklistItems: number;
  completedChecklistItems: number;
}

/**
 * One statement of scalar subqueries. The form counts use work_history_forms_user_id_idx and the
 * completions the (user_id, item_id) unique index; checklist_items is the small, shared training
 * structure, counted whole.
 */
export async function countDashboardData(db: Database, userId: string): Promise<DashboardCounts> {
  const formsOfUser = eq(workHistoryForms.userId, userId);
  const totalForms = db.select({ n: count() }).from(workHistoryForms).where(formsOfUser);
  const formsCompleted = db
    .select({ n: count() })
    .from(workHistoryForms)
    .where(and(formsOfUser, inArray(workHistoryForms.status, [...COMPLETED_FORM_STATUSES])));
  const items = db.select({ n: count() }).from(checklistItems);
  const completed = db
    .select({ n: count() })
    .from(userChecklistCompletions)
    .where(and(eq(userChecklistCompletions.userId, userId), eq(userChecklistCompletions.completed, true)));

  const [row] = await db
    .select({
      totalForms: sql<number>`(${totalForms})`.mapWith(Number),
      formsCompleted: sql<number>`(${formsCompleted})`.mapWith(Number),
      checklistItems: sql<number>`(${items})`.mapWith(Number),
      completedChecklistItems: sql<number>`(${completed})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row ?? { totalForms: 0, formsCompleted: 0, checklistItems: 0, completedChecklistItems: 0 };
}
