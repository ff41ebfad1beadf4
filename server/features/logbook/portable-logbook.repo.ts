import { asc, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { logbookEntries, logbookEvents, users } from "../../db/schema/index";

// Queries of the logbook's portable export and import (docs/product.md §20.4). `db` may be a transaction.

const INSERT_CHUNK = 1000;

export async function countLogbookEntriesOf(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(logbookEntries).where(eq(logbookEntries.userId, userId));
  return row?.n ?? 0;
}

/** Every event of the user's logbook, oldest first, with the acting account's name (a name beside the record). */
export function eventsOfLogbook(db: Database, userId: string) {
  return db
    .select({ event: logbookEvents, actorName: users.fullName })
    .from(logbookEvents)
    .leftJoin(users, eq(users.id, logbookEvents.actorId))
    .where(eq(logbookEvents.userId, userId))
    .orderBy(asc(logbookEvents.sequence));
}

/** Inserts imported entries (ids chosen by the caller, so corrections can name what they supersede). */
export async function insertImportedEntries(
  db: Database,
  rows: (typeof logbookEntries.$inferInsert & { id: string })[],
): Promise<void> {
  // Entries that supersede nothing first, then each level of corrections, so every reference exists.
  let remaining = rows;
  const written = new Set<string>();
  while (remaining.length > 0) {
    const ready = remaining.filter((row) => !row.supersedesId || written.has(row.supersedesId));
    if (ready.length === 0) throw new Error("imported corrections name entries that are not imported");
    for (let start = 0; start < ready.length; start += INSERT_CHUNK)
      await db.insert(logbookEntries).values(ready.slice(start, start + INSERT_CHUNK));
    for (const row of ready) written.add(row.id);
    remaining = remaining.filter((row) => !written.has(row.id));
  }
}

export async function insertImportedEvents(
  db: Database,
  rows: (typeof logbookEvents.$inferInsert)[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK)
    await db.insert(logbookEvents).values(rows.slice(start, start + INSERT_CHUNK));
}
