import type { CountersignerEventKind } from "@domain/schemas/countersigner-events";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type CountersignerRow, countersignerEvents, countersigners, users } from "../../db/schema/index";

// Queries of the designated countersigners (docs/product.md §22). `db` may be a transaction.

export async function findDesignation(
  db: Database,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<CountersignerRow | null> {
  const query = db.select().from(countersigners).where(eq(countersigners.userId, userId));
  const [row] = options.lock ? await query.for("update") : await query;
  return row ?? null;
}

/** Locks the account's row, so two changes of one designation record their events one after another. */
export async function lockAccount(db: Database, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  return rows.length > 0;
}

export async function insertDesignationEvent(
  db: Database,
  event: {
    kind: CountersignerEventKind;
    userId: string;
    actorId: string;
    before: unknown;
    after: unknown;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(countersignerEvents).values(event);
}

/** The designation's events, oldest first, with the actor's name. */
export function listDesignationEvents(db: Database, userId: string) {
  return db
    .select({
      kind: countersignerEvents.kind,
      createdAt: countersignerEvents.createdAt,
      actorName: users.fullName,
      before: countersignerEvents.before,
      after: countersignerEvents.after,
    })
    .from(countersignerEvents)
    .leftJoin(users, eq(users.id, countersignerEvents.actorId))
    .where(eq(countersignerEvents.userId, userId))
    .orderBy(asc(countersignerEvents.sequence));
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
