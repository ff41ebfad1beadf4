import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type IaActivityRow, iaActivities, type NewIaActivityRow } from "../../db/schema/index";

type ActivityValues = Omit<NewIaActivityRow, "id" | "userId" | "createdAt" | "updatedAt">;

/** The user's activities, newest first. */
export function listIaActivitiesOfUser(db: Database, userId: string): Promise<IaActivityRow[]> {
  return db
    .select()
    .from(iaActivities)
    .where(eq(iaActivities.userId, userId))
    .orderBy(desc(iaActivities.performedOn), desc(iaActivities.createdAt));
}

export async function countIaActivitiesOfUser(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(iaActivities).where(eq(iaActivities.userId, userId));
  return row?.n ?? 0;
}

export async function insertIaActivity(
  db: Database,
  userId: string,
  values: ActivityValues,
  now: Date,
): Promise<IaActivityRow> {
  const [row] = await db
    .insert(iaActivities)
    .values({ ...values, userId, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** Many activities at once (an import); nothing when the list is empty. */
export async function insertIaActivities(
  db: Database,
  userId: string,
  list: readonly ActivityValues[],
  now: Date,
): Promise<void> {
  if (list.length === 0) return;
  await db
    .insert(iaActivities)
    .values(list.map((values) => ({ ...values, userId, createdAt: now, updatedAt: now })));
}

/** Replaces the owner's activity; undefined when the user has no such activity. */
export async function updateIaActivityOfUser(
  db: Database,
  activityId: string,
  userId: string,
  values: ActivityValues,
  now: Date,
): Promise<IaActivityRow | undefined> {
  const [row] = await db
    .update(iaActivities)
    .set({ ...values, updatedAt: now })
    .where(and(eq(iaActivities.id, activityId), eq(iaActivities.userId, userId)))
    .returning();
  return row;
}

/** True when the owner's activity was deleted. */
export async function deleteIaActivityOfUser(
  db: Database,
  activityId: string,
  userId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(iaActivities)
    .where(and(eq(iaActivities.id, activityId), eq(iaActivities.userId, userId)))
    .returning({ id: iaActivities.id });
  return deleted.length > 0;
}
