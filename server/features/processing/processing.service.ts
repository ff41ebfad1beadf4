import { MAX_OPEN_TASKS_PER_USER } from "@domain/constants";
import type { DocumentType } from "@domain/enums";
import type { ProcessingQueueItem, ProcessingTask as TaskView } from "@domain/schemas/processing";
import { OVERWRITE_CONFIRMATION_REQUIRED_CODE } from "@domain/schemas/uploads";
import type { ProcessingTask } from "../../db/schema/index";
import {
  countOpenTasksOf,
  findTask,
  listTasksWithDocuments,
  lockTasksOfUser,
  markTaskReady,
} from "../../jobs/document-tasks.repo";
import { insertTask } from "../../jobs/queue.repo";
import { isUniqueViolation } from "../../lib/database-errors";
import { AppError, conflict, notFound, tooManyRequests } from "../../lib/errors";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { getOwnUpload, isBeingProcessed, updateUploadProcessing } from "../uploads/document-files";
import { getActiveForm } from "../work-history/work-history.service";

/** What queueing needs: the database, the time, AUTO_PROCESS (in `config`) and the runner's wake-up. */
export type ProcessingContext = Pick<ServiceContext, "db" | "clock" | "config" | "wakeJobRunner">;

export const PROCESSING_MESSAGES = {
  alreadyRunning: "This document is already queued or being processed.",
  tooManyOpenTasks: `You already have ${MAX_OPEN_TASKS_PER_USER} documents waiting to be processed. Please wait until one of them finishes, then try again.`,
  taskNotFound: "Processing task not found.",
  notQueued: "Only a queued task can be started.",
  overwriteNotConfirmed:
    "Processing this resume will replace your current work history form. Confirm that you want to overwrite it.",
} as const;

export function toTaskView(task: ProcessingTask): TaskView {
  return {
    id: task.id,
    documentId: task.documentId,
    documentType: task.documentType,
    userId: task.userId,
    status: task.status,
    progress: task.progress,
    createdAt: task.createdAt.toISOString(),
  };
}

/** How long a user over the open-task cap is told to wait before trying again. */
const OPEN_TASKS_RETRY_AFTER_SECONDS = 60;

/**
 * The Process button (and 'Process & Overwrite'): queue the owner's document unless it already is
 * (409), or unless the owner already has MAX_OPEN_TASKS_PER_USER tasks open (429). The partial unique
 * index on open tasks makes the 409 hold however many calls race (docs/security.md).
 * A resume replaces the owner's active work history form, so while it holds anything the caller must say
 * `overwrite` (after asking the user), else 409 `overwrite_confirmation_required`: no client can
 * overwrite a form silently (docs/decisions/0024-overwrite-confirmation.md).
 */
export async function startProcessing(
  ctx: ProcessingContext,
  owner: Pick<SessionUser, "id">,
  input: { documentType: DocumentType; documentId: string; overwrite?: boolean },
): Promise<TaskView> {
  if (input.documentType === "resume" && !input.overwrite) {
    // The document first: another user's id answers 404, never this question.
    await getOwnUpload(ctx, owner, { documentType: input.documentType, id: input.documentId });
    const form = await getActiveForm(ctx, owner);
    if (form && !form.isEmpty) {
      throw new AppError(
        409,
        PROCESSING_MESSAGES.overwriteNotConfirmed,
        OVERWRITE_CONFIRMATION_REQUIRED_CODE,
      );
    }
  }
  try {
    return await queueDocument(ctx, owner.id, input, ctx.clock());
  } catch (error) {
    if (isUniqueViolation(error, OPEN_TASK_PER_DOCUMENT_INDEX)) {
      throw conflict(PROCESSING_MESSAGES.alreadyRunning);
    }
    throw error;
  }
}

const OPEN_TASK_PER_DOCUMENT_INDEX = "processing_queue_open_document_idx";

async function queueDocument(
  ctx: ProcessingContext,
  userId: string,
  { documentType, documentId }: { documentType: DocumentType; documentId: string },
  now: Date,
): Promise<TaskView> {
  const autoProcess = ctx.config.AUTO_PROCESS;
  const task = await ctx.db.transaction(async (tx) => {
    // The user's Process calls one at a time, then the document locked (it is updated below; a bulk
    // import's undo changing its owner waits, or is waited for and it then reads as not found).
    await lockTasksOfUser(tx, userId);
    const upload = await getOwnUpload(
      { db: tx },
      { id: userId },
      { documentType, id: documentId },
      { lock: true },
    );
    if (await isBeingProcessed({ db: tx }, { documentType, id: upload.id }))
      throw conflict(PROCESSING_MESSAGES.alreadyRunning);
    if ((await countOpenTasksOf(tx, userId)) >= MAX_OPEN_TASKS_PER_USER) {
      throw tooManyRequests(PROCESSING_MESSAGES.tooManyOpenTasks, OPEN_TASKS_RETRY_AFTER_SECONDS);
    }
    const created = await insertTask(tx, {
      userId,
      documentType,
      documentId: upload.id,
      readyAt: autoProcess ? now : null,
      createdAt: now,
    });
    await updateUploadProcessing(
      { db: tx },
      { documentType, id: upload.id },
      {
        processingStatus: "queued",
        errorMessage: null,
      },
    );
    return created;
  });
  if (autoProcess) ctx.wakeJobRunner();
  return toTaskView(task);
}

/**
 * An administrator starts a queued task now, whatever AUTO_PROCESS says (the administrators' scope
 * checks who may; any administrator may start any task).
 */
export async function startQueuedTask(
  ctx: Pick<ProcessingContext, "db" | "clock" | "wakeJobRunner">,
  input: { taskId: string },
): Promise<TaskView> {
  const task = await markTaskReady(ctx.db, input.taskId, ctx.clock());
  if (!task) {
    if (!(await findTask(ctx.db, input.taskId))) throw notFound(PROCESSING_MESSAGES.taskNotFound);
    throw conflict(PROCESSING_MESSAGES.notQueued);
  }
  ctx.wakeJobRunner();
  return toTaskView(task);
}

/**
 * The admin queue: one row per document, its latest task (newest first), with the attempts of all its
 * tasks added up, so a document processed again does not show as several identical rows.
 */
export async function listQueue(ctx: Pick<ServiceContext, "db">): Promise<ProcessingQueueItem[]> {
  const rows = await listTasksWithDocuments(ctx.db);
  const byDocument = new Map<string, ProcessingQueueItem>();
  for (const { task, filename, userName, userEmail } of rows) {
    const key = `${task.documentType}:${task.documentId}`;
    const latest = byDocument.get(key);
    if (latest) {
      latest.attempts += task.attempts;
      continue;
    }
    byDocument.set(key, {
      ...toTaskView(task),
      filename,
      userName,
      userEmail,
      errorMessage: task.errorMessage,
      attempts: task.attempts,
    });
  }
  return [...byDocument.values()];
}
