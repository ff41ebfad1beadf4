// What an employment detector is: one layout family's reader (dated headings, labelled records, a
// timeline's columns …) that proposes jobs as candidates, each with the lines it read and a score.
// The chooser (`chooser.ts`) takes the consistent set; `employment.ts` builds entries from it.
// docs/decisions/0067-employment-detectors.md

import type { DateOptions } from "../dates";
import type { Section } from "../sections";
import type { ResumeDocument } from "../text";
import type { Heading } from "./candidate";

/** A character range of the prepared document text (`ResumeDocument.text`). */
export interface Span {
  start: number;
  end: number;
}

/** A section as the detectors read it: its lines prepared once (emphasis removed, wraps joined). */
export interface DetectorInput {
  document: ResumeDocument;
  section: Section;
  options: DateOptions;
}

/** One reading of some of a section's lines as jobs. */
export interface Candidate {
  /** The detector that proposed it. */
  detector: string;
  /** The jobs, in the order of their lines. */
  jobs: Heading[];
  /**
   * How sure this reading is, 0 to 1: the share of the section's dated lines its jobs explain, the
   * share of its date ranges that run forward, and the share of its jobs with a plausible company
   * and title (`score.ts`).
   */
  score: number;
}

export interface Detector {
  name: string;
  /**
   * Lower first: a candidate of a lower tier claims its lines before any of a higher tier, whatever
   * the scores; within a tier the higher score claims first.
   */
  tier: number;
  /** Read only when no other detector found a job in the section (headings without dates). */
  fallback?: boolean;
  detect(input: DetectorInput): Candidate[];
}

/** The lines a job uses: its heading and any other line its record claims. */
export function sourceLines(job: Heading): number[] {
  return [...job.lines, ...(job.claimed ?? [])];
}
