// Drizzle queries of the training structure administrators edit: tabs, sections, items.
// `db` may be a transaction.

import { and, asc, eq, inArray, isNull, max } from "drizzle-orm";
import { lockUntilCommit } from "../../db/advisory-lock";
import type { Database } from "../../db/client";
import { checklistItems, checklistSections, checklistTabs } from "../../db/schema/index";

export type StructureKind = "tab" | "section" | "item";

const tables = { tab: checklistTabs, section: checklistSections, item: checklistItems } as const;

export async function findLiveTab(db: Database, tabId: string) {
  const [row] = await db
    .select()
    .from(checklistTabs)
    .where(and(eq(checklistTabs.id, tabId), isNull(checklistTabs.archivedAt)));
  return row ?? null;
}

export async function findLiveSection(db: Database, sectionId: string) {
  const [row] = await db
    .select({ section: checklistSections })
    .from(checklistSections)
    .innerJoin(checklistTabs, eq(checklistTabs.id, checklistSections.tabId))
    .where(
      and(
        eq(checklistSections.id, sectionId),
        isNull(checklistSections.archivedAt),
        isNull(checklistTabs.archivedAt),
      ),
    );
  return row?.section ?? null;
}

/** Live siblings in order: tabs, the sections of a tab, the items of a section. */
export async function liveSiblings(db: Database, kind: StructureKind, parentId: string | null) {
  switch (kind) {
    case "tab":
      return db
        .select({ id: checklistTabs.id, order: checklistTabs.order })
        .from(checklistTabs)
        .where(isNull(checklistTabs.archivedAt))
        .orderBy(asc(checklistTabs.order), asc(checklistTabs.id));
    case "section":
      return db
        .select({ id: checklistSections.id, order: checklistSections.order })
        .from(checklistSections)
        .where(and(eq(checklistSections.tabId, parentId ?? ""), isNull(checklistSections.archivedAt)))
        .orderBy(asc(checklistSections.order), asc(checklistSections.id));
    case "item":
      return db
        .select({ id: checklistItems.id, order: checklistItems.order })
        .from(checklistItems)
        .where(and(eq(checklistItems.sectionId, parentId ?? ""), isNull(checklistItems.archivedAt)))
        .orderBy(asc(checklistItems.order), asc(checklistItems.id));
  }
}

/** One more than the highest order among the parent's children, archived ones included. */
export async function nextOrder(db: Database, kind: StructureKind, parentId: string | null): Promise<number> {
  const [row] =
    kind === "tab"
      ? await db.select({ top: max(checklistTabs.order) }).from(checklistTabs)
      : kind === "section"
        ? await db
            .select({ top: max(checklistSections.order) })
            .from(checklistSections)
            .where(eq(checklistSections.tabId, parentId ?? ""))
        : await db
            .select({ top: max(checklistItems.order) })
            .from(checklistItems)
            .where(eq(checklistItems.sectionId, parentId ?? ""));
  return row?.top === null || row?.top === undefined ? 0 : row.top + 1;
}

export async function setOrder(db: Database, kind: StructureKind, id: string, order: number): Promise<void> {
  const table = tables[kind];
  await db.update(table).set({ order }).where(eq(table.id, id));
}

export async function insertTab(db: Database, values: typeof checklistTabs.$inferInsert) {
  const [row] = await db.insert(checklistTabs).values(values).returning();
  return row!;
}
export async function insertSection(db: Database, values: typeof checklistSections.$inferInsert) {
  const [row] = await db.insert(checklistSections).values(values).returning();
  return row!;
}
export async function insertItem(db: Database, values: typeof checklistItems.$inferInsert) {
  const [row] = await db.insert(checklistItems).values(values).returning();
  return row!;
}

export async function updateTab(
  db: Database,
  id: string,
  change: Partial<typeof checklistTabs.$inferInsert>,
) {
  await db.update(checklistTabs).set(change).where(eq(checklistTabs.id, id));
}
export async function updateSection(
  db: Database,
  id: string,
  change: Partial<typeof checklistSections.$inferInsert>,
) {
  await db.update(checklistSections).set(change).where(eq(checklistSections.id, id));
}
export async function updateItem(
  db: Database,
  id: string,
  change: Partial<typeof checklistItems.$inferInsert>,
) {
  await db.update(checklistItems).set(change).where(eq(checklistItems.id, id));
}

/** Every item under a tab or section (archived ones included) or the item itself. */
export async function itemIdsUnder(db: Database, kind: StructureKind, id: string): Promise<string[]> {
  if (kind === "item") return [id];
  const sectionIds =
    kind === "section"
      ? [id]
      : (
          await db
            .select({ id: checklistSections.id })
            .from(checklistSections)
            .where(eq(checklistSections.tabId, id))
        ).map((row) => row.id);
  if (sectionIds.length === 0) return [];
  const rows = await db
    .select({ id: checklistItems.id })
    .from(checklistItems)
    .where(inArray(checklistItems.sectionId, sectionIds));
  return rows.map((row) => row.id);
}

/** The items under a section or tab that are still in the program (not archived on their own). */
export async function liveItemIdsUnder(db: Database, kind: "section" | "tab", id: string): Promise<string[]> {
  const rows = await db
    .select({ id: checklistItems.id })
    .from(checklistItems)
    .innerJoin(checklistSections, eq(checklistSections.id, checklistItems.sectionId))
    .where(
      and(
        kind === "section" ? eq(checklistSections.id, id) : eq(checklistSections.tabId, id),
        isNull(checklistItems.archivedAt),
        isNull(checklistSections.archivedAt),
      ),
    );
  return rows.map((row) => row.id);
}

/** Serialises program imports until the transaction ends, so two at once cannot both add an item. */
export async function lockProgram(db: Database): Promise<void> {
  await lockUntilCommit(db, "checklist-program");
}

export async function archiveRow(db: Database, kind: StructureKind, id: string, now: Date): Promise<void> {
  const table = tables[kind];
  await db.update(table).set({ archivedAt: now }).where(eq(table.id, id));
}

/** A real delete; the children go with it (cascade). */
export async function deleteRow(db: Database, kind: StructureKind, id: string): Promise<void> {
  const table = tables[kind];
  await db.delete(table).where(eq(table.id, id));
}
