// Job records written as a form, one 'label   value' or 'Label: value' line per field (Europass's
// 'Dates / Occupation or position held / Name and address of employer', government forms). The
// labels say what each value is, so no heading shape or word evidence is needed to tell them apart.
// Web pages rendering JSON-resume data write 'position: …', 'startDate: 2018-04', 'endDate: present'
// under the employer's name: the name line just above the record is its employer.

import { type DateOptions, findDateRanges } from "./dates";
import type { Heading } from "./employment/candidate";
import type { Line } from "./text";

const LABELLED_LINE = /^(?<label>[^:]{2,45}?)(?:\s*:\s*|\s{3,})(?<value>\S.*)$/u;

const FIELD_LABELS: Record<"dates" | "start" | "end" | "title" | "employer" | "place", RegExp> = {
  dates: /^(?:dates?|period|from\s*[-–/]\s*to|periodo|período|fechas)$/i,
  start: /^(?:start\s*date|startDate|from|started|start)$/i,
  end: /^(?:end\s*date|endDate|to|ended|end|until)$/i,
  place: /^(?:location|place|city)$/i,
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
  // JSON printed as it is: '"position": "Apprentice AME",'.
  const label = match.groups!.label!.replace(/^[\s{"']+|["'\s]+$/g, "");
  for (const field of Object.keys(FIELD_LABELS) as Field[]) {
    if (FIELD_LABELS[field].test(label))
      return { field, value: match.groups!.value!.replace(/^["'\s]+|["'\s]*,?\s*$/g, "") };
  }
  return null;
}

/** The employer's name on the line just above a record that labels no employer ('Harbour Air'). */
function nameAbove(lines: readonly Line[], index: number): string | null {
  const line = lines[index - 1];
  if (!line || line.blank || line.bullet || fieldOf(line)) return null;
  const text = line.text.trim();
  if (text.length > 80 || /[:;!?]$/.test(text) || !/^[\p{Lu}\d]/u.test(text)) return null;
  if (text.split(/\s+/).length > 8) return null;
  return text;
}

/**
 * One heading per labelled record that names its employer, or none when the section is not a form.
 * A record starts where a field comes back ('Dates' again, 'Employer' again).
 */
export function labelledRecordHeadings(lines: readonly Line[], options: DateOptions): Heading[] {
  const headings: Heading[] = [];
  let record: { lines: number[]; fields: Partial<Record<Field, string>> } | null = null;
  const close = () => {
    if (!record) return;
    // A record of its own needs a role or dates besides the name above it.
    const above = record.fields.employer ? null : nameAbove(lines, record.lines[0]!);
    if (above && record.fields.title && (record.fields.start || record.fields.dates)) {
      record.fields.employer = above;
      record.lines.unshift(record.lines[0]! - 1);
    }
    if (!record.fields.employer) return;
    const { employer, title, place, start, end } = record.fields;
    const dates = record.fields.dates ?? (start ? `${start} – ${end ?? "present"}` : undefined);
    const range = dates ? (findDateRanges(dates, options)[0] ?? null) : null;
    headings.push({
      card: above !== null && record.fields.employer === above,
      lines: record.lines,
      texts: [employer, ...(title ? [title] : []), ...(place ? [place] : [])],
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
