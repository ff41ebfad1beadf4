// The portable export (docs/product.md §20.4): all of a technician's own data as one JSON file, so their
// record moves with them to another installation. Versioned: `format` and `version` say what the file
// is; a later version adds fields and this schema learns to read the older ones. Every field is checked
// by the same rules as the screens that edit it (form, employment, experience, training notes, the IA
// activity log).

import { z } from "zod";
import { EXPERIENCE_DISCIPLINES, PROCESSING_STATUSES } from "../enums";
import { CHECKLIST_NAME_MAX_LENGTH, CHECKLIST_NOTES_MAX_LENGTH } from "./checklists";
import {
  EMPLOYMENT_DATE_ORDER_MESSAGE,
  employmentEditableFields,
  entryNumberSchema,
  isDateRangeInOrder,
} from "./employment";
import { EXPERIENCE_SCHEMAS } from "./experience";
import { calendarDate, timestamp } from "./fields";
import { formListFields } from "./form-lists";
import { iaActivityInputSchema, MAX_IA_ACTIVITIES } from "./ia-activities";
import { portableLogbookSchema } from "./portable-logbook";
import { editableFormFields } from "./work-history";

export const PORTABLE_EXPORT_FORMAT = "hangar-log-portable-export";
export const PORTABLE_EXPORT_VERSION = 1;
/** Generous ceilings, so a hostile file cannot make the import work for minutes. */
export const PORTABLE_MAX_FORMS = 20;
export const PORTABLE_MAX_ENTRIES = 200;
export const PORTABLE_MAX_TRAINING_ITEMS = 2000;
/** Employers and experience entries of all forms together: what one import writes stays quick. */
export const PORTABLE_MAX_TOTAL_ENTRIES = 1000;
/**
 * The import's body limit: the export of a long career with a full training record is about 70 KB
 * (docs/performance.md); the limit bounds how long one import's transaction holds the database.
 */
export const PORTABLE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export const portableEmploymentSchema = z
  .strictObject({
    /** The entry's id in the file: experience entries select employers by it. */
    ref: z.uuid(),
    entryNumber: entryNumberSchema,
    ...employmentEditableFields,
  })
  .refine((employer) => isDateRangeInOrder(employer.startDate, employer.endDate), {
    error: EMPLOYMENT_DATE_ORDER_MESSAGE,
    path: ["endDate"],
  });

const portableExperienceOf = (discipline: (typeof EXPERIENCE_DISCIPLINES)[number]) =>
  z
    .array(EXPERIENCE_SCHEMAS[discipline].fields.extend({ entryNumber: entryNumberSchema }))
    .max(PORTABLE_MAX_ENTRIES);

export const portableFormSchema = z
  .strictObject({
    isActive: z.boolean(),
    /** Where the form stood when exported; an imported form starts again as a draft. */
    status: z.enum(PROCESSING_STATUSES),
    // Partial: a field the form gains later is simply absent from older files (and left empty).
    fields: z.strictObject({ ...editableFormFields, ...formListFields }).partial(),
    employment: z.array(portableEmploymentSchema).max(PORTABLE_MAX_ENTRIES),
    airframe: portableExperienceOf("airframe"),
    powerplant: portableExperienceOf("powerplant"),
    avionics: portableExperienceOf("avionics"),
  })
  .superRefine((form, context) => {
    const refs = new Set(form.employment.map((employer) => employer.ref));
    if (refs.size !== form.employment.length)
      context.addIssue({
        code: "custom",
        path: ["employment"],
        message: "Each employer's ref must be unique",
      });
    for (const discipline of EXPERIENCE_DISCIPLINES)
      form[discipline].forEach((entry, index) => {
        if (entry.selectedEmploymentIds.some((id) => !refs.has(id)))
          context.addIssue({
            code: "custom",
            path: [discipline, index, "selectedEmploymentIds"],
            message: "An experience entry selects an employer that is not in its form",
          });
      });
  });
export type PortableForm = z.infer<typeof portableFormSchema>;

/** One item of the training record, named by its tab, section and item (ids differ between installations). */
export const portableTrainingItemSchema = z.strictObject({
  tab: z.string().min(1).max(CHECKLIST_NAME_MAX_LENGTH),
  section: z.string().min(1).max(CHECKLIST_NAME_MAX_LENGTH),
  item: z.string().min(1).max(CHECKLIST_NAME_MAX_LENGTH),
  completed: z.boolean(),
  completedOn: calendarDate().nullable(),
  notes: z.string().max(CHECKLIST_NOTES_MAX_LENGTH).nullable(),
  /** Kept for the reader; a sign-off belongs to the installation that gave it and is not imported. */
  signedOffByName: z.string().nullable(),
  signedOffAt: timestamp.nullable(),
});
export type PortableTrainingItem = z.infer<typeof portableTrainingItemSchema>;

export const portableExportSchema = z
  .strictObject({
    format: z.literal(PORTABLE_EXPORT_FORMAT, { error: "This is not a Hangar Log export file." }),
    version: z.literal(PORTABLE_EXPORT_VERSION, {
      error: `This export file's version is not supported (this installation reads version ${PORTABLE_EXPORT_VERSION}).`,
    }),
    exportedAt: timestamp,
    /** Whose data it was, for the reader; the import writes into the signed-in account whatever it says. */
    account: z.strictObject({ fullName: z.string(), email: z.string() }),
    forms: z.array(portableFormSchema).max(PORTABLE_MAX_FORMS),
    training: z.array(portableTrainingItemSchema).max(PORTABLE_MAX_TRAINING_ITEMS),
    /** Added after the first files were written: a file without it has none. */
    iaActivities: z.array(iaActivityInputSchema).max(MAX_IA_ACTIVITIES).default([]),
    /** The task logbook (docs/product.md §22.5); a file written before the logbook existed has none. */
    logbook: portableLogbookSchema.default([]),
  })
  .refine((file) => file.forms.filter((form) => form.isActive).length <= 1, {
    error: "At most one form can be the active one",
    path: ["forms"],
  })
  .refine((file) => entriesOf(file.forms) <= PORTABLE_MAX_TOTAL_ENTRIES, {
    error: `An import holds at most ${PORTABLE_MAX_TOTAL_ENTRIES} employers and experience entries in all its forms together`,
    path: ["forms"],
  });

function entriesOf(forms: readonly PortableForm[]): number {
  return forms.reduce(
    (sum, form) =>
      sum + form.employment.length + form.airframe.length + form.powerplant.length + form.avionics.length,
    0,
  );
}
export type PortableExport = z.infer<typeof portableExportSchema>;

/** POST /api/me/import answers what was written and which training items had no match here. */
export const portableImportResultSchema = z.object({
  formsImported: z.int().min(0),
  employmentImported: z.int().min(0),
  experienceImported: z.int().min(0),
  trainingImported: z.int().min(0),
  iaActivitiesImported: z.int().min(0),
  logbookEntriesImported: z.int().min(0),
  /** 'Tab / Section / Item' of each item of the file this installation's program does not have. */
  trainingNotFound: z.array(z.string()),
});
export type PortableImportResult = z.infer<typeof portableImportResultSchema>;

/** 409 code: the import writes only into an account with nothing in it yet. */
export const ACCOUNT_NOT_EMPTY_CODE = "account_not_empty";
export const ACCOUNT_NOT_EMPTY_MESSAGE =
  "This account already has a work history, training record, IA activity log or task logbook. Import into a new, empty account, or delete what is there first.";
