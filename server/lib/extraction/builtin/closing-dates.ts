// Job blocks whose dates close them (one-page site builders, timeline themes): the employer and the
// title on short lines, a description, then the date range alone on the block's last line, and a
// blank line before the next job. The dates belong to the block above them, never to the next one.

import { type DateOptions, findDateRanges, wholeDateRange } from "./dates";
import type { Heading } from "./employment/candidate";
import { companyScore, parseHeader } from "./header";
import type { Line } from "./text";

const isHeadingLine = (line: Line) =>
  !line.bullet && line.text.trim().length <= 90 && !/[.!?;:]$/.test(line.text.trim());

/**
 * One heading per block of lines between blank lines that ends with a date range alone, starts with
 * one to three heading lines naming an employer, and holds no other dates. Two such blocks at
 * least: a single one is as likely a stray date under a paragraph.
 */
export function closingDateHeadings(lines: readonly Line[], options: DateOptions): Heading[] {
  const headings: Heading[] = [];
  let blockStart = 0;
  for (let index = 0; index <= lines.length; index++) {
    if (index < lines.length && !lines[index]!.blank) continue;
    const block = { from: blockStart, to: index };
    blockStart = index + 1;
    if (block.to - block.from < 2) continue;
    const last = block.to - 1;
    const range = wholeDateRange(lines[last]!.text, options);
    if (!range) continue;
    const head: number[] = [];
    for (let at = block.from; at < last && head.length < 4 && isHeadingLine(lines[at]!); at++) head.push(at);
    if (head.length === 0 || head.length > 3) continue;
    const texts = head.map((at) => lines[at]!.text);
    const fields = parseHeader(texts);
    if (!fields.company || (companyScore(fields.company) < 2 && !fields.title)) continue;
    const dated = (at: number) => findDateRanges(lines[at]!.text, options).length > 0;
    let otherDates = false;
    for (let at = block.from; at < last && !otherDates; at++) otherDates = dated(at);
    if (otherDates) continue;
    headings.push({
      lines: head,
      texts,
      anchor: { range, index: 0, length: range.length, rest: "" },
      claimed: [last],
    });
  }
  return headings.length >= 2 ? headings : [];
}
