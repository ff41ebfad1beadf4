// Administrators build the training structure (docs/product.md §15): create, edit, reorder and
// remove tabs, sections and items. A removed one that any technician has a record of is archived,
// never deleted, so the record keeps it; an unused one is really deleted.

import type {
  AdminItem,
  AdminStructure,
  ItemInput,
  ItemPatch,
  MoveInput,
  RemovalResult,
  SectionInput,
  SectionPatch,
  TabInput,
  TabPatch,
} from "@domain/schemas/checklists";
import { expiresOnFor } from "@domain/training-status";
import type { ChecklistItem } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import {
  anyCompletionOf,
  completionsOfItem,
  findLiveItem,
  insertEvents,
  readLiveTree,
  updateCompletion,
} from "./checklists.repo";
import {
  archiveRow,
  deleteRow,
  findLiveSection,
  findLiveTab,
  insertItem,
  insertSection,
  insertTab,
  itemIdsUnder,
  liveItemIdsUnder,
  liveSiblings,
  nextOrder,
  type StructureKind,
  setOrder,
  updateItem,
  updateSection,
  updateTab,
} from "./structure.repo";
import { completedOnOf } from "./training-record";

type Ctx = Pick<ServiceContext, "db" | "clock">;
type Actor = Pick<SessionUser, "id">;

export function adminItemOf(item: ChecklistItem): AdminItem {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    order: item.order,
    recurrenceMonths: item.recurrenceMonths,
    requiresSignOff: item.requiresSignOff,
    ataChapter: item.ataChapter,
    level: item.level,
    keywords: item.keywords,
  };
}

export async function getStructure(ctx: Pick<ServiceContext, "db">): Promise<AdminStructure> {
  const tree = await readLiveTree(ctx.db);
  return {
    tabs: tree.tabs.map((tab) => ({
      id: tab.id,
      name: tab.name,
      description: tab.description,
      order: tab.order,
      sections: tree.sections
        .filter((section) => section.tabId === tab.id)
        .map((section) => ({
          id: section.id,
          name: section.name,
          description: section.description,
          order: section.order,
          items: tree.items.filter((item) => item.sectionId === section.id).map(adminItemOf),
        })),
    })),
  };
}

export async function createTab(ctx: Ctx, input: TabInput): Promise<AdminStructure> {
  await ctx.db.transaction(async (tx) => {
    await insertTab(tx, { ...input, order: await nextOrder(tx, "tab", null) });
  });
  return getStructure(ctx);
}

export async function createSection(ctx: Ctx, input: SectionInput): Promise<AdminStructure> {
  await ctx.db.transaction(async (tx) => {
    if (!(await findLiveTab(tx, input.tabId))) throw notFound("Checklist tab not found.");
    await insertSection(tx, { ...input, order: await nextOrder(tx, "section", input.tabId) });
  });
  return getStructure(ctx);
}

export async function createItem(ctx: Ctx, actor: Actor, input: ItemInput): Promise<AdminStructure> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    if (!(await findLiveSection(tx, input.sectionId))) throw notFound("Checklist section not found.");
    const item = await insertItem(tx, { ...input, order: await nextOrder(tx, "item", input.sectionId) });
    await insertEvents(tx, [
      { kind: "item_created", itemId: item.id, actorId: actor.id, after: adminItemOf(item), createdAt: now },
    ]);
  });
  return getStructure(ctx);
}

export async function editTab(
  ctx: Ctx,
  { tabId, patch }: { tabId: string; patch: TabPatch },
): Promise<AdminStructure> {
  if (!(await findLiveTab(ctx.db, tabId))) throw notFound("Checklist tab not found.");
  await updateTab(ctx.db, tabId, patch);
  return getStructure(ctx);
}

export async function editSection(
  ctx: Ctx,
  { sectionId, patch }: { sectionId: string; patch: SectionPatch },
): Promise<AdminStructure> {
  if (!(await findLiveSection(ctx.db, sectionId))) throw notFound("Checklist section not found.");
  await updateSection(ctx.db, sectionId, patch);
  return getStructure(ctx);
}

/**
 * Edits an item and writes an 'item_edited' event with the changed fields before and after. A new
 * recurrence recomputes every completion's expiry in the same transaction.
 */
export async function editItem(
  ctx: Ctx,
  actor: Actor,
  itemId: string,
  patch: ItemPatch,
): Promise<AdminStructure> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const item = await findLiveItem(tx, itemId);
    if (!item) throw notFound("Checklist item not found.");
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(patch) as [keyof ItemPatch, unknown][]) {
      if (value === undefined || JSON.stringify(item[key]) === JSON.stringify(value)) continue;
      before[key] = item[key];
      after[key] = value;
    }
    if (Object.keys(after).length === 0) return;
    await updateItem(tx, itemId, patch);
    if ("recurrenceMonths" in after) {
      const recurrence = patch.recurrenceMonths ?? null;
      for (const completion of await completionsOfItem(tx, itemId)) {
        await updateCompletion(tx, completion.id, {
          expiresOn: expiresOnFor(completedOnOf(completion.completedAt), recurrence),
        });
      }
    }
    await insertEvents(tx, [
      { kind: "item_edited", itemId, actorId: actor.id, before, after, createdAt: now },
    ]);
  });
  return getStructure(ctx);
}

async function parentOf(ctx: Ctx, kind: StructureKind, id: string): Promise<{ parentId: string | null }> {
  if (kind === "tab") {
    if (!(await findLiveTab(ctx.db, id))) throw notFound("Checklist tab not found.");
    return { parentId: null };
  }
  if (kind === "section") {
    const section = await findLiveSection(ctx.db, id);
    if (!section) throw notFound("Checklist section not found.");
    return { parentId: section.tabId };
  }
  const item = await findLiveItem(ctx.db, id);
  if (!item) throw notFound("Checklist item not found.");
  return { parentId: item.sectionId };
}

/** Swaps with the live neighbour above or below; the first moved up (or last down) stays. */
export async function move(
  ctx: Ctx,
  kind: StructureKind,
  id: string,
  { direction }: MoveInput,
): Promise<AdminStructure> {
  const { parentId } = await parentOf(ctx, kind, id);
  await ctx.db.transaction(async (tx) => {
    const siblings = await liveSiblings(tx, kind, parentId);
    const index = siblings.findIndex((sibling) => sibling.id === id);
    const target = direction === "up" ? index - 1 : index + 1;
    if (index < 0 || target < 0 || target >= siblings.length) return;
    const ids = siblings.map((sibling) => sibling.id);
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    // Renumber the whole list so equal orders (an import, old rows) cannot make a move a no-op.
    for (const [order, siblingId] of ids.entries()) await setOrder(tx, kind, siblingId, order);
  });
  return getStructure(ctx);
}

export async function remove(
  ctx: Ctx,
  actor: Actor,
  kind: StructureKind,
  id: string,
): Promise<RemovalResult> {
  const now = ctx.clock();
  await parentOf(ctx, kind, id);
  return ctx.db.transaction(async (tx) => {
    const itemIds = await itemIdsUnder(tx, kind, id);
    if (!(await anyCompletionOf(tx, itemIds))) {
      await deleteRow(tx, kind, id);
      return { outcome: "deleted" as const };
    }
    // Each item that leaves the program gets its own event, also when its section or tab is archived,
    // so an item's history says when it was withdrawn.
    const withdrawn = kind === "item" ? itemIds : await liveItemIdsUnder(tx, kind, id);
    await archiveRow(tx, kind, id, now);
    const after = {
      archivedAt: now.toISOString(),
      ...(kind === "item" ? {} : { reason: `${kind} archived` }),
    };
    await insertEvents(
      tx,
      withdrawn.map((itemId) => ({
        kind: "item_archived" as const,
        itemId,
        actorId: actor.id,
        after,
        createdAt: now,
      })),
    );
    return { outcome: "archived" as const };
  });
}
