// The whole training structure as JSON (docs/product.md §15): export, import, and the built-in Part 145
// starter program. An import adds what is missing, matched by name under the same parent, in one
// transaction; what exists is kept as the administrator left it, so importing twice adds nothing.
// Each item carries its task rule ('completed by on-the-job tasks', §22.4) since version 2; an item
// the import creates gets its rule, with the event a rule set by hand has.

import {
  CHECKLIST_EXPORT_VERSION,
  type ChecklistProgram,
  checklistProgramSchema,
  type ImportResult,
} from "@domain/schemas/checklists";
import { normalizedChapters } from "@domain/schemas/task-rules";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { insertEvents, type NewChecklistEvent, readLiveTree } from "./checklists.repo";
import starterProgramData from "./starter-program.json";
import { insertItem, insertSection, insertTab, lockProgram, nextOrder } from "./structure.repo";
import { adminItemOf } from "./structure.service";
import { readTaskRules, upsertTaskRule } from "./task-rules.repo";
import { ruleEvent } from "./task-rules.service";

type Ctx = Pick<ServiceContext, "db" | "clock">;
type Actor = Pick<SessionUser, "id">;

/** The starter program, read through the same schema as any import. */
export const STARTER_PROGRAM: ChecklistProgram = checklistProgramSchema.parse(starterProgramData);

type ExportedRule = ChecklistProgram["tabs"][number]["sections"][number]["items"][number]["taskRule"];

/** A stored rule as the file carries it (its chapters are the list's, checked when it was set). */
function exportedRule(rule: { ataChapters: string[]; tasksRequired: number } | undefined): ExportedRule {
  return rule ? ({ ataChapters: rule.ataChapters, tasksRequired: rule.tasksRequired } as ExportedRule) : null;
}

export async function exportProgram(ctx: Pick<ServiceContext, "db">): Promise<ChecklistProgram> {
  const [tree, rules] = await Promise.all([readLiveTree(ctx.db), readTaskRules(ctx.db)]);
  const ruleOf = new Map(rules.map((rule) => [rule.itemId, rule]));
  return {
    version: CHECKLIST_EXPORT_VERSION,
    tabs: tree.tabs.map((tab) => ({
      name: tab.name,
      description: tab.description,
      sections: tree.sections
        .filter((section) => section.tabId === tab.id)
        .map((section) => ({
          name: section.name,
          description: section.description,
          items: tree.items
            .filter((item) => item.sectionId === section.id)
            .map((item) => ({
              name: item.name,
              description: item.description,
              recurrenceMonths: item.recurrenceMonths,
              requiresSignOff: item.requiresSignOff,
              ataChapter: item.ataChapter,
              level: item.level,
              keywords: item.keywords,
              taskRule: exportedRule(ruleOf.get(item.id)),
            })),
        })),
    })),
  };
}

export async function importProgram(
  ctx: Ctx,
  actor: Actor,
  program: ChecklistProgram,
): Promise<ImportResult> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    await lockProgram(tx);
    const tree = await readLiveTree(tx);
    const result: ImportResult = { tabsCreated: 0, sectionsCreated: 0, itemsCreated: 0 };
    const events: NewChecklistEvent[] = [];
    for (const tabInput of program.tabs) {
      let tab = tree.tabs.find((existing) => existing.name === tabInput.name);
      if (!tab) {
        tab = await insertTab(tx, {
          name: tabInput.name,
          description: tabInput.description,
          order: await nextOrder(tx, "tab", null),
        });
        result.tabsCreated++;
      }
      for (const sectionInput of tabInput.sections) {
        const tabId = tab.id;
        let section = tree.sections.find(
          (existing) => existing.tabId === tabId && existing.name === sectionInput.name,
        );
        if (!section) {
          section = await insertSection(tx, {
            tabId,
            name: sectionInput.name,
            description: sectionInput.description,
            order: await nextOrder(tx, "section", tabId),
          });
          result.sectionsCreated++;
        }
        for (const itemInput of sectionInput.items) {
          const sectionId = section.id;
          if (
            tree.items.some(
              (existing) => existing.sectionId === sectionId && existing.name === itemInput.name,
            )
          )
            continue;
          const { taskRule, ...fields } = itemInput;
          const item = await insertItem(tx, {
            ...fields,
            sectionId,
            order: await nextOrder(tx, "item", sectionId),
          });
          events.push({
            kind: "item_created",
            itemId: item.id,
            actorId: actor.id,
            after: adminItemOf(item),
            createdAt: now,
          });
          if (taskRule) {
            const rule = {
              ataChapters: normalizedChapters(taskRule.ataChapters),
              tasksRequired: taskRule.tasksRequired,
            };
            await upsertTaskRule(tx, { itemId: item.id, ...rule, updatedBy: actor.id, updatedAt: now });
            events.push(ruleEvent(item.id, actor, null, rule, now));
          }
          result.itemsCreated++;
        }
      }
    }
    await insertEvents(tx, events);
    return result;
  });
}

export async function importStarterProgram(ctx: Ctx, actor: Actor): Promise<ImportResult> {
  return importProgram(ctx, actor, STARTER_PROGRAM);
}
