// The technician's task logbook (docs/product.md §22): drafts are theirs to change or
// delete; a submitted, countersigned or declined entry is locked (the status rule of domain/logbook.ts),
// and a correction is a new draft that supersedes it. Every change is an event (who, when, before,
// after), as the training record's.

import { LOGBOOK_PAGE_SIZE, type LogbookAction, logbookTransition } from "@domain/logbook";
import {
  type LogbookEntry,
  type LogbookEntryCreateValues,
  type LogbookEntryPage,
  type LogbookEntryValues,
  type LogbookEvent,
  type LogbookEvidenceInput,
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
  documentNotFound: "Training document not found.",
} as const;
export const LOGBOOK_ENTRY_LOCKED_CODE = "logbook_entry_locked";

type Owner = Pick<SessionUser, "id">;

export function refuseAction(action: LogbookAction): AppError {
  return action === "correct"
    ? new AppError(409, LOGBOOK_MESSAGES.notCorrectable, LOGBOOK_ENTRY_LOCKED_CODE)
    : new AppError(409, LOGBOOK_MESSAGES.locked, LOGBOOK_ENTRY_LOCKED_CODE);
}

/** The owner's entry, locked until the change commits: 404 when it is not theirs, 409 when `action` is refused. */
async function lockEntryFor(
  tx: Parameters<typeof repo.findEntryOfUser>[0],
  owner: Owner,
  input: { id: string; action: LogbookAction },
) {
  const entry = await repo.findEntryOfUser(tx, owner.id, input.id, { lock: true });
  if (!entry) throw notFound(LOGBOOK_MESSAGES.notFound);
  if (!logbookTransition(entry, input.action)) throw refuseAction(input.action);
  return entry;
}

/** GET /api/logbook/entries: one page of the entries matching the filters, and how many match. */
export async function listLogbookEntries(
  ctx: ServiceContext,
  owner: Owner,
  query: LogbookListQuery,
): Promise<LogbookEntryPage> {
  const { page, ...filters } = query;
  const { rows, total } = await repo.pageOfEntriesOfUser(ctx.db, owner.id, filters, {
    offset: (page - 1) * LOGBOOK_PAGE_SIZE,
    limit: LOGBOOK_PAGE_SIZE,
  });
  return { items: rows.map(toEntryView), total, page, pageSize: LOGBOOK_PAGE_SIZE };
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

/**
 * POST /api/logbook/entries: a new draft. With a client key, a repeat (the browser's queue retrying
 * after a lost answer, a second click) answers the entry the key already made, `created: false`; the
 * unique pair (owner, key) makes two requests at once one entry.
 */
export async function createLogbookEntry(
  ctx: ServiceContext,
  owner: Owner,
  input: LogbookEntryCreateValues,
): Promise<{ entry: LogbookEntry; created: boolean }> {
  const now = ctx.clock();
  const { clientKey, ...values } = input;
  const made = async () => {
    const existing = clientKey ? await repo.findEntryByClientKey(ctx.db, owner.id, clientKey) : null;
    return existing ? { entry: toEntryView(existing), created: false } : null;
  };
  const repeat = await made();
  if (repeat) return repeat;
  const stored = await entryValues(ctx, owner, values);
  if ((await repo.countEntriesOfUser(ctx.db, owner.id)) >= MAX_LOGBOOK_ENTRIES) {
    throw new AppError(409, LOGBOOK_MESSAGES.tooMany);
  }
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = clientKey
      ? await repo.insertEntryOnce(tx, { ...stored, userId: owner.id, clientKey }, now)
      : await repo.insertEntry(tx, { ...stored, userId: owner.id, supersedesId: null }, now);
    if (!inserted) return null;
    await repo.insertEvents(tx, [
      event("created", inserted, owner, now, { before: null, after: snapshotOf(inserted) }),
    ]);
    return inserted;
  });
  if (!row) {
    // Another request with the same key made it meanwhile.
    const other = await made();
    if (!other) throw notFound(LOGBOOK_MESSAGES.notFound);
    return other;
  }
  return {
    entry: toEntryView({ ...row, supersededBy: null, requestVia: null, evidenceFilename: null }),
    created: true,
  };
}

/**
 * PUT /api/logbook/entries/{id}/evidence: attaches one of the owner's training documents to a draft
 * (or removes it, `documentId: null`); an event records before and after. A submitted or decided
 * entry is locked (409); another person's document reads as not found (404).
 */
export async function setLogbookEvidence(
  ctx: ServiceContext,
  owner: Owner,
  input: { id: string } & LogbookEvidenceInput,
): Promise<LogbookEntry> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const entry = await lockEntryFor(tx, owner, { id: input.id, action: "edit" });
    const document = input.documentId ? await repo.ownTrainingUploadOf(tx, owner.id, input.documentId) : null;
    if (input.documentId && !document) throw notFound(LOGBOOK_MESSAGES.documentNotFound);
    if (entry.evidenceDocumentId === input.documentId) return toEntryView(entry);
    await repo.updateEntry(tx, entry.id, { evidenceDocumentId: input.documentId }, now);
    await repo.insertEvents(tx, [
      event(document ? "evidence_attached" : "evidence_removed", entry, owner, now, {
        before: { evidenceDocumentId: entry.evidenceDocumentId, filename: entry.evidenceFilename },
        after: { evidenceDocumentId: document?.id ?? null, filename: document?.filename ?? null },
      }),
    ]);
    const updated = await repo.findEntryOfUser(tx, owner.id, entry.id);
    if (!updated) throw notFound(LOGBOOK_MESSAGES.notFound);
    return toEntryView(updated);
  });
}

/** Whether any logbook entry has the training document as its evidence. */
export async function isLogbookEvidence(
  ctx: Pick<ServiceContext, "db">,
  documentId: string,
): Promise<boolean> {
  return (await repo.entriesWithEvidence(ctx.db, documentId)).length > 0;
}

/**
 * A training document is being deleted (in the caller's transaction): the entries that had it as
 * evidence lose it (the foreign key clears it), so each records an 'evidence_removed' event with
 * the file's name, as a training completion does (docs/product.md §22.1). A countersignature stays:
 * the supervisor was shown the file's name, never the file.
 */
export async function recordLogbookEvidenceDeleted(
  ctx: Pick<ServiceContext, "db">,
  actor: { id: string },
  input: { documentId: string; at: Date },
): Promise<void> {
  const rows = await repo.entriesWithEvidence(ctx.db, input.documentId);
  await repo.insertEvents(
    ctx.db,
    rows.map((row) =>
      event("evidence_removed", row, actor, input.at, {
        before: { evidenceDocumentId: input.documentId, filename: row.evidenceFilename },
        after: { evidenceDocumentId: null, filename: null, reason: "document deleted" },
      }),
    ),
  );
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
    const entry = await lockEntryFor(tx, owner, { id: input.id, action: "edit" });
    const updated = await repo.updateEntry(tx, entry.id, stored, now);
    await repo.insertEvents(tx, [
      event("updated", entry, owner, now, { before: snapshotOf(entry), after: snapshotOf(updated) }),
    ]);
    return toEntryView({
      ...updated,
      supersededBy: entry.supersededBy,
      requestVia: null,
      evidenceFilename: entry.evidenceFilename,
    });
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
    const entry = await lockEntryFor(tx, owner, { id: input.id, action: "delete" });
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
    const entry = await lockEntryFor(tx, owner, { id: input.id, action: "correct" });
    const correction = await repo.insertEntry(
      tx,
      { ...stored, userId: owner.id, supersedesId: entry.id },
      now,
    );
    await repo.insertEvents(tx, [
      event("superseded", entry, owner, now, { before: null, after: { supersededBy: correction.id } }),
      event("created", correction, owner, now, { before: null, after: snapshotOf(correction) }),
    ]);
    return toEntryView({ ...correction, supersededBy: null, requestVia: null, evidenceFilename: null });
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
