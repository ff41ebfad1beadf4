// The whole training structure as JSON (docs/product.md §15): export, import, and the built-in Part 145
// starter program. An import adds what is missing, matched by name under the same parent, in one
// transaction; what exists is kept as the administrator left it, so importing twice adds nothing.

import {
  CHECKLIST_EXPORT_VERSION,
  type ChecklistProgram,
  checklistProgramSchema,
  type ImportResult,
} from "@domain/schemas/checklists";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { insertEvents, type NewChecklistEvent, readLiveTree } from "./checklists.repo";
import starterProgramData from "./starter-program.json";
import { insertItem, insertSection, insertTab, lockProgram, nextOrder } from "./structure.repo";
import { adminItemOf } from "./structure.service";

type Ctx = Pick<ServiceContext, "db" | "clock">;
type Actor = Pick<SessionUser, "id">;

/** The starter program, read through the same schema as any import. */
export const STARTER_PROGRAM: ChecklistProgram = checklistProgramSchema.parse(starterProgramData);

export async function exportProgram(ctx: Pick<ServiceContext, "db">): Promise<ChecklistProgram> {
  const tree = await readLiveTree(ctx.db);
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
          const item = await insertItem(tx, {
            ...itemInput,
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
