// Training records (docs/product.md §15): the checklist structure administrators build, each
// technician's completions, sign-offs, and the structure's export / import format.

import { z } from "zod";
import { TRAINING_STATUSES } from "../training-status";
import {
  AT_LEAST_ONE_FIELD_MESSAGE,
  formDate,
  hasAtLeastOneField,
  isStorableText,
  optionalText,
  UNSTORABLE_TEXT_MESSAGE,
} from "./fields";
import { taskRuleFileSchema } from "./task-rules";

export const CHECKLIST_NAME_MAX_LENGTH = 200;
export const CHECKLIST_DESCRIPTION_MAX_LENGTH = 2000;
export const CHECKLIST_NOTES_MAX_LENGTH = 5000;
export const RECURRENCE_MONTHS_MIN = 1;
export const RECURRENCE_MONTHS_MAX = 120;
export const TRAINING_LEVEL_MIN = 1;
export const TRAINING_LEVEL_MAX = 5;
export const CHECKLIST_KEYWORD_MAX_LENGTH = 60;
export const CHECKLIST_KEYWORDS_MAX = 30;
export const RETURN_REASON_MAX_LENGTH = 1000;

const checklistName = z
  .string()
  .trim()
  .min(1, "Name is required")
  .max(CHECKLIST_NAME_MAX_LENGTH, `Must be at most ${CHECKLIST_NAME_MAX_LENGTH} characters`)
  .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
const checklistDescription = optionalText(CHECKLIST_DESCRIPTION_MAX_LENGTH);
const recurrenceMonths = z
  .int()
  .min(RECURRENCE_MONTHS_MIN, `Recurrence must be ${RECURRENCE_MONTHS_MIN}-${RECURRENCE_MONTHS_MAX} months`)
  .max(RECURRENCE_MONTHS_MAX, `Recurrence must be ${RECURRENCE_MONTHS_MIN}-${RECURRENCE_MONTHS_MAX} months`)
  .nullable();
const trainingLevel = z
  .int()
  .min(TRAINING_LEVEL_MIN, `Level must be ${TRAINING_LEVEL_MIN}-${TRAINING_LEVEL_MAX}`)
  .max(TRAINING_LEVEL_MAX, `Level must be ${TRAINING_LEVEL_MIN}-${TRAINING_LEVEL_MAX}`)
  .nullable();
const ataChapter = z
  .string()
  .trim()
  .max(20, "Must be at most 20 characters")
  .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE)
  .nullable();
const keywords = z
  .array(
    z
      .string()
      .trim()
      .min(1, "A keyword may not be empty")
      .max(CHECKLIST_KEYWORD_MAX_LENGTH, `Must be at most ${CHECKLIST_KEYWORD_MAX_LENGTH} characters`)
      .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
  )
  .max(CHECKLIST_KEYWORDS_MAX, `At most ${CHECKLIST_KEYWORDS_MAX} keywords`);

export const trainingStatusSchema = z.enum(TRAINING_STATUSES);

// --- Administrators: the structure ---------------------------------------------------------------

export const tabInputSchema = z.object({
  name: checklistName,
  description: checklistDescription.optional(),
});
export type TabInput = z.infer<typeof tabInputSchema>;
export const tabPatchSchema = tabInputSchema.partial().refine(hasAtLeastOneField, AT_LEAST_ONE_FIELD_MESSAGE);
export type TabPatch = z.infer<typeof tabPatchSchema>;

export const sectionInputSchema = z.object({
  tabId: z.uuid(),
  name: checklistName,
  description: checklistDescription.optional(),
});
export type SectionInput = z.infer<typeof sectionInputSchema>;
export const sectionPatchSchema = z
  .object({ name: checklistName, description: checklistDescription })
  .partial()
  .refine(hasAtLeastOneField, AT_LEAST_ONE_FIELD_MESSAGE);
export type SectionPatch = z.infer<typeof sectionPatchSchema>;

const itemFields = {
  name: checklistName,
  description: checklistDescription,
  recurrenceMonths,
  requiresSignOff: z.boolean(),
  ataChapter,
  level: trainingLevel,
  keywords,
};
export const itemInputSchema = z.object({
  sectionId: z.uuid(),
  ...itemFields,
  description: itemFields.description.optional(),
  recurrenceMonths: itemFields.recurrenceMonths.optional(),
  requiresSignOff: itemFields.requiresSignOff.optional(),
  ataChapter: itemFields.ataChapter.optional(),
  level: itemFields.level.optional(),
  keywords: itemFields.keywords.optional(),
});
export type ItemInput = z.infer<typeof itemInputSchema>;
export const itemPatchSchema = z
  .object(itemFields)
  .partial()
  .refine(hasAtLeastOneField, AT_LEAST_ONE_FIELD_MESSAGE);
export type ItemPatch = z.infer<typeof itemPatchSchema>;

export const moveInputSchema = z.object({ direction: z.enum(["up", "down"]) });
export type MoveInput = z.infer<typeof moveInputSchema>;

/** DELETE of a tab, section or item: really deleted when never used, archived when it has completions. */
export const removalResultSchema = z.object({ outcome: z.enum(["deleted", "archived"]) });
export type RemovalResult = z.infer<typeof removalResultSchema>;

export const adminItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  order: z.int(),
  recurrenceMonths: z.int().nullable(),
  requiresSignOff: z.boolean(),
  ataChapter: z.string().nullable(),
  level: z.int().nullable(),
  keywords: z.array(z.string()),
});
export type AdminItem = z.infer<typeof adminItemSchema>;
export const adminSectionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  order: z.int(),
  items: z.array(adminItemSchema),
});
export type AdminSection = z.infer<typeof adminSectionSchema>;
export const adminTabSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  order: z.int(),
  sections: z.array(adminSectionSchema),
});
export type AdminTab = z.infer<typeof adminTabSchema>;
/** GET /api/admin/checklists: the live (not archived) structure. */
export const adminStructureSchema = z.object({ tabs: z.array(adminTabSchema) });
export type AdminStructure = z.infer<typeof adminStructureSchema>;

// --- Export / import: the whole structure, without ids ------------------------------------------

/**
 * The version an export writes. 2 added each item's task rule (docs/product.md §22.4); every version
 * listed still imports (a file of version 1 has no rules).
 */
export const CHECKLIST_EXPORT_VERSION = 2;
export const CHECKLIST_EXPORT_VERSIONS = [1, 2] as const;
export const exportedItemSchema = z.object({
  ...itemFields,
  description: itemFields.description.default(null),
  recurrenceMonths: itemFields.recurrenceMonths.default(null),
  requiresSignOff: itemFields.requiresSignOff.default(false),
  ataChapter: itemFields.ataChapter.default(null),
  level: itemFields.level.default(null),
  keywords: itemFields.keywords.default([]),
  /** 'Completed by on-the-job tasks': the chapters and the number of countersigned tasks; null for none. */
  taskRule: taskRuleFileSchema.nullable().default(null),
});
export const exportedSectionSchema = z.object({
  name: checklistName,
  description: checklistDescription.default(null),
  items: z.array(exportedItemSchema).max(500),
});
export const exportedTabSchema = z.object({
  name: checklistName,
  description: checklistDescription.default(null),
  sections: z.array(exportedSectionSchema).max(200),
});
export const checklistProgramSchema = z.object({
  version: z.union(CHECKLIST_EXPORT_VERSIONS.map((version) => z.literal(version))),
  tabs: z.array(exportedTabSchema).max(50),
});
export type ChecklistProgram = z.infer<typeof checklistProgramSchema>;
export type ChecklistProgramInput = z.input<typeof checklistProgramSchema>;

/** What an import added; an existing tab, section or item of the same name (same parent) is kept as is. */
export const importResultSchema = z.object({
  tabsCreated: z.int().min(0),
  sectionsCreated: z.int().min(0),
  itemsCreated: z.int().min(0),
});
export type ImportResult = z.infer<typeof importResultSchema>;

// --- Technicians: their record -------------------------------------------------------------------

export const evidenceSchema = z.object({ id: z.uuid(), filename: z.string() });

export const completionViewSchema = z.object({
  id: z.uuid(),
  completed: z.boolean(),
  completedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  notes: z.string().nullable(),
  /** Why an administrator returned the item, until it is marked done again. */
  returnedReason: z.string().nullable(),
  signedOffAt: z.string().nullable(),
  signedOffByName: z.string().nullable(),
  evidence: evidenceSchema.nullable(),
});
export type CompletionView = z.infer<typeof completionViewSchema>;

export const trainingItemViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  recurrenceMonths: z.int().nullable(),
  requiresSignOff: z.boolean(),
  ataChapter: z.string().nullable(),
  level: z.int().nullable(),
  status: trainingStatusSchema,
  /** The initial training's due date from the person's positions (docs/product.md §15.8). */
  dueOn: z.string().nullable().optional(),
  /** Why an administrator marked the item not applicable to this person. */
  notApplicableReason: z.string().nullable().optional(),
  completion: completionViewSchema.nullable(),
});
export type TrainingItemView = z.infer<typeof trainingItemViewSchema>;

export const trainingSectionViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  /** Items that are current (expiring included), as the progress counts them. */
  completedItems: z.int().min(0),
  totalItems: z.int().min(0),
  items: z.array(trainingItemViewSchema),
});
export const trainingTabViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  sections: z.array(trainingSectionViewSchema),
});

export const trainingProgressSchema = z.object({
  current: z.int().min(0),
  total: z.int().min(0),
  percent: z.int().min(0).max(100),
  nextUp: z
    .object({
      itemId: z.uuid(),
      name: z.string(),
      status: trainingStatusSchema,
      dueOn: z.string().nullable().optional(),
    })
    .nullable(),
});

/** GET /api/checklists: the structure with the caller's own statuses. */
export const trainingRecordSchema = z.object({
  tabs: z.array(trainingTabViewSchema),
  progress: trainingProgressSchema,
});
export type TrainingRecord = z.infer<typeof trainingRecordSchema>;

/**
 * PATCH of one completion (the technician's own, or an administrator's correction). Each field sent
 * is one change, one event. `completedOn` is checked against today by the server.
 */
export const completionPatchSchema = z
  .object({
    completed: z.boolean(),
    completedOn: formDate("end"),
    notes: optionalText(CHECKLIST_NOTES_MAX_LENGTH),
    evidenceDocumentId: z.uuid().nullable(),
  })
  .partial()
  .refine(hasAtLeastOneField, AT_LEAST_ONE_FIELD_MESSAGE);
export type CompletionPatch = z.infer<typeof completionPatchSchema>;

export const itemIdParamsSchema = z.object({ itemId: z.uuid() });
export const userItemParamsSchema = z.object({ userId: z.uuid(), itemId: z.uuid() });

// --- Administrators: sign-offs -------------------------------------------------------------------

export const pendingSignOffSchema = z.object({
  completionId: z.uuid(),
  userId: z.uuid(),
  technicianName: z.string(),
  itemId: z.uuid(),
  itemName: z.string(),
  /** The tab the item is on, for the tab filter. */
  tabId: z.uuid(),
  tabName: z.string(),
  completedOn: z.string().nullable(),
  notes: z.string().nullable(),
  evidence: evidenceSchema.nullable(),
  /** The technician's live positions, for the position filter (docs/product.md §15.8). */
  positions: z.array(z.object({ id: z.uuid(), name: z.string() })).optional(),
});
export type PendingSignOff = z.infer<typeof pendingSignOffSchema>;
export const pendingSignOffsSchema = z.object({ signOffs: z.array(pendingSignOffSchema) });
export type PendingSignOffs = z.infer<typeof pendingSignOffsSchema>;

export const returnSignOffSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, "Say why it is returned")
    .max(RETURN_REASON_MAX_LENGTH, `Must be at most ${RETURN_REASON_MAX_LENGTH} characters`)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
});
export type ReturnSignOff = z.infer<typeof returnSignOffSchema>;

/** How many completions one bulk decision may name: a page of the Sign-offs tab at most. */
export const BULK_SIGN_OFF_MAX = 100;
export const BULK_SIGN_OFF_ACTIONS = ["sign_off", "return"] as const;

/** POST /api/admin/checklists/sign-offs/bulk: one decision for several completions, one reason for all returns. */
export const bulkSignOffSchema = z
  .object({
    action: z.enum(BULK_SIGN_OFF_ACTIONS),
    completionIds: z
      .array(z.uuid())
      .min(1, "Select at least one completion")
      .max(BULK_SIGN_OFF_MAX, `Select at most ${BULK_SIGN_OFF_MAX} completions at once`)
      .refine((ids) => new Set(ids).size === ids.length, "Each completion may be named once"),
    reason: returnSignOffSchema.shape.reason.optional(),
  })
  .superRefine((value, context) => {
    if (value.action === "return" && value.reason === undefined)
      context.addIssue({ code: "custom", path: ["reason"], message: "Say why it is returned" });
  });
export type BulkSignOff = z.infer<typeof bulkSignOffSchema>;

/** Each completion's outcome, in the order named: one refused never undoes the others. */
export const bulkSignOffResultSchema = z.object({
  results: z.array(
    z.object({
      completionId: z.uuid(),
      outcome: z.enum(["signed_off", "returned", "refused"]),
      /** Why it was refused ('You cannot sign off your own training.'). */
      message: z.string().optional(),
    }),
  ),
});
export type BulkSignOffResult = z.infer<typeof bulkSignOffResultSchema>;

// --- The record an auditor reads ------------------------------------------------------------------

export const checklistEventViewSchema = z.object({
  kind: z.string(),
  itemId: z.uuid(),
  itemName: z.string(),
  actorName: z.string().nullable(),
  at: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export const checklistEventsSchema = z.object({
  events: z.array(checklistEventViewSchema),
  /** The names of the documents and people the events name by id (evidence, who signed off). */
  names: z.record(z.string(), z.string()),
});
export type ChecklistEvents = z.infer<typeof checklistEventsSchema>;

/** GET /api/admin/archived-records: the kept training records of deleted accounts (docs/decisions/0057). */
export const archivedTrainingRecordSummarySchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  deletedAt: z.string(),
  /** "owner", or the name of the administrator who deleted the account. */
  deletedBy: z.string(),
  retainUntil: z.string(),
  evidence: z.array(z.object({ documentId: z.uuid(), filename: z.string() })),
});
export type ArchivedTrainingRecordSummary = z.infer<typeof archivedTrainingRecordSummarySchema>;
export const archivedTrainingRecordsSchema = z.object({
  records: z.array(archivedTrainingRecordSummarySchema),
});
export type ArchivedTrainingRecords = z.infer<typeof archivedTrainingRecordsSchema>;
