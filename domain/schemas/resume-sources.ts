// Where the values of a resume's reading came from (docs/decisions/0077-sources-of-every-value.md):
// character ranges of the document's stored text (`extracted_text`), kept beside ResumeData rather
// than in it, since a language model's structured answer (generated from ResumeData) states none.

import { z } from "zod";
import type { ResumeData } from "./resume-data";
import { textSpanSchema } from "./resume-evidence";

export type TextSpan = z.infer<typeof textSpanSchema>;

const spans = z.array(textSpanSchema);

export const resumeSourcesSchema = z.object({
  /** By the employment entry's `key`: the job's heading and text. */
  employment: z.record(z.string(), spans).default({}),
  /** By key, where a job's heading is only part of its sources: the lines its values were read from. */
  employmentHeadings: z.record(z.string(), spans).default({}),
  /** Parallel to ResumeData's lists: the ranges of entry i are at i. */
  airframe: z.array(spans).default([]),
  powerplant: z.array(spans).default([]),
  avionics: z.array(spans).default([]),
});
export type ResumeSources = z.infer<typeof resumeSourcesSchema>;

/** What a resume extractor hands over: the data, and its sources when the extractor knows them. */
export type ResumeReading = ResumeData & { sources?: ResumeSources };
