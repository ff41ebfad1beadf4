import type { PromptType } from "@domain/enums";
import { DEFAULT_RESUME_PROMPT, DEFAULT_TRAINING_PROMPT } from "../../lib/extraction/default-prompt";

// Seeded once; administrators edit them on the Settings tab. They instruct an OpenAI-compatible model
// (AI_PROVIDER=openai); the built-in extractor does not read them. The JSON shape itself is enforced
// separately with a JSON schema generated from the ResumeData / TrainingDocumentData zod schemas. Both
// prompts are the ones the extraction library falls back to, so there is one text of each.

export const DEFAULT_PROMPTS: Record<PromptType, string> = {
  resume: DEFAULT_RESUME_PROMPT,
  training: DEFAULT_TRAINING_PROMPT,
};
