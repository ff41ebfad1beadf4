// The training record of a deleted account, kept for the retention period (docs/decisions/0057):
// archived in the deletion's transaction, read by administrators (a PDF and the evidence files),
// purged with its evidence once the period is over.

import { MAX_UPLOAD_BYTES, TRAINING_RECORD_RETENTION_YEARS } from "@domain/constants";
import type { ArchivedTrainingRecordSummary } from "@domain/schemas/checklists";
import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  type ArchivedTrainingRecord,
  archivedTrainingRecords,
  trainingUploads,
  userChecklistCompletions,
} from "../../db/schema/index";
import type { AttachmentFile } from "../../lib/attachment";
import { notFound } from "../../lib/errors";
import { readObjectBytes } from "../../lib/storage/index";
import type { ServiceContext } from "../service-context";
import { getTrainingRecord } from "./checklists.service";
import { listTrainingEvents } from "./sign-offs.service";

export const ARCHIVE_MESSAGES = {
  notFound: "Archived training record not found.",
  evidenceNotFound: "This evidence file is not part of the archived record.",
} as const;

export interface ArchivedEvidence {
  documentId: string;
  filename: string;
  objectPath: string;
  mimeType: string;
  fileSize: number;
}

/** What the archive keeps of the record: the views its screens and packet read, at deletion. */
export interface ArchivedRecordContent {
  training: Awaited<ReturnType<typeof getTrainingRecord>>;
  events: Awaited<ReturnType<typeof listTrainingEvents>>["events"];
  eventNames: Awaited<ReturnType<typeof listTrainingEvents>>["names"];
}

/**
 * In the deletion's transaction (`tx`, the user row locked): archives the record when it holds
 * anything (a completion or an event), and returns the ids of the evidence documents whose stored
 * objects the archive now holds, so the deletion leaves those objects alone.
 */
export async function archiveTrainingRecord(
  tx: Database,
  user: { id: string; fullName: string },
  deletion: { at: Date; by: string },
): Promise<Set<string>> {
  const at = { db: tx, clock: () => deletion.at };
  const [training, history] = await Promise.all([
    getTrainingRecord(at, { id: user.id }),
    listTrainingEvents(at, { userId: user.id }),
  ]);
  const touched = training.tabs.some((tab) =>
    tab.sections.some((section) => section.items.some((item) => item.completion !== null)),
  );
  if (!touched && history.events.length === 0) return new Set();
  const evidence = await evidenceOf(tx, user.id);
  const retainUntil = new Date(deletion.at);
  retainUntil.setUTCFullYear(retainUntil.getUTCFullYear() + TRAINING_RECORD_RETENTION_YEARS);
  const record: ArchivedRecordContent = { training, events: history.events, eventNames: history.names };
  await tx.insert(archivedTrainingRecords).values({
    formerUserId: user.id,
    fullName: user.fullName,
    deletedAt: deletion.at,
    deletedBy: deletion.by,
    retainUntil,
    record,
    evidence,
  });
  return new Set(evidence.map((file) => file.documentId));
}

async function evidenceOf(tx: Database, userId: string): Promise<ArchivedEvidence[]> {
  return tx
    .select({
      documentId: trainingUploads.id,
      filename: trainingUploads.filename,
      objectPath: trainingUploads.fileUrl,
      mimeType: trainingUploads.mimeType,
      fileSize: trainingUploads.fileSize,
    })
    .from(userChecklistCompletions)
    .innerJoin(trainingUploads, eq(trainingUploads.id, userChecklistCompletions.evidenceDocumentId))
    .where(
      and(
        eq(userChecklistCompletions.userId, userId),
        isNotNull(userChecklistCompletions.evidenceDocumentId),
      ),
    );
}

// --- Administrators read it ------------------------------------------------------------------------

export async function listArchivedTrainingRecords(
  ctx: Pick<ServiceContext, "db">,
): Promise<ArchivedTrainingRecordSummary[]> {
  const rows = await ctx.db
    .select()
    .from(archivedTrainingRecords)
    .orderBy(asc(archivedTrainingRecords.fullName), asc(archivedTrainingRecords.deletedAt));
  return rows.map(summaryOf);
}

function summaryOf(row: ArchivedTrainingRecord): ArchivedTrainingRecordSummary {
  const evidence = row.evidence as ArchivedEvidence[];
  return {
    id: row.id,
    fullName: row.fullName,
    deletedAt: row.deletedAt.toISOString(),
    deletedBy: row.deletedBy,
    retainUntil: row.retainUntil.toISOString(),
    evidence: evidence.map((file) => ({ documentId: file.documentId, filename: file.filename })),
  };
}

/** One archive with its content; 404 for an unknown (or purged) one. */
export async function findArchivedTrainingRecord(
  ctx: Pick<ServiceContext, "db">,
  id: string,
): Promise<{ summary: ArchivedTrainingRecordSummary; content: ArchivedRecordContent }> {
  const [row] = await ctx.db.select().from(archivedTrainingRecords).where(eq(archivedTrainingRecords.id, id));
  if (!row) throw notFound(ARCHIVE_MESSAGES.notFound);
  return { summary: summaryOf(row), content: row.record as ArchivedRecordContent };
}

/** An evidence file the archive holds, as an attachment. */
export async function readArchivedEvidence(
  ctx: Pick<ServiceContext, "db" | "storage">,
  target: { id: string; documentId: string },
): Promise<AttachmentFile> {
  const [row] = await ctx.db
    .select({ evidence: archivedTrainingRecords.evidence })
    .from(archivedTrainingRecords)
    .where(eq(archivedTrainingRecords.id, target.id));
  if (!row) throw notFound(ARCHIVE_MESSAGES.notFound);
  const file = (row.evidence as ArchivedEvidence[]).find((one) => one.documentId === target.documentId);
  if (!file) throw notFound(ARCHIVE_MESSAGES.evidenceNotFound);
  const bytes = await readObjectBytes(ctx.storage, file.objectPath, MAX_UPLOAD_BYTES);
  return { filename: file.filename, contentType: file.mimeType, bytes };
}

// --- Purged after the period ------------------------------------------------------------------------

/**
 * Archives whose retention period is over: removed, each with its evidence objects handed to the
 * uploads' cleanup ledger (`discard`), in the same transaction, so a crash loses neither.
 */
export async function purgeExpiredArchives(
  ctx: Pick<ServiceContext, "db" | "clock">,
  discard: (tx: Database, file: ArchivedEvidence, now: Date) => Promise<void>,
): Promise<number> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const expired = await tx
      .delete(archivedTrainingRecords)
      .where(lte(archivedTrainingRecords.retainUntil, now))
      .returning({ evidence: archivedTrainingRecords.evidence });
    for (const row of expired) {
      for (const file of row.evidence as ArchivedEvidence[]) await discard(tx, file, now);
    }
    return expired.length;
  });
}
