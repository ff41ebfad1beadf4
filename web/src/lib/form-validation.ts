// The domain's rules, asked before a value is sent: what the server would refuse is kept as a draft
// with its message under the field instead of a failed save (an e-mail address still being typed, a
// date of hire after today).

import { FORM_DATE_EARLIEST_YEAR } from "@domain/constants";
import { type FormDateKind, formDatePatchProblems, formDateProblem, localToday } from "@domain/form-dates";
import type { z } from "zod";

/** The first message of the schema's verdict on a patch, or null when it passes. */
export function patchProblem(schema: z.ZodType, patch: Record<string, unknown>): string | null {
  const result = schema.safeParse(patch);
  return result.success ? null : (result.error.issues[0]?.message ?? "Invalid value");
}

/** The schema's verdict, then the date rules against the user's today (docs/product.md §5.7). */
export function formPatchProblem(schema: z.ZodType, patch: Record<string, unknown>): string | null {
  return patchProblem(schema, patch) ?? formDatePatchProblems(patch, localToday())[0]?.message ?? null;
}

/**
 * A saved date the rule refuses: one stored before the rule existed (a date of hire 0001-01-01). It
 * counts for nothing in the durations until corrected, so its field says why (docs/decisions/0031-implausible-stored-dates.md).
 */
export function storedDateProblem(value: unknown, kind: FormDateKind): string | null {
  return typeof value === "string" && value !== "" ? formDateProblem(value, kind, localToday()) : null;
}

/** The range a form date picker offers: from 1940 to today, or a year ahead for a start date. */
export function formDateInputRange(kind: "start" | "end" | "hire"): { min: string; max: string } {
  const today = localToday();
  const max = kind === "start" ? `${Number(today.slice(0, 4)) + 1}${today.slice(4)}` : today;
  // February 29 a year ahead is not a date; the day before is close enough for a picker's bound.
  return {
    min: `${FORM_DATE_EARLIEST_YEAR}-01-01`,
    max: max.endsWith("02-29") ? max.replace("02-29", "02-28") : max,
  };
}
