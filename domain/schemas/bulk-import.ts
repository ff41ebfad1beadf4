// Bulk import and the Fuzzy Matches list (docs/product.md §18): requests and views of
// /api/admin/imports and /api/admin/fuzzy-matches.

import { z } from "zod";
import { DOCUMENT_TYPES, MATCH_STATUSES } from "../enums";
import { fullNameSchema } from "./auth";
import { emailAddress } from "./fields";
import { EXTENSION_MATCHES_MIME_TYPE, uploadedFileFields } from "./uploads";

/** Files one bulk upload takes at once. */
export const MAX_IMPORT_FILES = 200;
/** Files uploaded side by side by the browser. */
export const IMPORT_UPLOAD_CONCURRENCY = 4;
/** How long an assignment can be undone. */
export const IMPORT_UNDO_WINDOW_MS = 24 * 60 * 60 * 1000;
export const FUZZY_MATCH_PAGE_SIZE = 20;

/**
 * reading: queued or being read; waiting: a decision is needed; assigned: given to a user;
 * ignored: set aside by an administrator (restorable); failed: the file could not be read.
 */
export const IMPORT_DOCUMENT_STATES = ["reading", "waiting", "assigned", "ignored", "failed"] as const;
export type ImportDocumentState = (typeof IMPORT_DOCUMENT_STATES)[number];

export const IMPORT_DECISION_ACTIONS = [
  "auto_assigned",
  "assigned",
  "created_user",
  "ignored",
  "restored",
  "undone",
] as const;
export type ImportDecisionAction = (typeof IMPORT_DECISION_ACTIONS)[number];

/** How the card's history names each decision. */
export const IMPORT_DECISION_LABELS: Record<ImportDecisionAction, string> = {
  auto_assigned: "Assigned automatically",
  assigned: "Assigned",
  created_user: "New user created and assigned",
  ignored: "Ignored",
  restored: "Restored",
  undone: "Assignment undone",
};

/** Stored per document: a candidate user and the name similarity (0 to 1). */
export interface StoredMatchCandidate {
  userId: string;
  score: number;
}

// --- Requests ------------------------------------------------------------------------------------

/** POST /api/admin/imports */
export const createImportRequestSchema = z.strictObject({ documentType: z.enum(DOCUMENT_TYPES) });
export type CreateImportRequest = z.infer<typeof createImportRequestSchema>;

export const importParamsSchema = z.object({ importId: z.uuid() });
export const fuzzyMatchParamsSchema = z.object({ id: z.uuid() });

/** POST /api/admin/imports/{importId}/complete: the upload completion without a document type. */
export const completeImportUploadRequestSchema = z
  .strictObject(uploadedFileFields)
  .refine(...EXTENSION_MATCHES_MIME_TYPE);
export type CompleteImportUploadRequest = z.infer<typeof completeImportUploadRequestSchema>;

/** The Fuzzy Matches list's filters: what waits for a decision, what was ignored, recently assigned. */
export const FUZZY_MATCH_VIEWS = ["waiting", "ignored", "assigned", "reading"] as const;
export type FuzzyMatchListView = (typeof FUZZY_MATCH_VIEWS)[number];

export const fuzzyMatchListQuerySchema = z.object({
  view: z.enum(FUZZY_MATCH_VIEWS).default("waiting"),
  matchStatus: z.enum(MATCH_STATUSES).optional(),
  documentType: z.enum(DOCUMENT_TYPES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type FuzzyMatchListQuery = z.infer<typeof fuzzyMatchListQuerySchema>;

/** What to do with a non-empty work history form when a resume is assigned. */
export const FORM_CHOICES = ["overwrite", "keep"] as const;
export type FormChoice = (typeof FORM_CHOICES)[number];
export const FORM_NOT_EMPTY_CODE = "form_not_empty";

/** POST /api/admin/fuzzy-matches/{id}/assign */
export const assignMatchRequestSchema = z.strictObject({
  userId: z.uuid(),
  formChoice: z.enum(FORM_CHOICES).optional(),
});
export type AssignMatchRequest = z.infer<typeof assignMatchRequestSchema>;

/** POST /api/admin/fuzzy-matches/{id}/create-user */
export const createUserAndAssignRequestSchema = z.strictObject({
  fullName: fullNameSchema,
  email: emailAddress(),
  /** The administrator checked that a shared-looking address is this person's own. */
  addressConfirmed: z.boolean().optional(),
});
export type CreateUserAndAssignRequest = z.infer<typeof createUserAndAssignRequestSchema>;

// --- Views ---------------------------------------------------------------------------------------

export const createdImportSchema = z.object({
  id: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  createdAt: z.string(),
});
export type CreatedImport = z.infer<typeof createdImportSchema>;

export const importedFileSchema = z.object({ id: z.string(), filename: z.string() });
export type ImportedFile = z.infer<typeof importedFileSchema>;

export const matchHistoryEntrySchema = z.object({
  action: z.enum(IMPORT_DECISION_ACTIONS),
  /** Null for the automatic assignment. */
  actorName: z.string().nullable(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  /** Percent. */
  score: z.number().nullable(),
  at: z.string(),
});
export type MatchHistoryEntry = z.infer<typeof matchHistoryEntrySchema>;
