// Builds a technician's training record view from the live structure and their completions, with
// every status from the one rule in domain/training-status.ts.

import { type CalendarDate, calendarDateOf } from "@domain/calendar-date";
import type { TrainingItemView, TrainingRecord } from "@domain/schemas/checklists";
import {
  EVERY_ITEM_REQUIRED,
  expiresOnFor,
  isRequiredStatus,
  type PositionRequirementRule,
  type TrainingCompletionState,
  type TrainingProgressItem,
  type TrainingRequirement,
  type TrainingStatus,
  trainingProgress,
  trainingRequirement,
  trainingStatus,
} from "@domain/training-status";
import type { ChecklistItem } from "../../db/schema/index";
import type { CompletionRow, LiveTree } from "./checklists.repo";
import { NO_RULES, type PersonRules, type PositionRules } from "./positions.repo";

/** What decides which items a person must train on: the positions' requirements and theirs. */
export interface RequirementRules {
  requirements: readonly PositionRequirementRule[];
  person: PersonRules;
}

/** A person without positions or exemptions: everything required (docs/product.md §15.8). */
export const NO_POSITIONS: RequirementRules = { requirements: [], person: NO_RULES };

/** One person's part of the position rules (docs/product.md §15.8). */
export function rulesOf(rules: PositionRules, userId: string): RequirementRules {
  return { requirements: rules.requirements, person: rules.people.get(userId) ?? NO_RULES };
}

/** Each live section's tab. */
export function tabsOfSections(tree: Pick<LiveTree, "sections">): Map<string, string> {
  return new Map(tree.sections.map((section) => [section.id, section.tabId]));
}

/** What the person's positions require of one item, by the one rule of domain/training-status.ts. */
export function requirementOf(
  item: Pick<ChecklistItem, "id" | "sectionId">,
  tabOfSection: ReadonlyMap<string, string>,
  rules: RequirementRules,
): TrainingRequirement {
  if (rules === NO_POSITIONS) return EVERY_ITEM_REQUIRED;
  return trainingRequirement(
    { id: item.id, sectionId: item.sectionId, tabId: tabOfSection.get(item.sectionId) ?? "" },
    rules.person.held,
    rules.requirements,
    rules.person.exemptions.has(item.id),
  );
}

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
  requirement: TrainingRequirement = EVERY_ITEM_REQUIRED,
  notApplicableReason: string | null = null,
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
    status: statusOf(item, completionState(completion), today, requirement),
    dueOn: requirement.required && !requirement.notApplicable ? requirement.dueOn : null,
    notApplicableReason: requirement.notApplicable ? notApplicableReason : null,
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

function statusOf(
  item: ChecklistItem,
  completion: TrainingCompletionState | null,
  today: CalendarDate,
  requirement: TrainingRequirement,
) {
  return trainingStatus(completion, item, today, requirement);
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
  tabOfSection: ReadonlyMap<string, string>,
  rules: RequirementRules,
): TrainingStatus[] {
  const byItem = new Map(completions.map((completion) => [completion.itemId, completion]));
  return items.map((item) =>
    statusOf(item, byItem.get(item.id) ?? null, today, requirementOf(item, tabOfSection, rules)),
  );
}

/** One technician's standing for the team screen: the progress of their record and what needs attention. */
export interface TrainingStanding {
  percent: number;
  expired: number;
  expiring: number;
  pendingSignOff: number;
  overdue: number;
}

export function trainingStandingOf(
  items: readonly ChecklistItem[],
  completions: readonly (TrainingCompletionState & { itemId: string })[],
  today: CalendarDate,
  tabOfSection: ReadonlyMap<string, string>,
  rules: RequirementRules,
): TrainingStanding {
  const byItem = new Map(completions.map((completion) => [completion.itemId, completion]));
  const ordered = items.map((item) => ({
    itemId: item.id,
    name: item.name,
    status: statusOf(item, byItem.get(item.id) ?? null, today, requirementOf(item, tabOfSection, rules)),
  }));
  const count = (status: TrainingStatus) => ordered.filter((item) => item.status === status).length;
  return {
    percent: trainingProgress(ordered).percent,
    expired: count("expired"),
    expiring: count("expiring"),
    pendingSignOff: count("pending_sign_off"),
    overdue: count("overdue"),
  };
}

/** Tabs → sections → items with statuses, and the progress over all of them in checklist order. */
export function buildTrainingRecord(
  tree: LiveTree,
  completions: CompletionRow[],
  now: Date,
  rules: RequirementRules = NO_POSITIONS,
): TrainingRecord {
  const today = calendarDateOf(now);
  const tabOfSection = tabsOfSections(tree);
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
          .map((item) =>
            itemView(
              item,
              byItem.get(item.id),
              today,
              requirementOf(item, tabOfSection, rules),
              rules.person.exemptions.get(item.id) ?? null,
            ),
          );
        for (const item of items)
          ordered.push({
            itemId: item.id,
            name: item.name,
            status: item.status,
            ...(item.dueOn ? { dueOn: item.dueOn } : {}),
          });
        return {
          id: section.id,
          name: section.name,
          description: section.description,
          completedItems: trainingProgress(
            items.map((item) => ({ itemId: item.id, name: item.name, status: item.status })),
          ).current,
          totalItems: items.filter((item) => isRequiredStatus(item.status)).length,
          items,
        };
      }),
  }));
  return { tabs, progress: trainingProgress(ordered) };
}
