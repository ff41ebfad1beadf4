import { check, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import {
  RESUME_EVIDENCE_ENTRY_KINDS,
  type ResumeEvidenceEntryKind,
} from "../../../domain/schemas/resume-evidence";
import { RESUME_LISTS, RESUME_PERSONAL_FIELDS, type TextSpan } from "../../../domain/schemas/resume-sources";
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

/** What `resume_value_sources.field` names: a personal value, or an entry of one of the form's lists. */
export const RESUME_VALUE_SOURCE_FIELDS = [...RESUME_PERSONAL_FIELDS, ...RESUME_LISTS] as const;
export type ResumeValueSourceField = (typeof RESUME_VALUE_SOURCE_FIELDS)[number];

/**
 * Where the form's personal values and the entries of its certifications, education and skills were
 * read in the resume that filled it (docs/decisions/0077): ranges of the upload's `extracted_text`.
 * A personal value is one row (`position` 0); a list's entry is the row at its position in the
 * reading, with `value` what was read (the certification's name, the institution or credential, the
 * skill), by which the form's entry is found again however the list was reordered. Written with the
 * form when a resume replaces it, gone with the form.
 */
export const resumeValueSources = pgTable(
  "resume_value_sources",
  {
    formId: uuid("form_id")
      .notNull()
      .references(() => workHistoryForms.id, { onDelete: "cascade" }),
    field: text("field").$type<ResumeValueSourceField>().notNull(),
    position: integer("position").notNull(),
    value: text("value"),
    spans: jsonb("spans").$type<TextSpan[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.formId, t.field, t.position] }),
    check("resume_value_sources_field_check", oneOf(t.field, RESUME_VALUE_SOURCE_FIELDS)),
  ],
);

export type ResumeValueSourceRow = typeof resumeValueSources.$inferSelect;
