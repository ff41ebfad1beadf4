// Drizzle queries of the training records (docs/product.md §15). `db` may be a transaction.

import type { CalendarDate } from "@domain/calendar-date";
import type { ChecklistEventKind } from "@domain/training-status";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  checklistEvents,
  checklistItems,
  checklistSections,
  checklistTabs,
  trainingUploads,
  type UserChecklistCompletion,
  userChecklistCompletions,
  users,
} from "../../db/schema/index";

export interface LiveTree {
  tabs: (typeof checklistTabs.$inferSelect)[];
  sections: (typeof checklistSections.$inferSelect)[];
  items: (typeof checklistItems.$inferSelect)[];
}

/** The structure nobody archived, each level in its order (ties by id, so the order is stable). */
export async function readLiveTree(db: Database): Promise<LiveTree> {
  const [tabs, sections, items] = await Promise.all([
    db
      .select()
      .from(checklistTabs)
      .where(isNull(checklistTabs.archivedAt))
      .orderBy(asc(checklistTabs.order), asc(checklistTabs.id)),
    db
      .select()
      .from(checklistSections)
      .where(isNull(checklistSections.archivedAt))
      .orderBy(asc(checklistSections.order), asc(checklistSections.id)),
    db
      .select()
      .from(checklistItems)
      .where(isNull(checklistItems.archivedAt))
      .orderBy(asc(checklistItems.order), asc(checklistItems.id)),
  ]);
  return { tabs, sections, items };
}

export type CompletionRow = UserChecklistCompletion & {
  evidenceFilename: string | null;
  signedOffByName: string | null;
};

/** A user's completions with their evidence's file name and the signer's name. */
export async function readCompletionsOf(db: Database, userId: string): Promise<CompletionRow[]> {
  const rows = await db
    .select({
      completion: userChecklistCompletions,
      evidenceFilename: trainingUploads.filename,
      signedOffByName: users.fullName,
    })
    .from(userChecklistCompletions)
    .leftJoin(trainingUploads, eq(trainingUploads.id, userChecklistCompletions.evidenceDocumentId))
    .leftJoin(users, eq(users.id, userChecklistCompletions.signedOffBy))
    .where(eq(userChecklistCompletions.userId, userId));
  return rows.map((row) => ({
    ...row.completion,
    evidenceFilename: row.evidenceFilename,
    signedOffByName: row.signedOffByName,
  }));
}

/** What the status rule needs of one completion, with its owner and item (the team screen). */
export interface CompletionStateRow {
  userId: string;
  itemId: string;
  completed: boolean;
  /** The UTC day of completed_at, as every server date. */
  completedOn: CalendarDate | null;
  signedOff: boolean;
}

/**
 * Every user's completions, only what their statuses need. One row of JSON text: the embedded
 * database hands over one row far faster than tens of thousands (docs/performance.md, team).
 */
export async function readEveryonesCompletions(db: Database): Promise<CompletionStateRow[]> {
  const c = userChecklistCompletions;
  const [row] = await db
    .select({
      json: sql<string>`coalesce(json_agg(json_build_array(
        ${c.userId}, ${c.itemId}, ${c.completed},
        to_char(${c.completedAt} at time zone 'UTC', 'YYYY-MM-DD'), ${c.signedOffAt} is not null
      )), '[]')::text`,
    })
    .from(c);
  const tuples = JSON.parse(row?.json ?? "[]") as [string, string, boolean, string | null, boolean][];
  return tuples.map(([userId, itemId, completed, completedOn, signedOff]) => ({
    userId,
    itemId,
    completed,
    completedOn,
    signedOff,
  }));
}

/** An item is live when neither it, its section nor its tab is archived (with both joined). */
const LIVE_ITEM = and(
  isNull(checklistItems.archivedAt),
  isNull(checklistSections.archivedAt),
  isNull(checklistTabs.archivedAt),
);

/** An item that is live with its section and tab, or null. */
export async function findLiveItem(db: Database, itemId: string) {
  const [row] = await db
    .select({ item: checklistItems })
    .from(checklistItems)
    .innerJoin(checklistSections, eq(checklistSections.id, checklistItems.sectionId))
    .innerJoin(checklistTabs, eq(checklistTabs.id, checklistSections.tabId))
    .where(and(eq(checklistItems.id, itemId), LIVE_ITEM));
  return row?.item ?? null;
}

/** The items among `ids` that are live, with what a training document's proposals show of them. */
export async function liveItemsAmong(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: checklistItems.id,
      name: checklistItems.name,
      requiresSignOff: checklistItems.requiresSignOff,
    })
    .from(checklistItems)
    .innerJoin(checklistSections, eq(checklistSections.id, checklistItems.sectionId))
    .innerJoin(checklistTabs, eq(checklistTabs.id, checklistSections.tabId))
    .where(and(inArray(checklistItems.id, [...ids]), LIVE_ITEM));
}

/**
 * The user's completion row of an item, made (not completed) when missing, locked for the
 * transaction; `created` says it was made just now.
 */
export async function lockCompletion(
  db: Database,
  userId: string,
  itemId: string,
): Promise<{ row: UserChecklistCompletion; created: boolean }> {
  const inserted = await db
    .insert(userChecklistCompletions)
    .values({ userId, itemId })
    .onConflictDoNothing()
    .returning({ id: userChecklistCompletions.id });
  const [row] = await db
    .select()
    .from(userChecklistCompletions)
    .where(and(eq(userChecklistCompletions.userId, userId), eq(userChecklistCompletions.itemId, itemId)))
    .for("update");
  if (!row) throw new Error("completion row vanished inside its transaction");
  return { row, created: inserted.length > 0 };
}

/**
 * Writes many completions of one user in a few statements (the portable import, into a record that
 * holds nothing yet): new rows are inserted, an empty row left by an earlier change is filled. Answers
 * each row's id by item.
 */
export async function upsertCompletions(
  db: Database,
  rows: Pick<
    UserChecklistCompletion,
    "userId" | "itemId" | "completed" | "completedAt" | "notes" | "expiresOn"
  >[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (let start = 0; start < rows.length; start += COMPLETION_BATCH) {
    const written = await db
      .insert(userChecklistCompletions)
      .values(rows.slice(start, start + COMPLETION_BATCH))
      .onConflictDoUpdate({
        target: [userChecklistCompletions.userId, userChecklistCompletions.itemId],
        set: {
          completed: sql`excluded.completed`,
          completedAt: sql`excluded.completed_at`,
          notes: sql`excluded.notes`,
          expiresOn: sql`excluded.expires_on`,
        },
      })
      .returning({ id: userChecklistCompletions.id, itemId: userChecklistCompletions.itemId });
    for (const row of written) ids.set(row.itemId, row.id);
  }
  return ids;
}

const COMPLETION_BATCH = 500;

/** Removes a completion row that was made in this transaction and never used. */
export async function deleteCompletion(db: Database, completionId: string): Promise<void> {
  await db.delete(userChecklistCompletions).where(eq(userChecklistCompletions.id, completionId));
}

export async function lockCompletionById(db: Database, completionId: string) {
  const [row] = await db
    .select()
    .from(userChecklistCompletions)
    .where(eq(userChecklistCompletions.id, completionId))
    .for("update");
  return row ?? null;
}

export type CompletionChange = Partial<
  Pick<
    UserChecklistCompletion,
    | "completed"
    | "completedAt"
    | "notes"
    | "signedOffBy"
    | "signedOffAt"
    | "evidenceDocumentId"
    | "expiresOn"
    | "returnedReason"
  >
>;

export async function updateCompletion(
  db: Database,
  completionId: string,
  change: CompletionChange,
): Promise<void> {
  await db.update(userChecklistCompletions).set(change).where(eq(userChecklistCompletions.id, completionId));
}

/**
 * The user's training document, with the trainee its reading names and the user's name now (to
 * compare them when it becomes evidence); null when it is not theirs.
 */
export async function trainingUploadOf(
  db: Database,
  userId: string,
  documentId: string,
): Promise<{ traineeName: string | null; ownerName: string } | null> {
  const [row] = await db
    .select({
      traineeName: sql<string | null>`${trainingUploads.mappedChecklists} -> 'certificate' ->> 'traineeName'`,
      ownerName: users.fullName,
    })
    .from(trainingUploads)
    .innerJoin(users, eq(users.id, trainingUploads.userId))
    .where(and(eq(trainingUploads.id, documentId), eq(trainingUploads.userId, userId)))
    // Held until the change commits: a bulk import's undo taking the document back waits for it, or is
    // waited for and the document then reads as someone else's.
    .for("share", { of: trainingUploads });
  return row ?? null;
}

export async function userExists(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

export interface NewChecklistEvent {
  kind: ChecklistEventKind;
  itemId: string;
  completionId?: string | null;
  userId?: string | null;
  actorId: string | null;
  before?: unknown;
  after?: unknown;
  createdAt: Date;
}

export async function insertEvents(db: Database, events: NewChecklistEvent[]): Promise<void> {
  for (let start = 0; start < events.length; start += EVENT_BATCH) {
    await insertEventBatch(db, events.slice(start, start + EVENT_BATCH));
  }
}

/** Events per multi-row insert (8 parameters each, PostgreSQL takes 65,535). */
const EVENT_BATCH = 1000;

async function insertEventBatch(db: Database, events: NewChecklistEvent[]): Promise<void> {
  await db.insert(checklistEvents).values(
    events.map((event) => ({
      kind: event.kind,
      itemId: event.itemId,
      completionId: event.completionId ?? null,
      userId: event.userId ?? null,
      actorId: event.actorId,
      before: event.before ?? null,
      after: event.after ?? null,
      createdAt: event.createdAt,
    })),
  );
}

/** The file names of training documents and the names of people, by id (those that still exist). */
export async function namesOf(
  db: Database,
  ids: { documents: readonly string[]; people: readonly string[] },
): Promise<Record<string, string>> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const documents = [...new Set(ids.documents)].filter((id) => uuid.test(id));
  const people = [...new Set(ids.people)].filter((id) => uuid.test(id));
  const [files, persons] = await Promise.all([
    documents.length === 0
      ? []
      : db
          .select({ id: trainingUploads.id, name: trainingUploads.filename })
          .from(trainingUploads)
          .where(inArray(trainingUploads.id, documents)),
    people.length === 0
      ? []
      : db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, people)),
  ]);
  return Object.fromEntries([...files, ...persons].map((row) => [row.id, row.name]));
}

/** What an event of a technician's record shows: the item's name and the actor's. */
const EVENT_VIEW = {
  kind: checklistEvents.kind,
  itemId: checklistEvents.itemId,
  itemName: checklistItems.name,
  actorName: users.fullName,
  createdAt: checklistEvents.createdAt,
  before: checklistEvents.before,
  after: checklistEvents.after,
};

/** A technician's training record as an auditor reads it, oldest first. */
export async function readEventsOf(db: Database, userId: string) {
  return db
    .select(EVENT_VIEW)
    .from(checklistEvents)
    .innerJoin(checklistItems, eq(checklistItems.id, checklistEvents.itemId))
    .leftJoin(users, eq(users.id, checklistEvents.actorId))
    .where(eq(checklistEvents.userId, userId))
    .orderBy(asc(checklistEvents.sequence));
}

/**
 * Like `readEventsOf`, but at most the newest `perItem` events of each item, oldest first; and, for
 * each item with more, how many were left out and the span of their times. Bounded by the program's
 * size, however many changes one record has had.
 */
export async function readRecentEventsOf(db: Database, userId: string, perItem: number) {
  const ranked = db
    .select({
      id: checklistEvents.id,
      rank: sql<number>`row_number() over (partition by ${checklistEvents.itemId} order by ${checklistEvents.sequence} desc)`.as(
        "rank",
      ),
    })
    .from(checklistEvents)
    .where(eq(checklistEvents.userId, userId))
    .as("ranked");
  const [events, omitted] = await Promise.all([
    db
      .select(EVENT_VIEW)
      .from(ranked)
      .innerJoin(checklistEvents, eq(checklistEvents.id, ranked.id))
      .innerJoin(checklistItems, eq(checklistItems.id, checklistEvents.itemId))
      .leftJoin(users, eq(users.id, checklistEvents.actorId))
      .where(sql`${ranked.rank} <= ${perItem}`)
      .orderBy(asc(checklistEvents.sequence)),
    db
      .select({
        itemName: checklistItems.name,
        count: sql<number>`count(*)::int`,
        from: sql<string>`min(${checklistEvents.createdAt})`,
        to: sql<string>`max(${checklistEvents.createdAt})`,
      })
      .from(ranked)
      .innerJoin(checklistEvents, eq(checklistEvents.id, ranked.id))
      .innerJoin(checklistItems, eq(checklistItems.id, checklistEvents.itemId))
      .where(sql`${ranked.rank} > ${perItem}`)
      .groupBy(checklistItems.id, checklistItems.name)
      .orderBy(asc(checklistItems.name)),
  ]);
  return { events, omitted };
}

/** Completed items waiting for an administrator, across the team, oldest first. */
export async function readPendingSignOffs(db: Database) {
  return db
    .select({
      completionId: userChecklistCompletions.id,
      userId: userChecklistCompletions.userId,
      technicianName: users.fullName,
      itemId: checklistItems.id,
      itemName: checklistItems.name,
      tabId: checklistTabs.id,
      tabName: checklistTabs.name,
      completedAt: userChecklistCompletions.completedAt,
      notes: userChecklistCompletions.notes,
      evidenceId: trainingUploads.id,
      evidenceFilename: trainingUploads.filename,
    })
    .from(userChecklistCompletions)
    .innerJoin(users, eq(users.id, userChecklistCompletions.userId))
    .innerJoin(checklistItems, eq(checklistItems.id, userChecklistCompletions.itemId))
    .innerJoin(checklistSections, eq(checklistSections.id, checklistItems.sectionId))
    .innerJoin(checklistTabs, eq(checklistTabs.id, checklistSections.tabId))
    .leftJoin(trainingUploads, eq(trainingUploads.id, userChecklistCompletions.evidenceDocumentId))
    .where(
      and(
        eq(userChecklistCompletions.completed, true),
        isNull(userChecklistCompletions.signedOffAt),
        eq(checklistItems.requiresSignOff, true),
        isNull(checklistItems.archivedAt),
        isNull(checklistSections.archivedAt),
        isNull(checklistTabs.archivedAt),
      ),
    )
    .orderBy(asc(userChecklistCompletions.completedAt), asc(userChecklistCompletions.id));
}

/** Whether any technician has a record of one of these items (then they are archived, not deleted). */
export async function anyCompletionOf(db: Database, itemIds: string[]): Promise<boolean> {
  if (itemIds.length === 0) return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(userChecklistCompletions)
    .where(inArray(userChecklistCompletions.itemId, itemIds))
    .limit(1);
  return row !== undefined;
}

export async function completionsOfItem(db: Database, itemId: string) {
  return db
    .select({ id: userChecklistCompletions.id, completedAt: userChecklistCompletions.completedAt })
    .from(userChecklistCompletions)
    .where(eq(userChecklistCompletions.itemId, itemId));
}

/** The training document a user's completion of an item has as its evidence, or null. */
export async function evidenceDocumentIdOf(
  db: Database,
  userId: string,
  itemId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ documentId: userChecklistCompletions.evidenceDocumentId })
    .from(userChecklistCompletions)
    .where(and(eq(userChecklistCompletions.userId, userId), eq(userChecklistCompletions.itemId, itemId)));
  return row?.documentId ?? null;
}

/** The completions that use a training document as their evidence. */
export async function completionsWithEvidence(db: Database, documentId: string) {
  return db
    .select({
      id: userChecklistCompletions.id,
      itemId: userChecklistCompletions.itemId,
      userId: userChecklistCompletions.userId,
      signedOffBy: userChecklistCompletions.signedOffBy,
      signedOffAt: userChecklistCompletions.signedOffAt,
    })
    .from(userChecklistCompletions)
    .where(eq(userChecklistCompletions.evidenceDocumentId, documentId));
}

/** The items a training document may be mapped to: the live ones. */
export async function readMappableItems(db: Database) {
  return db
    .select({
      id: checklistItems.id,
      name: checklistItems.name,
      description: checklistItems.description,
      keywords: checklistItems.keywords,
      ataChapter: checklistItems.ataChapter,
    })
    .from(checklistItems)
    .innerJoin(checklistSections, eq(checklistSections.id, checklistItems.sectionId))
    .innerJoin(checklistTabs, eq(checklistTabs.id, checklistSections.tabId))
    .where(LIVE_ITEM)
    .orderBy(asc(checklistItems.id));
}
