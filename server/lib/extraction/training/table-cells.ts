// A table whose column gaps text extraction narrowed: a PDF puts a date column and a title column
// one space apart ('03/11/2025 Altimeter Testing'), or a header's labels one space apart ('Course
// Date Completed Hours'). The header's labels are split where each is a known label; a row's dates
// are split off the text they touch; a row with fewer cells than the header is placed by what each
// cell is (a date, a figure, words), not by where it starts.

import { findCertificateDates } from "./dates";
import { type LabelledField, labelOf } from "./labels";

const MAX_LABEL_WORDS = 5;
const MAX_HEADER_WORDS = 12;

/**
 * 'Course Date Completed Hours' → 'Course', 'Date Completed', 'Hours'; null unless every word is in
 * a label. Of the ways to split, one with a course column and the fewest labels ('Course Date' and
 * 'Completed' are labels too).
 */
export function splitHeaderCell(cell: string): string[] | null {
  const words = cell.split(" ").filter(Boolean);
  if (words.length < 2 || words.length > MAX_HEADER_WORDS) return null;
  // The labels that start at each word, by their end.
  const labelsFrom = words.map((_word, start) => {
    const ends: number[] = [];
    for (let end = start + 1; end <= Math.min(words.length, start + MAX_LABEL_WORDS); end++) {
      if (labelOf(words.slice(start, end).join(" "))?.rest === "") ends.push(end);
    }
    return ends;
  });
  let best: string[] | null = null;
  let bestHasCourse = false;
  const walk = (start: number, labels: string[]) => {
    if (start === words.length) {
      const hasCourse = labels.some((label) => labelOf(label)?.label.field === "courseTitle");
      const better =
        !best ||
        (hasCourse && !bestHasCourse) ||
        (hasCourse === bestHasCourse && labels.length < best.length);
      if (better) [best, bestHasCourse] = [[...labels], hasCourse];
      return;
    }
    for (const end of labelsFrom[start]!) walk(end, [...labels, words.slice(start, end).join(" ")]);
  };
  walk(0, []);
  const found = best as string[] | null;
  return found && found.length >= 2 ? found : null;
}

/** A date at the start or the end of a cell with words beside it: split off ('03/11/2025 RVSM'). */
function splitDates(cell: string): string[] {
  // The order does not matter here: only where the dates are.
  const dates = findCertificateDates(cell, "month-first");
  if (dates.length !== 1) return [cell];
  const date = dates[0]!;
  const before = cell.slice(0, date.index).trim();
  const after = cell.slice(date.end).trim();
  if (before && after) return [cell];
  if (!before && after && /^\p{L}/u.test(after)) return [cell.slice(0, date.end).trim(), after];
  if (before && !after && /\p{L}$|\)$/u.test(before)) return [before, cell.slice(date.index).trim()];
  return [cell];
}

export function splitRowCells(cells: string[]): string[] {
  return cells.flatMap(splitDates);
}

type Kind = "date" | "figure" | "words";

const DATE_FIELDS = new Set<LabelledField>(["completionDate", "expiryDate", "issueDate"]);

function kindOf(cell: string): Kind {
  if (findCertificateDates(cell, "month-first").length > 0 && cell.length <= 30) return "date";
  if (/^[\d.,]+(?:\s*(?:h|hrs?|hours?))?$/i.test(cell)) return "figure";
  return "words";
}

function accepts(field: LabelledField, kind: Kind): boolean {
  if (DATE_FIELDS.has(field)) return kind === "date";
  if (field === "hours") return kind === "figure";
  if (field === "courseTitle") return kind === "words";
  return true;
}

/** Whether every cell sits in a column that can hold it. */
export function fitsColumns(fields: LabelledField[], columns: number[], cells: string[]): boolean {
  return cells.every((cell, index) => accepts(fields[columns[index]!]!, kindOf(cell)));
}

/** Each cell's column, in order, each in the next column that can hold it; null when one finds none. */
export function columnsByKind(fields: LabelledField[], cells: string[]): number[] | null {
  const columns: number[] = [];
  let column = 0;
  for (const cell of cells) {
    const kind = kindOf(cell);
    while (column < fields.length && !accepts(fields[column]!, kind)) column++;
    if (column >= fields.length) return null;
    columns.push(column++);
  }
  return columns;
}
