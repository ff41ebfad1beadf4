// The Fuzzy Matches list of imported documents on the admin screen (docs/product.md §3.4 and §18).
// The spec's card (id, filename, matchScore, possibleUsers) with what bulk import adds.

import { z } from "zod";
import { DOCUMENT_TYPES, MATCH_STATUSES } from "../enums";
import { IMPORT_DOCUMENT_STATES, matchHistoryEntrySchema } from "./bulk-import";

/** A possible user: name and e-mail only, never more of their data. */
export const fuzzyMatchCandidateSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  /** Percent. */
  score: z.number().min(0).max(100),
  /** False for an account whose owner never proved the address: anyone can register one for any address. */
  verified: z.boolean(),
});
export type FuzzyMatchCandidate = z.infer<typeof fuzzyMatchCandidateSchema>;

export const fuzzyMatchViewSchema = z.object({
  id: z.string(),
  filename: z.string(),
  /** Percent. */
  matchScore: z.number().min(0).max(100),
  possibleUsers: z.array(fuzzyMatchCandidateSchema),
  documentType: z.enum(DOCUMENT_TYPES),
  state: z.enum(IMPORT_DOCUMENT_STATES),
  /** Null until the document is read. */
  matchStatus: z.enum(MATCH_STATUSES).nullable(),
  extractedName: z.string().nullable(),
  extractedEmail: z.string().nullable(),
  assignedUser: z.object({ id: z.string(), fullName: z.string(), email: z.string() }).nullable(),
  /** Until when an assignment can be undone (ISO 8601); null when it cannot. */
  undoUntil: z.string().nullable(),
  /** Why a file could not be read. */
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  history: z.array(matchHistoryEntrySchema),
});
export type FuzzyMatchView = z.infer<typeof fuzzyMatchViewSchema>;

export const fuzzyMatchPageSchema = z.object({
  items: z.array(fuzzyMatchViewSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  /** How many documents are in each view, for the filter's labels. */
  counts: z.object({ waiting: z.int(), ignored: z.int(), assigned: z.int(), reading: z.int() }),
});
export type FuzzyMatchPage = z.infer<typeof fuzzyMatchPageSchema>;
