import { check, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import {
  RESUME_EVIDENCE_ENTRY_KINDS,
  type ResumeEvidenceEntryKind,
} from "../../../domain/schemas/resume-evidence";
import type { TextSpan } from "../../../domain/schemas/resume-sources";
import { oneOf } from "./columns";
import { workHistoryForms } from "./work-history";

/**
 * Where a form's entries were read in the resume that filled it (docs/decisions/0077): character
 * ranges of the upload's `extracted_text`, one row per entry the extractor stated them for. Written
 * with the entries when a resume replaces the form, gone with the form; an entry the user edits keeps
 * its row, one added by hand has none. `entry_id` is an employment or experience entry's id (four
 * tables, so no foreign key): a deleted entry's row is never read, and the next resume removes it.
 */
export const resumeEntrySources = pgTable(
  "resume_entry_sources",
  {
    formId: uuid("form_id")
      .notNull()
      .references(() => workHistoryForms.id, { onDelete: "cascade" }),
    entryId: uuid("entry_id").notNull(),
    kind: text("kind").$type<ResumeEvidenceEntryKind>().notNull(),
    spans: jsonb("spans").$type<TextSpan[]>().notNull(),
    /** A job's heading lines, when they are only part of `spans`: nothing there is offered again. */
    headingSpans: jsonb("heading_spans").$type<TextSpan[]>(),
  },
  (t) => [
    primaryKey({ columns: [t.formId, t.entryId] }),
    check("resume_entry_sources_kind_check", oneOf(t.kind, RESUME_EVIDENCE_ENTRY_KINDS)),
  ],
);

export type ResumeEntrySourceRow = typeof resumeEntrySources.$inferSelect;
