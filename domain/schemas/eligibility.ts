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

/**
 * The logbook's evidence beside a requirement (docs/product.md §22.4): the countersigned tasks within
 * the periods it counted, the newest listed; for EASA 66.A.30 also the chapters countersigned tasks
 * cover. Evidence only: the status and figure are the rule's.
 */
export const ruleEvidenceSchema = z.object({
  countersignedTasks: z.int().min(0),
  tasks: z.array(
    z.object({
      id: z.uuid(),
      performedOn: calendarDate(),
      ataChapter: z.string(),
      aircraft: z.string(),
      task: z.string(),
    }),
  ),
  coverage: z.array(z.object({ chapter: z.string(), label: z.string(), tasks: z.int().min(1) })).nullable(),
});
export type RuleEvidence = z.infer<typeof ruleEvidenceSchema>;

const ruleViewSchema = ruleResultSchema.extend({ evidence: ruleEvidenceSchema.nullable() });
export type RuleResultView = z.infer<typeof ruleViewSchema>;

export const eligibilitySchema = z.object({
  today: calendarDate(),
  disclaimer: z.string(),
  /** The active work history form, where missing fields are entered; null without one. */
  formId: z.uuid().nullable(),
  rules: z.array(ruleViewSchema),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;
