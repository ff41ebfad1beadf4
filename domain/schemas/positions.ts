// Positions and the training they require (docs/product.md §15.8): what administrators define, who
// holds which position since when, and the items marked not applicable to one person.

import { z } from "zod";
import { calendarDate, isStorableText, optionalText, UNSTORABLE_TEXT_MESSAGE } from "./fields";

export const POSITION_NAME_MAX_LENGTH = 200;
export const POSITION_DESCRIPTION_MAX_LENGTH = 2000;
export const DUE_WITHIN_DAYS_MIN = 1;
export const DUE_WITHIN_DAYS_MAX = 3650;
export const POSITION_REQUIREMENTS_MAX = 500;
export const NOT_APPLICABLE_REASON_MAX_LENGTH = 1000;
export const BULK_ASSIGN_MAX = 200;
export const POSITIONS_PER_PERSON_MAX = 20;

/** Every kind of change position_events keeps. */
export const POSITION_EVENT_KINDS = [
  "position_created",
  "position_edited",
  "position_archived",
  "position_assigned",
  "position_unassigned",
  "position_joined_on_changed",
  "not_applicable_marked",
  "not_applicable_cleared",
] as const;
export type PositionEventKind = (typeof POSITION_EVENT_KINDS)[number];

export const DUE_WITHIN_DAYS_MESSAGE = `Due within must be ${DUE_WITHIN_DAYS_MIN}-${DUE_WITHIN_DAYS_MAX} days`;

const positionName = z
  .string()
  .trim()
  .min(1, "Name is required")
  .max(POSITION_NAME_MAX_LENGTH, `Must be at most ${POSITION_NAME_MAX_LENGTH} characters`)
  .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
const dueWithinDays = z
  .int(DUE_WITHIN_DAYS_MESSAGE)
  .min(DUE_WITHIN_DAYS_MIN, DUE_WITHIN_DAYS_MESSAGE)
  .max(DUE_WITHIN_DAYS_MAX, DUE_WITHIN_DAYS_MESSAGE)
  .nullable();

export const REQUIREMENT_KINDS = ["tab", "section", "item"] as const;
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];

export const requirementInputSchema = z.object({
  kind: z.enum(REQUIREMENT_KINDS),
  id: z.uuid(),
  /** Overrides the position's own due date setting for what this covers; null: the position's. */
  dueWithinDays: dueWithinDays.default(null),
});
export type RequirementInput = z.infer<typeof requirementInputSchema>;

const requirements = z
  .array(requirementInputSchema)
  .max(POSITION_REQUIREMENTS_MAX, `At most ${POSITION_REQUIREMENTS_MAX} requirements`)
  .refine(
    (list) => new Set(list.map((requirement) => requirement.id)).size === list.length,
    "Each tab, section or item once",
  );

export const positionInputSchema = z.object({
  name: positionName,
  description: optionalText(POSITION_DESCRIPTION_MAX_LENGTH).default(null),
  dueWithinDays: dueWithinDays.default(null),
  requirements: requirements.default([]),
});
export type PositionInput = z.infer<typeof positionInputSchema>;
export type PositionInputDraft = z.input<typeof positionInputSchema>;

export const positionPatchSchema = z
  .object({
    name: positionName,
    description: optionalText(POSITION_DESCRIPTION_MAX_LENGTH),
    dueWithinDays,
    requirements,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Send at least one field to change");
export type PositionPatch = z.infer<typeof positionPatchSchema>;

export const positionIdParamsSchema = z.object({ positionId: z.uuid() });
export const userIdParamsSchema = z.object({ userId: z.uuid() });

export const requirementViewSchema = z.object({
  kind: z.enum(REQUIREMENT_KINDS),
  id: z.uuid(),
  /** 'Tab › Section › Item', as far as the kind goes. */
  name: z.string(),
  dueWithinDays: z.int().nullable(),
});
export type RequirementView = z.infer<typeof requirementViewSchema>;

export const positionViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  dueWithinDays: z.int().nullable(),
  archived: z.boolean(),
  /** The live tabs, sections and items it requires (archived ones drop out). */
  requirements: z.array(requirementViewSchema),
  memberCount: z.int().min(0),
});
export type PositionView = z.infer<typeof positionViewSchema>;

export const positionListSchema = z.object({ positions: z.array(positionViewSchema) });
export type PositionList = z.infer<typeof positionListSchema>;

export const heldPositionInputSchema = z.object({
  positionId: z.uuid(),
  /** The day the person joined; today when left out. */
  joinedOn: calendarDate().optional(),
});

/** PUT /api/admin/users/{userId}/positions: the person's positions, all of them. */
export const memberPositionsInputSchema = z.object({
  positions: z
    .array(heldPositionInputSchema)
    .max(POSITIONS_PER_PERSON_MAX, `At most ${POSITIONS_PER_PERSON_MAX} positions`)
    .refine(
      (list) => new Set(list.map((held) => held.positionId)).size === list.length,
      "Each position once",
    ),
});
export type MemberPositionsInput = z.infer<typeof memberPositionsInputSchema>;

export const heldPositionViewSchema = z.object({
  positionId: z.uuid(),
  name: z.string(),
  joinedOn: z.string(),
});

export const notApplicableViewSchema = z.object({
  itemId: z.uuid(),
  itemName: z.string(),
  reason: z.string(),
  markedAt: z.string(),
  markedByName: z.string().nullable(),
});

export const memberPositionsSchema = z.object({
  positions: z.array(heldPositionViewSchema),
  notApplicable: z.array(notApplicableViewSchema),
});
export type MemberPositions = z.infer<typeof memberPositionsSchema>;

/** POST /api/admin/positions/{positionId}/members: several people join one position. */
export const bulkAssignSchema = z.object({
  userIds: z
    .array(z.uuid())
    .min(1, "Choose at least one person")
    .max(BULK_ASSIGN_MAX, `At most ${BULK_ASSIGN_MAX} people at once`)
    .refine((ids) => new Set(ids).size === ids.length, "Each person once"),
  joinedOn: calendarDate().optional(),
});
export type BulkAssign = z.infer<typeof bulkAssignSchema>;

export const bulkAssignResultSchema = z.object({
  assigned: z.int().min(0),
  alreadyHeld: z.int().min(0),
});
export type BulkAssignResult = z.infer<typeof bulkAssignResultSchema>;

export const notApplicableInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, "A reason is required")
    .max(NOT_APPLICABLE_REASON_MAX_LENGTH, `Must be at most ${NOT_APPLICABLE_REASON_MAX_LENGTH} characters`)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
});
export type NotApplicableInput = z.infer<typeof notApplicableInputSchema>;
