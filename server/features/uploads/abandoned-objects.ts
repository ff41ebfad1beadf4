// The ledger of abandoned objects: stored files that no document points at (refused at completion,
// never completed, or whose document or account was deleted). Each is recorded in upload_intents in
// the same transaction that makes it garbage, deleted from storage at once when possible, and
// otherwise by the cleanup on a timer, so no object is ever forgotten (docs/security.md).

import { UPLOAD_URL_VALIDITY_MS } from "@domain/constants";
import type { Database } from "../../db/client";
import { deleteTasksOf } from "../../jobs/document-tasks.repo";
import type { ServiceContext } from "../service-context";
import { claimStaleBefore } from "./completion-claim";

/** What the ledger uses: the database, the storage to delete from, the log of failed deletes. */
type LedgerContext = Pick<ServiceContext, "db" | "storage" | "log">;

import * as repo from "./uploads.repo";

/** An object recorded as abandoned in upload_intents, to be deleted from storage. */
export interface AbandonedObject {
  id: string;
  objectPath: string;
  createdAt: Date;
}

/**
 * Account deletion, database work only, in the caller's transaction (before the user row is deleted):
 * records every object of the user as abandoned (each document's file, and each upload not completed,
 * expired or not), then deletes the documents and their processing tasks. upload_intents outlives the
 * user (its user_id becomes null), so if storage fails later the cleanup still deletes the objects.
 * Returns the records for `deleteAbandonedObjects`, to call after the commit.
 */
export async function abandonAllUploadsOf(
  ctx: Pick<ServiceContext, "db" | "clock">,
  userId: string,
  /** Training documents whose objects another record now holds (an archived training record's evidence). */
  keepObjectsOf: ReadonlySet<string> = new Set(),
): Promise<AbandonedObject[]> {
  const { db } = ctx;
  const now = ctx.clock();
  // Before the documents: abandoning a document's object makes its intent uncompleted too.
  const abandoned: AbandonedObject[] = [];
  for (const intent of await repo.findUncompletedIntentsOf(db, userId)) {
    abandoned.push(await repo.abandonObject(db, intent, now));
  }
  for (const row of await repo.deleteUploadsOf(db, userId)) {
    await deleteTasksOf(db, row.documentType, row.id);
    if (row.documentType === "training" && keepObjectsOf.has(row.id)) continue;
    abandoned.push(await repo.abandonObject(db, objectRecordOf(row), now));
  }
  return abandoned;
}

/**
 * After the commit of `abandonAllUploadsOf`, outside any transaction or lock: tries to delete the
 * objects now. Best effort, and it never throws: it stops at the first failure (the storage is likely
 * down, and an S3 call may take seconds to fail), and whatever is left stays recorded for the cleanup.
 * Returns how many objects are left to the cleanup.
 */
export async function deleteAbandonedObjects(
  ctx: ServiceContext,
  objects: readonly AbandonedObject[],
): Promise<{ left: number }> {
  const now = ctx.clock();
  let done = 0;
  try {
    for (const object of objects) {
      if (!(await settleAbandonedObject(ctx, object, now))) break;
      done++;
    }
  } catch (error) {
    ctx.log.warn({ err: error }, "could not settle a deleted upload; the cleanup will retry");
  }
  return { left: objects.length - done };
}

export function objectRecordOf(row: repo.ListedUpload) {
  return { userId: row.userId, objectPath: row.fileUrl, contentType: row.mimeType, filename: row.filename };
}

/** Marks the object as garbage, then tries to delete it now; the cleanup retries on failure. */
export async function discardObject(
  ctx: LedgerContext,
  intent: { userId: string | null; objectPath: string; contentType: string; filename: string },
  now: Date,
): Promise<void> {
  await repo.abandonObject(ctx.db, intent, now);
  const record = await repo.findIntent(ctx.db, intent.objectPath);
  if (record) await settleAbandonedObject(ctx, record, now);
}

// --- Cleanup of abandoned objects -----------------------------------------------------------------

const CLEANUP_BATCH = 100;

/**
 * Deletes the object of an abandoned intent. The record is forgotten only once the object is gone
 * and its upload URL has expired (before that, a late PUT could store it again).
 */
export async function settleAbandonedObject(
  ctx: LedgerContext,
  intent: AbandonedObject,
  now: Date,
): Promise<boolean> {
  try {
    await ctx.storage.delete(intent.objectPath);
  } catch (error) {
    ctx.log.warn(
      { err: error, objectPath: intent.objectPath },
      "could not delete a stored upload; the cleanup will retry",
    );
    return false;
  }
  if (intent.createdAt.getTime() + UPLOAD_URL_VALIDITY_MS <= now.getTime()) {
    await repo.deleteAbandonedIntent(ctx.db, intent.id);
  }
  return true;
}

/**
 * Deletes the objects of abandoned uploads: never completed and expired, refused at completion, or
 * whose document was deleted while storage was failing. Runs at start and on a timer.
 */
export async function cleanUpAbandonedUploads(
  ctx: ServiceContext,
): Promise<{ deleted: number; failed: number }> {
  const now = ctx.clock();
  const result = { deleted: 0, failed: 0 };
  for (const intent of await repo.findAbandonedIntents(ctx.db, now, claimStaleBefore(now), CLEANUP_BATCH)) {
    if (await settleAbandonedObject(ctx, intent, now)) result.deleted++;
    else result.failed++;
  }
  return result;
}

/** Once a day: archived training records are kept for years, a day's precision is plenty. */
export const ARCHIVE_PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * An archived record's evidence file whose retention is over (docs/decisions/0057): into the cleanup
 * ledger in the purge's transaction; the upload cleanup deletes the object.
 */
export async function discardArchivedEvidence(
  tx: Database,
  file: { objectPath: string; mimeType: string; filename: string },
  now: Date,
): Promise<void> {
  await repo.abandonObject(
    tx,
    { userId: null, objectPath: file.objectPath, contentType: file.mimeType, filename: file.filename },
    now,
  );
}
