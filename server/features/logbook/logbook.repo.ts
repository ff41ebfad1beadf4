import type { LogbookEventKind } from "@domain/logbook";
import type { LogbookFilterValues } from "@domain/schemas/logbook";
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import {
  type LogbookCountersignRequestRow,
  type LogbookEntryRow,
  logbookCountersignRequests,
  logbookEntries,
  logbookEvents,
  trainingUploads,
  users,
} from "../../db/schema/index";

// Queries of the task logbook (docs/product.md §22). `db` may be a transaction.

export type EntryValues = Pick<
  LogbookEntryRow,
  | "performedOn"
  | "employmentId"
  | "employerName"
  | "aircraftMake"
  | "aircraftModel"
  | "aircraftSeries"
  | "aircraftRegistration"
  | "ataChapter"
  | "task"
  | "activityKind"
  | "minutes"
  | "workOrder"
>;

export type EntryWithSuccessor = LogbookEntryRow & {
  supersededBy: string | null;
  requestVia: "link" | "account" | null;
  /** The evidence document's file name (a join: a filename beside the record). */
  evidenceFilename: string | null;
};

const successor = alias(logbookEntries, "successor");

/** An entry's columns with its evidence's file name. */
const entryColumns = { ...getTableColumns(logbookEntries), evidenceFilename: trainingUploads.filename };

function selectEntries(db: Database) {
  return db
    .select({
      entry: entryColumns,
      supersededBy: successor.id,
      requestTokenHash: logbookCountersignRequests.tokenHash,
    })
    .from(logbookEntries)
    .leftJoin(successor, eq(successor.supersedesId, logbookEntries.id))
    .leftJoin(logbookCountersignRequests, eq(logbookCountersignRequests.id, logbookEntries.requestId))
    .leftJoin(trainingUploads, eq(trainingUploads.id, logbookEntries.evidenceDocumentId));
}

function withSuccessor(row: {
  entry: LogbookEntryRow & { evidenceFilename: string | null };
  supersededBy: string | null;
  requestTokenHash: string | null;
}): EntryWithSuccessor {
  const via = row.entry.requestId === null ? null : row.requestTokenHash === null ? "account" : "link";
  return { ...row.entry, supersededBy: row.supersededBy, requestVia: via };
}

function filterConditions(userId: string, filters: LogbookFilterValues): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(logbookEntries.userId, userId)];
  if (filters.from) conditions.push(gte(logbookEntries.performedOn, filters.from));
  if (filters.to) conditions.push(lte(logbookEntries.performedOn, filters.to));
  if (filters.ataChapter) conditions.push(eq(logbookEntries.ataChapter, filters.ataChapter));
  if (filters.aircraft) {
    const pattern = `%${filters.aircraft.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(logbookEntries.aircraftMake, pattern),
        ilike(logbookEntries.aircraftModel, pattern),
        ilike(logbookEntries.aircraftSeries, pattern),
        ilike(logbookEntries.aircraftRegistration, pattern),
        ilike(sql`${logbookEntries.aircraftMake} || ' ' || ${logbookEntries.aircraftModel}`, pattern),
      ),
    );
  }
  if (filters.status === "superseded") conditions.push(isNotNull(successor.id));
  else if (filters.status)
    conditions.push(and(eq(logbookEntries.status, filters.status), isNull(successor.id)));
  return and(...conditions);
}

/**
 * One page of the owner's entries matching the filters, newest first, and how many match. The id
 * breaks ties, so an entry is on one page only.
 */
export async function pageOfEntriesOfUser(
  db: Database,
  userId: string,
  filters: LogbookFilterValues,
  page: { offset: number; limit: number },
): Promise<{ rows: EntryWithSuccessor[]; total: number }> {
  const where = filterConditions(userId, filters);
  const [rows, [counted]] = await Promise.all([
    selectEntries(db)
      .where(where)
      .orderBy(desc(logbookEntries.performedOn), desc(logbookEntries.createdAt), desc(logbookEntries.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(logbookEntries)
      .leftJoin(successor, eq(successor.supersedesId, logbookEntries.id))
      .where(where),
  ]);
  return { rows: rows.map(withSuccessor), total: counted?.n ?? 0 };
}

/** The entry the owner made with this client key, if any. */
export async function findEntryByClientKey(
  db: Database,
  userId: string,
  clientKey: string,
): Promise<EntryWithSuccessor | null> {
  const [row] = await selectEntries(db).where(
    and(eq(logbookEntries.userId, userId), eq(logbookEntries.clientKey, clientKey)),
  );
  return row ? withSuccessor(row) : null;
}

/** The owner's entries matching the filters, newest first. */
export async function listEntriesOfUser(
  db: Database,
  userId: string,
  filters: LogbookFilterValues,
): Promise<EntryWithSuccessor[]> {
  const rows = await selectEntries(db)
    .where(filterConditions(userId, filters))
    .orderBy(desc(logbookEntries.performedOn), desc(logbookEntries.createdAt));
  return rows.map(withSuccessor);
}

export async function findEntryOfUser(
  db: Database,
  userId: string,
  entryId: string,
  options: { lock?: boolean } = {},
): Promise<EntryWithSuccessor | null> {
  if (options.lock) {
    await db
      .select({ id: logbookEntries.id })
      .from(logbookEntries)
      .where(and(eq(logbookEntries.id, entryId), eq(logbookEntries.userId, userId)))
      .for("update");
  }
  const [row] = await selectEntries(db).where(
    and(eq(logbookEntries.id, entryId), eq(logbookEntries.userId, userId)),
  );
  return row ? withSuccessor(row) : null;
}

export async function findEntriesByIds(db: Database, ids: readonly string[]): Promise<EntryWithSuccessor[]> {
  if (ids.length === 0) return [];
  const rows = await selectEntries(db).where(inArray(logbookEntries.id, [...ids]));
  return rows.map(withSuccessor);
}

/** Locks the rows of these entries (in id order, so two callers never wait on each other). */
export async function lockEntries(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .select({ id: logbookEntries.id })
    .from(logbookEntries)
    .where(inArray(logbookEntries.id, [...ids]))
    .orderBy(asc(logbookEntries.id))
    .for("update");
}

export async function countEntriesOfUser(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(logbookEntries).where(eq(logbookEntries.userId, userId));
  return row?.n ?? 0;
}

export async function insertEntry(
  db: Database,
  values: EntryValues & { userId: string; supersedesId: string | null; clientKey?: string | null },
  now: Date,
): Promise<LogbookEntryRow> {
  const [row] = await db
    .insert(logbookEntries)
    .values({ ...values, status: "draft", createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/**
 * A new draft with the browser's key, or null when the owner already has an entry with that key
 * (the unique pair decides, so two requests at once make one entry).
 */
export async function insertEntryOnce(
  db: Database,
  values: EntryValues & { userId: string; clientKey: string },
  now: Date,
): Promise<LogbookEntryRow | null> {
  const [row] = await db
    .insert(logbookEntries)
    .values({ ...values, supersedesId: null, status: "draft", createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [logbookEntries.userId, logbookEntries.clientKey] })
    .returning();
  return row ?? null;
}

// --- Evidence ------------------------------------------------------------------------------------

/**
 * The owner's training document with its file name, or null when it is not theirs (a join: the
 * filename beside the record). Held until the change commits, so a bulk import's undo taking the
 * document back waits for it.
 */
export async function ownTrainingUploadOf(
  db: Database,
  userId: string,
  documentId: string,
): Promise<{ id: string; filename: string } | null> {
  const [row] = await db
    .select({ id: trainingUploads.id, filename: trainingUploads.filename })
    .from(trainingUploads)
    .where(and(eq(trainingUploads.id, documentId), eq(trainingUploads.userId, userId)))
    .for("share");
  return row ?? null;
}

/** The entries that have the training document as their evidence. */
export async function entriesWithEvidence(db: Database, documentId: string): Promise<EntryWithSuccessor[]> {
  const rows = await selectEntries(db).where(eq(logbookEntries.evidenceDocumentId, documentId));
  return rows.map(withSuccessor);
}

export async function updateEntry(
  db: Database,
  id: string,
  values: Partial<Omit<LogbookEntryRow, "id" | "userId" | "createdAt">>,
  now: Date,
): Promise<LogbookEntryRow> {
  const [row] = await db
    .update(logbookEntries)
    .set({ ...values, updatedAt: now })
    .where(eq(logbookEntries.id, id))
    .returning();
  return row!;
}

export async function deleteEntry(db: Database, id: string): Promise<void> {
  await db.delete(logbookEntries).where(eq(logbookEntries.id, id));
}

/** Entries waiting in a request: submitted and pointing at it. */
export async function submittedEntriesOfRequest(
  db: Database,
  requestId: string,
): Promise<EntryWithSuccessor[]> {
  const rows = await selectEntries(db)
    .where(and(eq(logbookEntries.requestId, requestId), eq(logbookEntries.status, "submitted")))
    .orderBy(asc(logbookEntries.performedOn), asc(logbookEntries.createdAt));
  return rows.map(withSuccessor);
}

/** Entries submitted to a designated supervisor, with their owners' names (a join: the queue's names). */
export function queueOfSupervisor(db: Database, supervisorId: string) {
  return db
    .select({ entry: entryColumns, technicianName: users.fullName })
    .from(logbookEntries)
    .innerJoin(logbookCountersignRequests, eq(logbookCountersignRequests.id, logbookEntries.requestId))
    .innerJoin(users, eq(users.id, logbookEntries.userId))
    .leftJoin(trainingUploads, eq(trainingUploads.id, logbookEntries.evidenceDocumentId))
    .where(
      and(
        eq(logbookCountersignRequests.supervisorUserId, supervisorId),
        isNull(logbookCountersignRequests.revokedAt),
        eq(logbookEntries.status, "submitted"),
      ),
    )
    .orderBy(asc(users.fullName), asc(logbookEntries.performedOn), asc(logbookEntries.createdAt));
}

// --- Requests ------------------------------------------------------------------------------------

export async function insertRequest(
  db: Database,
  values: {
    userId: string;
    tokenHash: string | null;
    supervisorEmail: string | null;
    supervisorName: string;
    supervisorUserId: string | null;
    createdAt: Date;
    expiresAt: Date | null;
  },
): Promise<LogbookCountersignRequestRow> {
  const [row] = await db.insert(logbookCountersignRequests).values(values).returning();
  return row!;
}

export async function findRequestByTokenHash(
  db: Database,
  tokenHash: string,
  options: { lock?: boolean } = {},
): Promise<LogbookCountersignRequestRow | null> {
  const query = db
    .select()
    .from(logbookCountersignRequests)
    .where(eq(logbookCountersignRequests.tokenHash, tokenHash));
  const [row] = options.lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function findRequestOfUser(
  db: Database,
  userId: string,
  requestId: string,
  options: { lock?: boolean } = {},
): Promise<LogbookCountersignRequestRow | null> {
  const query = db
    .select()
    .from(logbookCountersignRequests)
    .where(and(eq(logbookCountersignRequests.id, requestId), eq(logbookCountersignRequests.userId, userId)));
  const [row] = options.lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function listRequestsOfUser(
  db: Database,
  userId: string,
): Promise<(LogbookCountersignRequestRow & { entryIds: string[] })[]> {
  const requests = await db
    .select()
    .from(logbookCountersignRequests)
    .where(eq(logbookCountersignRequests.userId, userId))
    .orderBy(desc(logbookCountersignRequests.createdAt));
  if (requests.length === 0) return [];
  const entries = await db
    .select({ id: logbookEntries.id, requestId: logbookEntries.requestId })
    .from(logbookEntries)
    .where(
      inArray(
        logbookEntries.requestId,
        requests.map((r) => r.id),
      ),
    );
  return requests.map((request) => ({
    ...request,
    entryIds: entries.filter((e) => e.requestId === request.id).map((e) => e.id),
  }));
}

export async function markRequest(
  db: Database,
  id: string,
  values: { usedAt?: Date; revokedAt?: Date },
): Promise<boolean> {
  const rows = await db
    .update(logbookCountersignRequests)
    .set(values)
    .where(
      and(
        eq(logbookCountersignRequests.id, id),
        isNull(logbookCountersignRequests.usedAt),
        isNull(logbookCountersignRequests.revokedAt),
      ),
    )
    .returning({ id: logbookCountersignRequests.id });
  return rows.length === 1;
}

// --- Events --------------------------------------------------------------------------------------

export async function insertEvents(
  db: Database,
  events: {
    kind: LogbookEventKind;
    entryId: string;
    userId: string;
    actorId: string | null;
    requestId: string | null;
    before: unknown;
    after: unknown;
    createdAt: Date;
  }[],
): Promise<void> {
  if (events.length === 0) return;
  await db.insert(logbookEvents).values(events);
}

/** An entry's events in order, with the acting account's name (a join: a name beside the record). */
export function eventsOfEntry(db: Database, userId: string, entryId: string) {
  return db
    .select({ event: logbookEvents, actorName: users.fullName })
    .from(logbookEvents)
    .leftJoin(users, eq(users.id, logbookEvents.actorId))
    .where(and(eq(logbookEvents.entryId, entryId), eq(logbookEvents.userId, userId)))
    .orderBy(asc(logbookEvents.sequence));
}
