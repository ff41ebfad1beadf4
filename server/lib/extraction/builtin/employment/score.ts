// How sure a detector's reading of a section is (docs/decisions/0067-employment-detectors.md): the
// mean of three shares, each 0 to 1. The chooser compares candidates of one tier by it.

import { type DateOptions, findDateRanges } from "../dates";
import { companyScore, parseHeader, titleScore } from "../header";
import type { Section } from "../sections";
import type { Line } from "../text";
import type { Heading } from "./candidate";
import { sourceLines } from "./detector";

const datedLinesOf = new WeakMap<readonly Line[], number[]>();

/** The section's lines that hold a date range, found once per prepared section. */
function datedLines(section: Section, options: DateOptions): number[] {
  const known = datedLinesOf.get(section.lines);
  if (known) return known;
  const dated = section.lines.flatMap((line, index) =>
    !line.blank && findDateRanges(line.text, options).length > 0 ? [index] : [],
  );
  datedLinesOf.set(section.lines, dated);
  return dated;
}

/** A company with an organisation word, or a title with a role word. */
function isPlausible(job: Heading): boolean {
  const fields = parseHeader(job.texts);
  return (
    (fields.company !== null && companyScore(fields.company) >= 2) ||
    (fields.title !== null && titleScore(fields.title) >= 2)
  );
}

/**
 * The mean of: the share of the section's dated lines the jobs use (all, when it has none); the share
 * of their date ranges that run forward (one half when none is dated); the share of jobs naming a
 * plausible company or title.
 */
export function scoreCandidate(jobs: readonly Heading[], section: Section, options: DateOptions): number {
  if (jobs.length === 0) return 0;
  const dated = datedLines(section, options);
  const used = new Set(jobs.flatMap(sourceLines));
  const explained = dated.length > 0 ? dated.filter((line) => used.has(line)).length / dated.length : 1;
  const ranges = jobs.flatMap((job) => (job.anchor?.range ? [job.anchor.range] : []));
  const forward =
    ranges.length > 0
      ? ranges.filter((range) => range.end === null || range.start <= range.end).length / ranges.length
      : 0.5;
  const plausible = jobs.filter(isPlausible).length / jobs.length;
  return (explained + forward + plausible) / 3;
}
