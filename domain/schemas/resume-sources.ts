// Where the values of a resume's reading came from (docs/decisions/0077-sources-of-every-value.md):
// character ranges of the document's stored text (`extracted_text`), kept beside ResumeData rather
// than in it, since a language model's structured answer (generated from ResumeData) states none.

import { z } from "zod";
import type { ResumeData } from "./resume-data";

/** A character range [start, end) of a document's stored text. */
export const textSpanSchema = z.object({ start: z.int().min(0), end: z.int().min(0) });
export type TextSpan = z.infer<typeof textSpanSchema>;

const spans = z.array(textSpanSchema);

/** The personal values a reading may state the sources of: ResumeData's `personal` fields. */
export const RESUME_PERSONAL_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "roleTitle",
  "apCertificateNumber",
  "iaStatus",
] as const;
export type ResumePersonalField = (typeof RESUME_PERSONAL_FIELDS)[number];

/** The form's lists whose entries are read from a resume without an id of their own. */
export const RESUME_LISTS = ["certifications", "education", "skills"] as const;
export type ResumeList = (typeof RESUME_LISTS)[number];

export const resumeSourcesSchema = z.object({
  /** By the employment entry's `key`: the job's heading and text. */
  employment: z.record(z.string(), spans).default({}),
  /** By key, where a job's heading is only part of its sources: the lines its values were read from. */
  employmentHeadings: z.record(z.string(), spans).default({}),
  /** Parallel to ResumeData's lists: the ranges of entry i are at i. */
  airframe: z.array(spans).default([]),
  powerplant: z.array(spans).default([]),
  avionics: z.array(spans).default([]),
  /**
   * By field: where each personal value was read (a name's words, the address, the number). A value
   * the text does not state as read (none, or one the reader put together) has no key.
   */
  personal: z.partialRecord(z.enum(RESUME_PERSONAL_FIELDS), spans).default({}),
  /** Parallel to ResumeData's lists, like the equipment's: an entry without a source has []. */
  certifications: z.array(spans).default([]),
  education: z.array(spans).default([]),
  skills: z.array(spans).default([]),
});
export type ResumeSources = z.infer<typeof resumeSourcesSchema>;

/** What a resume extractor hands over: the data, and its sources when the extractor knows them. */
export type ResumeReading = ResumeData & { sources?: ResumeSources };
