// A narrow column of a two-column PDF (a main column beside a wide sidebar) wraps headings over
// several lines ('Aircraft Maintenance' / 'Technician', 'Aerovia Paulista Linhas' / 'Aéreas —
// Campinas'). Where a line was visibly full (the next word could not fit), the next line continues
// it. Only in sections whose prose shows the wrapping: a full-width resume's lines, LinkedIn's lists
// and table cells one per line are their author's.

import { findDateRanges } from "./dates";
import { titleScore } from "./header";
import type { Line } from "./text";

/** Longest line of a column read as narrow (characters). */
const NARROW_WIDTH = 45;
/** Narrower than this, the lines are table cells, not a column of text. */
const MIN_COLUMN_WIDTH = 20;
/** Proportional fonts: a line is full once it holds this share of the column's width. */
const FULL_SHARE = 0.8;
/** Sentences that run on to a line starting in lower case: the column wraps its prose. */
const MIN_PROSE_WRAPS = 3;

/** The section's lines with the wraps of a narrow column undone. */
export function joinNarrowColumnWraps(lines: readonly Line[]): Line[] {
  const width = columnWidth(lines);
  if (width < MIN_COLUMN_WIDTH || width > NARROW_WIDTH || !wrapsProse(lines)) return [...lines];
  const joined: Line[] = [];
  const parts: string[][] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const previous = joined.at(-1);
    const physical = parts.at(-1)?.at(-1) ?? "";
    // A single blank line inside a wrapped heading is the PDF's spacing, not a paragraph break.
    const skip = line.blank && previous && !previous.blank ? 1 : 0;
    const next = lines[index + skip];
    if (previous && next && continues(previous, physical, next, width)) {
      joined[joined.length - 1] = { ...previous, end: next.end };
      parts.at(-1)!.push(next.text);
      index += skip;
      continue;
    }
    joined.push(line);
    parts.push([line.text]);
  }
  return joined.map((line, index) => ({ ...line, text: parts[index]!.join(" ") }));
}

/** The length most lines reach (90th percentile): a few lines of another column do not count. */
function columnWidth(lines: readonly Line[]): number {
  const lengths = lines
    .filter((line) => !line.blank)
    .map((line) => line.text.length)
    .sort((a, b) => a - b);
  return lengths[Math.floor((lengths.length - 1) * 0.9)] ?? 0;
}

function wrapsProse(lines: readonly Line[]): boolean {
  let wraps = 0;
  for (let index = 1; index < lines.length && wraps < MIN_PROSE_WRAPS; index++) {
    const before = lines[index - 1]!;
    const line = lines[index]!;
    if (
      !before.blank &&
      !line.blank &&
      !line.bullet &&
      /^\p{Ll}/u.test(line.text) &&
      !/[.;:!?]$/.test(before.text)
    )
      wraps++;
  }
  return wraps >= MIN_PROSE_WRAPS;
}

function continues(previous: Line, physical: string, line: Line, width: number): boolean {
  if (previous.blank || line.blank || previous.bullet || line.bullet) return false;
  if (/[.;:!?]$/.test(physical)) return false;
  if (findDateRanges(physical).length > 0 || /\b(?:19|20)\d\d\b/.test(line.text)) return false;
  // 'Structures Technician' above 'TecnoAero Manutenção': a whole title is a line of its own.
  if (titleScore(physical) >= 2 && /^\p{Lu}/u.test(line.text)) return false;
  // 'Chief Inspector' under '…, Reno, NV' is a line of its own; 'Technician' under 'Aircraft
  // Maintenance' (a title still missing its head noun) continues it.
  if (titleScore(line.text) >= 2 && /^\p{Lu}/u.test(line.text) && titleScore(physical) !== 1) return false;
  // A wrapped line holds several words.
  if (physical.trim().split(/\s+/).length < 2) return false;
  const openEnd = /[–—/,&(-]$/.test(physical);
  const nextWord = line.text.split(/\s+/)[0]!.length;
  return openEnd || physical.length + 1 + nextWord > width * FULL_SHARE;
}
