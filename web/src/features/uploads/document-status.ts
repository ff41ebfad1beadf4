// How a document's status is shown and what it allows (docs/product.md §4.3).

import { PROCESSING_STATUS_LABELS, type ProcessingStatus, UNKNOWN_STATUS_LABEL } from "@domain/enums";
import type { UploadedDocument } from "@domain/schemas/uploads";

/** The part of a document the status rules read. Statuses are strings: a newer server may send others. */
export type DocumentStatusSource = {
  processingStatus: UploadedDocument["processingStatus"] | string;
  task: { status: string; errorMessage?: string | null } | null | undefined;
};

function isKnownStatus(status: string): status is ProcessingStatus {
  return Object.hasOwn(PROCESSING_STATUS_LABELS, status);
}

/**
 * Shown for a document no processing was ever started for: its stored status says 'queued', but
 * nothing is queued (docs/product.md §4.3 departs from the specification's fallback here).
 */
export const NOT_PROCESSED_STATUS = "not_processed";
export const NOT_PROCESSED_LABEL = "Not processed";

/** The status shown: the latest task's, falling back to the document's own; 'not processed' without a task. */
export function displayedStatus(document: DocumentStatusSource): string {
  if (document.task) return document.task.status;
  return document.processingStatus === "queued" ? NOT_PROCESSED_STATUS : document.processingStatus;
}

/** 'Draft' … 'Failed', 'Not processed'; anything else is 'Unknown'. */
export function statusLabel(status: string): string {
  if (status === NOT_PROCESSED_STATUS) return NOT_PROCESSED_LABEL;
  return isKnownStatus(status) ? PROCESSING_STATUS_LABELS[status] : UNKNOWN_STATUS_LABEL;
}

/** Process is offered when no task was ever started or the shown status is failed. */
export function canProcess(document: DocumentStatusSource): boolean {
  return document.task == null || displayedStatus(document) === "failed";
}

/** The error message of a failed task, when the task failed. */
export function failedTaskMessage(document: DocumentStatusSource): string | null {
  if (document.task?.status !== "failed") return null;
  return document.task.errorMessage?.trim() || "Processing failed";
}

export function isActiveStatus(status: string): boolean {
  return status === "queued" || status === "processing";
}

/** The document list is polled while any document shows queued or processing. */
export function shouldPollDocuments(documents: readonly DocumentStatusSource[] | null | undefined): boolean {
  return (documents ?? []).some((document) => isActiveStatus(displayedStatus(document)));
}

/**
 * Whether a resume finished processing between two answers of the documents list: it has then just
 * replaced the active work history form (and its entries) on the server. Nothing to compare with on
 * the first answer.
 */
export function resumeCompletedSince(
  before: readonly (DocumentStatusSource & { id: string; documentType: string })[] | undefined,
  after: readonly (DocumentStatusSource & { id: string; documentType: string })[],
): boolean {
  if (!before) return false;
  const earlier = new Map(before.map((document) => [`${document.documentType}:${document.id}`, document]));
  return after.some((document) => {
    if (document.documentType !== "resume" || displayedStatus(document) !== "completed") return false;
    // Absent before: uploaded and processed between two answers (a quick Process cancels a refetch).
    const previous = earlier.get(`${document.documentType}:${document.id}`);
    return previous === undefined || displayedStatus(previous) !== "completed";
  });
}

/**
 * The resume whose processing wrote the current draft of the work history form: the newest uploaded
 * resume whose latest task completed (processing replaces the form, so older ones no longer show in
 * it). null when no resume was processed.
 */
export function draftSourceId(
  documents: readonly Pick<UploadedDocument, "id" | "documentType" | "uploadedAt" | "task">[],
): string | null {
  let newest: (typeof documents)[number] | null = null;
  for (const document of documents) {
    if (document.documentType !== "resume" || document.task?.status !== "completed") continue;
    if (!newest || document.uploadedAt > newest.uploadedAt) newest = document;
  }
  return newest?.id ?? null;
}
