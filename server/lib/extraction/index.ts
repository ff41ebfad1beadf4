export { extractResumeData } from "./builtin/builtin-extractor";
export { createResumeExtractor, type ResumeExtractorConfig } from "./create-resume-extractor";
export { DEFAULT_RESUME_PROMPT, DEFAULT_TRAINING_PROMPT } from "./default-prompt";
export {
  RESUME_EXTRACTION_MESSAGES,
  ResumeExtractionError,
  type ResumeExtractionErrorCode,
} from "./extraction-error";
export { resumeDataJsonSchema, trainingDocumentJsonSchema } from "./openai/json-schema";
export { createOpenAiExtractor, type OpenAiExtractorOptions } from "./openai/openai-extractor";
export type { ResumeExtractor, ResumeExtractorProvider } from "./resume-extractor";
export { MAPPING_THRESHOLD, type MappableItem, proposeMappings } from "./training/mapping";
export { readTrainingDocument } from "./training/reader";
export { compareTraineeName } from "./training/trainee-name";
export { createTrainingReader, type TrainingReader } from "./training-reader";
