// The work history form (KA-310 / TR-1005): the form itself, the active-form view and the
// experience summary. Employment and experience entries have their own files, re-exported here so
// the whole area is one import.

import { z } from "zod";
import { LONG_TEXT_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from "../constants";
import { CERTIFICATE_RATINGS, IA_STATUSES, PROCESSING_STATUSES } from "../enums";
import { certificateFields } from "./certificate";
import {
  AT_LEAST_ONE_FIELD_MESSAGE,
  calendarDate,
  emailAddress,
  emptyAsNull,
  formDate,
  hasAtLeastOneField,
  optionalText,
  timestamp,
} from "./fields";
import { formListFields } from "./form-lists";
import { certificationSchema, educationSchema } from "./resume-data";

export * from "./certificate";
export * from "./employment";
export * from "./experience";

/** Every field of a work history form (docs/product.md §3.1). */
export const workHistoryFormSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  status: z.enum(PROCESSING_STATUSES),
  isActive: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  roleTitle: z.string().nullable(),
  dateOfHire: calendarDate().nullable(),
  apCertificateNumber: z.string().nullable(),
  iaStatus: z.enum(IA_STATUSES).nullable(),
  apCertificateIssuedOn: calendarDate().nullable(),
  ratings: z.array(z.enum(CERTIFICATE_RATINGS)),
  iaIssuedOn: calendarDate().nullable(),
  employmentScope: z.string().nullable(),
  additionalDuties: z.string().nullable(),
  // Filled from an extracted resume; the screens do not edit them (certifications, education and
  // skills below are also edited on the form: form-lists.ts).
  personalInfo: z.record(z.string(), z.unknown()).nullable(),
  employmentHistory: z.array(z.unknown()).nullable(),
  certifications: z.array(certificationSchema).nullable(),
  education: z.array(educationSchema).nullable(),
  skills: z.array(z.string()).nullable(),
  aiExtractedData: z.unknown(),
  /** The original name of the resume that last filled the form; null when typed by hand or unknown. */
  resumeFileName: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type WorkHistoryForm = z.infer<typeof workHistoryFormSchema>;

/**
 * The fields a user edits. Text is kept as typed (no trimming) because autosave sends every pause
 * in typing; cleared date, select and e-mail controls send "" which is stored as null.
 */
export const editableFormFields = {
  firstName: optionalText(SHORT_TEXT_MAX_LENGTH),
  lastName: optionalText(SHORT_TEXT_MAX_LENGTH),
  email: emptyAsNull(emailAddress()),
  roleTitle: optionalText(SHORT_TEXT_MAX_LENGTH),
  dateOfHire: emptyAsNull(formDate("hire")),
  apCertificateNumber: optionalText(SHORT_TEXT_MAX_LENGTH),
  iaStatus: emptyAsNull(z.enum(IA_STATUSES)),
  employmentScope: optionalText(LONG_TEXT_MAX_LENGTH),
  additionalDuties: optionalText(LONG_TEXT_MAX_LENGTH),
};
export const EDITABLE_FORM_FIELDS = Object.keys(editableFormFields) as (keyof typeof editableFormFields)[];

/**
 * PATCH /api/forms/{id}: one or more known fields; an unknown field is refused, not dropped. The
 * list fields (certifications, education, skills, ratings) are sent whole.
 */
export const workHistoryFormPatchSchema = z
  .strictObject({ ...editableFormFields, ...certificateFields, ...formListFields })
  .partial()
  .refine(hasAtLeastOneField, { error: AT_LEAST_ONE_FIELD_MESSAGE });
export type WorkHistoryFormPatchInput = z.input<typeof workHistoryFormPatchSchema>;
export type WorkHistoryFormPatch = z.infer<typeof workHistoryFormPatchSchema>;

/** POST /api/forms. The owner is the caller unless an admin names another user. */
export const createWorkHistoryFormSchema = z.object({
  userId: z.uuid().optional(),
  // A form starts as a draft; its later states come from its life cycle, never from the creator.
  status: z.literal("draft", { error: "A new form can only start as a draft." }).default("draft"),
});
export type CreateWorkHistoryFormInput = z.input<typeof createWorkHistoryFormSchema>;
export type CreateWorkHistoryForm = z.infer<typeof createWorkHistoryFormSchema>;

/** GET /api/work-history/active: what the overwrite dialog shows, or null without an active form. */
export const activeWorkHistoryFormSchema = z
  .object({
    id: z.uuid(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    dateOfHire: calendarDate().nullable(),
    /** Nothing would be lost by replacing it, so nobody is asked (domain/form-emptiness.ts). */
    isEmpty: z.boolean(),
  })
  .nullable();
export type ActiveWorkHistoryForm = z.infer<typeof activeWorkHistoryFormSchema>;

/** GET /api/experience-summary: totals of the caller's active form, 0 when there is none. */
export const experienceSummarySchema = z.object({
  airframeTotalMonths: z.int().min(0),
  powerplantTotalMonths: z.int().min(0),
  avionicsTotalMonths: z.int().min(0),
});
export type ExperienceSummary = z.infer<typeof experienceSummarySchema>;
