import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import {
  DOCUMENT_TYPES,
  type DocumentType,
  MATCH_STATUSES,
  type MatchStatus,
  PROCESSING_STATUSES,
  type ProcessingStatus,
} from "../../../domain/enums";
import { createdAt, id, oneOf, timestamptz } from "./columns";
import { bulkImports } from "./imports";
import { users } from "./users";
import { workHistoryForms } from "./work-history";

/** Columns resume and training uploads share. */
const uploadColumns = () => ({
  id: id(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The user's original file name, for display only. */
  filename: text("filename").notNull(),
  /** The storage object path (random key), not a public URL. */
  fileUrl: text("file_url").notNull(),
  /** Bytes. */
  fileSize: integer("file_size").notNull(),
  mimeType: text("mime_type").notNull(),
  extractedText: text("extracted_text"),
  processingStatus: text("processing_status").$type<ProcessingStatus>().notNull().default("queued"),
  matchStatus: text("match_status").$type<MatchStatus>(),
  matchScore: real("match_score"),
  errorMessage: text("error_message"),
  uploadedAt: timestamptz("uploaded_at").notNull().defaultNow(),
  processedAt: timestamptz("processed_at"),
  /**
   * Set while the document of a bulk import waits for its person: the importing administrator owns it
   * but it is not one of their documents (not listed, not counted). Cleared when it is assigned.
   */
  heldByImportId: uuid("held_by_import_id").references(() => bulkImports.id, { onDelete: "set null" }),
});

type UploadConstraintColumns = Record<
  "userId" | "processingStatus" | "matchStatus" | "fileSize" | "heldByImportId",
  AnyPgColumn
>;

const uploadConstraints = (table: string, t: UploadConstraintColumns) => [
  index(`${table}_user_id_idx`).on(t.userId),
  index(`${table}_held_by_import_id_idx`).on(t.heldByImportId),
  check(`${table}_processing_status_check`, oneOf(t.processingStatus, PROCESSING_STATUSES)),
  check(`${table}_match_status_check`, oneOf(t.matchStatus, MATCH_STATUSES)),
  check(`${table}_file_size_check`, sql`${t.fileSize} >= 0`),
];

export const resumeUploads = pgTable(
  "resume_uploads",
  {
    ...uploadColumns(),
    workHistoryFormId: uuid("work_history_form_id").references(() => workHistoryForms.id, {
      onDelete: "set null",
    }),
  },
  (t) => [
    ...uploadConstraints("resume_uploads", t),
    index("resume_uploads_work_history_form_id_idx").on(t.workHistoryFormId),
  ],
);

export const trainingUploads = pgTable(
  "training_uploads",
  {
    ...uploadColumns(),
    mappedChecklists: jsonb("mapped_checklists"),
  },
  (t) => uploadConstraints("training_uploads", t),
);

/**
 * A presigned upload path issued to a user. `POST /api/upload/complete` accepts only an object path
 * issued to the same user, not yet completed and not expired. The document type is known only at
 * completion (the presign request carries filename and content type), so it may be null until then.
 * It is also the cleanup's ledger of objects to delete, so it outlives the user: deleting the account
 * sets `user_id` to null (such an intent can never be completed, only cleaned up).
 */
export const uploadIntents = pgTable(
  "upload_intents",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    objectPath: text("object_path").notNull().unique(),
    contentType: text("content_type").notNull(),
    filename: text("filename").notNull(),
    documentType: text("document_type").$type<DocumentType>(),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at").notNull(),
    completedAt: timestamptz("completed_at"),
    /** Set by the one completion request allowed to check this upload; concurrent ones get 409. */
    completionClaimedAt: timestamptz("completion_claimed_at"),
  },
  (t) => [
    index("upload_intents_user_id_idx").on(t.userId),
    check("upload_intents_document_type_check", oneOf(t.documentType, DOCUMENT_TYPES)),
  ],
);

export type ResumeUpload = typeof resumeUploads.$inferSelect;
export type NewResumeUpload = typeof resumeUploads.$inferInsert;
export type TrainingUpload = typeof trainingUploads.$inferSelect;
export type NewTrainingUpload = typeof trainingUploads.$inferInsert;
export type UploadIntent = typeof uploadIntents.$inferSelect;
export type NewUploadIntent = typeof uploadIntents.$inferInsert;
