// Builds a technician's training record view from the live structure and their completions, with
// every status from the one rule in domain/training-status.ts.

import { type CalendarDate, calendarDateOf } from "@domain/calendar-date";
import type { TrainingItemView, TrainingRecord } from "@domain/schemas/checklists";
import {
  expiresOnFor,
  type TrainingCompletionState,
  type TrainingProgressItem,
  type TrainingStatus,
  trainingProgress,
  trainingStatus,
} from "@domain/training-status";
import type { ChecklistItem } from "../../db/schema/index";
import type { CompletionRow, LiveTree } from "./checklists.repo";

/** The day a completion's training happened (completed_at read in UTC, like every server date). */
export function completedOnOf(completedAt: Date | null): CalendarDate | null {
  return completedAt ? calendarDateOf(completedAt) : null;
}

/** The instant stored for a completion date typed by a user: that day's midnight UTC. */
export function completedAtFor(completedOn: CalendarDate): Date {
  return new Date(`${completedOn}T00:00:00.000Z`);
}

export function itemView(
  item: ChecklistItem,
  completion: CompletionRow | undefined,
  today: CalendarDate,
): TrainingItemView {
  const completedOn = completion?.completed ? completedOnOf(completion.completedAt) : null;
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    recurrenceMonths: item.recurrenceMonths,
    requiresSignOff: item.requiresSignOff,
    ataChapter: item.ataChapter,
    level: item.level,
    status: statusOf(item, completionState(completion), today),
    completion: completion
      ? {
          id: completion.id,
          completed: completion.completed,
          completedOn,
          expiresOn: expiresOnFor(completedOn, item.recurrenceMonths),
          notes: completion.notes,
          returnedReason: completion.completed ? null : completion.returnedReason,
          signedOffAt: completion.signedOffAt?.toISOString() ?? null,
          signedOffByName: completion.signedOffAt ? completion.signedOffByName : null,
          evidence:
            completion.evidenceDocumentId && completion.evidenceFilename !== null
              ? { id: completion.evidenceDocumentId, filename: completion.evidenceFilename }
              : null,
        }
      : null,
  };
}

function statusOf(item: ChecklistItem, completion: TrainingCompletionState | null, today: CalendarDate) {
  return trainingStatus(completion, item, today);
}

/** What the status rule needs of a stored completion. */
function completionState(completion: CompletionRow | undefined): TrainingCompletionState | null {
  if (!completion) return null;
  return {
    completed: completion.completed,
    completedOn: completion.completed ? completedOnOf(completion.completedAt) : null,
    signedOff: completion.signedOffAt !== null,
  };
}

/** The live items in checklist order: tab, then section, then item order (an archived parent hides them). */
export function orderedLiveItems(tree: LiveTree): ChecklistItem[] {
  return tree.tabs.flatMap((tab) =>
    tree.sections
      .filter((section) => section.tabId === tab.id)
      .flatMap((section) => tree.items.filter((item) => item.sectionId === section.id)),
  );
}

/** Each item's status for one technician, in the items' order (the skills matrix). */
export function statusesOf(
  items: readonly ChecklistItem[],
  completions: readonly (TrainingCompletionState & { itemId: string })[],
  today: CalendarDate,
): TrainingStatus[] {
  const byItem = new Map(completions.map((completion) => [completion.itemId, completion]));
  return items.map((item) => statusOf(item, byItem.get(item.id) ?? null, today));
}

/** One technician's standing for the team screen: the progress of their record and what needs attention. */
export interface TrainingStanding {
  percent: number;
  expired: number;
  expiring: number;
  pendingSignOff: number;
}

export function trainingStandingOf(
  items: readonly ChecklistItem[],
  completions: readonly (TrainingCompletionState & { itemId: string })[],
  today: CalendarDate,
): TrainingStanding {
  const byItem = new Map(completions.map((completion) => [completion.itemId, completion]));
  const ordered = items.map((item) => ({
    itemId: item.id,
    name: item.name,
    status: statusOf(item, byItem.get(item.id) ?? null, today),
  }));
  const count = (status: TrainingStatus) => ordered.filter((item) => item.status === status).length;
  return {
    percent: trainingProgress(ordered).percent,
    expired: count("expired"),
    expiring: count("expiring"),
    pendingSignOff: count("pending_sign_off"),
  };
}

/** Tabs → sections → items with statuses, and the progress over all of them in checklist order. */
export function buildTrainingRecord(tree: LiveTree, completions: CompletionRow[], now: Date): TrainingRecord {
  const today = calendarDateOf(now);
  const byItem = new Map(completions.map((completion) => [completion.itemId, completion]));
  const ordered: TrainingProgressItem[] = [];
  const tabs = tree.tabs.map((tab) => ({
    id: tab.id,
    name: tab.name,
    description: tab.description,
    sections: tree.sections
      .filter((section) => section.tabId === tab.id)
      .map((section) => {
        const items = tree.items
          .filter((item) => item.sectionId === section.id)
          .map((item) => itemView(item, byItem.get(item.id), today));
        for (const item of items) ordered.push({ itemId: item.id, name: item.name, status: item.status });
        return {
          id: section.id,
          name: section.name,
          description: section.description,
          completedItems: trainingProgress(
            items.map((item) => ({ itemId: item.id, name: item.name, status: item.status })),
          ).current,
          totalItems: items.length,
          items,
        };
      }),
  }));
  return { tabs, progress: trainingProgress(ordered) };
}
