// Job records written as a form, one 'label   value' or 'Label: value' line per field (Europass's
// 'Dates / Occupation or position held / Name and address of employer', government forms). The
// labels say what each value is, so no heading shape or word evidence is needed to tell them apart.

import { type DateOptions, findDateRanges } from "./dates";
import type { Heading } from "./employment";
import type { Line } from "./text";

const LABELLED_LINE = /^(?<label>[^:]{2,45}?)(?:\s*:\s*|\s{3,})(?<value>\S.*)$/u;

const FIELD_LABELS: Record<"dates" | "title" | "employer", RegExp> = {
  dates: /^(?:dates?|period|from\s*[-–/]\s*to|periodo|período|fechas)$/i,
  title:
    /^(?:occupation or position held|position held|position|job title|title|occupation|role|puesto|cargo)$/i,
  employer:
    /^(?:name and address of employer|name of employer|employer'?s? name|employer|company|empresa|organi[sz]ation)$/i,
};

type Field = keyof typeof FIELD_LABELS;

function fieldOf(line: Line): { field: Field; value: string } | null {
  if (line.blank) return null;
  const match = LABELLED_LINE.exec(line.text);
  if (!match) return null;
  const label = match.groups!.label!.trim();
  for (const field of Object.keys(FIELD_LABELS) as Field[]) {
    if (FIELD_LABELS[field].test(label)) return { field, value: match.groups!.value!.trim() };
  }
  return null;
}

/**
 * One heading per labelled record that names its employer, or none when the section is not a form.
 * A record starts where a field comes back ('Dates' again, 'Employer' again).
 */
export function labelledRecordHeadings(lines: readonly Line[], options: DateOptions): Heading[] {
  const headings: Heading[] = [];
  let record: { lines: number[]; fields: Partial<Record<Field, string>> } | null = null;
  const close = () => {
    if (!record?.fields.employer) return;
    const { dates, employer, title } = record.fields;
    const range = dates ? (findDateRanges(dates, options)[0] ?? null) : null;
    headings.push({
      lines: record.lines,
      texts: [employer, ...(title ? [title] : [])],
      anchor: range ? { range, index: 0, length: range.length, rest: "" } : null,
    });
  };
  lines.forEach((line, index) => {
    const found = fieldOf(line);
    if (!found) return;
    if (!record || record.fields[found.field] !== undefined) {
      close();
      record = { lines: [], fields: {} };
    }
    record.lines.push(index);
    record.fields[found.field] = found.value;
  });
  close();
  return headings;
}
