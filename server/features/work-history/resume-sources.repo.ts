// Queries on resume_entry_sources and resume_value_sources: where each entry and value of a form was
// read in its resume (docs/decisions/0077). `db` may be a transaction.

import type { TextSpan } from "@domain/schemas/resume-sources";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  type ResumeEntrySourceRow,
  type ResumeValueSourceRow,
  resumeEntrySources,
  resumeValueSources,
} from "../../db/schema/index";

export type NewResumeEntrySource = Omit<ResumeEntrySourceRow, "formId">;

/** The form's sources become `rows` (none: the form keeps no sources). */
export async function replaceSourcesOfForm(
  db: Database,
  formId: string,
  rows: readonly NewResumeEntrySource[],
): Promise<void> {
  await db.delete(resumeEntrySources).where(eq(resumeEntrySources.formId, formId));
  if (rows.length === 0) return;
  await db.insert(resumeEntrySources).values(rows.map((row) => ({ ...row, formId })));
}

export interface RecordedSources {
  spans: TextSpan[];
  /** Where the entry's values were read, when that is only part of `spans`. */
  headingSpans: TextSpan[] | null;
}

/** Each entry's recorded sources, by entry id. */
export async function sourcesOfForm(db: Database, formId: string): Promise<Map<string, RecordedSources>> {
  const rows = await db
    .select({
      entryId: resumeEntrySources.entryId,
      spans: resumeEntrySources.spans,
      headingSpans: resumeEntrySources.headingSpans,
    })
    .from(resumeEntrySources)
    .where(eq(resumeEntrySources.formId, formId));
  return new Map(rows.map(({ entryId, ...sources }) => [entryId, sources]));
}

export type NewResumeValueSource = Omit<ResumeValueSourceRow, "formId">;

/** The form's value sources become `rows` (none: the form keeps none). */
export async function replaceValueSourcesOfForm(
  db: Database,
  formId: string,
  rows: readonly NewResumeValueSource[],
): Promise<void> {
  await db.delete(resumeValueSources).where(eq(resumeValueSources.formId, formId));
  if (rows.length === 0) return;
  await db.insert(resumeValueSources).values(rows.map((row) => ({ ...row, formId })));
}

/** The form's value sources, personal values first, each list's entries in the reading's order. */
export async function valueSourcesOfForm(db: Database, formId: string): Promise<NewResumeValueSource[]> {
  return db
    .select({
      field: resumeValueSources.field,
      position: resumeValueSources.position,
      value: resumeValueSources.value,
      spans: resumeValueSources.spans,
    })
    .from(resumeValueSources)
    .where(eq(resumeValueSources.formId, formId))
    .orderBy(resumeValueSources.field, resumeValueSources.position);
}
