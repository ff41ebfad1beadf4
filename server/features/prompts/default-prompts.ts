import type { PromptType } from "@domain/enums";
import { DEFAULT_RESUME_PROMPT } from "../../lib/extraction/default-prompt";

// Seeded once; administrators edit them on the Settings tab. They instruct an OpenAI-compatible model
// (AI_PROVIDER=openai); the built-in extractor does not read them. The JSON shape itself is enforced
// separately with a JSON schema generated from the ResumeData zod schema. The resume prompt is the one
// the extraction library falls back to, so there is one text.

const TRAINING_PROMPT = `You read a training record of an aviation maintenance technician (course certificates, type training, recurrent training, OEM or FlightSafety / CAE courses) and return the facts it states as JSON.

Extract each course or qualification: its title, the provider, the aircraft, engine or system it covers (make, model, series), whether it is factory / type training, the completion date and any expiry date ("YYYY-MM-DD" when the day is known, "YYYY-MM" or "YYYY" otherwise), the hours when stated, and the certificate or record number.

Never invent anything: a fact the document does not state stays null or is left out.`;

export const DEFAULT_PROMPTS: Record<PromptType, string> = {
  resume: DEFAULT_RESUME_PROMPT,
  training: TRAINING_PROMPT,
};
