// A technician's training record (docs/product.md §15): read it with statuses, and change one
// completion — their own, or any technician's when an administrator corrects it. Every change writes
// its event, with the actor, in the same transaction.

import { type CalendarDate, calendarDateOf } from "@domain/calendar-date";
import { FORM_DATE_AFTER_TODAY_MESSAGE, latestTodayOnEarth } from "@domain/form-dates";
import type { CompletionPatch, TrainingItemView, TrainingRecord } from "@domain/schemas/checklists";
import { MAPPING_ERROR_CODES, namesSomeoneElseMessage } from "@domain/schemas/training-document";
import { expiresOnFor, type TrainingProgress, type TrainingStatus } from "@domain/training-status";
import type { Database } from "../../db/client";
import { AppError, conflict, FieldValidationError, notFound } from "../../lib/errors";
import { compareTraineeName } from "../../lib/extraction/training/trainee-name";
import { notifyAdministrators } from "../notifications/notifications.service";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import {
  type CompletionChange,
  completionsWithEvidence,
  deleteCompletion,
  evidenceDocumentIdOf,
  findLiveItem,
  insertEvents,
  liveItemsAmong,
  lockCompletion,
  type NewChecklistEvent,
  readCompletionsOf,
  readEveryonesCompletions,
  readLiveTree,
  readMappableItems,
  trainingUploadOf,
  updateCompletion,
  upsertCompletions,
  userExists,
} from "./checklists.repo";
import { readPositionRules } from "./positions.repo";
import {
  buildTrainingRecord,
  completedAtFor,
  completedOnOf,
  itemView,
  orderedLiveItems,
  requirementOf,
  rulesOf,
  statusesOf,
  type TrainingStanding,
  tabsOfSections,
  trainingStandingOf,
} from "./training-record";

type Actor = Pick<SessionUser, "id">;

export async function getTrainingRecord(
  ctx: Pick<ServiceContext, "db" | "clock">,
  actor: Actor,
): Promise<TrainingRecord> {
  const now = ctx.clock();
  const [tree, completions, rules] = await Promise.all([
    readLiveTree(ctx.db),
    readCompletionsOf(ctx.db, actor.id),
    readPositionRules(ctx.db, actor.id),
  ]);
  return buildTrainingRecord(tree, completions, now, rulesOf(rules, actor.id));
}

/** The numbers of the checklists screen, for the dashboard and Home: the same function, the same answer. */
/** An administrator reads a technician's record: the same view the technician has; 404 for an unknown user. */
export async function getTrainingRecordOf(
  ctx: Pick<ServiceContext, "db" | "clock">,
  { userId }: { userId: string },
): Promise<TrainingRecord> {
  if (!(await userExists(ctx.db, userId))) throw notFound("User not found.");
  return getTrainingRecord(ctx, { id: userId });
}

export async function getTrainingProgress(
  ctx: Pick<ServiceContext, "db" | "clock">,
  actor: Actor,
): Promise<TrainingProgress> {
  return (await getTrainingRecord(ctx, actor)).progress;
}

/**
 * Every user's training standing, by user id, from the same status rule as their own screen; a user
 * without completions is absent (nothing done: 0 %, nothing expired).
 */
export async function getTeamTrainingStandings(
  ctx: Pick<ServiceContext, "db" | "clock">,
): Promise<{ standings: Map<string, TrainingStanding>; none: TrainingStanding }> {
  const today = calendarDateOf(ctx.clock());
  const [tree, completions, rules] = await Promise.all([
    readLiveTree(ctx.db),
    readEveryonesCompletions(ctx.db),
    readPositionRules(ctx.db),
  ]);
  const items = orderedLiveItems(tree);
  const tabOfSection = tabsOfSections(tree);
  const byUser = groupByUser(completions);
  const standings = new Map<string, TrainingStanding>();
  for (const userId of new Set([...byUser.keys(), ...rules.people.keys()])) {
    const list = byUser.get(userId) ?? [];
    standings.set(userId, trainingStandingOf(items, list, today, tabOfSection, rulesOf(rules, userId)));
  }
  return { standings, none: trainingStandingOf(items, [], today, tabOfSection, rulesOf(rules, "")) };
}

/** The items of one tab (the first when none is named; 404 for an unknown or archived one) and every user's statuses of them. */
export async function getTeamTabStatuses(
  ctx: Pick<ServiceContext, "db" | "clock">,
  tabId: string | undefined,
) {
  const today = calendarDateOf(ctx.clock());
  const [tree, completions, rules] = await Promise.all([
    readLiveTree(ctx.db),
    readEveryonesCompletions(ctx.db),
    readPositionRules(ctx.db),
  ]);
  const tabOfSection = tabsOfSections(tree);
  const tab = tabId ? tree.tabs.find((candidate) => candidate.id === tabId) : tree.tabs[0];
  if (tabId && !tab) throw notFound("Checklist tab not found.");
  const sections = tab
    ? tree.sections
        .filter((section) => section.tabId === tab.id)
        .map((section) => ({
          id: section.id,
          name: section.name,
          items: tree.items.filter((item) => item.sectionId === section.id),
        }))
    : [];
  const items = sections.flatMap((section) => section.items);
  const byUser = groupByUser(completions);
  const statuses = new Map<string, TrainingStatus[]>();
  for (const userId of new Set([...byUser.keys(), ...rules.people.keys()])) {
    const list = byUser.get(userId) ?? [];
    statuses.set(userId, statusesOf(items, list, today, tabOfSection, rulesOf(rules, userId)));
  }
  return {
    tabs: tree.tabs.map(({ id, name }) => ({ id, name })),
    tab: tab
      ? {
          id: tab.id,
          name: tab.name,
          sections: sections.map((section) => ({
            id: section.id,
            name: section.name,
            items: section.items.map(({ id, name }) => ({ id, name })),
          })),
        }
      : null,
    statuses,
    none: statusesOf(items, [], today, tabOfSection, rulesOf(rules, "")),
  };
}

function groupByUser<T extends { userId: string }>(rows: readonly T[]): Map<string, T[]> {
  const byUser = new Map<string, T[]>();
  for (const row of rows) {
    const list = byUser.get(row.userId);
    if (list) list.push(row);
    else byUser.set(row.userId, [row]);
  }
  return byUser;
}

/** What changing a completion needs. */
type CompletionContext = Pick<ServiceContext, "db" | "clock">;

export async function updateOwnCompletion(
  ctx: CompletionContext,
  actor: Actor,
  itemId: string,
  patch: CompletionPatch,
): Promise<TrainingItemView> {
  return changeCompletion(ctx, actor, { userId: actor.id, itemId, patch });
}

/** One item of a portable import, already matched to this installation's item. */
export interface ImportedCompletion {
  itemId: string;
  completed: boolean;
  completedOn: CalendarDate | null;
  notes: string | null;
}

/**
 * Writes an import's completions into the owner's record, which holds nothing yet, in the caller's
 * transaction and a few statements whatever their number: each as the owner's own change would
 * (done on its day, or today without one; its notes), with the same events. A completion date after
 * today refuses the whole import.
 */
export async function importCompletions(
  ctx: Pick<ServiceContext, "db" | "clock">,
  owner: Actor,
  items: readonly ImportedCompletion[],
): Promise<void> {
  const now = ctx.clock();
  const latest = latestTodayOnEarth(now);
  if (items.some((item) => item.completed && item.completedOn !== null && item.completedOn > latest))
    throw new FieldValidationError([{ path: "body.training", message: FORM_DATE_AFTER_TODAY_MESSAGE }]);
  const recurrenceOf = new Map(
    (await readLiveTree(ctx.db)).items.map((item) => [item.id, item.recurrenceMonths]),
  );
  const rows = items.flatMap((item) => {
    const notes = item.notes || null;
    if (!item.completed && !notes) return [];
    const completedOn = item.completed ? (item.completedOn ?? calendarDateOf(now)) : null;
    return [
      {
        userId: owner.id,
        itemId: item.itemId,
        completed: item.completed,
        completedAt: item.completed ? (item.completedOn ? completedAtFor(item.completedOn) : now) : null,
        completedOn,
        notes,
        expiresOn: expiresOnFor(completedOn, recurrenceOf.get(item.itemId) ?? null),
      },
    ];
  });
  const ids = await upsertCompletions(
    ctx.db,
    rows.map(({ completedOn: _shownInEvents, ...row }) => row),
  );
  const events: NewChecklistEvent[] = rows.flatMap((row) => {
    const base = {
      itemId: row.itemId,
      completionId: ids.get(row.itemId),
      userId: owner.id,
      actorId: owner.id,
      createdAt: now,
    };
    return [
      ...(row.completed
        ? [
            {
              ...base,
              kind: "completed" as const,
              before: { completed: false },
              after: { completed: true, completedOn: row.completedOn },
            },
          ]
        : []),
      ...(row.notes
        ? [{ ...base, kind: "notes_changed" as const, before: { notes: null }, after: { notes: row.notes } }]
        : []),
    ];
  });
  await insertEvents(ctx.db, events);
}

/** An administrator completes or corrects a technician's item; the events name the administrator. */
export async function updateCompletionOf(
  ctx: CompletionContext,
  actor: Actor,
  target: { userId: string; itemId: string },
  patch: CompletionPatch,
): Promise<TrainingItemView> {
  if (!(await userExists(ctx.db, target.userId))) throw notFound("User not found.");
  return changeCompletion(ctx, actor, { ...target, patch });
}

async function changeCompletion(
  ctx: CompletionContext,
  actor: Actor,
  { userId, itemId, patch }: { userId: string; itemId: string; patch: CompletionPatch },
): Promise<TrainingItemView> {
  const now = ctx.clock();
  if (patch.completedOn !== undefined && patch.completedOn > latestTodayOnEarth(now)) {
    throw new FieldValidationError([{ path: "body.completedOn", message: FORM_DATE_AFTER_TODAY_MESSAGE }]);
  }
  await ctx.db.transaction(async (tx) => {
    const item = await findLiveItem(tx, itemId);
    if (!item) throw notFound("Checklist item not found.");
    if (patch.evidenceDocumentId) await checkEvidence(tx, actor, userId, patch.evidenceDocumentId);
    const { row, created } = await lockCompletion(tx, userId, itemId);
    const events: NewChecklistEvent[] = [];
    const event = (kind: NewChecklistEvent["kind"], before: unknown, after: unknown) =>
      events.push({
        kind,
        itemId,
        completionId: row.id,
        userId,
        actorId: actor.id,
        before,
        after,
        createdAt: now,
      });

    const change: CompletionChange = {};
    let completed = row.completed;
    let completedOn = row.completed ? completedOnOf(row.completedAt) : null;
    let signedOff = row.signedOffAt !== null;
    const withdrawSignOff = (why: string) => {
      if (!signedOff) return;
      event("sign_off_withdrawn", { signedOffBy: row.signedOffBy, signedOffAt: row.signedOffAt }, { why });
      change.signedOffBy = null;
      change.signedOffAt = null;
      signedOff = false;
    };

    if (patch.completed === true && !completed) {
      completed = true;
      completedOn = patch.completedOn ?? calendarDateOf(now);
      change.completed = true;
      change.completedAt = patch.completedOn ? completedAtFor(patch.completedOn) : now;
      // Done again: the administrator's earlier reason has been answered.
      change.returnedReason = null;
      event("completed", { completed: false }, { completed: true, completedOn });
    } else if (patch.completed === false && completed) {
      withdrawSignOff("uncompleted");
      event("uncompleted", { completed: true, completedOn }, { completed: false });
      completed = false;
      completedOn = null;
      change.completed = false;
      change.completedAt = null;
    } else if (patch.completedOn !== undefined && patch.completedOn !== completedOn) {
      if (!completed) throw conflict("Mark the item done before setting its completion date.");
      withdrawSignOff("completed_on_changed");
      event("completed_on_changed", { completedOn }, { completedOn: patch.completedOn });
      completedOn = patch.completedOn;
      change.completedAt = completedAtFor(patch.completedOn);
    }

    // A sign-off attests the notes and evidence it saw: changing either returns the item to awaiting
    // sign-off (docs/decisions/0056).
    if (patch.notes !== undefined && (patch.notes || null) !== row.notes) {
      withdrawSignOff("notes_changed");
      change.notes = patch.notes || null;
      event("notes_changed", { notes: row.notes }, { notes: change.notes });
    }
    if (patch.evidenceDocumentId !== undefined && patch.evidenceDocumentId !== row.evidenceDocumentId) {
      withdrawSignOff("evidence_changed");
      change.evidenceDocumentId = patch.evidenceDocumentId;
      if (row.evidenceDocumentId && patch.evidenceDocumentId === null) {
        event(
          "evidence_removed",
          { evidenceDocumentId: row.evidenceDocumentId },
          { evidenceDocumentId: null },
        );
      } else {
        event(
          "evidence_attached",
          { evidenceDocumentId: row.evidenceDocumentId },
          { evidenceDocumentId: patch.evidenceDocumentId },
        );
      }
    }
    change.expiresOn = expiresOnFor(completedOn, item.recurrenceMonths);
    if (events.length === 0) {
      // A change that changes nothing leaves no trace: an empty row would make the item look used
      // (so removing it would archive instead of delete).
      if (created) await deleteCompletion(tx, row.id);
      return;
    }
    await insertEvents(tx, events);
    await updateCompletion(tx, row.id, change);
    // Newly waiting for a sign-off: the administrators' hourly e-mail (docs/product.md §17.3.1).
    const waitedBefore = row.completed && row.signedOffAt === null;
    if (item.requiresSignOff && completed && !signedOff && !waitedBefore)
      await notifyAdministrators({ db: tx, clock: () => now }, actor, {
        kind: "sign_offs_waiting",
        technicianId: userId,
        entry: { itemName: item.name },
      });
  });
  return readItemView(ctx, userId, itemId, now);
}

/**
 * A document becomes evidence only when it is the user's, and, when they attach it themselves, when it
 * does not name someone else (compared with their name now, not when it was read: a name can change).
 * An administrator may attach it all the same; the event names them.
 */
async function checkEvidence(db: Database, actor: Actor, userId: string, documentId: string): Promise<void> {
  const document = await trainingUploadOf(db, userId, documentId);
  if (!document) throw notFound("Training document not found.");
  if (actor.id === userId && compareTraineeName(document.traineeName, document.ownerName) === "different")
    throw new AppError(
      409,
      namesSomeoneElseMessage(document.traineeName),
      MAPPING_ERROR_CODES.namesSomeoneElse,
    );
}

async function readItemView(
  ctx: Pick<ServiceContext, "db">,
  userId: string,
  itemId: string,
  now: Date,
): Promise<TrainingItemView> {
  const [item, completions, tree, positionRules] = await Promise.all([
    findLiveItem(ctx.db, itemId),
    readCompletionsOf(ctx.db, userId),
    readLiveTree(ctx.db),
    readPositionRules(ctx.db, userId),
  ]);
  if (!item) throw notFound("Checklist item not found.");
  const rules = rulesOf(positionRules, userId);
  return itemView(
    item,
    completions.find((completion) => completion.itemId === itemId),
    calendarDateOf(now),
    requirementOf(item, tabsOfSections(tree), rules),
    rules.person.exemptions.get(itemId) ?? null,
  );
}

/** The training document a user's completion of an item has as its evidence, or null. */
export async function getEvidenceDocumentIdOf(
  ctx: Pick<ServiceContext, "db">,
  target: { userId: string; itemId: string },
): Promise<string | null> {
  return evidenceDocumentIdOf(ctx.db, target.userId, target.itemId);
}

/** The checklist items a training document may be mapped to (none archived, nor under an archived branch). */
export async function getMappableItems(ctx: Pick<ServiceContext, "db">) {
  return readMappableItems(ctx.db);
}

/** The items among `ids` still in the program (a training document's proposals name only those). */
export async function getLiveItemsAmong(ctx: Pick<ServiceContext, "db">, ids: readonly string[]) {
  return liveItemsAmong(ctx.db, ids);
}

/** Whether any completion has the training document as its evidence. */
export async function isUsedAsEvidence(
  ctx: Pick<ServiceContext, "db">,
  documentId: string,
): Promise<boolean> {
  return (await completionsWithEvidence(ctx.db, documentId)).length > 0;
}

/**
 * A training document is being deleted: the completions that used it as evidence lose it (the foreign
 * key sets it to null), so the record says so, in the deleting transaction; a sign-off that attested
 * it is withdrawn (docs/decisions/0056).
 */
export async function recordEvidenceDeleted(
  ctx: Pick<ServiceContext, "db">,
  actor: { id: string },
  input: { documentId: string; at: Date },
): Promise<void> {
  const rows = await completionsWithEvidence(ctx.db, input.documentId);
  const base = (row: (typeof rows)[number]) => ({
    itemId: row.itemId,
    completionId: row.id,
    userId: row.userId,
    actorId: actor.id,
    createdAt: input.at,
  });
  await insertEvents(
    ctx.db,
    rows.flatMap((row) => [
      ...(row.signedOffAt
        ? [
            {
              ...base(row),
              kind: "sign_off_withdrawn" as const,
              before: { signedOffBy: row.signedOffBy, signedOffAt: row.signedOffAt },
              after: { why: "evidence_changed" },
            },
          ]
        : []),
      {
        ...base(row),
        kind: "evidence_removed" as const,
        before: { evidenceDocumentId: input.documentId },
        after: { evidenceDocumentId: null, reason: "document deleted" },
      },
    ]),
  );
  for (const row of rows) {
    if (row.signedOffAt) await updateCompletion(ctx.db, row.id, { signedOffBy: null, signedOffAt: null });
  }
}
