import type { LogbookActivityKind } from "@domain/logbook";
import { asc, eq, isNull, min, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { logbookEntries, users } from "../../db/schema/index";

// What the logbook's summaries and evidence read (docs/product.md §22.4): each entry's fields the
// counts need and whether a correction superseded it.

/** The correction that superseded an entry, if any (joined on its `supersedesId`). */
export const successor = alias(logbookEntries, "summary_successor");

/** What each entry the summaries read carries (`supersededBy` through `successor`). */
export const summaryFields = {
  id: logbookEntries.id,
  userId: logbookEntries.userId,
  performedOn: logbookEntries.performedOn,
  aircraftMake: logbookEntries.aircraftMake,
  aircraftModel: logbookEntries.aircraftModel,
  ataChapter: logbookEntries.ataChapter,
  activityKind: logbookEntries.activityKind,
  minutes: logbookEntries.minutes,
  status: logbookEntries.status,
  task: logbookEntries.task,
  supersededBy: successor.id,
};

export type SummaryEntryRow = Awaited<ReturnType<typeof summaryEntriesOfUser>>[number];

/** One person's entries. */
export function summaryEntriesOfUser(db: Database, userId: string) {
  return db
    .select(summaryFields)
    .from(logbookEntries)
    .leftJoin(successor, eq(successor.supersedesId, logbookEntries.id))
    .where(eq(logbookEntries.userId, userId));
}

/**
 * Every account's counted entries (a superseded one counts nowhere) taken together in the database by
 * member, chapter, aircraft as written, kind and whether countersigned (docs/product.md §22.4): the
 * team summary reads a few rows per member, however many entries they have. Each group's owner name
 * is a join (the team's names beside their figures); the groups come oldest first, so an aircraft
 * written in two cases is labelled as first written.
 */
export function summaryGroupsOfEveryone(db: Database) {
  const aircraft = sql<string>`btrim(${logbookEntries.aircraftMake}) || ' ' || btrim(${logbookEntries.aircraftModel})`;
  const countersigned = sql<boolean>`(${logbookEntries.status} = 'countersigned')`;
  return db
    .select({
      userId: logbookEntries.userId,
      fullName: users.fullName,
      ataChapter: logbookEntries.ataChapter,
      aircraft,
      activityKind: sql<LogbookActivityKind>`${logbookEntries.activityKind}`,
      countersigned,
      tasks: sql<number>`count(*)::int`,
      minutes: sql<number>`sum(${logbookEntries.minutes})::int`,
    })
    .from(logbookEntries)
    .innerJoin(users, eq(users.id, logbookEntries.userId))
    .leftJoin(successor, eq(successor.supersedesId, logbookEntries.id))
    .where(isNull(successor.id))
    .groupBy(
      logbookEntries.userId,
      users.fullName,
      logbookEntries.ataChapter,
      aircraft,
      logbookEntries.activityKind,
      countersigned,
    )
    .orderBy(asc(min(logbookEntries.createdAt)), asc(logbookEntries.userId));
}

/**
 * A member's entries for an administrator, from the account (a join: an account without entries
 * answers one row of nulls, an unknown one none, so the member's existence costs no second query).
 */
export function summaryEntriesOfMember(db: Database, userId: string) {
  return db
    .select({ ...summaryFields, id: logbookEntries.id, accountId: users.id })
    .from(users)
    .leftJoin(logbookEntries, eq(logbookEntries.userId, users.id))
    .leftJoin(successor, eq(successor.supersedesId, logbookEntries.id))
    .where(eq(users.id, userId));
}
