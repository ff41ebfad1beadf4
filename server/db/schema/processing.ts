import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  DOCUMENT_TYPES,
  type DocumentType,
  PROCESSING_STATUSES,
  PROMPT_TYPES,
  type ProcessingStatus,
  type PromptType,
} from "../../../domain/enums";
import { createdAt, id, oneOf, timestamptz, updatedAt } from "./columns";
import { users } from "./users";

/** The job queue: claimed with `FOR UPDATE SKIP LOCKED`, held by a lease renewed while the task runs. */
export const processingQueue = pgTable(
  "processing_queue",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    documentType: text("document_type").$type<DocumentType>().notNull(),
    /** Id in resume_uploads or training_uploads, depending on documentType (so no foreign key). */
    documentId: uuid("document_id").notNull(),
    status: text("status").$type<ProcessingStatus>().notNull().default("queued"),
    progress: integer("progress").notNull().default(0),
    errorMessage: text("error_message"),
    /** Claims so far, including the running one. */
    attempts: integer("attempts").notNull().default(0),
    /** Attempts whose runner died holding the task (lease expired): a document that kills runners is not retried blindly. */
    crashes: integer("crashes").notNull().default(0),
    leaseExpiresAt: timestamptz("lease_expires_at"),
    /** Identifies the runner holding the lease. */
    lockedBy: text("locked_by"),
    /** When a queued task may be claimed; null while it waits for an administrator (AUTO_PROCESS=false). */
    readyAt: timestamptz("ready_at"),
    createdAt: createdAt(),
    startedAt: timestamptz("started_at"),
    completedAt: timestamptz("completed_at"),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("processing_queue_user_id_idx").on(t.userId),
    index("processing_queue_document_idx").on(t.documentType, t.documentId),
    // At most one open task per document, however many Process calls race (docs/security.md).
    uniqueIndex("processing_queue_open_document_idx")
      .on(t.documentType, t.documentId)
      .where(sql`${t.status} in ('queued', 'processing')`),
    index("processing_queue_status_created_at_idx").on(t.status, t.createdAt),
    index("processing_queue_status_lease_expires_at_idx").on(t.status, t.leaseExpiresAt),
    check("processing_queue_document_type_check", oneOf(t.documentType, DOCUMENT_TYPES)),
    check("processing_queue_status_check", oneOf(t.status, PROCESSING_STATUSES)),
    check("processing_queue_progress_check", sql`${t.progress} between 0 and 100`),
    check("processing_queue_attempts_check", sql`${t.attempts} >= 0`),
    check("processing_queue_crashes_check", sql`${t.crashes} >= 0`),
  ],
);

export const aiPrompts = pgTable(
  "ai_prompts",
  {
    id: id(),
    promptType: text("prompt_type").$type<PromptType>().notNull().unique(),
    promptContent: text("prompt_content").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("ai_prompts_created_by_idx").on(t.createdBy),
    check("ai_prompts_prompt_type_check", oneOf(t.promptType, PROMPT_TYPES)),
  ],
);

export type ProcessingTask = typeof processingQueue.$inferSelect;
export type NewProcessingTask = typeof processingQueue.$inferInsert;
export type AiPrompt = typeof aiPrompts.$inferSelect;
export type NewAiPrompt = typeof aiPrompts.$inferInsert;
