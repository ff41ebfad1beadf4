// GET /api/me/eligibility (docs/product.md §19.2): the rules' results as computed, plus the active form
// the missing items link to.

import { z } from "zod";
import { CONDITION_STATUSES, MISSING_TARGETS, RULE_IDS, RULE_STATUSES } from "../eligibility/types";
import { calendarDate } from "./fields";

const countedPeriodSchema = z.object({
  employer: z.string(),
  from: calendarDate(),
  to: calendarDate(),
  ongoing: z.boolean(),
  months: z.int().min(0),
});

export const ruleResultSchema = z.object({
  id: z.enum(RULE_IDS),
  title: z.string(),
  citation: z.string(),
  status: z.enum(RULE_STATUSES),
  figure: z.object({
    label: z.string(),
    value: z.number().min(0),
    threshold: z.number().positive(),
    unit: z.enum(["months", "activities", "hours"]),
  }),
  periods: z.array(countedPeriodSchema),
  conditions: z.array(
    z.object({
      label: z.string(),
      status: z.enum(CONDITION_STATUSES),
      value: z.number().optional(),
      threshold: z.number().optional(),
    }),
  ),
  window: z.object({ from: calendarDate(), to: calendarDate() }).nullable(),
  deadline: calendarDate().nullable(),
  expiresOn: calendarDate().nullable(),
  note: z.string(),
  missing: z.array(z.object({ target: z.enum(MISSING_TARGETS), message: z.string() })),
});
export type RuleResultView = z.infer<typeof ruleResultSchema>;

export const eligibilitySchema = z.object({
  today: calendarDate(),
  disclaimer: z.string(),
  /** The active work history form, where missing fields are entered; null without one. */
  formId: z.uuid().nullable(),
  rules: z.array(ruleResultSchema),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;
