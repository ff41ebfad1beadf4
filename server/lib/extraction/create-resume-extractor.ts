// Chooses the provider from the configuration (AI_PROVIDER, default builtin).

import type { Config } from "../../config";
import { createBuiltinExtractor } from "./builtin/builtin-extractor";
import { RESUME_EXTRACTION_MESSAGES, ResumeExtractionError } from "./extraction-error";
import { createOpenAiExtractor, type OpenAiExtractorOptions } from "./openai/openai-extractor";
import type { ResumeExtractor } from "./resume-extractor";

export type ResumeExtractorConfig = Pick<Config, "AI_PROVIDER" | "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL">;

export function createResumeExtractor(
  config: ResumeExtractorConfig,
  options: Partial<Omit<OpenAiExtractorOptions, "baseURL" | "apiKey" | "model">> = {},
): ResumeExtractor {
  if (config.AI_PROVIDER !== "openai") return createBuiltinExtractor();
  if (!config.AI_MODEL) {
    throw new ResumeExtractionError("ai_not_configured", RESUME_EXTRACTION_MESSAGES.notConfigured);
  }
  return createOpenAiExtractor({
    ...options,
    baseURL: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
  });
}
