// Timelines laid out as columns side by side (web pages, PDF infographics): one row of date ranges,
// then rows of employer, title and place, each cell under its range. Text extraction keeps the
// columns apart with wide gaps ('2021 – present          2017 – 2021'), so each column is one job.
// Some put the dates under the rows instead, closing each column.

import { type DateOptions, findDateRanges } from "./dates";
import type { Heading } from "./employment/candidate";
import type { Line } from "./text";

/** Cells are separated by three spaces or more, a tab, or a spaced bar ('2018 – present  |  2011 – 2018'). */
function cellsOf(text: string): string[] {
  return text
    .trim()
    .split(/\s{3,}|\t+|\s+\|\s+/)
    .map((cell) => cell.trim())
    .filter(Boolean);
}

/** The range when the cell is a date range and nothing else. */
function wholeRange(cell: string, options: DateOptions) {
  const range = findDateRanges(cell, options)[0];
  return range && range.index === 0 && range.length >= cell.replace(/[\s·|,]+$/, "").length ? range : null;
}

/**
 * One heading per column: a row of two or more whole date ranges, and the rows below it with as many
 * cells (the column's employer, title, place). Rows with another count end the timeline.
 */
export function timelineColumnHeadings(lines: readonly Line[], options: DateOptions): Heading[] {
  const headings: Heading[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.blank || line.bullet || line.text.length > 240) continue;
    const dates = cellsOf(line.text);
    if (dates.length < 2) continue;
    const ranges = dates.map((cell) => wholeRange(cell, options));
    if (ranges.some((range) => range === null)) continue;
    const rows: string[][] = [];
    let below = index + 1;
    while (below < lines.length && rows.length < 4) {
      const next = lines[below]!;
      const cells = next.blank || next.bullet ? [] : cellsOf(next.text);
      if (cells.length !== dates.length) break;
      rows.push(cells);
      below++;
    }
    // 'Braathens Regional Airlines   Nordic Aero Technics' … over '2017 – now   2011 – 2017': the
    // rows may stand above the dates, the dates closing the columns.
    let above = index;
    if (rows.length === 0) {
      while (above > 0 && rows.length < 4) {
        const previous = lines[above - 1]!;
        const cells = previous.blank || previous.bullet ? [] : cellsOf(previous.text);
        if (cells.length !== dates.length || cells.some((cell) => wholeRange(cell, options))) break;
        rows.unshift(cells);
        above--;
      }
    }
    if (rows.length === 0) continue;
    const rowLines = Array.from({ length: rows.length + 1 }, (_, offset) => above + offset);
    ranges.forEach((range, column) => {
      headings.push({
        lines: rowLines,
        texts: rows.map((row) => row[column]!),
        anchor: { range, index: 0, length: range!.length, rest: "" },
      });
    });
    index = below - 1;
  }
  return headings;
}
