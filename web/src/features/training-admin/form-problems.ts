import {
  RECURRENCE_MONTHS_MAX,
  RECURRENCE_MONTHS_MIN,
  TRAINING_LEVEL_MAX,
  TRAINING_LEVEL_MIN,
} from "@domain/schemas/checklists";
import type { z } from "zod";
import { getErrorMessage } from "@/lib/api";
import { ApiError } from "@/lib/api-error";

/** Field name → the first message about it; `form` holds what belongs to no one field. */
export type FormProblems = Record<string, string>;

// A number input holding '1.5' reaches the schema as text: say the range, not 'expected int'.
const NUMBER_FIELD_MESSAGES: Record<string, string> = {
  recurrenceMonths: `Recurrence must be ${RECURRENCE_MONTHS_MIN}-${RECURRENCE_MONTHS_MAX} months`,
  level: `Level must be ${TRAINING_LEVEL_MIN}-${TRAINING_LEVEL_MAX}`,
};

/** The schema's messages by field, the first per field (what the form shows under each input). */
export function schemaProblems(error: z.ZodError): FormProblems {
  const problems: FormProblems = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "form";
    const message =
      issue.code === "invalid_type" && NUMBER_FIELD_MESSAGES[field]
        ? NUMBER_FIELD_MESSAGES[field]
        : issue.message;
    problems[field] ??= message;
  }
  return problems;
}

/**
 * A refused save: the server's field messages (`body.name` → name) under their fields, anything
 * else as the form's own message.
 */
export function serverProblems(error: unknown, knownFields: readonly string[]): FormProblems {
  const problems: FormProblems = {};
  if (error instanceof ApiError) {
    for (const issue of error.issues) {
      const field = issue.path.replace(/^body\.?/, "").split(".")[0] ?? "";
      if (knownFields.includes(field)) problems[field] ??= issue.message;
    }
  }
  if (Object.keys(problems).length === 0) problems.form = getErrorMessage(error, "The change was not saved");
  return problems;
}
