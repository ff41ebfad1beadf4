// Document processing: the queue's task views (docs/product.md §3.4, §4.3). The extractor's output,
// ResumeData, has its own file and is re-exported here.

import { z } from "zod";
import { DOCUMENT_TYPES, PROCESSING_STATUSES } from "../enums";
import { progressPercent, timestamp } from "./fields";

export * from "./resume-data";

/**
 * The processing-task view (docs/product.md §3.4), as POST /api/uploads/{documentType}/{id}/process
 * returns it.
 */
export const processingTaskSchema = z.object({
  id: z.uuid(),
  documentId: z.uuid(),
  documentType: z.enum(DOCUMENT_TYPES),
  userId: z.uuid(),
  status: z.enum(PROCESSING_STATUSES),
  progress: progressPercent,
  createdAt: timestamp,
});
export type ProcessingTask = z.infer<typeof processingTaskSchema>;

/**
 * A row of GET /api/processing-queue (admin): a document's processing, shown by its latest task, with
 * its document and owner. Each Process of a document makes a task; the queue shows one row per
 * document and counts the attempts (runs started) of all its tasks in `attempts`.
 */
export const processingQueueItemSchema = processingTaskSchema.extend({
  filename: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  errorMessage: z.string().nullable(),
  attempts: z.int().min(0),
});
export type ProcessingQueueItem = z.infer<typeof processingQueueItemSchema>;

export const processingQueueSchema = z.array(processingQueueItemSchema);

/** Route parameters of POST /api/process/{taskId}. */
export const processTaskParamsSchema = z.object({ taskId: z.uuid() });
export type ProcessTaskParams = z.infer<typeof processTaskParamsSchema>;
