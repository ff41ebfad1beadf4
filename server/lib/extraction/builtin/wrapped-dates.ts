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
    const cells = next
      ? (wrappedDateCell(line, next, options) ?? wrappedLeadingRange(line, next, options))
      : null;
    if (next && cells) {
      joined.push({ ...line, text: cells[0] }, { ...next, text: cells[1] });
      index++;
      continue;
    }
    // A PDF may put a blank line between the two halves ('Sep 2014 – Avionics Technician' / '' /
    // 'Feb 2019 Loganair Ltd').
    const after = lines[index + 2];
    const across = next?.blank && after ? wrappedLeadingRange(line, after, options) : null;
    if (next && after && across) {
      joined.push({ ...line, text: across[0] }, next, { ...after, text: across[1] });
      index += 2;
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

const GAP = "   ";

/**
 * A date column beside the job ('Aug 2013 – May   Line Service Technician' / '2016   Cutter
 * Aviation · Albuquerque, NM'), or a right-hand one ('… Technician   Aug 2013 – May' / '…   2016'),
 * whose range wrapped inside its cell: the whole range moves to the first line, the rest of the
 * second line stays where it was. Null when no range spans the break of the two cells.
 */
function wrappedDateCell(line: Line, next: Line, options: DateOptions): [string, string] | null {
  if (line.blank || next.blank || line.bullet || next.bullet) return null;
  if (!line.text.includes(GAP) || !next.text.includes(GAP)) return null;
  const spans = (first: string, second: string) => {
    const text = `${first} ${second}`;
    return findDateRanges(text, options).some(
      (range) => range.index < first.length && range.index + range.length > first.length + 1,
    );
  };
  const lineFirst = line.text.indexOf(GAP);
  const nextFirst = next.text.indexOf(GAP);
  const [a, b] = [line.text.slice(0, lineFirst), next.text.slice(0, nextFirst)];
  if (a.length <= 25 && b.length <= 12 && spans(a, b)) {
    return [`${a} ${b}${line.text.slice(lineFirst)}`, next.text.slice(nextFirst).trim()];
  }
  const lineLast = line.text.lastIndexOf(GAP);
  const nextLast = next.text.lastIndexOf(GAP);
  const [c, d] = [line.text.slice(lineLast + GAP.length), next.text.slice(nextLast + GAP.length)];
  if (c.length <= 25 && d.length <= 12 && spans(c, d)) {
    return [`${line.text.slice(0, lineLast)}${GAP}${c} ${d}`, next.text.slice(0, nextLast).trim()];
  }
  return null;
}

/** An open range at the start of a line: 'Mar 2019 – B2 Licensed Avionics Engineer'. */
const OPEN_START = /^(\S[^–—]{2,18}?)\s*[–—-]\s+(?=\S)/;

/**
 * A narrow date column printed close to the job ('Mar 2019 – B2 Licensed Avionics Engineer' /
 * 'Present   Highland Aero Engineering Ltd'): the range's end starts the next line. The whole range
 * moves to the first line, set apart from the title by a gap; the rest of the next line stays.
 */
function wrappedLeadingRange(line: Line, next: Line, options: DateOptions): [string, string] | null {
  if (line.blank || next.blank || line.bullet || next.bullet) return null;
  const open = OPEN_START.exec(line.text);
  if (!open) return null;
  const words = next.text.split(/\s+/);
  for (let count = Math.min(2, words.length); count >= 1; count--) {
    const end = words.slice(0, count).join(" ");
    const range = `${open[1]} – ${end}`;
    const found = findDateRanges(range, options)[0];
    if (found?.index !== 0 || found.length !== range.length) continue;
    const rest = next.text.slice(next.text.indexOf(end) + end.length).trim();
    return [`${range}${GAP}${line.text.slice(open[0].length)}`, rest];
  }
  return null;
}
