import type { ResumeReading } from "@domain/schemas/resume-sources";
import type { TrainingDocumentData } from "@domain/schemas/training-document";
import type { ProcessingTask } from "../../db/schema/index";
import { PermanentJobError, RetryableJobError } from "../../jobs/job-errors";
import type { TaskContext, TaskHandler } from "../../jobs/runner";
import { traineeAddressIn } from "../../lib/extraction/training/trainee-address";
import { StorageUnavailableError } from "../../lib/storage/index";
import { markImportDocumentFailed, recordImportReading } from "../imports/imports.service";
import { getActivePromptContent } from "../prompts/prompts.service";
import type { ServiceContext } from "../service-context";
import { buildTrainingReading } from "../training-documents/training-reading";
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
  extractResume(text: string, prompt: string, signal: AbortSignal): Promise<ResumeReading>;
  /** What a training certificate or course record says; `prompt` is the administrator's training prompt. */
  readTraining(text: string, prompt: string, signal: AbortSignal): Promise<TrainingDocumentData>;
  /** Loads what the first document would otherwise wait for. */
  warmUp?(): Promise<void>;
  /** Ends the worker threads, when the runner stops. */
  close?(): Promise<void>;
  /** What users should read about an error, and whether another attempt could help; null when unknown. */
  describeError(error: unknown): { message: string; retryable: boolean } | null;
}

/** The part of the service context the runner's handler uses (it runs outside any request). */
export type DocumentTaskContext = Pick<ServiceContext, "db" | "storage" | "clock">;

export const DOCUMENT_GONE_MESSAGE = "The document was deleted before it could be processed.";
/** Shown if the file storage was still down at the last attempt. */
export const STORAGE_UNAVAILABLE_PROCESSING_MESSAGE =
  "The uploaded file could not be read because the file storage is unavailable. Please try again in a few minutes.";

/**
 * Turns an uploaded document into data: a resume replaces the uploader's active work history form (in one
 * transaction with the document's link to it), a training document keeps its text and what it says, with
 * the checklist items it is proposed for, in its mapped_checklists column (docs/product.md §16).
 */
export function createDocumentTaskHandler(ctx: DocumentTaskContext, pipeline: DocumentPipeline): TaskHandler {
  return {
    async run(context) {
      try {
        await processDocument(ctx, pipeline, context);
      } catch (error) {
        if (error instanceof UploadFileError) throw new PermanentJobError(error.message);
        if (error instanceof StorageUnavailableError) {
          throw new RetryableJobError(STORAGE_UNAVAILABLE_PROCESSING_MESSAGE, { cause: error });
        }
        const described = pipeline.describeError(error);
        if (!described) throw error;
        throw described.retryable
          ? new RetryableJobError(described.message, { cause: error })
          : new PermanentJobError(described.message, { cause: error });
      }
    },
    close: () => pipeline.close?.() ?? Promise.resolve(),
    warmUp: () => pipeline.warmUp?.() ?? Promise.resolve(),
    async onStatusChange(task, status, errorMessage, db = ctx.db) {
      const document = { documentType: task.documentType, id: task.documentId };
      await updateUploadProcessing({ db }, document, { processingStatus: status, errorMessage });
      if (status === "failed") await markImportDocumentFailed({ db }, document);
    },
  };
}

async function processDocument(
  ctx: DocumentTaskContext,
  pipeline: DocumentPipeline,
  { task, signal, progress }: TaskContext,
): Promise<void> {
  const document = { documentType: task.documentType, id: task.documentId };
  const upload = await findUpload(ctx, document);
  if (!upload) throw new PermanentJobError(DOCUMENT_GONE_MESSAGE);
  const bytes = await readUploadBytes(ctx, upload);
  await progress(PROGRESS.fileRead);

  // PostgreSQL text cannot hold NUL or half a surrogate pair, which some PDFs carry.
  const text = (await pipeline.extractText(bytes, upload.mimeType, signal)).replace(/[\0\p{Cs}]/gu, "");
  signal.throwIfAborted();
  await updateUploadProcessing(ctx, document, { extractedText: text });
  await progress(PROGRESS.textExtracted);

  if (upload.heldByImportId) {
    await readImportedDocument(ctx, pipeline, { task, signal, progress }, text);
    return;
  }

  if (task.documentType === "training") {
    const prompt = await getActivePromptContent(ctx, "training");
    const certificate = await pipeline.readTraining(text, prompt, signal);
    signal.throwIfAborted();
    await progress(PROGRESS.dataExtracted);
    const reading = await buildTrainingReading(ctx.db, task.userId, certificate, text);
    const stillThere = await updateUploadProcessing(ctx, document, {
      mappedChecklists: reading,
      processedAt: ctx.clock(),
    });
    if (!stillThere) throw new PermanentJobError(DOCUMENT_GONE_MESSAGE);
    return;
  }

  const prompt = await getActivePromptContent(ctx, "resume");
  const resume = await pipeline.extractResume(text, prompt, signal);
  signal.throwIfAborted();
  await progress(PROGRESS.dataExtracted);

  await applyResume(ctx, task, { resume, fileName: upload.filename });
  await progress(PROGRESS.formWritten);
}

/** The form and the document's link to it commit together, or neither does. */
async function applyResume(
  ctx: DocumentTaskContext,
  task: ProcessingTask,
  reading: { resume: ResumeReading; fileName: string },
): Promise<void> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const form = await replaceFormFromResume({ db: tx, clock: () => now }, { id: task.userId }, reading);
    const stillThere = await updateUploadProcessing(
      { db: tx },
      { documentType: "resume", id: task.documentId },
      { workHistoryFormId: form.id, processedAt: now },
    );
    if (!stillThere) throw new PermanentJobError(DOCUMENT_GONE_MESSAGE);
  });
}

/**
 * A bulk-imported document (docs/product.md §18): read for the person it names and their data, which
 * the import matches and assigns; nothing is applied to anyone's records here.
 */
async function readImportedDocument(
  ctx: DocumentTaskContext,
  pipeline: DocumentPipeline,
  { task, signal, progress }: TaskContext,
  text: string,
): Promise<void> {
  const document = { documentType: task.documentType, id: task.documentId };
  if (task.documentType === "training") {
    const certificate = await pipeline.readTraining(
      text,
      await getActivePromptContent(ctx, "training"),
      signal,
    );
    signal.throwIfAborted();
    await progress(PROGRESS.dataExtracted);
    await recordImportReading(ctx, {
      document,
      fullName: certificate.traineeName,
      email: traineeAddressIn(text, certificate.traineeName),
      data: { certificate },
    });
  } else {
    const resume = await pipeline.extractResume(text, await getActivePromptContent(ctx, "resume"), signal);
    signal.throwIfAborted();
    await progress(PROGRESS.dataExtracted);
    const { firstName, lastName, email } = resume.personal;
    const fullName = [firstName, lastName].filter(Boolean).join(" ") || null;
    await recordImportReading(ctx, {
      document,
      fullName,
      // Only what the reader took as the person's own (docs/decisions/0060-contact-never-guessed.md).
      email: email ?? null,
      data: resume,
    });
  }
  if (!(await updateUploadProcessing(ctx, document, { processedAt: ctx.clock() }))) {
    throw new PermanentJobError(DOCUMENT_GONE_MESSAGE);
  }
}
