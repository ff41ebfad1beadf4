import type { DocumentType, ProcessingStatus } from "@domain/enums";
import { and, asc, count, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { lockUntilCommit } from "../../db/advisory-lock";
import type { Database } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { resumeUploads, trainingUploads, type UploadIntent, uploadIntents } from "../../db/schema/index";

// Every function takes the database or a transaction (a transaction is a Database too).

/** The columns resume and training uploads share, with the document's type. */
export interface UploadRow {
  id: string;
  documentType: DocumentType;
  userId: string;
  filename: string;
  fileUrl: string;
  fileSize: number;
  mimeType: string;
  extractedText: string | null;
  processingStatus: ProcessingStatus;
  errorMessage: string | null;
  uploadedAt: Date;
  processedAt: Date | null;
  /** Set while a bulk-imported document waits for its person (not one of the owner's documents). */
  heldByImportId: string | null;
}

/** A row of the uploads list: a document with its latest processing task, if any. */
export interface ListedDocument {
  id: string;
  documentType: DocumentType;
  filename: string;
  fileSize: number;
  /** ISO 8601 in UTC, as the API shows it. */
  uploadedAt: string;
  processingStatus: ProcessingStatus;
  task: { status: ProcessingStatus; progress: number; errorMessage: string | null } | null;
  /** A training document's stored reading (null for resumes and documents not read). */
  mappedChecklists: unknown;
}

const tableOf = (documentType: DocumentType) => (documentType === "resume" ? resumeUploads : trainingUploads);

function uploadColumns(documentType: DocumentType) {
  const table = tableOf(documentType);
  return {
    id: table.id,
    userId: table.userId,
    filename: table.filename,
    fileUrl: table.fileUrl,
    fileSize: table.fileSize,
    mimeType: table.mimeType,
    extractedText: table.extractedText,
    processingStatus: table.processingStatus,
    errorMessage: table.errorMessage,
    uploadedAt: table.uploadedAt,
    processedAt: table.processedAt,
    heldByImportId: table.heldByImportId,
  };
}

// --- Upload intents: every object path the server issued ------------------------------------------

export async function insertIntent(db: Database, values: typeof uploadIntents.$inferInsert): Promise<void> {
  await db.insert(uploadIntents).values(values);
}

export async function findIntent(db: Database, objectPath: string): Promise<UploadIntent | undefined> {
  const [row] = await db
    .select()
    .from(uploadIntents)
    .where(eq(uploadIntents.objectPath, objectPath))
    .limit(1);
  return row;
}

export async function countPendingIntents(db: Database, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(uploadIntents)
    .where(
      and(
        eq(uploadIntents.userId, userId),
        isNull(uploadIntents.completedAt),
        gt(uploadIntents.expiresAt, now),
      ),
    );
  return row?.value ?? 0;
}

/**
 * Makes this request the only one checking and registering the upload: false when it is completed,
 * expired, or another completion holds it (a claim older than `staleBefore` was left by a request
 * that died and is taken over). While claimed, the local upload URL refuses writes.
 */
export async function claimCompletion(
  db: Database,
  intentId: string,
  now: Date,
  staleBefore: Date,
): Promise<boolean> {
  const rows = await db
    .update(uploadIntents)
    .set({ completionClaimedAt: now })
    .where(
      and(
        eq(uploadIntents.id, intentId),
        isNull(uploadIntents.completedAt),
        gt(uploadIntents.expiresAt, now),
        or(isNull(uploadIntents.completionClaimedAt), lte(uploadIntents.completionClaimedAt, staleBefore)),
      ),
    )
    .returning({ id: uploadIntents.id });
  return rows.length === 1;
}

/** Gives up a claim whose check could not finish (object missing, storage down): the user may retry. */
export async function releaseCompletionClaim(db: Database, intentId: string): Promise<void> {
  await db
    .update(uploadIntents)
    .set({ completionClaimedAt: null })
    .where(and(eq(uploadIntents.id, intentId), isNull(uploadIntents.completedAt)));
}

/**
 * Whether the object at this path may still be written through its upload URL: issued, not
 * completed, not expired or abandoned, and no completion is checking it (a claim older than
 * `staleBefore` no longer counts).
 */
export async function acceptsUploadWrites(
  db: Database,
  objectPath: string,
  now: Date,
  staleBefore: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: uploadIntents.id })
    .from(uploadIntents)
    .where(
      and(
        eq(uploadIntents.objectPath, objectPath),
        isNull(uploadIntents.completedAt),
        gt(uploadIntents.expiresAt, now),
        or(isNull(uploadIntents.completionClaimedAt), lte(uploadIntents.completionClaimedAt, staleBefore)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Marks a pending intent completed; false when another request completed it first. */
export async function completeIntent(
  db: Database,
  intentId: string,
  documentType: DocumentType,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(uploadIntents)
    .set({ completedAt: now, documentType })
    .where(and(eq(uploadIntents.id, intentId), isNull(uploadIntents.completedAt)))
    .returning({ id: uploadIntents.id });
  return rows.length === 1;
}

/**
 * Records that the object at this path is garbage: an intent that is not completed and has expired
 * is what the cleanup deletes. Creates the record when none exists (a document made another way).
 * Returns the record.
 */
export async function abandonObject(
  db: Database,
  intent: { userId: string | null; objectPath: string; contentType: string; filename: string },
  now: Date,
): Promise<UploadIntent> {
  const [row] = await db
    .insert(uploadIntents)
    .values({ ...intent, createdAt: now, expiresAt: now })
    .onConflictDoUpdate({
      target: uploadIntents.objectPath,
      set: { completedAt: null, expiresAt: now, completionClaimedAt: null },
    })
    .returning();
  if (!row) throw new Error("recording an abandoned object returned no row");
  return row;
}

/**
 * Abandoned intents, oldest first: their objects are to be deleted. One that a completion is still
 * checking (claimed after `staleBefore`) waits: that completion registers or discards it.
 */
export async function findAbandonedIntents(
  db: Database,
  now: Date,
  staleBefore: Date,
  limit: number,
): Promise<UploadIntent[]> {
  return db
    .select()
    .from(uploadIntents)
    .where(
      and(
        isNull(uploadIntents.completedAt),
        lte(uploadIntents.expiresAt, now),
        or(isNull(uploadIntents.completionClaimedAt), lte(uploadIntents.completionClaimedAt, staleBefore)),
      ),
    )
    .orderBy(asc(uploadIntents.expiresAt))
    .limit(limit);
}

/** A user's intents not completed, expired or not (account deletion removes their objects). */
export async function findUncompletedIntentsOf(db: Database, userId: string): Promise<UploadIntent[]> {
  return db
    .select()
    .from(uploadIntents)
    .where(and(eq(uploadIntents.userId, userId), isNull(uploadIntents.completedAt)));
}

/** Forgets an abandoned intent (never a completed one, which a document refers to). */
export async function deleteAbandonedIntent(db: Database, intentId: string): Promise<void> {
  await db
    .delete(uploadIntents)
    .where(and(eq(uploadIntents.id, intentId), isNull(uploadIntents.completedAt)));
}

// --- Documents --------------------------------------------------------------------------------------

/** Serialises the completions of one user until the transaction ends, so the storage quota holds. */
export async function lockDocumentsOfUser(db: Database, userId: string): Promise<void> {
  await lockUntilCommit(db, `stored-documents:${userId}`);
}

/** How many completed documents a user keeps, of both types, and their total size in bytes. */
export async function storedUsageOf(
  db: Database,
  userId: string,
): Promise<{ documents: number; bytes: number }> {
  const usage = { documents: 0, bytes: 0 };
  for (const table of [resumeUploads, trainingUploads]) {
    const [row] = await db
      .select({
        documents: count(),
        bytes: sql<number>`coalesce(sum(${table.fileSize}), 0)`.mapWith(Number),
      })
      .from(table)
      .where(and(eq(table.userId, userId), isNull(table.heldByImportId)));
    usage.documents += row?.documents ?? 0;
    usage.bytes += row?.bytes ?? 0;
  }
  return usage;
}

export interface NewUpload {
  userId: string;
  filename: string;
  fileUrl: string;
  fileSize: number;
  mimeType: string;
  uploadedAt: Date;
  heldByImportId?: string | null;
}

export async function insertUpload(
  db: Database,
  documentType: DocumentType,
  values: NewUpload,
): Promise<UploadRow> {
  const table = tableOf(documentType);
  const [row] = await db
    .insert(table)
    .values({ ...values, processingStatus: "queued" })
    .returning(uploadColumns(documentType));
  if (!row) throw new Error("insert returned no row");
  return { ...row, documentType };
}

/** One document; with `userId`, only when that user owns it. */
export async function findUpload(
  db: Database,
  documentType: DocumentType,
  id: string,
  userId?: string,
  forUpdate = false,
): Promise<UploadRow | undefined> {
  const table = tableOf(documentType);
  const query = db
    .select(uploadColumns(documentType))
    .from(table)
    .where(
      userId === undefined
        ? eq(table.id, id)
        : and(eq(table.id, id), eq(table.userId, userId), isNull(table.heldByImportId)),
    )
    .limit(1);
  const [row] = await (forUpdate ? query.for("update") : query);
  return row ? { ...row, documentType } : undefined;
}

/**
 * The uploads list, polled every 2 s while a document is processed: both document tables and each
 * document's latest task in one statement, prepared once (the query builder costs more CPU than the
 * query; docs/performance.md). Newest first. The time is formatted by PostgreSQL, so both drivers
 * give the same string.
 */
const documentsOfUser = preparedPerDatabase((db) =>
  db
    .select({
      id: sql<string>`d.id`,
      documentType: sql<DocumentType>`d.document_type`,
      filename: sql<string>`d.filename`,
      fileSize: sql<number>`d.file_size`,
      uploadedAt: sql<string>`to_char(d.uploaded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      processingStatus: sql<ProcessingStatus>`d.processing_status`,
      taskStatus: sql<ProcessingStatus | null>`t.status`,
      taskProgress: sql<number | null>`t.progress`,
      taskErrorMessage: sql<string | null>`t.error_message`,
      mappedChecklists: sql<unknown>`d.mapped_checklists`,
    })
    .from(
      sql`(
        select id, 'resume' as document_type, filename, file_size, processing_status, uploaded_at,
               null::jsonb as mapped_checklists
          from resume_uploads where user_id = ${sql.placeholder("userId")} and held_by_import_id is null
        union all
        select id, 'training', filename, file_size, processing_status, uploaded_at, mapped_checklists
          from training_uploads where user_id = ${sql.placeholder("userId")} and held_by_import_id is null
      ) d
      left join lateral (
        select q.status, q.progress, q.error_message from processing_queue q
        where q.document_type = d.document_type and q.document_id = d.id
        order by q.created_at desc limit 1
      ) t on true`,
    )
    .orderBy(sql`d.uploaded_at desc, d.id`)
    .prepare("list_documents_of_user"),
);

export async function listDocumentsOf(db: Database, userId: string): Promise<ListedDocument[]> {
  const rows = await documentsOfUser(db).execute({ userId });
  return rows.map(({ taskStatus, taskProgress, taskErrorMessage, ...document }) => ({
    ...document,
    task:
      taskStatus === null
        ? null
        : { status: taskStatus, progress: taskProgress ?? 0, errorMessage: taskErrorMessage },
  }));
}

/** A document row without its extracted text, which can be long and is not needed here. */
export type ListedUpload = Omit<UploadRow, "extractedText">;

/** Deletes every document of a user (account deletion); returns them. */
export async function deleteUploadsOf(db: Database, userId: string): Promise<ListedUpload[]> {
  const deleted: ListedUpload[] = [];
  for (const documentType of ["resume", "training"] as const) {
    const table = tableOf(documentType);
    const { extractedText: _extractedText, ...columns } = uploadColumns(documentType);
    const rows = await db.delete(table).where(eq(table.userId, userId)).returning(columns);
    deleted.push(...rows.map((row) => ({ ...row, documentType })));
  }
  return deleted;
}

/** Deletes an owned document; returns it, or undefined when this user has no such document. */
export async function deleteOwnUpload(
  db: Database,
  userId: string,
  documentType: DocumentType,
  id: string,
): Promise<UploadRow | undefined> {
  const table = tableOf(documentType);
  const [row] = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId), isNull(table.heldByImportId)))
    .returning(uploadColumns(documentType));
  return row ? { ...row, documentType } : undefined;
}

export interface UploadProcessingChanges {
  processingStatus?: ProcessingStatus;
  errorMessage?: string | null;
  extractedText?: string | null;
  processedAt?: Date | null;
  /** Resume uploads only. */
  workHistoryFormId?: string | null;
  /** Training uploads only. */
  mappedChecklists?: unknown;
}

/** Returns false when the document no longer exists (deleted while it was being processed). */
export async function updateUpload(
  db: Database,
  documentType: DocumentType,
  id: string,
  changes: UploadProcessingChanges,
): Promise<boolean> {
  const { workHistoryFormId, mappedChecklists, ...common } = changes;
  if (documentType === "resume") {
    const rows = await db
      .update(resumeUploads)
      .set({ ...common, ...(workHistoryFormId === undefined ? {} : { workHistoryFormId }) })
      .where(eq(resumeUploads.id, id))
      .returning({ id: resumeUploads.id });
    return rows.length === 1;
  }
  const rows = await db
    .update(trainingUploads)
    .set({ ...common, ...(mappedChecklists === undefined ? {} : { mappedChecklists }) })
    .where(eq(trainingUploads.id, id))
    .returning({ id: trainingUploads.id });
  return rows.length === 1;
}

/**
 * Gives a document to `userId` (a bulk import's assignment, or its undo with `heldByImportId`), with
 * its processing tasks, so the queue shows whose it is. False when the document no longer exists.
 */
export async function transferUpload(
  db: Database,
  documentType: DocumentType,
  id: string,
  owner: { userId: string; heldByImportId: string | null },
): Promise<boolean> {
  const table = tableOf(documentType);
  const rows = await db.update(table).set(owner).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length === 1;
}

/** The text of the resume that last filled a form (the newest, when several did), or null. */
export async function resumeTextOfForm(
  db: Database,
  formId: string,
): Promise<{ filename: string; extractedText: string } | null> {
  const [row] = await db
    .select({ filename: resumeUploads.filename, extractedText: resumeUploads.extractedText })
    .from(resumeUploads)
    .where(eq(resumeUploads.workHistoryFormId, formId))
    .orderBy(sql`${resumeUploads.processedAt} desc nulls last`)
    .limit(1);
  return row?.extractedText ? { filename: row.filename, extractedText: row.extractedText } : null;
}

/** The work history form a resume last filled, or null. */
export async function formFilledByResume(db: Database, resumeId: string): Promise<string | null> {
  const [row] = await db
    .select({ formId: resumeUploads.workHistoryFormId })
    .from(resumeUploads)
    .where(eq(resumeUploads.id, resumeId));
  return row?.formId ?? null;
}

/** The text read from a document, whoever holds it (null until it is read). */
export async function extractedTextOf(
  db: Database,
  documentType: DocumentType,
  id: string,
): Promise<string | null> {
  const table = tableOf(documentType);
  const [row] = await db.select({ text: table.extractedText }).from(table).where(eq(table.id, id));
  return row?.text ?? null;
}
