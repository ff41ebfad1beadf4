// The technician's answer to what a training document proposes (docs/product.md §16.5): confirming a
// mapping completes the checklist item through the checklists service (the certificate's day, the
// document as evidence, its events); rejecting only records the decision. Both are the owner's only.

import { formDateProblem, latestTodayOnEarth } from "@domain/form-dates";
import type { TrainingItemView } from "@domain/schemas/checklists";
import {
  type ConfirmMappingRequest,
  certificateCompletionDay,
  MAPPING_ERROR_CODES,
  type MappingDecision,
  namesSomeoneElseMessage,
  type RejectMappingRequest,
  type StoredTrainingMapping,
  type TrainingDocumentView,
  type TrainingUploadReading,
  trainingUploadReadingSchema,
} from "@domain/schemas/training-document";
import { AppError, notFound } from "../../lib/errors";
import { getLiveItemsAmong, getTrainingRecord, updateOwnCompletion } from "../checklists/checklists.service";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import * as repo from "./training-documents.repo";

type Actor = Pick<SessionUser, "id">;
type Context = Pick<ServiceContext, "db" | "clock">;

export const MAPPING_MESSAGES = {
  documentNotFound: "Training document not found.",
  notRead: "This training document has not been read yet. Process it first.",
  notProposed: "This checklist item is not proposed for this training document.",
  namesSomeoneElse: namesSomeoneElseMessage,
  completionDayRequired: (written: string | null) =>
    written
      ? `The certificate does not say on which day of ${written} the course was completed. Enter the day you completed it.`
      : "The certificate does not say when the course was completed. Enter the day you completed it.",
  completionDayInvalid: (day: string, problem: string) =>
    `The certificate's completion date (${day}) cannot be used: ${problem.toLowerCase()}. Enter the day you completed it.`,
  alreadyDecided: (decision: MappingDecision) => `You have already ${decision} this mapping.`,
  completedLater: (itemName: string, doneOn: string, certificateDay: string) =>
    `${itemName} is already done on ${doneOn}, after this certificate's ${certificateDay}. Reject this mapping, or change the item on the Checklists page.`,
} as const;

/** The stored reading of a document, or null when it was never read (or is not a reading at all). */
function readingOf(mappedChecklists: unknown): TrainingUploadReading | null {
  if (mappedChecklists == null) return null;
  const parsed = trainingUploadReadingSchema.safeParse(mappedChecklists);
  return parsed.success ? parsed.data : null;
}

async function ownReading(ctx: Pick<Context, "db">, actor: Actor, documentId: string, lock = false) {
  const upload = await repo.findOwnTrainingUpload(ctx.db, actor.id, documentId, { lock });
  if (!upload) throw notFound(MAPPING_MESSAGES.documentNotFound);
  const reading = readingOf(upload.mappedChecklists);
  if (!reading) throw new AppError(409, MAPPING_MESSAGES.notRead, MAPPING_ERROR_CODES.notRead);
  return { upload, reading };
}

function proposedMapping(reading: TrainingUploadReading, itemId: string): StoredTrainingMapping {
  const mapping = reading.mappings.find((candidate) => candidate.itemId === itemId);
  if (!mapping) throw notFound(MAPPING_MESSAGES.notProposed);
  return mapping;
}

/** A mapping decided before: the same answer again changes nothing; the other one is refused. */
function alreadyDecided(mapping: StoredTrainingMapping, decision: MappingDecision): boolean {
  if (mapping.decision === null) return false;
  if (mapping.decision === decision) return true;
  throw new AppError(
    409,
    MAPPING_MESSAGES.alreadyDecided(mapping.decision),
    MAPPING_ERROR_CODES.alreadyDecided,
  );
}

function withDecision(
  reading: TrainingUploadReading,
  itemId: string,
  decision: MappingDecision,
  at: Date,
): TrainingUploadReading {
  return {
    ...reading,
    mappings: reading.mappings.map((mapping) =>
      mapping.itemId === itemId ? { ...mapping, decision, decidedAt: at.toISOString() } : mapping,
    ),
  };
}

/**
 * The day the item is completed on: the certificate's whole day, else (no whole day, or one that
 * cannot be right: after today, before the earliest year) the one the technician sent.
 */
function completionDayFor(reading: TrainingUploadReading, input: ConfirmMappingRequest, now: Date): string {
  const certificateDay = certificateCompletionDay(reading.certificate);
  const problem = certificateDay ? formDateProblem(certificateDay, "end", latestTodayOnEarth(now)) : null;
  if (certificateDay && !problem) return certificateDay;
  if (input.completedOn) return input.completedOn; // the checklists service checks it against today
  if (certificateDay && problem) {
    throw new AppError(
      422,
      MAPPING_MESSAGES.completionDayInvalid(certificateDay, problem),
      MAPPING_ERROR_CODES.completionDayInvalid,
    );
  }
  throw new AppError(
    422,
    MAPPING_MESSAGES.completionDayRequired(reading.certificate.completionDate),
    MAPPING_ERROR_CODES.completionDayRequired,
  );
}

/** The caller's item, as the checklists screen shows it, or null when it is not live. */
async function ownItem(ctx: Context, actor: Actor, itemId: string): Promise<TrainingItemView | null> {
  const record = await getTrainingRecord(ctx, actor);
  for (const tab of record.tabs) {
    for (const section of tab.sections) {
      const item = section.items.find((candidate) => candidate.id === itemId);
      if (item) return item;
    }
  }
  return null;
}

/**
 * Completes the mapped item with the certificate's day (or the one sent when the certificate writes
 * no whole day) and the document as evidence, and records the decision, in one transaction. A
 * certificate naming someone else is refused; an item already done on a later day is not moved back.
 */
export async function confirmMapping(
  ctx: Context,
  actor: Actor,
  input: ConfirmMappingRequest,
): Promise<TrainingDocumentView> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx, clock: () => now };
    const { reading } = await ownReading(txCtx, actor, input.documentId, true);
    if (reading.trainee === "different") {
      throw new AppError(
        409,
        MAPPING_MESSAGES.namesSomeoneElse(reading.certificate.traineeName),
        MAPPING_ERROR_CODES.namesSomeoneElse,
      );
    }
    const mapping = proposedMapping(reading, input.itemId);
    if (alreadyDecided(mapping, "confirmed")) return;
    const day = completionDayFor(reading, input, now);
    const item = await ownItem(txCtx, actor, input.itemId);
    if (!item) throw notFound("Checklist item not found.");
    const doneOn = item.completion?.completed ? item.completion.completedOn : null;
    if (doneOn && doneOn > day) {
      throw new AppError(
        409,
        MAPPING_MESSAGES.completedLater(item.name, doneOn, day),
        MAPPING_ERROR_CODES.completedLater,
      );
    }
    await updateOwnCompletion(txCtx, actor, input.itemId, {
      completed: true,
      completedOn: day,
      evidenceDocumentId: input.documentId,
    });
    await repo.saveReading(tx, input.documentId, withDecision(reading, input.itemId, "confirmed", now));
  });
  return readDocumentView(ctx, actor, input.documentId);
}

/** Records that the mapping does not apply; the training record is not touched. */
export async function rejectMapping(
  ctx: Context,
  actor: Actor,
  input: RejectMappingRequest,
): Promise<TrainingDocumentView> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const { reading } = await ownReading({ db: tx }, actor, input.documentId, true);
    const mapping = proposedMapping(reading, input.itemId);
    if (alreadyDecided(mapping, "rejected")) return;
    await repo.saveReading(tx, input.documentId, withDecision(reading, input.itemId, "rejected", now));
  });
  return readDocumentView(ctx, actor, input.documentId);
}

async function readDocumentView(
  ctx: Pick<Context, "db">,
  actor: Actor,
  documentId: string,
): Promise<TrainingDocumentView> {
  const { upload } = await ownReading(ctx, actor, documentId);
  const [view] = await trainingDocumentViews(ctx, [upload.mappedChecklists]);
  if (!view) throw new Error("a stored reading produced no view");
  return view;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The views of stored readings, in order (null for a document never read): each mapping named by its
 * live item; mappings to items archived since are left out. One query for all the documents.
 */
export async function trainingDocumentViews(
  ctx: Pick<Context, "db">,
  storedReadings: readonly unknown[],
): Promise<(TrainingDocumentView | null)[]> {
  const readings = storedReadings.map(readingOf);
  const itemIds = new Set<string>();
  for (const reading of readings) {
    for (const mapping of reading?.mappings ?? []) {
      if (UUID_PATTERN.test(mapping.itemId)) itemIds.add(mapping.itemId);
    }
  }
  const items = new Map((await getLiveItemsAmong(ctx, [...itemIds])).map((item) => [item.id, item]));
  return readings.map((reading) => {
    if (!reading) return null;
    return {
      certificate: reading.certificate,
      trainee: reading.trainee,
      mappings: reading.mappings.flatMap((mapping) => {
        const item = items.get(mapping.itemId);
        if (!item) return [];
        return [
          {
            itemId: mapping.itemId,
            itemName: item.name,
            requiresSignOff: item.requiresSignOff,
            score: mapping.score,
            why: mapping.why,
            decision: mapping.decision,
            decidedAt: mapping.decidedAt,
          },
        ];
      }),
    };
  });
}

/**
 * Whether the owner has confirmed or rejected any of the document's proposals (a bulk import's undo
 * must not take back a document that is already evidence of their record).
 */
export async function hasDecidedMappings(
  ctx: Pick<ServiceContext, "db">,
  owner: Pick<SessionUser, "id">,
  documentId: string,
): Promise<boolean> {
  const upload = await repo.findOwnTrainingUpload(ctx.db, owner.id, documentId);
  return readingOf(upload?.mappedChecklists)?.mappings.some((mapping) => mapping.decision !== null) ?? false;
}
