// What a training certificate or course record says (docs/product.md §16): the same shape whether
// the built-in reader or a language model read it, so the model's answer is validated with this
// schema and its JSON schema is generated from it.

import { z } from "zod";

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

/** What processing stores on a training upload (its mapped_checklists column). */
export const trainingUploadReadingSchema = z.object({
  certificate: trainingDocumentDataSchema,
  trainee: z.enum(TRAINEE_CHECKS),
  mappings: z.array(trainingMappingSchema),
});
export type TrainingUploadReading = z.infer<typeof trainingUploadReadingSchema>;
