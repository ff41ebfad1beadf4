// The form counts behind the dashboard stats, in one round trip. Training progress comes from the
// checklists feature (its one status rule).

import { COMPLETED_FORM_STATUSES } from "@domain/form-review";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { workHistoryForms } from "../../db/schema/index";

export interface DashboardCounts {
  totalForms: number;
  formsCompleted: number;
}

/**
 * One statement of scalar subqueries, both on work_history_forms_user_id_idx.
 */
export async function countDashboardData(db: Database, userId: string): Promise<DashboardCounts> {
  const formsOfUser = eq(workHistoryForms.userId, userId);
  const totalForms = db.select({ n: count() }).from(workHistoryForms).where(formsOfUser);
  const formsCompleted = db
    .select({ n: count() })
    .from(workHistoryForms)
    .where(and(formsOfUser, inArray(workHistoryForms.status, [...COMPLETED_FORM_STATUSES])));

  const [row] = await db
    .select({
      totalForms: sql<number>`(${totalForms})`.mapWith(Number),
      formsCompleted: sql<number>`(${formsCompleted})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row ?? { totalForms: 0, formsCompleted: 0 };
}
