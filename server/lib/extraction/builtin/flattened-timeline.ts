// Timelines whose date column was flattened above the jobs (web pages read as text, PDF
// infographics): a run of lines holding a date range and nothing else, then the jobs in the same
// order, each a few short heading lines (employer, title, place) followed by its description. The
// k-th range dates the k-th job; when the counts differ nothing is read, since pairing would guess.

import { type DateOptions, type DateRange, findDateRanges, wholeDateRange } from "./dates";
import type { Heading } from "./employment/candidate";
import { companyScore, parseHeader } from "./header";
import type { Line } from "./text";

const MOST_JOBS = 20;

/** A description: a sentence, or a line too long to be a heading. */
function isDescription(line: Line): boolean {
  const text = line.text.trim();
  return line.bullet || text.length > 90 || /[.!?;:]$/.test(text);
}

/** The heading groups of a block: runs of short lines, each run ended by its description. */
function headingGroups(
  lines: readonly Line[],
  from: number,
  most: number,
): { groups: number[][]; end: number } {
  const groups: number[][] = [];
  let current: number[] = [];
  let index = from;
  // Past one group more than there are dates, or a heading of more than four lines, the pairing has
  // failed: stopping there keeps the walk short whatever follows.
  for (; index < lines.length && groups.length <= most && current.length <= 4; index++) {
    const line = lines[index]!;
    if (line.blank) {
      // A blank line between jobs is allowed; two in a row, or one before any job, end the block.
      if (current.length > 0) {
        groups.push(current);
        current = [];
      }
      if (lines[index + 1]?.blank) break;
      continue;
    }
    if (isDescription(line)) {
      if (current.length === 0 && groups.length === 0) break;
      if (current.length > 0) groups.push(current);
      current = [];
      continue;
    }
    current.push(index);
  }
  if (current.length > 0) groups.push(current);
  return { groups, end: index };
}

/**
 * One heading per job: two or more lines of dates alone, one under the other, then as many jobs
 * below, each naming an employer. Anything else reads nothing.
 */
export function flattenedTimelineHeadings(lines: readonly Line[], options: DateOptions): Heading[] {
  const headings: Heading[] = [];
  for (let index = 0; index < lines.length; index++) {
    const ranges: DateRange[] = [];
    const dateLines: number[] = [];
    let below = index;
    while (below < lines.length && !lines[below]!.blank && !lines[below]!.bullet) {
      const range = wholeDateRange(lines[below]!.text, options);
      if (!range) break;
      ranges.push(range);
      dateLines.push(below);
      below++;
    }
    if (ranges.length < 2 || ranges.length > MOST_JOBS) {
      index = Math.max(index, below - 1);
      continue;
    }
    while (below < lines.length && lines[below]!.blank) below++;
    const { groups, end } = headingGroups(lines, below, ranges.length);
    const jobs = groups.map((group) => ({ group, fields: parseHeader(group.map((at) => lines[at]!.text)) }));
    const read =
      jobs.length === ranges.length &&
      jobs.every(
        ({ group, fields }) =>
          group.length <= 4 &&
          fields.company !== null &&
          (companyScore(fields.company) >= 2 || fields.title !== null) &&
          // A job's heading carries no dates of its own: those belong to the other layouts.
          group.every((at) => findDateRanges(lines[at]!.text, options).length === 0),
      );
    if (read) {
      jobs.forEach(({ group }, position) => {
        const range = ranges[position]!;
        headings.push({
          lines: group,
          texts: group.map((at) => lines[at]!.text),
          anchor: { range, index: 0, length: range.length, rest: "" },
          claimed: [dateLines[position]!],
        });
      });
      index = end - 1;
    } else {
      index = below - 1;
    }
  }
  return headings;
}
