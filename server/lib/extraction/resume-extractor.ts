// One interface for turning a resume's text into ResumeData, whichever provider does the work.

import type { ResumeData } from "@domain/schemas/resume-data";

export type ResumeExtractorProvider = "builtin" | "openai";

export interface ResumeExtractor {
  readonly provider: ResumeExtractorProvider;
  /**
   * `prompt` is the administrator's current resume prompt: the system prompt of a language model.
   * Throws ResumeExtractionError with a message for the uploader when no valid data comes back.
   */
  extractResume(text: string, prompt?: string, signal?: AbortSignal): Promise<ResumeData>;
}
