// Giving an imported document to its person, and taking it back (docs/product.md §18.3): the document
// and its tasks change owner, a resume fills the user's active work history form (never over data
// without the administrator's Overwrite), a training document proposes its mappings to that user.
// Every decision is recorded. Runs inside the caller's transaction.

import type { FormChoice, ImportDecisionAction } from "@domain/schemas/bulk-import";
import { FORM_NOT_EMPTY_CODE } from "@domain/schemas/bulk-import";
import { resumeDataSchema } from "@domain/schemas/resume-data";
import { type ResumeReading, resumeSourcesSchema } from "@domain/schemas/resume-sources";
import type { TrainingDocumentData, TrainingUploadReading } from "@domain/schemas/training-document";
import type { ImportDocument } from "../../db/schema/index";
import { AppError, conflict, notFound } from "../../lib/errors";
import { isUsedAsEvidence } from "../checklists/checklists.service";
import { isLogbookEvidence } from "../logbook/logbook.service";
import type { ServiceContext } from "../service-context";
import { hasDecidedMappings } from "../training-documents/training-documents.service";
import { buildTrainingReading } from "../training-documents/training-reading";
import {
  findUpload,
  forgetProcessingTasks,
  formFilledByResume,
  isBeingProcessed,
  lockUpload,
  transferUpload,
  updateUploadProcessing,
} from "../uploads/document-files";
import { findUserById } from "../users/users.service";
import {
  activeFormChangedSince,
  getActiveForm,
  replaceFormFromResume,
} from "../work-history/work-history.service";
import * as repo from "./imports.repo";

export const ASSIGNMENT_MESSAGES = {
  userNotFound: "User not found.",
  documentGone: "The document of this match no longer exists.",
  mappingsDecided: (name: string) =>
    `${name} has already confirmed or rejected this document's training proposals, so the assignment can no longer be undone.`,
  beingProcessed: (name: string) =>
    `This document is being processed for ${name}. Try again when it has finished.`,
  formChangedSince: (name: string) =>
    `${name} has changed the work history this resume filled since it was assigned, so the assignment can no longer be undone.`,
  processedByUser: (name: string) =>
    `${name} has already processed this resume into their work history, so the assignment can no longer be undone.`,
  usedAsEvidence: (name: string) =>
    `${name} has attached this document as evidence of a training item, so the assignment can no longer be undone.`,
  formNotEmpty: (name: string) =>
    `${name}'s work history form already holds data. Choose Overwrite to replace it with this resume, or Keep to leave it and attach the resume.`,
} as const;

type AssignmentContext = Pick<ServiceContext, "db" | "clock">;

export interface AssignmentInput {
  userId: string;
  /** Null for the automatic assignment of an exact match. */
  actor: { id: string; fullName: string } | null;
  /** For a resume when the form holds data: required from an administrator, `keep` when automatic. */
  formChoice?: FormChoice;
  action: Extract<ImportDecisionAction, "assigned" | "auto_assigned" | "created_user">;
}

export async function assignImportedDocument(
  ctx: AssignmentContext,
  card: ImportDocument,
  input: AssignmentInput,
): Promise<void> {
  const now = ctx.clock();
  const user = await findUserById(ctx, input.userId);
  if (!user) throw notFound(ASSIGNMENT_MESSAGES.userNotFound);
  const document = { documentType: card.documentType, id: card.documentId };
  const upload = await findUpload(ctx, document);
  if (!upload) throw conflict(ASSIGNMENT_MESSAGES.documentGone);

  let formWrittenAt: Date | null = null;
  if (card.documentType === "resume") {
    const form = await getActiveForm(ctx, { id: user.id });
    const mayWrite = !form || form.isEmpty || input.formChoice === "overwrite";
    if (!mayWrite && input.formChoice !== "keep") {
      throw new AppError(409, ASSIGNMENT_MESSAGES.formNotEmpty(user.fullName), FORM_NOT_EMPTY_CODE);
    }
    if (mayWrite) {
      const resume = storedReading(card.extractedData);
      // The document becomes the user's (transferUpload below), so its name is theirs to read.
      const written = await replaceFormFromResume(
        ctx,
        { id: user.id },
        { resume, fileName: upload.filename },
      );
      await updateUploadProcessing(ctx, document, { workHistoryFormId: written.id, processedAt: now });
      // The form's own time of that write: an Undo compares the form's later changes with it.
      formWrittenAt = new Date(written.updatedAt);
    } else {
      // Kept: the resume stays with the user's documents, where Process applies it when they choose.
      await forgetProcessingTasks(ctx, document);
    }
  } else {
    const certificate = (card.extractedData as { certificate: TrainingDocumentData }).certificate;
    const reading: TrainingUploadReading = await buildTrainingReading(
      ctx.db,
      user.id,
      certificate,
      upload.extractedText ?? "",
    );
    await updateUploadProcessing(ctx, document, { mappedChecklists: reading, processedAt: now });
  }

  await transferUpload(ctx, document, { userId: user.id, heldByImportId: null });
  await repo.updateImportDocument(ctx.db, card.id, {
    state: "assigned",
    assignedUserId: user.id,
    assignedAt: now,
    formWrittenAt,
  });
  await repo.insertDecision(ctx.db, {
    importDocumentId: card.id,
    actorId: input.actor?.id ?? null,
    actorName: input.actor?.fullName ?? null,
    action: input.action,
    userId: user.id,
    userName: user.fullName,
    userEmail: user.email,
    score: input.action === "auto_assigned" ? card.matchScore : scoreOf(card, user.id),
    createdAt: now,
  });
}

/**
 * The reading kept with the card: the resume's data and, when the reader stated them, where each
 * value was read (docs/decisions/0077), so the form the import fills shows its entries at their
 * sources as an uploaded resume's does. Sources that do not parse are left out, never the data.
 */
function storedReading(stored: unknown): ResumeReading {
  const data = resumeDataSchema.parse(stored ?? {});
  const stated = (stored as { sources?: unknown } | null)?.sources;
  const sources = stated === undefined ? null : resumeSourcesSchema.safeParse(stated);
  return sources?.success ? { ...data, sources: sources.data } : data;
}

/** The candidate's score, or null for a user the matcher did not propose. */
function scoreOf(card: ImportDocument, userId: string): number | null {
  return card.candidates.find((candidate) => candidate.userId === userId)?.score ?? null;
}

/**
 * Takes an assignment back: the document returns to the import (held by `holder`), the form the
 * assignment wrote is emptied again, a training document's proposals go with it.
 */
export async function unassignImportedDocument(
  ctx: AssignmentContext,
  card: ImportDocument,
  actor: { id: string; fullName: string },
  holder: string,
): Promise<void> {
  const now = ctx.clock();
  const document = { documentType: card.documentType, id: card.documentId };
  const previous = card.assignedUserId ? await findUserById(ctx, card.assignedUserId) : null;
  // Locked first: the person cannot start processing it or attach it as evidence while it changes hands.
  const upload = await lockUpload(ctx, document);
  if (!upload) throw conflict(ASSIGNMENT_MESSAGES.documentGone);
  const name = previous?.fullName ?? "The user";
  if (await isBeingProcessed(ctx, document)) throw conflict(ASSIGNMENT_MESSAGES.beingProcessed(name));
  if (card.documentType === "resume") {
    // Kept for them, then processed by them: what it wrote is theirs now.
    if (!card.formWrittenAt && (await formFilledByResume(ctx, card.documentId))) {
      throw conflict(ASSIGNMENT_MESSAGES.processedByUser(name));
    }
    if (card.formWrittenAt && previous) {
      // Emptying it would throw away what the person has typed, added or deleted since.
      if (await activeFormChangedSince(ctx, previous, card.formWrittenAt)) {
        throw conflict(ASSIGNMENT_MESSAGES.formChangedSince(name));
      }
      await replaceFormFromResume(ctx, { id: previous.id }, { resume: resumeDataSchema.parse({}) });
    }
    await updateUploadProcessing(ctx, document, { workHistoryFormId: null });
  } else {
    if (previous && (await hasDecidedMappings(ctx, previous, card.documentId))) {
      throw conflict(ASSIGNMENT_MESSAGES.mappingsDecided(previous.fullName));
    }
    // Taking back a document that is evidence of someone's record would empty that evidence.
    if (
      previous &&
      ((await isUsedAsEvidence(ctx, card.documentId)) || (await isLogbookEvidence(ctx, card.documentId)))
    ) {
      throw conflict(ASSIGNMENT_MESSAGES.usedAsEvidence(previous.fullName));
    }
    await updateUploadProcessing(ctx, document, { mappedChecklists: null });
  }
  if (!(await transferUpload(ctx, document, { userId: holder, heldByImportId: card.importId }))) {
    throw conflict(ASSIGNMENT_MESSAGES.documentGone);
  }
  await repo.updateImportDocument(ctx.db, card.id, {
    state: "waiting",
    assignedUserId: null,
    assignedAt: null,
    formWrittenAt: null,
  });
  await repo.insertDecision(ctx.db, {
    importDocumentId: card.id,
    actorId: actor.id,
    actorName: actor.fullName,
    action: "undone",
    userId: previous?.id ?? null,
    userName: previous?.fullName ?? null,
    userEmail: previous?.email ?? null,
    score: null,
    createdAt: now,
  });
}
