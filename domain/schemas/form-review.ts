// The review of a work history form (docs/product.md §14): its recorded changes of state, the
// administrator's Return, and the administrator's read-only view of a technician's work history.

import { z } from "zod";
import { PROCESSING_STATUSES } from "../enums";
import { adminUserSchema } from "./admin";
import { employmentEntrySchema } from "./employment";
import { airframeExperienceSchema, avionicsExperienceSchema, powerplantExperienceSchema } from "./experience";
import { isStorableText, timestamp, UNSTORABLE_TEXT_MESSAGE } from "./fields";
import { workHistoryFormSchema } from "./work-history";

export const FORM_REVIEW_ACTIONS = ["submitted", "approved", "returned"] as const;
export type FormReviewAction = (typeof FORM_REVIEW_ACTIONS)[number];
export const FORM_REVIEW_ACTION_LABELS: Record<FormReviewAction, string> = {
  submitted: "Submitted for review",
  approved: "Approved",
  returned: "Returned for changes",
};

export const RETURN_REASON_MAX_LENGTH = 1000;
export const RETURN_REASON_REQUIRED_MESSAGE = "Please give the reason for returning the form";

/** One recorded change of state: who, when, from what to what, and the reason of a return. */
export const formStatusEventSchema = z.object({
  id: z.uuid(),
  formId: z.uuid(),
  action: z.enum(FORM_REVIEW_ACTIONS),
  fromStatus: z.enum(PROCESSING_STATUSES),
  toStatus: z.enum(PROCESSING_STATUSES),
  reason: z.string().nullable(),
  /** null once the account that acted has been deleted. */
  actorId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  createdAt: timestamp,
});
export type FormStatusEvent = z.infer<typeof formStatusEventSchema>;
export const formStatusEventListSchema = z.array(formStatusEventSchema);

/** POST /api/admin/forms/{id}/return. */
export const returnFormSchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1, RETURN_REASON_REQUIRED_MESSAGE)
    .max(RETURN_REASON_MAX_LENGTH, `Must be at most ${RETURN_REASON_MAX_LENGTH} characters`)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
});
export type ReturnFormInput = z.input<typeof returnFormSchema>;

/** GET /api/admin/users/{id}/work-history: the technician's active form with everything in it. */
export const adminWorkHistorySchema = z.object({
  user: adminUserSchema,
  form: workHistoryFormSchema.nullable(),
  employment: z.array(employmentEntrySchema),
  airframe: z.array(airframeExperienceSchema),
  powerplant: z.array(powerplantExperienceSchema),
  avionics: z.array(avionicsExperienceSchema),
  events: formStatusEventListSchema,
  /** What a submission would still need (the same check as Submit for review). */
  missing: z.array(z.string()),
});
export type AdminWorkHistory = z.infer<typeof adminWorkHistorySchema>;
