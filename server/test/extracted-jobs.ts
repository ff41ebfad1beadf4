// The employers the built-in extractor reads from a text, as [company, title, start, end] rows: the
// shape the extraction unit tests compare against.

import { extractResumeData } from "../lib/extraction/builtin/builtin-extractor";

export function extractedJobs(text: string) {
  return extractResumeData(text).employment.map((job) => [
    job.companyName,
    job.positionTitle,
    job.startDate,
    job.endDate,
  ]);
}
