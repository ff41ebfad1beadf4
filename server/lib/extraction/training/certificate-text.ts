// A certificate's text as lines of cells: a gap of three or more spaces, a tab, a '|' or a dot leader separates
// the columns of a two-column layout ('Trainee: J. Smith        Course: RVSM') or a table, which
// text extraction keeps. A certificate is a page or two, so only its first TRAINING_READ_MAX_CHARACTERS are read.

import { normalizeCharacters } from "../builtin/text";
import { withSmallSentenceWords } from "./capital-sentences";

export const TRAINING_READ_MAX_CHARACTERS = 20_000;
/** The share of lines after a blank line that makes a document double spaced. */
const DOUBLE_SPACED = 0.8;

export interface CertificateText {
  /** Trimmed lines, blank ones dropped. */
  lines: string[];
  /** Each line's cells, in reading order. */
  cells: string[][];
  /** The lines joined with single spaces, for phrases split across lines. */
  flat: string;
  /** Whether a blank line comes before each line: a value wraps onto the next line only without one. */
  gapBefore: boolean[];
  /** The blanks before each line's first character: a value column's wrapped line is indented. */
  indents: number[];
}

/** Dot leaders ('NAME ........ Jane Doe') separate a label from its value like a gap. */
const CELL_GAP = /\t| {3,}| *\| *| *\.{4,} */;
/** '4. Course:', '(2) Name:': a form's field number before its label is not part of it. */
const FIELD_NUMBER = /^\(?\d{1,2}[.)]\)? +(?=\p{L}[^:\n]{0,40}:)/u;

const withoutFieldNumber = (text: string) => text.replace(FIELD_NUMBER, "");

/** A page's number on a line of its own: 'Page 1 of 2', 'Page 3', '- 2 -', '1 of 2'. */
const PAGE_NUMBER = /^(?:page \d{1,3}(?: (?:of|\/) \d{1,3})?|- ?\d{1,3} ?-|\d{1,3} of \d{1,3})$/i;

/** The blank a form's value was written into: 'Name: __Owen Gallagher__' is 'Name: Owen Gallagher'. */
const BLANK_MARKS = /_{2,}(?=[\p{L}\d])|(?<=[\p{L}\d.)])_{2,}/gu;
const withoutBlankMarks = (line: string) => (line.includes("__") ? line.replace(BLANK_MARKS, "") : line);

export function prepareCertificate(raw: string): CertificateText {
  const lines: string[] = [];
  const blanksBefore: number[] = [];
  const indents: number[] = [];
  let blanks = 0;
  for (const raw_ of normalizeCharacters(raw.slice(0, TRAINING_READ_MAX_CHARACTERS)).split("\n")) {
    const line = withSmallSentenceWords(withoutFieldNumber(withoutBlankMarks(raw_.trim())));
    // 'Page 1 of 2': the page's number says nothing of the certificate, and is never its title.
    if (line.length === 0 || PAGE_NUMBER.test(line)) {
      blanks++;
      continue;
    }
    lines.push(line);
    blanksBefore.push(blanks);
    indents.push(raw_.length - raw_.trimStart().length);
    blanks = 0;
  }
  // A document that puts a blank line after every line (paragraphs, as a word processor's text
  // comes out) says nothing with one: only a wider gap separates its parts.
  const spaced = blanksBefore.slice(1).filter((count) => count > 0).length;
  const minimumGap = lines.length > 2 && spaced >= (lines.length - 1) * DOUBLE_SPACED ? 2 : 1;
  const gapBefore = blanksBefore.map((count) => count >= minimumGap);
  const cells = lines.map((line) =>
    line
      .split(CELL_GAP)
      .map((cell) => withoutFieldNumber(cell.trim()))
      .filter((cell) => cell.length > 0),
  );
  return { lines, cells, flat: lines.join(" "), gapBefore, indents };
}

/** A line this long is a paragraph's line, wrapped by the page rather than ended by its writer. */
export const WRAPPED_LINE = 80;
/** On a narrower page: a line nearly as long as the page's longest, and at least this long. */
const MIN_WRAPPED_LINE = 45;
const NEAR_LONGEST = 0.85;

const wrapWidths = new WeakMap<CertificateText, number>();

/** The length from which a line is one the page wrapped: 80, or less on a page of shorter lines. */
function wrapWidth(text: CertificateText): number {
  let width = wrapWidths.get(text);
  if (width === undefined) {
    const longest = Math.max(
      0,
      ...text.lines.map((line, index) => (text.cells[index]!.length === 1 ? line.length : 0)),
    );
    width = Math.min(WRAPPED_LINE, Math.max(MIN_WRAPPED_LINE, Math.floor(longest * NEAR_LONGEST)));
    wrapWidths.set(text, width);
  }
  return width;
}

/**
 * Whether line `index` was wrapped by the page, so that its sentence goes on on the next line: it
 * is long for its page (WRAPPED_LINE, or nearly the longest line of a narrower page) and does not
 * end a sentence.
 */
export function isWrappedLine(text: CertificateText, index: number): boolean {
  const line = text.lines[index];
  if (line === undefined || /[.!?:;]$/.test(line)) return false;
  return line.length >= WRAPPED_LINE || (line.length >= wrapWidth(text) && text.cells[index]!.length === 1);
}

/**
 * The lines with each paragraph a page wrapped joined back into one ('… in a classroom session of 4'
 * over 'hours.'): a line runs on into the next when the page wrapped it.
 */
export function unwrappedLines(text: CertificateText): string[] {
  const joined: string[] = [];
  text.lines.forEach((line, index) => {
    if (index > 0 && isWrappedLine(text, index - 1) && !text.gapBefore[index] && joined.length > 0)
      joined[joined.length - 1] = `${joined.at(-1)} ${line}`;
    else joined.push(line);
  });
  return joined;
}

const LEADING = new Set([..."\"'“”‘’ "]);
const TRAILING = new Set([..."\"'“”‘’ .,;:"]);

/**
 * Collapses inner whitespace and strips quotes and trailing punctuation around a value (by hand: an
 * end-anchored regex would retry from every character of a long run).
 */
export function tidyValue(value: string): string {
  const collapsed = value.replace(/\s+/g, " ");
  let start = 0;
  let end = collapsed.length;
  while (start < end && LEADING.has(collapsed[start]!)) start++;
  while (end > start && TRAILING.has(collapsed[end - 1]!)) end--;
  return collapsed.slice(start, end);
}
