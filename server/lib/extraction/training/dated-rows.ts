// A list of courses or tasks without a header row, one a line, each its title and its date in parts
// of their own: 'Engine Oil Servicing - PT6A-60A - 06/03/2025 - signed R. Diaz', or the same in
// columns. An on-the-job sign-off sheet or a short record is written so; two such lines in a row
// make the list, and each is a course the document shows completed (like a transcript's rows).

import type { CertificateText } from "./certificate-text";
import { findCertificateDates } from "./dates";
import { labelOf } from "./labels";

export interface DatedRow {
  courseTitle: string;
  completionDate: string;
  line: number;
}

const PART_SEPARATOR = / [-–—] /u;
const MIN_ROWS = 2;
const MAX_ROWS = 50;
/** 'Employee No.:' — a label the lists may not know. */
const LABEL_LIKE = /^[\p{L}][\p{L}\d .'’()#/&-]{0,30}:/u;

function parts(text: CertificateText, index: number): string[] {
  const cells = text.cells[index]!;
  if (cells.length > 1) return cells;
  return text.lines[index]!.split(PART_SEPARATOR).map((part) => part.trim());
}

/** Whether a part is a date and nothing else ('06/03/2025', '3 June 2025'). */
function isDateOnly(part: string): boolean {
  const found = findCertificateDates(part, "month-first");
  return found.length === 1 && found[0]!.index === 0 && found[0]!.end >= part.replace(/[.\s]+$/, "").length;
}

/** A title: capitalised words, two at least, not a label. */
function readsAsTitle(part: string): boolean {
  return (
    /^[\p{Lu}\d]/u.test(part) &&
    /\p{L}{3}/u.test(part) &&
    part.split(/\s+/).length >= 2 &&
    !labelOf(part) &&
    !LABEL_LIKE.test(part)
  );
}

function datedRow(text: CertificateText, index: number): DatedRow | null {
  const found = parts(text, index);
  const dateAt = found.findIndex((part, position) => position > 0 && isDateOnly(part));
  if (dateAt < 1 || !readsAsTitle(found[0]!)) return null;
  const title = found.slice(0, dateAt);
  if (title.some((part) => labelOf(part))) return null;
  return { courseTitle: title.join(" - "), completionDate: found[dateAt]!, line: index };
}

/** The first run of at least two dated lines, one after the other. */
export function datedRows(text: CertificateText): DatedRow[] {
  let run: DatedRow[] = [];
  for (let index = 0; index < text.lines.length; index++) {
    const row = datedRow(text, index);
    if (row && (run.length === 0 || !text.gapBefore[index])) {
      run.push(row);
      if (run.length >= MAX_ROWS) break;
      continue;
    }
    if (run.length >= MIN_ROWS) break;
    run = row ? [row] : [];
  }
  return run.length >= MIN_ROWS ? run : [];
}
