import { MAX_OPEN_TASKS_PER_USER } from "@domain/constants";
import type { DocumentType } from "@domain/enums";
import type { ProcessingQueueItem, ProcessingTask as TaskView } from "@domain/schemas/processing";
import type { ProcessingTask } from "../../db/schema/index";
import { isUniqueViolation } from "../../lib/database-errors";
import { conflict, notFound, tooManyRequests } from "../../lib/errors";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { getOwnUpload, updateUploadProcessing } from "../uploads/document-files";
import {
  countOpenTasksOf,
  findOpenTaskOfDocument,
  findTask,
  insertTask,
  listQueueWithDocuments,
  lockTasksOfUser,
  markTaskReady,
} from "./processing.repo";

/** What queueing needs: the database, the time, AUTO_PROCESS (in `config`) and the runner's wake-up. */
export type ProcessingContext = Pick<ServiceContext, "db" | "clock" | "config" | "wakeJobRunner">;

export const PROCESSING_MESSAGES = {
  alreadyRunning: "This document is already queued or being processed.",
  tooManyOpenTasks: `You already have ${MAX_OPEN_TASKS_PER_USER} documents waiting to be processed. Please wait until one of them finishes, then try again.`,
  taskNotFound: "Processing task not found.",
  notQueued: "Only a queued task can be started.",
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
 */
export async function startProcessing(
  ctx: ProcessingContext,
  owner: Pick<SessionUser, "id">,
  input: { documentType: DocumentType; documentId: string },
): Promise<TaskView> {
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
    const upload = await getOwnUpload({ db: tx }, { id: userId }, { documentType, id: documentId });
    await lockTasksOfUser(tx, userId);
    if (await findOpenTaskOfDocument(tx, documentType, upload.id))
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

/** Every task with its document and owner, for the administrators' queue screen. */
export async function listQueue(ctx: Pick<ServiceContext, "db">): Promise<ProcessingQueueItem[]> {
  const rows = await listQueueWithDocuments(ctx.db);
  return rows.map(({ task, filename, userName, userEmail }) => ({
    ...toTaskView(task),
    filename,
    userName,
    userEmail,
    errorMessage: task.errorMessage,
  }));
}
