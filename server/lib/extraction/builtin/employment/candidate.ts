// The shared shapes of the employment detectors: a job's heading as a layout reader finds it, the
// entry read from it, and the candidate a detector proposes to the chooser with its sources.

import type { ResumeEmployment } from "@domain/schemas/resume-data";
import type { DateRange } from "../dates";

export interface Anchor {
  /** Null for a duration alone ('9 yrs 4 mos'): a job, but no dates to claim. */
  range: DateRange | null;
  /** Where the dates or the duration start in the line, and their length. */
  index: number;
  length: number;
  /** The line without its dates: 'Aircraft Maintenance Technician'. */
  rest: string;
  /** 'From' and 'To' were table cells on lines of their own: the row's other cells follow them. */
  stacked?: boolean;
}

export interface Heading {
  lines: number[];
  texts: string[];
  anchor: Anchor | null;
  /** The company heading above ('North Sea Rotorcraft Services Ltd — Aberdeen, UK') for roles listed under it. */
  context?: string;
  /** The context is a line of its own naming only the company (not the company of the job above). */
  contextIsHeading?: boolean;
  /** A line introducing a group of jobs ('Short contracts, 2017 – 2019 (through PDS Tech):'). */
  group?: string;
  /** Where the company heading of `context` is, when it is a line of its own. */
  contextLine?: number;
  /** A card of 'label: value' fields under the employer's name (its lines are never a wrapped column). */
  card?: boolean;
  /** The dates stood alone and the title came from the lines below them. */
  titleBelow?: boolean;
  /** Lines the record uses besides its heading (a flattened timeline's date line). */
  claimed?: number[];
}

export interface FoundEmployment {
  data: Omit<ResumeEmployment, "key">;
  /** Where the job's heading and text are in the document: equipment named there belongs to it. */
  start: number;
  end: number;
  /**
   * The character ranges of the prepared text the job was read from (its heading lines and its
   * text, or the sentences of a bio), in order and not overlapping.
   */
  spans: { start: number; end: number }[];
  /**
   * The ranges of its heading alone (the lines its company, title and dates were read from); absent
   * when the whole source states them (a bio's sentence). The review offers nothing read there.
   */
  headingSpans?: { start: number; end: number }[];
}
