// The technician's task logbook (docs/product.md §22): drafts are theirs to change or
// delete; a submitted, countersigned or declined entry is locked (the status rule of domain/logbook.ts),
// and a correction is a new draft that supersedes it. Every change is an event (who, when, before,
// after), as the training record's.

import { type LogbookAction, logbookTransition } from "@domain/logbook";
import {
  type LogbookEntry,
  type LogbookEntryValues,
  type LogbookEvent,
  type LogbookListQuery,
  MAX_LOGBOOK_ENTRIES,
} from "@domain/schemas/logbook";
import { AppError, FieldValidationError, notFound } from "../../lib/errors";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { getWorkHistoryRecord } from "../work-history/work-history.service";
import * as repo from "./logbook.repo";
import { snapshotOf, toEntryView } from "./views";

export const LOGBOOK_MESSAGES = {
  notFound: "Logbook entry not found.",
  locked:
    "This entry is locked: it was submitted for countersignature or decided. Record a correction instead.",
  notCorrectable: "Only a countersigned or declined entry that has no correction yet can be corrected.",
  unknownEmployer: "Choose one of your employers from your work history",
  tooMany: `A logbook holds at most ${MAX_LOGBOOK_ENTRIES} entries.`,
} as const;
export const LOGBOOK_ENTRY_LOCKED_CODE = "logbook_entry_locked";

type Owner = Pick<SessionUser, "id">;

export function refuseAction(action: LogbookAction): AppError {
  return action === "correct"
    ? new AppError(409, LOGBOOK_MESSAGES.notCorrectable, LOGBOOK_ENTRY_LOCKED_CODE)
    : new AppError(409, LOGBOOK_MESSAGES.locked, LOGBOOK_ENTRY_LOCKED_CODE);
}

export async function listLogbookEntries(
  ctx: ServiceContext,
  owner: Owner,
  query: LogbookListQuery,
): Promise<LogbookEntry[]> {
  return (await repo.listEntriesOfUser(ctx.db, owner.id, query)).map(toEntryView);
}

export async function getLogbookEntryEvents(
  ctx: ServiceContext,
  owner: Owner,
  input: { id: string },
): Promise<LogbookEvent[]> {
  const rows = await repo.eventsOfEntry(ctx.db, owner.id, input.id);
  if (rows.length === 0 && !(await repo.findEntryOfUser(ctx.db, owner.id, input.id))) {
    throw notFound(LOGBOOK_MESSAGES.notFound);
  }
  return rows.map(({ event, actorName }) => ({
    id: event.id,
    kind: event.kind,
    actorName,
    before: event.before,
    after: event.after,
    createdAt: event.createdAt.toISOString(),
  }));
}

/** The employer's name for the entry: it must be one of the owner's employment entries. */
async function employerOf(
  ctx: ServiceContext,
  owner: Owner,
  employmentId: string | null,
): Promise<{ employmentId: string | null; employerName: string | null }> {
  if (employmentId === null) return { employmentId: null, employerName: null };
  const record = await getWorkHistoryRecord(ctx, owner);
  const employer = record?.employment.find((entry) => entry.id === employmentId);
  if (!employer) {
    throw new FieldValidationError([
      { path: "body.employmentId", message: LOGBOOK_MESSAGES.unknownEmployer },
    ]);
  }
  return { employmentId, employerName: employer.companyName ?? null };
}

async function entryValues(ctx: ServiceContext, owner: Owner, values: LogbookEntryValues) {
  const { employmentId, ...rest } = values;
  return { ...rest, ...(await employerOf(ctx, owner, employmentId)) };
}

/** POST /api/logbook/entries: a new draft. */
export async function createLogbookEntry(
  ctx: ServiceContext,
  owner: Owner,
  values: LogbookEntryValues,
): Promise<LogbookEntry> {
  const now = ctx.clock();
  const stored = await entryValues(ctx, owner, values);
  if ((await repo.countEntriesOfUser(ctx.db, owner.id)) >= MAX_LOGBOOK_ENTRIES) {
    throw new AppError(409, LOGBOOK_MESSAGES.tooMany);
  }
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertEntry(tx, { ...stored, userId: owner.id, supersedesId: null }, now);
    await repo.insertEvents(tx, [
      event("created", inserted, owner, now, { before: null, after: snapshotOf(inserted) }),
    ]);
    return inserted;
  });
  return toEntryView({ ...row, supersededBy: null, requestVia: null });
}

/** PUT /api/logbook/entries/{id}: a draft's new values; anything else is locked (409). */
export async function updateLogbookDraft(
  ctx: ServiceContext,
  owner: Owner,
  input: { id: string; values: LogbookEntryValues },
): Promise<LogbookEntry> {
  const now = ctx.clock();
  const stored = await entryValues(ctx, owner, input.values);
  return ctx.db.transaction(async (tx) => {
    const entry = await repo.findEntryOfUser(tx, owner.id, input.id, { lock: true });
    if (!entry) throw notFound(LOGBOOK_MESSAGES.notFound);
    if (!logbookTransition(entry, "edit")) throw refuseAction("edit");
    const updated = await repo.updateEntry(tx, entry.id, stored, now);
    await repo.insertEvents(tx, [
      event("updated", entry, owner, now, { before: snapshotOf(entry), after: snapshotOf(updated) }),
    ]);
    return toEntryView({ ...updated, supersededBy: entry.supersededBy, requestVia: null });
  });
}

/** DELETE /api/logbook/entries/{id}: drafts only; its events stay. */
export async function deleteLogbookDraft(
  ctx: ServiceContext,
  owner: Owner,
  input: { id: string },
): Promise<void> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const entry = await repo.findEntryOfUser(tx, owner.id, input.id, { lock: true });
    if (!entry) throw notFound(LOGBOOK_MESSAGES.notFound);
    if (!logbookTransition(entry, "delete")) throw refuseAction("delete");
    await repo.deleteEntry(tx, entry.id);
    await repo.insertEvents(tx, [
      event("deleted", entry, owner, now, { before: snapshotOf(entry), after: null }),
    ]);
  });
}

/**
 * POST /api/logbook/entries/{id}/corrections: a countersigned or declined entry is corrected by a new
 * draft that supersedes it; the old entry stays as it was, shown as superseded.
 */
export async function correctLogbookEntry(
  ctx: ServiceContext,
  owner: Owner,
  input: { id: string; values: LogbookEntryValues },
): Promise<LogbookEntry> {
  const now = ctx.clock();
  const stored = await entryValues(ctx, owner, input.values);
  return ctx.db.transaction(async (tx) => {
    const entry = await repo.findEntryOfUser(tx, owner.id, input.id, { lock: true });
    if (!entry) throw notFound(LOGBOOK_MESSAGES.notFound);
    if (!logbookTransition(entry, "correct")) throw refuseAction("correct");
    const correction = await repo.insertEntry(
      tx,
      { ...stored, userId: owner.id, supersedesId: entry.id },
      now,
    );
    await repo.insertEvents(tx, [
      event("superseded", entry, owner, now, { before: null, after: { supersededBy: correction.id } }),
      event("created", correction, owner, now, { before: null, after: snapshotOf(correction) }),
    ]);
    return toEntryView({ ...correction, supersededBy: null, requestVia: null });
  });
}

export function event(
  kind: Parameters<typeof repo.insertEvents>[1][number]["kind"],
  entry: { id: string; userId: string },
  actor: { id: string } | null,
  now: Date,
  change: { before: unknown; after: unknown; requestId?: string | null },
) {
  return {
    kind,
    entryId: entry.id,
    userId: entry.userId,
    actorId: actor?.id ?? null,
    requestId: change.requestId ?? null,
    before: change.before,
    after: change.after,
    createdAt: now,
  };
}
