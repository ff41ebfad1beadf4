// Values a certificate labels ('Course: Human Factors', 'Valid until 2027-03-01', or a label in one
// column and its value in the next). The label lists are data (data/labels.json); matching is a
// prefix test per cell, so it takes time linear in the text.

import type { CertificateText } from "./certificate-text";
import labelData from "./data/labels.json";
import providerData from "./data/provider-words.json";
import { inferredField } from "./inferred-labels";

export type LabelledField = Exclude<keyof typeof labelData, "$comment">;

interface Label {
  text: string;
  field: LabelledField;
  inline: boolean;
}

const LABELS: Label[] = (Object.keys(labelData) as (keyof typeof labelData)[])
  .filter((key): key is LabelledField => key !== "$comment")
  .flatMap((field) => [
    ...labelData[field].colon.map((text) => ({ text, field, inline: false })),
    ...labelData[field].inline.map((text) => ({ text, field, inline: true })),
  ])
  // The longest label first: 'course name' before 'course', 'training provider' before 'training'.
  .sort((a, b) => b.text.length - a.text.length);

const LETTER = /[\p{L}\d]/u;
const DATE_FIELDS = new Set<LabelledField>(["completionDate", "issueDate", "expiryDate"]);
/** A date right after a label: a day, a year or a month's name and a figure. */
const DATE_AFTER =
  /^ {1,2}(?:\d{1,4}[/.\- ](?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d)/i;
/** The colon after a label, perhaps after a qualifier: 'Date(s):', 'Name (print):', 'Trainee Name/ID:', 'Certificate ID #:'. */
const SEPARATOR = /^(?:\s*\([^)\n]{0,20}\)|\s*\/[\p{L} #.]{1,15}|\s*(?:#|no\.?|nº|number))?\.?\s*[:–-]\s*/iu;

interface LabelMatch {
  label: Label;
  /** What follows the label in the cell; '' when the value is in the next cell or line. */
  rest: string;
}

/** The label a cell starts with, if the rest of the cell reads as its value. */
export function labelOf(cell: string): LabelMatch | null {
  return knownLabelOf(cell) ?? qualifiedLabelOf(cell) ?? inferredLabelOf(cell);
}

/** 'Recipient Name:', 'Program Title: Human Factors': a label the lists do not know, read by its words. */
const INFERRED = /^([\p{L}][\p{L}'’.#()/ -]{1,39}?)\s*:\s*/u;

function inferredLabelOf(cell: string): LabelMatch | null {
  const match = INFERRED.exec(cell);
  if (!match) return null;
  const field = inferredField(match[1]!);
  if (!field) return null;
  return {
    label: { text: match[1]!.toLowerCase(), field, inline: false },
    rest: cell.slice(match[0].length).trim(),
  };
}

const MAX_QUALIFIED_LABEL = 50;
const MAX_QUALIFIERS = 2;
/** Fields whose labels are qualified that way; a title's or a name's words may end like a label. */
const QUALIFIED = new Set<LabelledField>(["completionDate", "issueDate", "expiryDate", "validity", "hours"]);

/**
 * 'Course Completion Date:', 'Certificate Expiry Date:': a label of two words or more after a word
 * or two that qualify it, before a colon. Never a name's or a title's label: 'Instructor Full Name:'
 * is not the trainee's, and 'Fuel Tank Safety Training Program: Phase 2' is a title.
 */
function qualifiedLabelOf(cell: string, alone = false): LabelMatch | null {
  // A cell of its own ('Certification Valid To ....  2 April 2030') is read like one before a colon.
  const colon =
    alone && cell.length <= MAX_QUALIFIED_LABEL
      ? cell.length
      : cell.slice(0, MAX_QUALIFIED_LABEL).indexOf(":");
  if (colon < 0) return null;
  const words = cell.slice(0, colon).trim().split(/ +/);
  for (let skip = 1; skip <= Math.min(MAX_QUALIFIERS, words.length - 2); skip++) {
    const match = knownLabelOf(`${words.slice(skip).join(" ")}${cell.slice(colon)}`);
    if (
      match &&
      (match.rest || !match.label.inline) &&
      match.label.text.includes(" ") &&
      QUALIFIED.has(match.label.field)
    )
      return match;
  }
  return null;
}

function knownLabelOf(cell: string): LabelMatch | null {
  const lower = cell.toLowerCase();
  for (const label of LABELS) {
    if (!lower.startsWith(label.text)) continue;
    const after = cell.slice(label.text.length);
    if (after.length > 0 && LETTER.test(after[0]!) && !/^\s/.test(after)) continue;
    const separator = SEPARATOR.exec(after);
    if (separator) return { label, rest: after.slice(separator[0].length).trim() };
    if (after.trim() === "") return { label, rest: "" };
    if (label.inline) return { label, rest: after.trim() };
    // 'Training Date 14 March 2025': a date label needs no colon before a date.
    if (DATE_FIELDS.has(label.field) && DATE_AFTER.test(after)) return { label, rest: after.trim() };
  }
  return null;
}

/** 'Learning Item ID:', 'Date and place of birth:': a label the lists do not know, alone on its line. */
const UNKNOWN_BARE_LABEL = /^[\p{L}][\p{L}\d .'’()#/&-]{0,40}:$/u;

function isBareLabel(text: CertificateText, lineIndex: number): boolean {
  const cells = text.cells[lineIndex]!;
  // 'CERTIFICATE' over 'presented to': the heading is no label of a column.
  if (cells.length !== 1 || HEADING_LINE.test(cells[0]!)) return false;
  const match = labelOf(cells[0]!);
  return match ? match.rest === "" : UNKNOWN_BARE_LABEL.test(cells[0]!);
}

/** A value of a label column: 'Completed' (a status) is one, 'Status: Completed' and 'Score:' are not. */
function isAnswer(line: string): boolean {
  return !/:$/.test(line) && !labelOf(line)?.rest;
}

/**
 * Where a label column's values start: right after it, unless more lines follow than there are
 * labels, as when a PDF reads a centred heading into the value column ('Certificate of Completion'
 * above 'Jane Doe'); then the block of exactly as many lines set off by blank lines, if there is one.
 */
function valuesStart(text: CertificateText, end: number, count: number): number {
  let runEnd = end;
  const limit = Math.min(text.lines.length, end + count * 4);
  while (runEnd < limit && isAnswer(text.lines[runEnd]!)) runEnd++;
  if (runEnd - end <= count) return end;
  const setOff = (line: number) => line === end || text.gapBefore[line];
  const endsBlock = (line: number) => line === runEnd || text.gapBefore[line] || line >= text.lines.length;
  const noHeading = (start: number) =>
    !text.lines.slice(start, start + count).some((line) => HEADING_LINE.test(line));
  for (let start = end; start + count <= runEnd; start++) {
    if (setOff(start) && endsBlock(start + count) && noHeading(start)) return start;
  }
  return end;
}

/** 'Certificate of Completion': the certificate's own heading is never a value. */
const HEADING_LINE = new RegExp(
  `^(?:[\\p{L}'’&-]+ ){0,5}(?:${providerData.heading.join("|")})(?: [\\p{L}'’&-]+){0,5}$`,
  "iu",
);

/**
 * A label column read before its value column ('Name:', 'Course:', then 'J. Smith', 'RVSM'), as
 * text extraction gives a two-column table: a run of two or more bare labels followed by as many
 * lines that are not labels pairs them up in order. Returns the value of each label line.
 */
function stackedValues(text: CertificateText): Map<number, string> {
  const values = new Map<number, string>();
  let index = 0;
  while (index < text.lines.length) {
    let end = index;
    while (end < text.lines.length && isBareLabel(text, end)) end++;
    const count = end - index;
    const start = count >= 2 ? valuesStart(text, end, count) : end;
    if (count >= 2 && start + count <= text.lines.length) {
      const answers = text.lines.slice(start, start + count);
      if (answers.every(isAnswer)) {
        answers.forEach((answer, offset) => {
          values.set(index + offset, answer);
        });
        index = start + count;
        continue;
      }
    }
    index = Math.max(end, index + 1);
  }
  return values;
}

/** A labelled value and where it was read: a value that fills its line to the end may wrap onto the next. */
export interface LabelledEntry {
  value: string;
  /** The index of the line the value was read from. */
  line: number;
  /** Whether the value runs to the end of its line (so the line below may continue it). */
  endsLine: boolean;
  /** The label, as the lists write it ('date of completion'). */
  label: string;
}

const cache = new WeakMap<CertificateText, Map<LabelledField, LabelledEntry[]>>();

/** Every value labelled as `field`, with where it was read, in document order (the text is read once). */
export function labelledEntries(text: CertificateText, field: LabelledField): LabelledEntry[] {
  let all = cache.get(text);
  if (!all) {
    all = readLabelledValues(text);
    cache.set(text, all);
  }
  return all.get(field) ?? [];
}

/** Every value labelled as `field`, in document order. */
export function labelledValues(text: CertificateText, field: LabelledField): string[] {
  return labelledEntries(text, field).map((entry) => entry.value);
}

function readLabelledValues(text: CertificateText): Map<LabelledField, LabelledEntry[]> {
  const values = new Map<LabelledField, LabelledEntry[]>();
  const add = (label: Label, value: string, line: number, endsLine: boolean) => {
    const field = label.field;
    const entry = { value, line, endsLine, label: label.text };
    const list = values.get(field);
    if (list) list.push(entry);
    else values.set(field, [entry]);
  };
  const stacked = stackedValues(text);
  text.cells.forEach((cells, lineIndex) => {
    cells.forEach((cell, cellIndex) => {
      const match = labelOf(cell) ?? (cellIndex < cells.length - 1 ? qualifiedLabelOf(cell, true) : null);
      if (!match) return;
      const last = cellIndex === cells.length - 1;
      if (match.rest) {
        add(match.label, match.rest, lineIndex, last);
        return;
      }
      const stackedValue = stacked.get(lineIndex);
      if (stackedValue !== undefined) {
        add(match.label, stackedValue, -1, false);
        return;
      }
      // A label alone: its value is the next cell, or the next line when the label ends its line.
      const nextCell = cells[cellIndex + 1];
      if (nextCell !== undefined) {
        if (!labelOf(nextCell)) add(match.label, nextCell, lineIndex, cellIndex + 1 === cells.length - 1);
        return;
      }
      const endsWithColon = /:\s*$/.test(cell) || match.label.inline;
      const nextLine = text.lines[lineIndex + 1];
      if (endsWithColon && cellIndex === 0 && nextLine && text.cells[lineIndex + 1]!.length === 1) {
        if (!labelOf(nextLine)) add(match.label, nextLine, lineIndex + 1, true);
      }
    });
  });
  return values;
}

/**
 * What a line says besides its labelled values: the line itself when it is one cell, or its first
 * cell when every other cell is a label with its value, as in a two-column layout ('Jane Doe
 * Date: 14 March 2025'); null otherwise.
 */
export function unlabelledCell(text: CertificateText, index: number): string | null {
  const cells = text.cells[index]!;
  if (cells.length === 1) return text.lines[index]!;
  if (cells.length === 0 || labelOf(cells[0]!)) return null;
  return cells.slice(1).every((cell) => labelOf(cell)?.rest) ? cells[0]! : null;
}
