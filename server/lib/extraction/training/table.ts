// A transcript's table of courses: a header row of labels ('Code  Course Title  Completed  Hours
// Expires') and one row per course below it, cells in the same columns. The first row is the
// certificate's course; every row's title is a course the document shows completed.

import type { CertificateText } from "./certificate-text";
import { type LabelledField, labelOf } from "./labels";

export type TableRow = Partial<Record<LabelledField, string>>;

const MIN_COLUMNS = 2;
const MAX_ROWS = 50;

/** The header's field per column, when the line is a header row with a course column. */
function headerFields(cells: string[]): LabelledField[] | null {
  if (cells.length < MIN_COLUMNS) return null;
  const fields: LabelledField[] = [];
  for (const cell of cells) {
    const match = labelOf(cell);
    if (match?.rest !== "") return null;
    fields.push(match.label.field);
  }
  return fields.includes("courseTitle") ? fields : null;
}

const cache = new WeakMap<CertificateText, TableRow[]>();

/** The rows of the first table of courses, each as its values by field; [] when there is none. */
export function courseTableRows(text: CertificateText): TableRow[] {
  const cached = cache.get(text);
  if (cached) return cached;
  let rows: TableRow[] = [];
  for (let index = 0; index < text.cells.length && rows.length === 0; index++) {
    const fields = headerFields(text.cells[index]!);
    if (!fields) continue;
    for (let next = index + 1; next < text.cells.length && rows.length < MAX_ROWS; next++) {
      const cells = text.cells[next]!;
      if (cells.length !== fields.length || labelOf(cells[0]!)) break;
      const row: TableRow = {};
      fields.forEach((field, column) => {
        if (row[field] === undefined) row[field] = cells[column]!;
      });
      rows.push(row);
    }
    if (rows.length === 0) rows = [];
  }
  cache.set(text, rows);
  return rows;
}
