// One interface for turning a training document's text into TrainingDocumentData, whichever
// provider does the work (AI_PROVIDER, as for resumes).

import type { TrainingDocumentData } from "@domain/schemas/training-document";
import type { ResumeExtractorConfig } from "./create-resume-extractor";
import { RESUME_EXTRACTION_MESSAGES, ResumeExtractionError } from "./extraction-error";
import type { OpenAiExtractorOptions } from "./openai/openai-extractor";
import { createOpenAiTrainingReader } from "./openai/openai-training-reader";
import type { ResumeExtractorProvider } from "./resume-extractor";
import { readTrainingDocument } from "./training/reader";

export interface TrainingReader {
  readonly provider: ResumeExtractorProvider;
  /** `prompt` is the administrator's current `training` prompt (language models only). */
  readTraining(text: string, prompt?: string, signal?: AbortSignal): Promise<TrainingDocumentData>;
}

export function createTrainingReader(
  config: ResumeExtractorConfig,
  options: Partial<Omit<OpenAiExtractorOptions, "baseURL" | "apiKey" | "model">> = {},
): TrainingReader {
  if (config.AI_PROVIDER !== "openai") {
    return { provider: "builtin", readTraining: async (text) => readTrainingDocument(text) };
  }
  if (!config.AI_MODEL) {
    throw new ResumeExtractionError("ai_not_configured", RESUME_EXTRACTION_MESSAGES.notConfigured);
  }
  return createOpenAiTrainingReader({
    ...options,
    baseURL: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
  });
}
