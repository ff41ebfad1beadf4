import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type CountersignerRow, countersigners, users } from "../../db/schema/index";

// Queries of the designated countersigners (docs/product.md §22). `db` may be a transaction.

export async function findDesignation(db: Database, userId: string): Promise<CountersignerRow | null> {
  const [row] = await db.select().from(countersigners).where(eq(countersigners.userId, userId));
  return row ?? null;
}

export async function upsertDesignation(
  db: Database,
  values: { userId: string; licenceNumber: string; designatedBy: string; now: Date },
): Promise<void> {
  await db
    .insert(countersigners)
    .values({
      userId: values.userId,
      licenceNumber: values.licenceNumber,
      designatedBy: values.designatedBy,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: countersigners.userId,
      set: { licenceNumber: values.licenceNumber, designatedBy: values.designatedBy, updatedAt: values.now },
    });
}

export async function deleteDesignation(db: Database, userId: string): Promise<void> {
  await db.delete(countersigners).where(eq(countersigners.userId, userId));
}

/** The designated accounts with their names, by name. */
export function listDesignations(
  db: Database,
): Promise<{ userId: string; fullName: string; licenceNumber: string }[]> {
  return db
    .select({
      userId: countersigners.userId,
      fullName: users.fullName,
      licenceNumber: countersigners.licenceNumber,
    })
    .from(countersigners)
    .innerJoin(users, eq(users.id, countersigners.userId))
    .orderBy(asc(users.fullName));
}
