// The JSON schema the model's answer must follow, generated from the same zod schema that validates
// it (no second description of ResumeData to drift apart).

import { resumeDataSchema } from "@domain/schemas/resume-data";
import { trainingDocumentDataSchema } from "@domain/schemas/training-document";
import { z } from "zod";

/** Keywords OpenAI's strict structured output does not accept. */
const UNSUPPORTED = new Set(["$schema", "default"]);

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !UNSUPPORTED.has(key))
      .map(([key, inner]) => [key, strip(inner)]),
  );
}

let cached: Record<string, unknown> | null = null;

/** Every object closed (additionalProperties false) and every property required, as strict mode wants. */
export function resumeDataJsonSchema(): Record<string, unknown> {
  cached ??= strip(z.toJSONSchema(resumeDataSchema, { io: "output" })) as Record<string, unknown>;
  return cached;
}

let trainingCached: Record<string, unknown> | null = null;

/** The same, for what a training certificate says. */
export function trainingDocumentJsonSchema(): Record<string, unknown> {
  trainingCached ??= strip(z.toJSONSchema(trainingDocumentDataSchema, { io: "output" })) as Record<
    string,
    unknown
  >;
  return trainingCached;
}
