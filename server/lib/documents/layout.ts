// Reading order for laid-out text. A row is what sits on one line of the page: chunks of text with
// their horizontal extent (points in a PDF, character columns in a plain-text file). Two-column
// resumes put unrelated text side by side ('EXPERIENCE ...   CERTIFICATES'); reading them row by
// row mixes both. Here a column gutter is found from where chunks start, and the region it spans is
// read left column first, then right column. Tables (three or more aligned chunks per row) and the
// common 'Job title ........ Jan 2019 – Present' lines are left as they are.

export interface LayoutChunk {
  start: number;
  end: number;
  text: string;
  /** The input line the chunk came from, when the caller numbered them (`linearizedRows`). */
  line?: number;
}

/** An empty row is a blank line. */
export type LayoutRow = LayoutChunk[];

export interface ReadingOrderOptions {
  /** How far apart two chunk starts may be and still be one column edge (same unit as the chunks). */
  tolerance: number;
  /** Rows sharing a gutter before it counts as a column layout. */
  minRows?: number;
}

/** Placed between chunks that stay on one line, so later stages still see the gap. */
export const CHUNK_GAP = "   ";

const MONTH_OR_YEAR =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*['’]?\d{2,4}\b|\b(?:19|20)\d{2}\b|\b(?:present|current)\b/i;

function isDateLike(text: string): boolean {
  return text.length <= 40 && MONTH_OR_YEAR.test(text);
}

export function joinRow(chunks: readonly LayoutChunk[]): string {
  return chunks.map((chunk) => chunk.text).join(CHUNK_GAP);
}

interface Gutter {
  x: number;
  rows: number;
}

/** The most used column edge among second-and-later chunks, when it looks like a real column. */
function findGutter(rows: readonly LayoutRow[], options: ReadingOrderOptions): Gutter | null {
  const starts: { x: number; row: number; text: string; left: string }[] = [];
  let multiChunkRows = 0;
  let tableRows = 0;
  rows.forEach((row, index) => {
    if (row.length < 2) return;
    multiChunkRows++;
    // A table row has a cell between its first and last that is not a date: 'Title   Jan 2012 – Mar
    // 2018   Aircraft' is a job line with right-aligned dates beside a sidebar, not a record.
    if (row.length >= 3 && row.slice(1, -1).some((chunk) => !isDateLike(chunk.text))) tableRows++;
    for (let position = 1; position < row.length; position++) {
      const chunk = row[position]!;
      starts.push({
        x: chunk.start,
        row: index,
        text: chunk.text,
        left: joinRow(row.slice(0, position)),
      });
    }
  });
  // Three or more aligned chunks per row is a table: its rows are records, read across.
  if (multiChunkRows === 0 || tableRows * 2 >= multiChunkRows) return null;
  starts.sort((a, b) => a.x - b.x);
  let best: (typeof starts)[number][] = [];
  for (let first = 0; first < starts.length; first++) {
    const cluster = [];
    for (
      let next = first;
      next < starts.length && starts[next]!.x - starts[first]!.x <= options.tolerance;
      next++
    ) {
      cluster.push(starts[next]!);
    }
    if (new Set(cluster.map((item) => item.row)).size > new Set(best.map((item) => item.row)).size)
      best = cluster;
  }
  const rowCount = new Set(best.map((item) => item.row)).size;
  if (rowCount < (options.minRows ?? 4)) return null;
  // 'Title ..... Jan 2019 – Present' or '2017 – present   Employer': dates beside text, not columns.
  const datesRight = best.filter((item) => isDateLike(item.text)).length;
  const datesLeft = best.filter((item) => isDateLike(item.left)).length;
  if (datesRight * 2 >= best.length || datesLeft * 2 >= best.length) return null;
  // 'Dates   2017 – Present' / 'Occupation or position held   Mechanic' (Europass, forms): a label
  // column whose labels come back record after record is read across, label beside value.
  const labelCounts = new Map<string, number>();
  for (const item of best) labelCounts.set(item.left, (labelCounts.get(item.left) ?? 0) + 1);
  const repeatedLabels = best.filter((item) => labelCounts.get(item.left)! >= 2).length;
  if (repeatedLabels * 2 >= best.length) return null;
  return { x: Math.min(...best.map((item) => item.x)), rows: rowCount };
}

/** Rows first..end (inclusive) are two columns split at `edge`. */
export interface ColumnRegion {
  first: number;
  end: number;
  edge: number;
  /** The rows, with chunks that ran into the right column split at the gutter. */
  rows: LayoutRow[];
}

/** 'station.  Technical English': two spaces at the gutter still separate the columns. */
function splitAtGutter(row: LayoutRow, x: number, tolerance: number): LayoutRow {
  return row.flatMap((chunk) => {
    if (chunk.start >= x - tolerance || chunk.end <= x + tolerance) return [chunk];
    for (const gap of chunk.text.matchAll(/\s{2,}/g)) {
      const rightStart = chunk.start + gap.index + gap[0].length;
      if (Math.abs(rightStart - x) <= tolerance) {
        return [
          { ...chunk, end: chunk.start + gap.index, text: chunk.text.slice(0, gap.index) },
          { ...chunk, start: rightStart, text: chunk.text.slice(gap.index + gap[0].length) },
        ];
      }
    }
    return [chunk];
  });
}

/** The first two-column region of the rows, if any. */
export function findColumnRegion(
  original: readonly LayoutRow[],
  options: ReadingOrderOptions,
): ColumnRegion | null {
  const gutter = findGutter(original, options);
  if (!gutter) return null;
  const rows = original.map((row) => splitAtGutter(row, gutter.x, options.tolerance));
  const edge = gutter.x - options.tolerance;
  const hasRight = (row: LayoutRow) => row.some((chunk) => chunk.start >= edge);
  const crosses = (row: LayoutRow) =>
    row.some((chunk) => chunk.start < edge && chunk.end > gutter.x + options.tolerance);

  const first = rows.findIndex(hasRight);
  let last = first;
  for (let index = first; index < rows.length; index++) {
    if (crosses(rows[index]!)) break;
    if (hasRight(rows[index]!)) last = index;
  }
  // Below the right column the left one may go on; it ends at the paragraph that spans the page.
  let blank = -1;
  let index = last + 1;
  for (; index < rows.length && !crosses(rows[index]!); index++) {
    if (rows[index]!.length === 0) blank = index;
  }
  const end = index === rows.length ? rows.length - 1 : blank > last ? blank - 1 : index - 1;
  return { first, end, edge, rows };
}

/** Lines in reading order; a blank row gives an empty line. */
export function readingOrder(original: readonly LayoutRow[], options: ReadingOrderOptions): string[] {
  return readingOrderRows(original, options).map(joinRow);
}

/** The rows in reading order, each chunk as it was read (so its `line` and `start` say where it is). */
export function readingOrderRows(original: readonly LayoutRow[], options: ReadingOrderOptions): LayoutRow[] {
  const region = findColumnRegion(original, options);
  if (!region) return [...original];
  const { first, end, edge, rows } = region;
  const left: LayoutRow[] = [];
  const right: LayoutRow[] = [];
  for (let row = first; row <= end; row++) {
    const chunks = rows[row]!;
    left.push(chunks.filter((chunk) => chunk.start < edge));
    right.push(chunks.filter((chunk) => chunk.start >= edge));
  }
  return [
    ...rows.slice(0, first),
    ...left,
    [],
    ...right,
    [],
    ...readingOrderRows(rows.slice(end + 1), options),
  ];
}

const GAP = /\s{3,}|\t+/g;

/** Rows of a plain-text line: chunks separated by three or more spaces or a tab. */
export function plainTextRow(line: string): LayoutRow {
  const expanded = expandTabs(line);
  const row: LayoutRow = [];
  let position = 0;
  for (const gap of expanded.matchAll(GAP)) {
    pushChunk(row, expanded, position, gap.index);
    position = gap.index + gap[0].length;
  }
  pushChunk(row, expanded, position, expanded.length);
  return row;
}

function pushChunk(row: LayoutRow, line: string, from: number, to: number) {
  const raw = line.slice(from, to);
  const text = raw.trim();
  if (!text) return;
  const start = from + raw.indexOf(text);
  row.push({ start, end: start + text.length, text });
}

function expandTabs(line: string, width = 8): string {
  if (!line.includes("\t")) return line;
  let out = "";
  for (const char of line) {
    if (char === "\t") out += " ".repeat(width - (out.length % width));
    else out += char;
  }
  return out;
}

/** A plain text in reading order: two-column passages are read one column after the other. */
export function linearizePlainText(text: string): string {
  const ordered = linearizedRows(text);
  return ordered
    ? ordered
        .map(joinRow)
        .join("\n")
        .replace(/\n{3,}/g, "\n\n")
    : text;
}

/**
 * The rows of `linearizePlainText` before they are joined (each chunk with its input `line` and its
 * `start` column, which is its offset in a line without tabs), or null when the text stays as it is.
 * The caller joins them with `joinRow` and collapses runs of blank lines as `linearizePlainText` does.
 */
export function linearizedRows(text: string): LayoutRow[] | null {
  const rows = text
    .split("\n")
    .map((line, index) => plainTextRow(line).map((chunk) => ({ ...chunk, line: index })));
  const ordered = readingOrderRows(rows, { tolerance: 2 });
  if (
    ordered.length === rows.length &&
    ordered.every((row, index) => joinRow(row) === joinRow(rows[index]!))
  ) {
    return null;
  }
  return ordered;
}
