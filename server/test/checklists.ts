// Builders of a training program through the administrators' API, for tests that need a few items.

import type { AdminStructure } from "@domain/schemas/checklists";
import { sql } from "drizzle-orm";
import type { TestApp } from "./app";
import { type Client, expectStatus } from "./client";

/** Adds an item at the end of a section; answers its id. */
export async function createItem(
  admin: Client,
  sectionId: string,
  body: Record<string, unknown>,
): Promise<string> {
  const structure = expectStatus<AdminStructure>(
    await admin.post("/api/admin/checklists/items", { sectionId, ...body }),
    200,
  );
  return structure.tabs
    .flatMap((t) => t.sections)
    .find((s) => s.id === sectionId)!
    .items.at(-1)!.id;
}

/**
 * Empties the training program of a test app (tabs, sections, items and, through their foreign keys,
 * every completion, event and position requirement of them), for a test that asserts the whole
 * program while sharing its file's app with other tests.
 */
export async function clearProgram(testApp: TestApp): Promise<void> {
  await testApp.app.db.execute(sql`truncate table checklist_tabs cascade`);
}

/** A tab with one section holding the named items, through the administrators' API. */
export async function createSection(
  admin: Client,
  names: { tab: string; section: string; items?: string[] },
): Promise<{ tabId: string; sectionId: string; itemIds: string[] }> {
  const tabs = expectStatus<AdminStructure>(
    await admin.post("/api/admin/checklists/tabs", { name: names.tab }),
    200,
  ).tabs;
  const tabId = tabs.find((t) => t.name === names.tab && t.sections.length === 0)!.id;
  const withSection = expectStatus<AdminStructure>(
    await admin.post("/api/admin/checklists/sections", { tabId, name: names.section }),
    200,
  );
  const sectionId = withSection.tabs.find((t) => t.id === tabId)!.sections.at(-1)!.id;
  const itemIds: string[] = [];
  for (const name of names.items ?? []) itemIds.push(await createItem(admin, sectionId, { name }));
  return { tabId, sectionId, itemIds };
}
