import type { DocumentType } from "@domain/enums";
import type { ProcessingQueueItem, ProcessingTask as TaskView } from "@domain/schemas/processing";
import type { Database } from "../../db/client";
import type { ProcessingTask } from "../../db/schema/index";
import { conflict, notFound } from "../../lib/errors";
import { getOwnUpload, updateUploadProcessing } from "../uploads/uploads.service";
import {
  findOpenTaskOfDocument,
  findTask,
  insertTask,
  listQueueWithDocuments,
  markTaskReady,
} from "./processing.repo";

export interface ProcessingDeps {
  db: Database;
  now: Date;
  autoProcess: boolean;
  /** Tells this process's runner to look now (other processes poll). */
  wakeRunner: () => void;
}

export const PROCESSING_MESSAGES = {
  alreadyRunning: "This document is already queued or being processed.",
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

/** The Process button (and 'Process & Overwrite'): queue the owner's document unless it already is. */
export async function startProcessing(
  deps: ProcessingDeps,
  userId: string,
  documentType: DocumentType,
  documentId: string,
): Promise<TaskView> {
  const task = await deps.db.transaction(async (tx) => {
    const upload = await getOwnUpload(tx, userId, documentType, documentId);
    if (await findOpenTaskOfDocument(tx, documentType, upload.id))
      throw conflict(PROCESSING_MESSAGES.alreadyRunning);
    const created = await insertTask(tx, {
      userId,
      documentType,
      documentId: upload.id,
      readyAt: deps.autoProcess ? deps.now : null,
      createdAt: deps.now,
    });
    await updateUploadProcessing(tx, documentType, upload.id, {
      processingStatus: "queued",
      errorMessage: null,
    });
    return created;
  });
  if (deps.autoProcess) deps.wakeRunner();
  return toTaskView(task);
}

/** An administrator starts a queued task now, whatever AUTO_PROCESS says. */
export async function startQueuedTask(deps: ProcessingDeps, taskId: string): Promise<TaskView> {
  const task = await markTaskReady(deps.db, taskId, deps.now);
  if (!task) {
    if (!(await findTask(deps.db, taskId))) throw notFound(PROCESSING_MESSAGES.taskNotFound);
    throw conflict(PROCESSING_MESSAGES.notQueued);
  }
  deps.wakeRunner();
  return toTaskView(task);
}

export async function listQueue(db: Database): Promise<ProcessingQueueItem[]> {
  const rows = await listQueueWithDocuments(db);
  return rows.map(({ task, filename, userName, userEmail }) => ({
    ...toTaskView(task),
    filename,
    userName,
    userEmail,
    errorMessage: task.errorMessage,
  }));
}
