// Employment entries of a work history form (docs/product.md §3.1).

import { z } from "zod";
import type { CalendarDate } from "../calendar-date";
import { LONG_TEXT_MAX_LENGTH, MEDIUM_TEXT_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from "../constants";
import { OPERATION_CATEGORIES } from "../enums";
import {
  AT_LEAST_ONE_FIELD_MESSAGE,
  calendarDate,
  emptyAsNull,
  formDate,
  hasAtLeastOneField,
  optionalText,
  timestamp,
} from "./fields";

export const EMPLOYMENT_DATE_ORDER_MESSAGE = "The start date must be on or before the end date";

/**
 * True unless both dates are known and the start is after the end. The server also checks a PATCH
 * that sends one date against the other date already stored.
 */
export function isDateRangeInOrder(
  start: CalendarDate | null | undefined,
  end: CalendarDate | null | undefined,
) {
  return !start || !end || start <= end;
}

export const employmentEntrySchema = z.object({
  id: z.uuid(),
  formId: z.uuid(),
  entryNumber: z.int(),
  companyName: z.string().nullable(),
  positionTitle: z.string().nullable(),
  operationCategory: z.enum(OPERATION_CATEGORIES).nullable(),
  workAddress: z.string().nullable(),
  startDate: calendarDate().nullable(),
  endDate: calendarDate().nullable(),
  responsibilities: z.string().nullable(),
  isFullTime: z.boolean(),
  /** Written by processing a resume and not changed by the user since (docs/product.md). */
  fromResume: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type EmploymentEntry = z.infer<typeof employmentEntrySchema>;

/** Entry numbers start at 1 and order the entries on screen. */
export const entryNumberSchema = z.int().min(1).max(10_000);

export const createEmploymentEntrySchema = z.object({ formId: z.uuid(), entryNumber: entryNumberSchema });
export type CreateEmploymentEntry = z.infer<typeof createEmploymentEntrySchema>;

/** What a user edits on an employment entry (the PATCH below, the portable export). */
export const employmentEditableFields = {
  companyName: optionalText(SHORT_TEXT_MAX_LENGTH),
  positionTitle: optionalText(SHORT_TEXT_MAX_LENGTH),
  operationCategory: emptyAsNull(z.enum(OPERATION_CATEGORIES)),
  workAddress: optionalText(MEDIUM_TEXT_MAX_LENGTH),
  startDate: emptyAsNull(formDate("start")),
  endDate: emptyAsNull(formDate("end")),
  responsibilities: optionalText(LONG_TEXT_MAX_LENGTH),
  isFullTime: z.boolean(),
};

/** PATCH /api/employment-entries/{id}: the changed fields only; unknown fields are refused. */
export const employmentEntryPatchSchema = z
  .strictObject(employmentEditableFields)
  .partial()
  .refine(hasAtLeastOneField, { error: AT_LEAST_ONE_FIELD_MESSAGE })
  .refine((patch) => isDateRangeInOrder(patch.startDate, patch.endDate), {
    error: EMPLOYMENT_DATE_ORDER_MESSAGE,
    path: ["endDate"],
  });
export type EmploymentEntryPatchInput = z.input<typeof employmentEntryPatchSchema>;
export type EmploymentEntryPatch = z.infer<typeof employmentEntryPatchSchema>;
