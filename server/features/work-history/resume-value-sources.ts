// Where the form's personal values and the entries of its certifications, education and skills were
// read in its resume (docs/decisions/0077-sources-of-every-value.md): the rows kept with the draft,
// and the review's answer from them. A personal value is shown at its source also once edited, as
// an entry is; a list's entry has no id, so it is found again by what was read (a certification's
// name, an education's institution and credential, a skill), wherever the list has moved it.

import type { ResumeData } from "@domain/schemas/resume-data";
import type { ResumeEvidenceValue } from "@domain/schemas/resume-evidence";
import {
  RESUME_LISTS,
  RESUME_PERSONAL_FIELDS,
  type ResumeList,
  type ResumeSources,
  type TextSpan,
} from "@domain/schemas/resume-sources";
import type { NewResumeValueSource } from "./resume-sources.repo";

const loose = (text: unknown) =>
  typeof text === "string" ? text.normalize("NFC").replace(/\s+/g, " ").trim().toLowerCase() : "";

/** What identifies a list's entry: the words it was read as (the form's lists are stored as JSON). */
export function listEntryKey(list: ResumeList, entry: unknown): string {
  if (list === "skills") return loose(entry);
  const fields = (entry ?? {}) as Record<string, unknown>;
  if (list === "certifications") return loose(fields.name);
  return `${loose(fields.institution)}\n${loose(fields.credential)}`;
}

/** The rows to keep for a reading: every personal value and list entry it states a source for. */
export function valueSourceRows(data: ResumeData, sources: ResumeSources): NewResumeValueSource[] {
  const rows: NewResumeValueSource[] = [];
  for (const field of RESUME_PERSONAL_FIELDS) {
    const value = data.personal[field];
    const spans = sources.personal[field];
    if (value !== null && spans?.length) rows.push({ field, position: 0, value: String(value), spans });
  }
  for (const list of RESUME_LISTS) {
    const entries: readonly unknown[] = data[list];
    for (const [position, entry] of entries.entries()) {
      const spans = sources[list][position];
      if (spans?.length) rows.push({ field: list, position, value: listEntryKey(list, entry), spans });
    }
  }
  return rows;
}

/** The form as the review reads it: its lists as they stand now (JSON columns). */
export type FormLists = Record<ResumeList, unknown>;

/**
 * The review's values: each personal value with its recorded source, and each entry of the form's
 * lists that was read from the resume, at its position in the form now. Ranges outside `textLength`
 * (a text that changed since) are dropped, and a value left without one is not listed.
 */
export function recordedValues(
  form: FormLists,
  rows: readonly NewResumeValueSource[],
  textLength: number,
): ResumeEvidenceValue[] {
  const within = (spans: readonly TextSpan[]) =>
    spans
      .filter((span) => span.start >= 0 && span.end > span.start && span.end <= textLength)
      .map(({ start, end }) => ({ start, end }));
  const values: ResumeEvidenceValue[] = [];
  for (const field of RESUME_PERSONAL_FIELDS) {
    const row = rows.find((item) => item.field === field);
    const spans = within(row?.spans ?? []);
    if (spans.length) values.push({ field, index: null, spans });
  }
  for (const list of RESUME_LISTS) {
    const unused = rows.filter((row) => row.field === list);
    const stated = form[list];
    const entries: readonly unknown[] = Array.isArray(stated) ? stated : [];
    for (const [index, entry] of entries.entries()) {
      const key = listEntryKey(list, entry);
      const at = unused.findIndex((row) => row.value === key);
      if (at < 0) continue;
      const [row] = unused.splice(at, 1);
      const spans = within(row!.spans);
      if (spans.length) values.push({ field: list, index, spans });
    }
  }
  return values;
}
