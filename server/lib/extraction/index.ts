export { extractResumeData } from "./builtin/builtin-extractor";
export { createResumeExtractor, type ResumeExtractorConfig } from "./create-resume-extractor";
export { DEFAULT_RESUME_PROMPT } from "./default-prompt";
export {
  RESUME_EXTRACTION_MESSAGES,
  ResumeExtractionError,
  type ResumeExtractionErrorCode,
} from "./extraction-error";
export { resumeDataJsonSchema } from "./openai/json-schema";
export { createOpenAiExtractor, type OpenAiExtractorOptions } from "./openai/openai-extractor";
export type { ResumeExtractor, ResumeExtractorProvider } from "./resume-extractor";
