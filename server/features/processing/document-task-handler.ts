import type { ResumeData } from "@domain/schemas/resume-data";
import type { Logger } from "pino";
import type { Database } from "../../db/client";
import type { ProcessingTask } from "../../db/schema/index";
import { PermanentJobError, RetryableJobError } from "../../jobs/job-errors";
import type { TaskContext, TaskHandler } from "../../jobs/runner";
import { type Storage, StorageUnavailableError } from "../../lib/storage/index";
import type { Clock } from "../../types";
import { getActivePromptContent } from "../prompts/prompts.service";
import {
  findUpload,
  readUploadBytes,
  UploadFileError,
  updateUploadProcessing,
} from "../uploads/document-files";
import { replaceFormFromResume } from "../work-history/work-history.service";

/** Progress stored on the task at each real stage (the runner sets 100 when the task completes). */
export const PROGRESS = { fileRead: 10, textExtracted: 30, dataExtracted: 70, formWritten: 90 } as const;

/** Text extraction and resume extraction, whichever providers the configuration chose. */
export interface DocumentPipeline {
  extractText(bytes: Uint8Array, mimeType: string, signal: AbortSignal): Promise<string>;
  extractResume(text: string, prompt: string, signal: AbortSignal): Promise<ResumeData>;
  /** Loads what the first document would otherwise wait for. */
  warmUp?(): Promise<void>;
  /** Ends the worker threads, when the runner stops. */
  close?(): Promise<void>;
  /** What users should read about an error, and whether another attempt could help; null when unknown. */
  describeError(error: unknown): { message: string; retryable: boolean } | null;
}

export interface DocumentTaskDeps {
  db: Database;
  storage: Storage;
  clock: Clock;
  pipeline: DocumentPipeline;
  logger: Pick<Logger, "info" | "warn">;
}

export const DOCUMENT_GONE_MESSAGE = "The document was deleted before it could be processed.";
/** Shown if the file storage was still down at the last attempt. */
export const STORAGE_UNAVAILABLE_PROCESSING_MESSAGE =
  "The uploaded file could not be read because the file storage is unavailable. Please try again in a few minutes.";

/**
 * Turns an uploaded document into data: a resume replaces the uploader's active work history form (in one
 * transaction with the document's link to it), a training document keeps its text for checklist mapping.
 */
export function createDocumentTaskHandler(deps: DocumentTaskDeps): TaskHandler {
  return {
    async run(context) {
      try {
        await processDocument(deps, context);
      } catch (error) {
        if (error instanceof UploadFileError) throw new PermanentJobError(error.message);
        if (error instanceof StorageUnavailableError) {
          throw new RetryableJobError(STORAGE_UNAVAILABLE_PROCESSING_MESSAGE, { cause: error });
        }
        const described = deps.pipeline.describeError(error);
        if (!described) throw error;
        throw described.retryable
          ? new RetryableJobError(described.message, { cause: error })
          : new PermanentJobError(described.message, { cause: error });
      }
    },
    close: () => deps.pipeline.close?.() ?? Promise.resolve(),
    async onStatusChange(task, status, errorMessage, db = deps.db) {
      await updateUploadProcessing(db, task.documentType, task.documentId, {
        processingStatus: status,
        errorMessage,
      });
    },
  };
}

async function processDocument(
  deps: DocumentTaskDeps,
  { task, signal, progress }: TaskContext,
): Promise<void> {
  const upload = await findUpload(deps.db, task.documentType, task.documentId);
  if (!upload) throw new PermanentJobError(DOCUMENT_GONE_MESSAGE);
  const bytes = await readUploadBytes({ storage: deps.storage }, upload);
  await progress(PROGRESS.fileRead);

  // PostgreSQL text cannot hold NUL or half a surrogate pair, which some PDFs carry.
  const text = (await deps.pipeline.extractText(bytes, upload.mimeType, signal)).replace(/[\0\p{Cs}]/gu, "");
  signal.throwIfAborted();
  await updateUploadProcessing(deps.db, task.documentType, upload.id, { extractedText: text });
  await progress(PROGRESS.textExtracted);

  if (task.documentType === "training") {
    await updateUploadProcessing(deps.db, "training", upload.id, {
      mappedChecklists: [],
      processedAt: deps.clock(),
    });
    return;
  }

  const prompt = await getActivePromptContent(deps, "resume");
  const resume = await deps.pipeline.extractResume(text, prompt, signal);
  signal.throwIfAborted();
  await progress(PROGRESS.dataExtracted);

  await applyResume(deps, task, resume);
  await progress(PROGRESS.formWritten);
}

/** The form and the document's link to it commit together, or neither does. */
async function applyResume(deps: DocumentTaskDeps, task: ProcessingTask, resume: ResumeData): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const form = await replaceFormFromResume(tx, task.userId, resume, now);
    const stillThere = await updateUploadProcessing(tx, "resume", task.documentId, {
      workHistoryFormId: form.id,
      processedAt: now,
    });
    if (!stillThere) throw new PermanentJobError(DOCUMENT_GONE_MESSAGE);
  });
}
