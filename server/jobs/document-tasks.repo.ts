import type { DocumentType } from "@domain/enums";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { lockUntilCommit } from "../db/advisory-lock";
import type { Database } from "../db/client";
import {
  type ProcessingTask,
  processingQueue,
  resumeUploads,
  trainingUploads,
  users,
} from "../db/schema/index";

// The processing queue as the features see it: a document's tasks, a user's open tasks, the admin's
// list. The queue's own module owns the table (docs/conventions.md, 'Tables'); the runner's claims and
// leases are in ./queue.repo.ts.

const OPEN = ["queued", "processing"] as const;

/** Serialises the Process calls of one user until the transaction ends, so the per-user cap holds. */
export async function lockTasksOfUser(db: Database, userId: string): Promise<void> {
  await lockUntilCommit(db, `processing-queue:${userId}`);
}

/** Tasks of a user that are queued or running. */
export async function countOpenTasksOf(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(processingQueue)
    .where(and(eq(processingQueue.userId, userId), inArray(processingQueue.status, OPEN)));
  return row?.value ?? 0;
}

/** Lets a queued task be claimed now; undefined when the task is not (or no longer) queued. */
export async function markTaskReady(
  db: Database,
  taskId: string,
  now: Date,
): Promise<ProcessingTask | undefined> {
  const [row] = await db
    .update(processingQueue)
    .set({ readyAt: now })
    .where(and(eq(processingQueue.id, taskId), eq(processingQueue.status, "queued")))
    .returning();
  return row;
}

export async function findTask(db: Database, taskId: string): Promise<ProcessingTask | undefined> {
  const [row] = await db.select().from(processingQueue).where(eq(processingQueue.id, taskId)).limit(1);
  return row;
}

/** Every task with its document's filename and its owner, newest first (the admin queue). */
export async function listTasksWithDocuments(db: Database) {
  const filename = sql<string>`coalesce(${resumeUploads.filename}, ${trainingUploads.filename}, '(deleted document)')`;
  return db
    .select({
      task: processingQueue,
      filename,
      userName: users.fullName,
      userEmail: users.email,
    })
    .from(processingQueue)
    .innerJoin(users, eq(users.id, processingQueue.userId))
    .leftJoin(
      resumeUploads,
      and(eq(processingQueue.documentType, "resume"), eq(resumeUploads.id, processingQueue.documentId)),
    )
    .leftJoin(
      trainingUploads,
      and(eq(processingQueue.documentType, "training"), eq(trainingUploads.id, processingQueue.documentId)),
    )
    .orderBy(desc(processingQueue.createdAt), desc(processingQueue.id));
}

const ofDocument = (documentType: DocumentType, documentId: string) =>
  and(eq(processingQueue.documentType, documentType), eq(processingQueue.documentId, documentId));

/** Whether a task of the document is queued or running. */
export async function hasOpenTask(
  db: Database,
  documentType: DocumentType,
  documentId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: processingQueue.id })
    .from(processingQueue)
    .where(and(ofDocument(documentType, documentId), inArray(processingQueue.status, OPEN)))
    .limit(1);
  return row !== undefined;
}

/** processing_queue.document_id has no foreign key (it points at one of two tables): delete by hand. */
export async function deleteTasksOf(
  db: Database,
  documentType: DocumentType,
  documentId: string,
): Promise<void> {
  await db.delete(processingQueue).where(ofDocument(documentType, documentId));
}

/** A document given to another user takes its tasks along (the queue's fairness counts by user). */
export async function moveTasksOf(
  db: Database,
  documentType: DocumentType,
  documentId: string,
  userId: string,
): Promise<void> {
  await db.update(processingQueue).set({ userId }).where(ofDocument(documentType, documentId));
}
