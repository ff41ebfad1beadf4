// A transcript's table of courses: a header row of labels ('Code  Course Title  Completed  Hours
// Expires') and one row per course below it, cells in the same columns. The first row is the
// certificate's course; every row's title is a course the document shows completed.

import type { CertificateText } from "./certificate-text";
import { datedRows } from "./dated-rows";
import { type LabelledField, labelOf } from "./labels";
import { columnsByKind, fitsColumns, splitHeaderCell, splitRowCells } from "./table-cells";

export type TableRow = Partial<Record<LabelledField, string>>;

const MIN_COLUMNS = 2;
const MAX_ROWS = 50;

/** The header's field per column, when the line is a header row with a course column. */
function headerFields(cells: string[]): LabelledField[] | null {
  const fields: LabelledField[] = [];
  for (const cell of cells) {
    const match = labelOf(cell);
    if (match?.rest === "") {
      fields.push(match.label.field);
      continue;
    }
    // Labels one space apart, as a PDF's narrow gaps leave them, beside other header cells (a
    // line of one cell is a heading: 'Course Completion Certificate').
    const labels = cells.length >= MIN_COLUMNS ? splitHeaderCell(cell) : null;
    if (!labels) return null;
    for (const label of labels) fields.push(labelOf(label)!.label.field);
  }
  return fields.length >= MIN_COLUMNS && fields.includes("courseTitle") ? fields : null;
}

/** Where each cell starts in its line. */
function cellStarts(line: string, cells: string[]): number[] {
  let position = 0;
  return cells.map((cell) => {
    const start = line.indexOf(cell, position);
    position = start + cell.length;
    return start;
  });
}

/** The column a cell belongs to when the row has fewer cells than the header: the nearest start. */
function nearestColumn(starts: number[], start: number): number {
  let best = 0;
  for (let column = 1; column < starts.length; column++) {
    if (Math.abs(starts[column]! - start) < Math.abs(starts[best]! - start)) best = column;
  }
  return best;
}

/** A row's cells; two blanks also separate them when that is how the row matches its header. */
function rowCells(line: string, cells: string[], columns: number): string[] {
  if (cells.length >= columns) return cells;
  const narrow = line
    .split(/\t| {2,}| *\| */)
    .map((cell) => cell.trim())
    .filter((cell) => cell.length > 0);
  return narrow.length <= columns ? narrow : cells;
}

/**
 * Each cell's column: in order when the row is full; else by where it starts under the header, or,
 * when that puts a cell where it cannot be (text extraction moved it), by what it is.
 */
function rowColumns(
  line: string,
  cells: string[],
  fields: LabelledField[],
  headerStarts: number[],
): number[] {
  if (cells.length === fields.length) return cells.map((_cell, position) => position);
  const starts = cellStarts(line, cells);
  const placed = starts.map((start) => nearestColumn(headerStarts, start));
  if (headerStarts.length === fields.length && fitsColumns(fields, placed, cells)) return placed;
  return columnsByKind(fields, cells) ?? placed;
}

const SEPARATOR_ROW = /^[\s|:+=_-]+$/;
const NOT_COMPLETED =
  /^(?:incomplete|not completed?|in[- ]progress|not started|started|enrolled|registered|failed|fail|withdrawn|no[- ]show|pending|assigned|overdue|cancelled|canceled)$/i;

interface CourseTable {
  rows: TableRow[];
  /** The indexes of the rows' lines. */
  lines: Set<number>;
}

const cache = new WeakMap<CertificateText, CourseTable>();

/** The rows of the first table of courses, each as its values by field; [] when there is none. */
export function courseTableRows(text: CertificateText): TableRow[] {
  return courseTable(text).rows;
}

/**
 * The lines of the table's rows: a cell there is a course's value, never a label of the document's
 * ('Recurrent   03/05/2025' in a Type column is not an expiry).
 */
export function courseTableLines(text: CertificateText): ReadonlySet<number> {
  return courseTable(text).lines;
}

function courseTable(text: CertificateText): CourseTable {
  const cached = cache.get(text);
  if (cached) return cached;
  const rows: TableRow[] = [];
  const lines = new Set<number>();
  for (let index = 0; index < text.cells.length && rows.length === 0; index++) {
    const fields = headerFields(text.cells[index]!);
    if (!fields) continue;
    const headerStarts = cellStarts(text.lines[index]!, text.cells[index]!);
    for (let next = index + 1; next < text.cells.length && rows.length < MAX_ROWS; next++) {
      const line = text.lines[next]!;
      if (SEPARATOR_ROW.test(line)) continue;
      let cells = rowCells(line, text.cells[next]!, fields.length);
      if (cells.length < fields.length) cells = splitRowCells(cells);
      if (cells.length < 2 || cells.length > fields.length || labelOf(cells[0]!)) break;
      const columns = rowColumns(line, cells, fields, headerStarts);
      const row: TableRow = {};
      cells.forEach((cell, position) => {
        const field = fields[columns[position]!]!;
        if (row[field] === undefined) row[field] = cell;
      });
      // 'Incomplete', 'In progress' in a Status column: a course the document shows not completed.
      if (!Object.values(row).some((cell) => NOT_COMPLETED.test(cell!.trim()))) rows.push(row);
      lines.add(next);
    }
  }
  // No header: a list of dated lines ('Engine Oil Servicing - PT6A-60A - 06/03/2025').
  if (rows.length === 0) {
    for (const row of datedRows(text)) {
      rows.push({ courseTitle: row.courseTitle, completionDate: row.completionDate });
      lines.add(row.line);
    }
  }
  const table = { rows, lines };
  cache.set(text, table);
  return table;
}
