import { randomUUID } from "node:crypto";
import {
  MAX_STORED_BYTES_PER_USER,
  MAX_STORED_DOCUMENTS_PER_USER,
  MAX_UPLOAD_BYTES,
  UPLOAD_URL_VALIDITY_MS,
} from "@domain/constants";
import {
  acceptedExtensionOf,
  type CompleteUploadRequest,
  type DocumentParams,
  FILE_TOO_LARGE_MESSAGE,
  type PresignedUrlRequest,
  type PresignedUrlResponse,
  UNSUPPORTED_FILE_TYPE_MESSAGE,
  type UploadedDocument,
  uploadObjectPath,
} from "@domain/schemas/uploads";
import type { UploadIntent } from "../../db/schema/index";
import { deleteTasksOf } from "../../jobs/document-tasks.repo";
import { AppError, badRequest, conflict, notFound, tooManyRequests } from "../../lib/errors";
import { ObjectNotFoundError, ObjectTooLargeError, readObjectBytes } from "../../lib/storage/index";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { discardObject, objectRecordOf, settleAbandonedObject } from "./abandoned-objects";
import { claimStaleBefore } from "./completion-claim";
import { checkDocumentContent } from "./content-check";
import { displayFilename } from "./filename";

/** Who uploads: the signed-in user. */
export type Actor = Pick<SessionUser, "id">;

import type { AttachmentFile } from "../../lib/attachment";
import { recordEvidenceDeleted } from "../checklists/checklists.service";
import { trainingDocumentViews } from "../training-documents/training-documents.service";
import { getOwnUpload, readDocumentFile } from "./document-files";
import { trainingDocumentDeleted } from "./evidence-deletion";
import type { UploadRow } from "./uploads.repo";
import * as repo from "./uploads.repo";

/** After the URL expires, a little time to finish a slow upload begun at the last moment and complete it. */
export const UPLOAD_COMPLETE_GRACE_MS = 15 * 60 * 1000;
/** Uploads started and not completed, per user: a bound on intent rows one account can create. */
export const MAX_PENDING_UPLOADS_PER_USER = 20;
/** The same bound for an administrator's bulk import: room for retries beside the uploads running. */
export const MAX_PENDING_IMPORT_UPLOADS_PER_USER = 60;

/**
 * An upload of a bulk import (docs/product.md §18.1): the document is held for the import, not one of
 * the administrator's own (no quota), and `onRegistered` runs in the completion's transaction.
 */
export interface ImportUploadOptions {
  importId: string;
  onRegistered: (tx: ServiceContext["db"], row: UploadRow) => Promise<void>;
}

import { UPLOAD_MESSAGES } from "./upload-messages";

export { UPLOAD_MESSAGES };

/** The stored-documents quota is spent: a state of the account, not a bad request. */
export class StorageQuotaError extends AppError {
  constructor(message: string) {
    super(409, message, "storage_quota_exceeded");
  }
}

/** Why one more document of `fileBytes` would break the quota, or null when it fits. */
function quotaProblem(usage: { documents: number; bytes: number }, fileBytes: number): string | null {
  if (usage.documents >= MAX_STORED_DOCUMENTS_PER_USER) return UPLOAD_MESSAGES.tooManyDocuments;
  if (usage.bytes >= MAX_STORED_BYTES_PER_USER) return UPLOAD_MESSAGES.storageFull;
  if (usage.bytes + fileBytes > MAX_STORED_BYTES_PER_USER) {
    return UPLOAD_MESSAGES.wouldExceedStorage(fileBytes, usage.bytes);
  }
  return null;
}

// --- Presigned URL --------------------------------------------------------------------------------

/** Issues an object path of the server's making and a URL to PUT the file to, recorded as an intent. */
export async function issueUploadUrl(
  ctx: ServiceContext,
  actor: Actor,
  request: PresignedUrlRequest,
  options: { forImport?: boolean } = {},
): Promise<PresignedUrlResponse> {
  const now = ctx.clock();
  const userId = actor.id;
  const extension = acceptedExtensionOf(request.filename);
  if (!extension) throw badRequest(UNSUPPORTED_FILE_TYPE_MESSAGE);
  const pendingLimit = options.forImport ? MAX_PENDING_IMPORT_UPLOADS_PER_USER : MAX_PENDING_UPLOADS_PER_USER;
  if ((await repo.countPendingIntents(ctx.db, userId, now)) >= pendingLimit) {
    throw tooManyRequests(UPLOAD_MESSAGES.tooManyPending, UPLOAD_URL_VALIDITY_MS / 1000);
  }
  // Said before the file is sent when the quota is already spent; completion checks the real size.
  const full = options.forImport ? null : quotaProblem(await repo.storedUsageOf(ctx.db, userId), 0);
  if (full) throw new StorageQuotaError(full);
  const objectPath = uploadObjectPath(userId, randomUUID(), extension);
  const urlExpiresAt = new Date(now.getTime() + UPLOAD_URL_VALIDITY_MS);
  // The intent exists before the URL does, so every object that may appear is on record.
  await repo.insertIntent(ctx.db, {
    userId,
    objectPath,
    contentType: request.contentType,
    filename: displayFilename(request.filename, extension),
    createdAt: now,
    expiresAt: new Date(urlExpiresAt.getTime() + UPLOAD_COMPLETE_GRACE_MS),
  });
  const url = await ctx.storage.presignPut({
    objectPath,
    contentType: request.contentType,
    maxBytes: MAX_UPLOAD_BYTES,
    issuedAt: now,
    expiresAt: urlExpiresAt,
  });
  return { url, objectPath };
}

// --- Completion -------------------------------------------------------------------------------------

/**
 * Registers an uploaded object as a document: only an object path issued to this user, pending, whose
 * stored object exists, is at most 10 MB, has the announced size, is what its type says by its bytes,
 * and fits the user's storage quota. A stored object that fails a check is deleted (through the
 * cleanup record) and the answer says what is wrong. One completion at a time checks an upload (a
 * claim on its intent): a concurrent one gets 409, so a refusal never deletes an object that another
 * request registered, and the upload URL stops accepting writes from the claim on.
 */
export async function completeUpload(
  ctx: ServiceContext,
  actor: Actor,
  request: CompleteUploadRequest,
  importUpload?: ImportUploadOptions,
): Promise<UploadedDocument> {
  const now = ctx.clock();
  const userId = actor.id;
  const intent = await repo.findIntent(ctx.db, request.objectPath);
  if (!intent || intent.userId !== userId) throw notFound(UPLOAD_MESSAGES.notFound);
  if (intent.completedAt) throw conflict(UPLOAD_MESSAGES.alreadyCompleted);
  if (now.getTime() >= intent.expiresAt.getTime()) throw badRequest(UPLOAD_MESSAGES.expired);
  if (intent.contentType !== request.mimeType) throw badRequest(UPLOAD_MESSAGES.typeChanged);

  if (!(await repo.claimCompletion(ctx.db, intent.id, now, claimStaleBefore(now)))) {
    const latest = await repo.findIntent(ctx.db, intent.objectPath);
    if (latest?.completedAt) throw conflict(UPLOAD_MESSAGES.alreadyCompleted);
    if (!latest || now.getTime() >= latest.expiresAt.getTime()) throw badRequest(UPLOAD_MESSAGES.expired);
    throw conflict(UPLOAD_MESSAGES.completionInProgress);
  }
  let settled = false;
  const refuse = async (error: AppError): Promise<never> => {
    settled = true;
    await discardObject(ctx, intent, now);
    throw error;
  };
  try {
    const bytes = await checkStoredObject(ctx, intent, request, refuse);
    const extension = acceptedExtensionOf(request.filename) ?? "txt";
    const row = await ctx.db
      .transaction(async (tx) => {
        if (!importUpload) {
          await repo.lockDocumentsOfUser(tx, userId);
          const overQuota = quotaProblem(await repo.storedUsageOf(tx, userId), bytes.length);
          if (overQuota) throw new StorageQuotaError(overQuota);
        }
        if (!(await repo.completeIntent(tx, intent.id, request.documentType, now))) {
          throw conflict(UPLOAD_MESSAGES.alreadyCompleted);
        }
        const inserted = await repo.insertUpload(tx, request.documentType, {
          userId,
          filename: displayFilename(request.filename, extension),
          fileUrl: intent.objectPath,
          fileSize: bytes.length,
          mimeType: request.mimeType,
          uploadedAt: now,
          heldByImportId: importUpload?.importId ?? null,
        });
        await importUpload?.onRegistered(tx, inserted);
        return inserted;
      })
      .catch((error: unknown) =>
        error instanceof StorageQuotaError ? refuse(error) : Promise.reject(error),
      );
    settled = true;
    return toUploadedDocument(row);
  } finally {
    // A check that could not finish (object not there yet, storage down): the user may try again.
    if (!settled) {
      await repo.releaseCompletionClaim(ctx.db, intent.id).catch((error: unknown) => {
        ctx.log.warn({ err: error }, "could not release an upload completion; it frees itself later");
      });
    }
  }
}

/** The stored object's checks; `refuse` deletes it and throws. Returns its bytes. */
async function checkStoredObject(
  ctx: ServiceContext,
  intent: UploadIntent,
  request: CompleteUploadRequest,
  refuse: (error: AppError) => Promise<never>,
): Promise<Buffer> {
  // The real size of the stored object (an S3 HEAD): a presigned PUT cannot cap it.
  const info = await ctx.storage.head(intent.objectPath);
  if (!info) throw badRequest(UPLOAD_MESSAGES.missingObject);
  if (info.size > MAX_UPLOAD_BYTES) return refuse(badRequest(FILE_TOO_LARGE_MESSAGE));
  // S3 binds the Content-Type in the signature; this catches a compatible service that does not.
  if (info.contentType !== null && mediaType(info.contentType) !== intent.contentType) {
    return refuse(badRequest(UPLOAD_MESSAGES.storedTypeMismatch));
  }
  if (info.size !== request.fileSize) {
    return refuse(
      badRequest(
        `The stored file is ${info.size} bytes but ${request.fileSize} bytes were announced. Please upload the file again.`,
      ),
    );
  }
  let bytes: Buffer;
  try {
    bytes = await readObjectBytes(ctx.storage, intent.objectPath, MAX_UPLOAD_BYTES);
  } catch (error) {
    if (error instanceof ObjectTooLargeError) return refuse(badRequest(FILE_TOO_LARGE_MESSAGE));
    if (error instanceof ObjectNotFoundError) throw badRequest(UPLOAD_MESSAGES.missingObject);
    throw error;
  }
  const problem = await checkDocumentContent(bytes, request.mimeType);
  if (problem) return refuse(badRequest(problem));
  return bytes;
}

/**
 * Whether the upload URL of this object may still write it (the local driver asks before each PUT):
 * not once the upload is completed, refused, expired, or being checked by a completion.
 */
export async function acceptsUploadWrites(
  ctx: ServiceContext,
  { objectPath }: { objectPath: string },
): Promise<boolean> {
  const now = ctx.clock();
  return repo.acceptsUploadWrites(ctx.db, objectPath, now, claimStaleBefore(now));
}

function mediaType(contentType: string): string {
  return (contentType.split(";")[0] ?? "").trim().toLowerCase();
}

// --- List -----------------------------------------------------------------------------------------

/**
 * The user's documents of both types, newest first, each with its latest processing task; a training
 * document that was read also carries what it says and its proposed mappings (docs/product.md §16.5).
 */
export async function listUploads(ctx: ServiceContext, actor: Actor): Promise<UploadedDocument[]> {
  const documents = await repo.listDocumentsOf(ctx.db, actor.id);
  const read = documents.filter((document) => document.mappedChecklists != null);
  const views = await trainingDocumentViews(
    ctx,
    read.map((document) => document.mappedChecklists),
  );
  const viewOf = new Map(read.map((document, index) => [document.id, views[index] ?? null]));
  return documents.map(({ mappedChecklists: _stored, ...document }) => ({
    ...document,
    training: viewOf.get(document.id) ?? null,
  }));
}

/** A document just completed: it has no processing task yet. */
function toUploadedDocument(row: UploadRow): UploadedDocument {
  return {
    id: row.id,
    documentType: row.documentType,
    filename: row.filename,
    fileSize: row.fileSize,
    uploadedAt: row.uploadedAt.toISOString(),
    processingStatus: row.processingStatus,
    task: null,
    training: null,
  };
}

/** The file of an own document, to download; another user's document reads as not found. */
export async function getOwnDocumentFile(
  ctx: ServiceContext,
  actor: Actor,
  params: DocumentParams,
): Promise<AttachmentFile> {
  return readDocumentFile(ctx, await getOwnUpload(ctx, actor, params));
}

// --- Delete ---------------------------------------------------------------------------------------

/**
 * Deletes an own document, its processing tasks and its stored object. The row and the record that
 * the object is garbage commit together; the object is then deleted at once, or by the cleanup later
 * if storage fails now. So no row ever points at nothing, and no object is forgotten.
 */
export async function deleteUpload(ctx: ServiceContext, actor: Actor, params: DocumentParams): Promise<void> {
  const now = ctx.clock();
  const userId = actor.id;
  const removed = await ctx.db.transaction(async (tx) => {
    // The training record keeps an event for each completion that loses this document as evidence
    // (written before the foreign key clears it; only the owner's own evidence can point at it, and a
    // refused delete below rolls the events back).
    // The same for the records of other features that keep it as evidence (the task logbook,
    // docs/product.md §22.1), through the listeners they registered.
    if (params.documentType === "training") {
      await recordEvidenceDeleted({ db: tx }, actor, { documentId: params.id, at: now });
      await trainingDocumentDeleted({ db: tx }, actor, { documentId: params.id, at: now });
    }
    const row = await repo.deleteOwnUpload(tx, userId, params.documentType, params.id);
    if (!row) throw notFound(UPLOAD_MESSAGES.documentNotFound);
    await deleteTasksOf(tx, params.documentType, params.id);
    await repo.abandonObject(tx, objectRecordOf(row), now);
    return row;
  });
  if (!removed) throw notFound(UPLOAD_MESSAGES.documentNotFound);
  const intent = await repo.findIntent(ctx.db, removed.fileUrl);
  if (intent) await settleAbandonedObject(ctx, intent, now);
}

/** The resume a work history form was filled from, as its text was read (the review beside it). */
export async function resumeTextOfForm(ctx: Pick<ServiceContext, "db">, formId: string) {
  return repo.resumeTextOfForm(ctx.db, formId);
}
