// The certifications, education and skills of a work history form as the owner edits them
// (docs/product.md §14.3). Resume processing fills the same fields with the shapes of
// resume-data.ts; these schemas accept every value it stores, so a filled form saves unchanged.

import { z } from "zod";
import { isCalendarDate, PARTIAL_DATE_PATTERN, partialDateToCalendarDate } from "../calendar-date";
import { lastValidDay } from "../certifications";
import { SHORT_TEXT_MAX_LENGTH } from "../constants";
import { isStorableText, optionalText, partialDate, UNSTORABLE_TEXT_MESSAGE } from "./fields";

export const MAX_CERTIFICATIONS = 50;
export const MAX_EDUCATION_ENTRIES = 20;
export const MAX_SKILLS = 100;
export const SKILL_MAX_LENGTH = 100;

export const CERTIFICATION_NAME_REQUIRED_MESSAGE = "Name is required";
export const CERTIFICATION_DATE_ORDER_MESSAGE = "The expiry date must be on or after the issue date";
export const EDUCATION_NAME_REQUIRED_MESSAGE = "Enter the school or the credential";
export const EDUCATION_DATE_ORDER_MESSAGE = "The end date must be on or after the start date";
export const SKILL_EMPTY_MESSAGE = "A skill cannot be empty";
export const SKILL_DUPLICATE_MESSAGE = "Each skill can be listed only once";
export const CERTIFICATION_DATE_MESSAGE = "Must be a date written YYYY-MM-DD, YYYY-MM or YYYY";
export const EDUCATION_DATE_MESSAGE = "Must be a date written YYYY-MM or YYYY";

const notBlank = (text: string) => text.trim().length > 0;

/** Text kept as typed (autosave sends every pause), required to hold more than spaces. */
function requiredText(message: string) {
  return z
    .string()
    .max(SHORT_TEXT_MAX_LENGTH, `Must be at most ${SHORT_TEXT_MAX_LENGTH} characters`)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE)
    .refine(notBlank, message);
}

/** A cleared text box sends "", stored as null. */
function optionalDate<T extends z.ZodType>(schema: T) {
  return z.union([z.literal("").transform(() => null), schema.nullable()]).default(null);
}

/** True when a period given by full or partial dates does not end before it starts. */
export function isPeriodInOrder(start: string | null, end: string | null): boolean {
  if (!start || !end) return true;
  const first = partialDateToCalendarDate(start) ?? start;
  const last = lastValidDay(end) ?? end;
  return first <= last;
}

/** A full date, or a partial one as resumes give them. */
const certificationDate = z
  .string()
  .refine((value) => isCalendarDate(value) || PARTIAL_DATE_PATTERN.test(value), CERTIFICATION_DATE_MESSAGE);

export const editableCertificationSchema = z
  .strictObject({
    name: requiredText(CERTIFICATION_NAME_REQUIRED_MESSAGE),
    number: optionalText(SHORT_TEXT_MAX_LENGTH).default(null),
    issuedOn: optionalDate(certificationDate),
    expiresOn: optionalDate(certificationDate),
  })
  .refine((entry) => isPeriodInOrder(entry.issuedOn, entry.expiresOn), {
    error: CERTIFICATION_DATE_ORDER_MESSAGE,
    path: ["expiresOn"],
  });
export type EditableCertificationInput = z.input<typeof editableCertificationSchema>;

export const editableEducationSchema = z
  .strictObject({
    institution: optionalText(SHORT_TEXT_MAX_LENGTH).default(null),
    credential: optionalText(SHORT_TEXT_MAX_LENGTH).default(null),
    location: optionalText(SHORT_TEXT_MAX_LENGTH).default(null),
    startDate: optionalDate(partialDate(EDUCATION_DATE_MESSAGE)),
    endDate: optionalDate(partialDate(EDUCATION_DATE_MESSAGE)),
  })
  .refine((entry) => notBlank(entry.institution ?? "") || notBlank(entry.credential ?? ""), {
    error: EDUCATION_NAME_REQUIRED_MESSAGE,
    path: ["institution"],
  })
  .refine((entry) => isPeriodInOrder(entry.startDate, entry.endDate), {
    error: EDUCATION_DATE_ORDER_MESSAGE,
    path: ["endDate"],
  });
export type EditableEducationInput = z.input<typeof editableEducationSchema>;

export const skillSchema = z
  .string()
  .max(SKILL_MAX_LENGTH, `Must be at most ${SKILL_MAX_LENGTH} characters`)
  .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE)
  .refine(notBlank, SKILL_EMPTY_MESSAGE);

/**
 * The list fields of PATCH /api/forms/{id}: each is sent whole when any of its entries changes;
 * null (like []) means none.
 */
export const formListFields = {
  certifications: z
    .array(editableCertificationSchema)
    .max(MAX_CERTIFICATIONS, `At most ${MAX_CERTIFICATIONS} certifications`)
    .nullable(),
  education: z
    .array(editableEducationSchema)
    .max(MAX_EDUCATION_ENTRIES, `At most ${MAX_EDUCATION_ENTRIES} entries`)
    .nullable(),
  skills: z
    .array(skillSchema)
    .max(MAX_SKILLS, `At most ${MAX_SKILLS} skills`)
    .refine(
      (skills) => new Set(skills.map((skill) => skill.trim().toLowerCase())).size === skills.length,
      SKILL_DUPLICATE_MESSAGE,
    )
    .nullable(),
};
export type FormListField = keyof typeof formListFields;
export const FORM_LIST_FIELDS = Object.keys(formListFields) as FormListField[];

/** The first problem of one entry, by field, for the message next to it; empty when it can be saved. */
export function entryProblems(schema: z.ZodType, entry: unknown): Record<string, string> {
  const result = schema.safeParse(entry);
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    problems[field] ??= issue.message;
  }
  return problems;
}
