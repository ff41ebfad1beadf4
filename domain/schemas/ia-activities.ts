// The IA activity log (docs/product.md §19.3): what an inspection authorization holder did toward
// renewal under 14 CFR 65.93, one row per activity.

import { z } from "zod";
import { LONG_TEXT_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from "../constants";
import { IA_ACTIVITY_KINDS } from "../enums";
import { calendarDate, formDate, optionalText, timestamp } from "./fields";

export const REFRESHER_HOURS_MAX = 200;
/** Far more than a working life of renewals; keeps one account from filling the database. */
export const MAX_IA_ACTIVITIES = 2000;
export const REFRESHER_HOURS_REQUIRED_MESSAGE = "Enter the hours of instruction of the course";
export const REFRESHER_HOURS_RANGE_MESSAGE = `Hours must be more than 0 and at most ${REFRESHER_HOURS_MAX}`;
export const REFRESHER_HOURS_STEP_MESSAGE = "Hours can have one decimal at most";

export const iaActivitySchema = z.object({
  id: z.uuid(),
  performedOn: calendarDate(),
  kind: z.enum(IA_ACTIVITY_KINDS),
  hours: z.number().nullable(),
  aircraftMake: z.string().nullable(),
  aircraftModel: z.string().nullable(),
  aircraftRegistration: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type IaActivity = z.infer<typeof iaActivitySchema>;

const hours = z
  .number({ error: REFRESHER_HOURS_RANGE_MESSAGE })
  .gt(0, REFRESHER_HOURS_RANGE_MESSAGE)
  .max(REFRESHER_HOURS_MAX, REFRESHER_HOURS_RANGE_MESSAGE)
  // The column keeps one decimal (numeric(5,1)); more would be rounded away silently, and a value under
  // 0.05 (7e-323 passes "more than 0") would round to 0.0 and break the column's "more than 0" check.
  .refine((value) => {
    const tenths = Math.round(value * 10);
    return tenths >= 1 && Math.abs(value * 10 - tenths) < 1e-9;
  }, REFRESHER_HOURS_STEP_MESSAGE);

/**
 * POST /api/me/ia-activities and PUT /api/me/ia-activities/{id}: the whole activity. Hours belong to a
 * refresher course only (it counts from 8 hours: 14 CFR 65.93(a)(4)); sent with another kind they are
 * dropped. Blank texts are stored as null.
 */
export const iaActivityInputSchema = z
  .strictObject({
    performedOn: formDate("end"),
    kind: z.enum(IA_ACTIVITY_KINDS),
    hours: hours.nullable().default(null),
    aircraftMake: optionalText(SHORT_TEXT_MAX_LENGTH).default(null),
    aircraftModel: optionalText(SHORT_TEXT_MAX_LENGTH).default(null),
    aircraftRegistration: optionalText(SHORT_TEXT_MAX_LENGTH).default(null),
    notes: optionalText(LONG_TEXT_MAX_LENGTH).default(null),
  })
  .superRefine((activity, context) => {
    if (activity.kind === "refresher_course" && activity.hours === null)
      context.addIssue({ code: "custom", path: ["hours"], message: REFRESHER_HOURS_REQUIRED_MESSAGE });
  })
  .transform((activity) => ({
    ...activity,
    hours: activity.kind === "refresher_course" ? activity.hours : null,
    aircraftMake: blankAsNull(activity.aircraftMake),
    aircraftModel: blankAsNull(activity.aircraftModel),
    aircraftRegistration: blankAsNull(activity.aircraftRegistration)?.toUpperCase() ?? null,
    notes: blankAsNull(activity.notes),
  }));
export type IaActivityInput = z.input<typeof iaActivityInputSchema>;
export type IaActivityValues = z.infer<typeof iaActivityInputSchema>;

function blankAsNull(text: string | null): string | null {
  const trimmed = text?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}
