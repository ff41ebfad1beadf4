// The uploads feature's face to document processing (docs/product.md §4.3): processing reads and
// updates documents through these, never through uploads.repo.

import { MAX_UPLOAD_BYTES, type UploadMimeType } from "@domain/constants";
import type { DocumentType } from "@domain/enums";
import { FILE_TOO_LARGE_MESSAGE } from "@domain/schemas/uploads";
import { deleteTasksOf, hasOpenTask, moveTasksOf } from "../../jobs/document-tasks.repo";
import type { AttachmentFile } from "../../lib/attachment";
import { AppError, notFound } from "../../lib/errors";
import { ObjectNotFoundError, ObjectTooLargeError, readObjectBytes } from "../../lib/storage/index";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { checkDocumentContent } from "./content-check";
import { UPLOAD_MESSAGES } from "./upload-messages";
import type { UploadProcessingChanges, UploadRow } from "./uploads.repo";
import * as repo from "./uploads.repo";

export type { UploadProcessingChanges, UploadRow } from "./uploads.repo";

/** Which document: its type (the table) and its id. */
export interface DocumentRef {
  documentType: DocumentType;
  id: string;
}

/**
 * Inside a caller's transaction, pass `{ db: tx }`: these read and write through whatever database
 * the context holds.
 */
type DatabaseContext = Pick<ServiceContext, "db">;

/** A document by type and id, whoever owns it (the runner). */
export async function findUpload(
  ctx: DatabaseContext,
  document: DocumentRef,
): Promise<UploadRow | undefined> {
  return repo.findUpload(ctx.db, document.documentType, document.id);
}

/**
 * A document the user owns, else a 404 AppError (another user's document reads as not found).
 * `lock` holds the row (FOR UPDATE) until the caller's transaction ends, so that a concurrent change of owner (a
 * bulk import's undo) waits, or is waited for and then reads as not found.
 */
export async function getOwnUpload(
  ctx: DatabaseContext,
  owner: Pick<SessionUser, "id">,
  document: DocumentRef,
  options: { lock?: boolean } = {},
): Promise<UploadRow> {
  const row = await repo.findUpload(ctx.db, document.documentType, document.id, owner.id, options.lock);
  if (!row) throw notFound(UPLOAD_MESSAGES.documentNotFound);
  return row;
}

/** A document, whoever owns it, locked until the caller's transaction ends (before changing its owner). */
export async function lockUpload(
  ctx: DatabaseContext,
  document: DocumentRef,
): Promise<UploadRow | undefined> {
  return repo.findUpload(ctx.db, document.documentType, document.id, undefined, true);
}

/** The work history form a resume last filled, or null. */
export async function formFilledByResume(ctx: DatabaseContext, resumeId: string): Promise<string | null> {
  return repo.formFilledByResume(ctx.db, resumeId);
}

/** The text read from a document, whoever holds it (null until it is read). */
export async function extractedTextOf(ctx: DatabaseContext, document: DocumentRef): Promise<string | null> {
  return repo.extractedTextOf(ctx.db, document.documentType, document.id);
}

/** Whether a processing task of the document is queued or running. */
export async function isBeingProcessed(ctx: DatabaseContext, document: DocumentRef): Promise<boolean> {
  return hasOpenTask(ctx.db, document.documentType, document.id);
}

/** A stored file that cannot be read or is no longer what its type says; `message` is for the user. */
export class UploadFileError extends AppError {
  constructor(message: string) {
    super(422, message, "upload_file_invalid");
  }
}

/**
 * The bytes of a document's file, read with the 10 MB bound and checked again by content (a
 * presigned URL stays usable for 15 minutes, so the object could have been replaced after completion).
 */
export async function readUploadBytes(
  ctx: Pick<ServiceContext, "storage">,
  upload: UploadRow,
): Promise<Buffer> {
  let bytes: Buffer;
  try {
    bytes = await readObjectBytes(ctx.storage, upload.fileUrl, MAX_UPLOAD_BYTES);
  } catch (error) {
    if (error instanceof ObjectNotFoundError) {
      throw new UploadFileError("The uploaded file is no longer available. Please upload it again.");
    }
    if (error instanceof ObjectTooLargeError) throw new UploadFileError(FILE_TOO_LARGE_MESSAGE);
    throw error;
  }
  const problem = await checkDocumentContent(bytes, upload.mimeType as UploadMimeType);
  if (problem) throw new UploadFileError(problem);
  return bytes;
}

/** A document's file to hand over to someone allowed to see it: its name, its type and its checked bytes. */
export async function readDocumentFile(
  ctx: Pick<ServiceContext, "storage">,
  upload: UploadRow,
): Promise<AttachmentFile> {
  return {
    filename: upload.filename,
    contentType: upload.mimeType,
    bytes: await readUploadBytes(ctx, upload),
  };
}

/**
 * Sets a document's processing fields (status, error, extracted text, processedAt, the linked form or
 * mapped checklists). Pass `{ db: tx }` to commit it with other writes. False when the document no
 * longer exists.
 */
export async function updateUploadProcessing(
  ctx: DatabaseContext,
  document: DocumentRef,
  changes: UploadProcessingChanges,
): Promise<boolean> {
  return repo.updateUpload(ctx.db, document.documentType, document.id, changes);
}

/** Gives a bulk-imported document (and its tasks) to a user, or back to the import with `heldByImportId`. */
export async function transferUpload(
  ctx: DatabaseContext,
  document: DocumentRef,
  owner: { userId: string; heldByImportId: string | null },
): Promise<boolean> {
  if (!(await repo.transferUpload(ctx.db, document.documentType, document.id, owner))) return false;
  await moveTasksOf(ctx.db, document.documentType, document.id, owner.userId);
  return true;
}

/** Forgets a document's processing tasks, so its owner sees Process again (to apply it later). */
export async function forgetProcessingTasks(ctx: DatabaseContext, document: DocumentRef): Promise<void> {
  await deleteTasksOf(ctx.db, document.documentType, document.id);
}
