// What a training certificate or course record says (docs/product.md §16): the same shape whether
// the built-in reader or a language model read it, so the model's answer is validated with this
// schema and its JSON schema is generated from it.

import { z } from "zod";
import { isCalendarDate } from "../calendar-date";
import { formDate } from "./fields";

/** 'YYYY-MM-DD', or 'YYYY-MM' / 'YYYY' when the document writes no day (nothing is filled in). */
export const TRAINING_DATE_PATTERN = /^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?$/;
export const trainingDateSchema = z.string().regex(TRAINING_DATE_PATTERN);

export const trainingDocumentDataSchema = z.object({
  courseTitle: z.string().max(300).nullable(),
  provider: z.string().max(300).nullable(),
  /** The trainee's name as the document writes it. */
  traineeName: z.string().max(200).nullable(),
  completionDate: trainingDateSchema.nullable(),
  /** Only a date the document states ('expires', 'valid until', 'recurrent due'); never computed. */
  expiryDate: trainingDateSchema.nullable(),
  /** 'valid for 24 months', 'recurrent every 2 years' → 24. */
  validityMonths: z.int().min(1).max(240).nullable(),
  hours: z.number().min(0).max(10_000).nullable(),
  certificateNumber: z.string().max(100).nullable(),
});
export type TrainingDocumentData = z.infer<typeof trainingDocumentDataSchema>;

export const EMPTY_TRAINING_DOCUMENT: TrainingDocumentData = {
  courseTitle: null,
  provider: null,
  traineeName: null,
  completionDate: null,
  expiryDate: null,
  validityMonths: null,
  hours: null,
  certificateNumber: null,
};

/** Why a certificate was proposed for a checklist item. */
export const trainingMappingReasonSchema = z.object({
  /** Words of the item's name found in the course title. */
  titleWords: z.array(z.string()),
  /** The item's keywords found in the course title or the document. */
  keywords: z.array(z.string()),
  /** The item's ATA chapter when the document names it. */
  ataChapter: z.string().nullable(),
});
export type TrainingMappingReason = z.infer<typeof trainingMappingReasonSchema>;

export const trainingMappingSchema = z.object({
  itemId: z.string(),
  score: z.number().min(0).max(1),
  why: trainingMappingReasonSchema,
});
export type TrainingMapping = z.infer<typeof trainingMappingSchema>;

/**
 * Whether the certificate names the uploader: `different` is flagged and never applied; `unknown`
 * when the document or the account has no name to compare.
 */
export const TRAINEE_CHECKS = ["matches", "different", "unknown"] as const;
export type TraineeCheck = (typeof TRAINEE_CHECKS)[number];

/** The technician's answer to a proposed mapping (docs/product.md §16.5). */
export const MAPPING_DECISIONS = ["confirmed", "rejected"] as const;
export type MappingDecision = (typeof MAPPING_DECISIONS)[number];

/**
 * A stored mapping: the proposal with the technician's decision. Readings stored before decisions
 * existed have neither field and read as undecided.
 */
export const storedTrainingMappingSchema = trainingMappingSchema.extend({
  decision: z.enum(MAPPING_DECISIONS).nullable().default(null),
  /** ISO 8601 time of the decision. */
  decidedAt: z.string().nullable().default(null),
});
export type StoredTrainingMapping = z.infer<typeof storedTrainingMappingSchema>;

/** What processing stores on a training upload (its mapped_checklists column). */
export const trainingUploadReadingSchema = z.object({
  certificate: trainingDocumentDataSchema,
  trainee: z.enum(TRAINEE_CHECKS),
  mappings: z.array(storedTrainingMappingSchema),
});
export type TrainingUploadReading = z.infer<typeof trainingUploadReadingSchema>;

/**
 * The day a confirmed mapping completes its item: the certificate's completion date when it writes
 * a whole day; null for 'YYYY-MM', 'YYYY' or none, when the technician says the day (never invented).
 */
export function certificateCompletionDay(
  certificate: Pick<TrainingDocumentData, "completionDate">,
): string | null {
  const date = certificate.completionDate;
  return date !== null && isCalendarDate(date) ? date : null;
}

// --- The document's view and the technician's decisions (docs/product.md §16.5) -------------------

/** A proposed mapping as the upload screen shows it: the live item's name, the score, why, the decision. */
export const trainingMappingViewSchema = z.object({
  itemId: z.string(),
  itemName: z.string(),
  requiresSignOff: z.boolean(),
  score: z.number().min(0).max(1),
  why: trainingMappingReasonSchema,
  decision: z.enum(MAPPING_DECISIONS).nullable(),
  decidedAt: z.string().nullable(),
});
export type TrainingMappingView = z.infer<typeof trainingMappingViewSchema>;

/** What a processed training document says, on its row of GET /api/uploads. Archived items are left out. */
export const trainingDocumentViewSchema = z.object({
  certificate: trainingDocumentDataSchema,
  trainee: z.enum(TRAINEE_CHECKS),
  mappings: z.array(trainingMappingViewSchema),
});
export type TrainingDocumentView = z.infer<typeof trainingDocumentViewSchema>;

/** POST /api/checklists/mappings/confirm. `completedOn` is needed only when the certificate writes no whole day. */
export const confirmMappingRequestSchema = z.object({
  documentId: z.uuid(),
  itemId: z.uuid(),
  completedOn: formDate("end").optional(),
});
export type ConfirmMappingRequest = z.infer<typeof confirmMappingRequestSchema>;

/** POST /api/checklists/mappings/reject. */
export const rejectMappingRequestSchema = z.object({ documentId: z.uuid(), itemId: z.uuid() });
export type RejectMappingRequest = z.infer<typeof rejectMappingRequestSchema>;

/** The `code` of the refusals a client branches on. */
/** 409 when a technician's own certificate names someone else (confirmed, or attached as evidence). */
export function namesSomeoneElseMessage(name: string | null): string {
  return name
    ? `This certificate names ${name}, not you, so it cannot complete your training.`
    : "This certificate names someone else, not you, so it cannot complete your training.";
}

export const MAPPING_ERROR_CODES = {
  /** 409: the certificate names someone else than the uploader. */
  namesSomeoneElse: "certificate_names_someone_else",
  /** 422: the certificate writes no whole completion day and none was sent. */
  completionDayRequired: "completion_day_required",
  /** 422: the certificate's completion day is after today or before the earliest form year. */
  completionDayInvalid: "completion_day_invalid",
  /** 409: the mapping already has the other decision. */
  alreadyDecided: "mapping_already_decided",
  /** 409: the item is already done on a later day than the certificate's. */
  completedLater: "item_completed_later",
  /** 409: the document was not read (processed) yet. */
  notRead: "training_document_not_read",
} as const;
