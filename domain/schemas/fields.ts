// Field builders shared by the schemas of several areas, so a rule (what an e-mail is, what a date
// is, how long a text may be) is written once.

import { z } from "zod";
import { isCalendarDate, PARTIAL_DATE_PATTERN } from "../calendar-date";
import { EMAIL_MAX_LENGTH, PROCESSING_PROGRESS_MAX, PROCESSING_PROGRESS_MIN } from "../constants";
import { type FormDateKind, formDateProblem } from "../form-dates";

/** An e-mail address as the server stores it: trimmed and lower-cased, then checked. */
export function emailAddress(message = "Invalid email address") {
  return z
    .string()
    .trim()
    .toLowerCase()
    .check(z.email({ error: message }))
    .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`);
}

/** A real calendar date 'YYYY-MM-DD' (2023-02-30 is refused). */
export function calendarDate(message = "Must be a valid date (YYYY-MM-DD)") {
  return z.iso.date({ error: message }).refine(isCalendarDate, { error: message });
}

/**
 * A date the user types into the form: a real date in FORM_DATE_EARLIEST_YEAR or later. The checks
 * against today need a clock, so the service makes them (domain/form-dates.ts).
 */
export function formDate(kind: FormDateKind) {
  return calendarDate().superRefine((date, context) => {
    const message = formDateProblem(date, kind);
    if (message) context.addIssue({ code: "custom", message });
  });
}

/** A resume date: 'YYYY-MM', or 'YYYY' when only the year is known. */
export function partialDate(message = "Must be a date written YYYY-MM or YYYY") {
  return z.string().regex(PARTIAL_DATE_PATTERN, { error: message });
}

export const UNSTORABLE_TEXT_MESSAGE = "Contains characters that cannot be saved (NUL or a lone surrogate)";

// PostgreSQL text holds neither U+0000 nor half of a surrogate pair (not UTF-8): refused here as a
// 400 instead of failing in the database as a 500.
const UNSTORABLE_CHARACTER = /[\0\p{Cs}]/u;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE_CHARACTER.test(text);
}

/** Text the user may leave empty, bounded so one field cannot fill the database. */
export function optionalText(maxLength: number) {
  return z
    .string()
    .max(maxLength, `Must be at most ${maxLength} characters`)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE)
    .nullable();
}

/**
 * A nullable value whose cleared form control sends "" (date inputs, selects): "" is accepted and
 * stored as null.
 */
export function emptyAsNull<T extends z.ZodType>(schema: T) {
  return z.union([z.literal("").transform(() => null), schema.nullable()]);
}

export const AT_LEAST_ONE_FIELD_MESSAGE = "Send at least one field to change";

/** For PATCH bodies: an empty change is a client bug worth a 400. */
export function hasAtLeastOneField(body: object): boolean {
  return Object.values(body).some((value) => value !== undefined);
}

export const timestamp = z.iso.datetime({ offset: true });

export const progressPercent = z.int().min(PROCESSING_PROGRESS_MIN).max(PROCESSING_PROGRESS_MAX);

/** Route parameters of the `/{id}` routes. */
export const idParamsSchema = z.object({ id: z.uuid() });
export type IdParams = z.infer<typeof idParamsSchema>;
