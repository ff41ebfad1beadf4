import {
  RECURRENCE_MONTHS_MAX,
  RECURRENCE_MONTHS_MIN,
  TRAINING_LEVEL_MAX,
  TRAINING_LEVEL_MIN,
} from "@domain/schemas/checklists";
import type { FieldError, FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from "react-hook-form";
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

/**
 * The react-hook-form resolver of a Training tab dialog: `parse` checks the inputs with the domain's
 * schema (after turning the text typed into the API's fields); each field gets its first message,
 * in the words of `schemaProblems`. A message about no one field goes under `form`.
 */
export function schemaResolver<Values extends FieldValues, Output>(
  parse: (values: Values) => z.ZodSafeParseResult<Output>,
): Resolver<Values, unknown, Output> {
  return (values) => {
    const parsed = parse(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [field, message] of Object.entries(schemaProblems(parsed.error))) {
      errors[field] = { type: "schema", message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/** The messages the form shows: its fields' errors, then a refused save's (`setServerProblems`). */
export function formProblemsOf(errors: FieldErrors): FormProblems {
  const problems: FormProblems = {};
  for (const [field, error] of Object.entries(errors)) {
    if (field !== "root" && typeof error?.message === "string") problems[field] = error.message;
  }
  const server = errors.root?.server?.message;
  if (server) problems.form = server;
  return problems;
}

/** A refused save's messages as the form's errors: under their fields, else the form's own. */
export function setServerProblems<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  knownFields: readonly Path<Values>[],
): void {
  for (const [field, message] of Object.entries(serverProblems(error, knownFields))) {
    if (field === "form") setError("root.server", { type: "server", message });
    else setError(field as Path<Values>, { type: "server", message });
  }
}
