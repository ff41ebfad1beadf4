// Bulk import (docs/product.md §18): an administrator's batch of documents, each read, matched to its
// person and assigned, with every decision kept.

import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, real, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { DOCUMENT_TYPES, type DocumentType, MATCH_STATUSES, type MatchStatus } from "../../../domain/enums";
import {
  IMPORT_DECISION_ACTIONS,
  IMPORT_DOCUMENT_STATES,
  type ImportDecisionAction,
  type ImportDocumentState,
  type StoredMatchCandidate,
} from "../../../domain/schemas/bulk-import";
import { createdAt, id, oneOf, timestamptz, updatedAt } from "./columns";
import { users } from "./users";

/** Each user's name as the matcher compares it, refreshed from users.full_name before matching. */
export const userMatchNames = pgTable(
  "user_match_names",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The full name these were computed from: a changed name is computed again. */
    fullName: text("full_name").notNull(),
    nameKey: text("name_key").notNull(),
    matchName: text("match_name").notNull(),
  },
  (t) => [
    index("user_match_names_name_key_idx").on(t.nameKey),
    index("user_match_names_match_name_trgm_idx").using("gin", sql`${t.matchName} gin_trgm_ops`),
  ],
);

export const bulkImports = pgTable(
  "bulk_imports",
  {
    id: id(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    documentType: text("document_type").$type<DocumentType>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("bulk_imports_created_by_idx").on(t.createdBy),
    check("bulk_imports_document_type_check", oneOf(t.documentType, DOCUMENT_TYPES)),
  ],
);

/** One imported document: what was read from it, its match, and who it went to. */
export const importDocuments = pgTable(
  "import_documents",
  {
    id: id(),
    importId: uuid("import_id")
      .notNull()
      .references(() => bulkImports.id, { onDelete: "cascade" }),
    documentType: text("document_type").$type<DocumentType>().notNull(),
    /** Id in resume_uploads or training_uploads (no foreign key, like the queue). */
    documentId: uuid("document_id").notNull(),
    /** Kept for the history when the document itself is deleted later. */
    filename: text("filename").notNull(),
    state: text("state").$type<ImportDocumentState>().notNull().default("reading"),
    matchStatus: text("match_status").$type<MatchStatus>(),
    /** 0 to 1. */
    matchScore: real("match_score"),
    extractedName: text("extracted_name"),
    extractedEmail: text("extracted_email"),
    /** What the document says (resume data or the certificate), applied when it is assigned. */
    extractedData: jsonb("extracted_data"),
    candidates: jsonb("candidates").$type<StoredMatchCandidate[]>().notNull().default([]),
    assignedUserId: uuid("assigned_user_id").references(() => users.id, { onDelete: "set null" }),
    assignedAt: timestamptz("assigned_at"),
    /** When the assignment wrote the user's work history form (so an undo knows it may clear it). */
    formWrittenAt: timestamptz("form_written_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("import_documents_import_id_idx").on(t.importId),
    uniqueIndex("import_documents_document_idx").on(t.documentType, t.documentId),
    index("import_documents_state_created_at_idx").on(t.state, t.createdAt),
    index("import_documents_assigned_user_id_idx").on(t.assignedUserId),
    check("import_documents_document_type_check", oneOf(t.documentType, DOCUMENT_TYPES)),
    check("import_documents_state_check", oneOf(t.state, IMPORT_DOCUMENT_STATES)),
    check("import_documents_match_status_check", oneOf(t.matchStatus, MATCH_STATUSES)),
  ],
);

/** Every decision about an imported document, append-only: who, when, which user, the score. */
export const importDecisions = pgTable(
  "import_decisions",
  {
    id: id(),
    /** Order of the decisions, also of two made within one millisecond. */
    sequence: bigint("sequence", { mode: "number" }).generatedAlwaysAsIdentity(),
    importDocumentId: uuid("import_document_id")
      .notNull()
      .references(() => importDocuments.id, { onDelete: "cascade" }),
    /** Null for the automatic assignment of an exact match. */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name"),
    action: text("action").$type<ImportDecisionAction>().notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as it was at the time: the history stays readable if the user is renamed or deleted. */
    userName: text("user_name"),
    userEmail: text("user_email"),
    score: real("score"),
    createdAt: createdAt(),
  },
  (t) => [
    index("import_decisions_import_document_id_sequence_idx").on(t.importDocumentId, t.sequence),
    index("import_decisions_actor_id_idx").on(t.actorId),
    index("import_decisions_user_id_idx").on(t.userId),
    check("import_decisions_action_check", oneOf(t.action, IMPORT_DECISION_ACTIONS)),
  ],
);

export type BulkImport = typeof bulkImports.$inferSelect;
export type ImportDocument = typeof importDocuments.$inferSelect;
export type NewImportDocument = typeof importDocuments.$inferInsert;
export type ImportDecision = typeof importDecisions.$inferSelect;
