// A narrow PDF column wraps a date range over two lines ('… · March 2018' / '– Present', 'June 2012 –'
// / 'February 2018'). The two lines are read as one, so the range anchors its job like any other.

import { type DateOptions, findDateRanges } from "./dates";
import type { Line } from "./text";

/** The lines with every date range that a wrap split joined back onto its first line. */
export function joinWrappedDateRanges(lines: readonly Line[], options: DateOptions = {}): Line[] {
  const joined: Line[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const next = lines[index + 1];
    const text = next ? wrappedRange(line, next, options) : null;
    if (next && text) {
      joined.push({ ...line, text, end: next.end });
      index++;
      continue;
    }
    joined.push(line);
  }
  return joined;
}

/** The two lines as one when a date range spans the break between them, else null. */
function wrappedRange(line: Line, next: Line, options: DateOptions): string | null {
  if (line.blank || next.blank || line.bullet) return null;
  let text: string;
  if (next.bullet) {
    // '– Present' on a line of its own was read as a dash bullet: the dash is the range's.
    if (next.text.length > 25) return null;
    text = `${line.text} – ${next.text}`;
  } else {
    // Otherwise the wrap leaves the range's separator at one edge of the break.
    const openEnd = /(?:[–—-]|\bto|\buntil|\bthrough)\s*$/i.test(line.text);
    const openStart = /^(?:[–—-]|to\b|until\b|through\b)/i.test(next.text);
    if (!openEnd && !openStart) return null;
    text = `${line.text} ${next.text}`;
  }
  const breakAt = line.text.length;
  const spans = findDateRanges(text, options).some(
    (range) => range.index < breakAt && range.index + range.length > breakAt + 1,
  );
  return spans ? text : null;
}
