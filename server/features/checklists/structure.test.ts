// The administrators' training structure through the API on a fresh database: create, edit,
// reorder, archive versus delete, the starter program, export and import. Each test starts from an
// empty program on the file's app and builds what it needs.

import type { AdminStructure, ChecklistProgram, ImportResult } from "@domain/schemas/checklists";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checklistEvents, checklistItems, checklistTabs } from "../../db/schema/index";
import { createTestApp, type TestApp } from "../../test/app";
import { clearProgram, createSection } from "../../test/checklists";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { getMappableItems } from "./checklists.service";
import { STARTER_PROGRAM } from "./program.service";

let testApp: TestApp;
let admin: Client;

const structure = async (): Promise<AdminStructure> =>
  expectStatus(await admin.get("/api/admin/checklists"), 200);
const names = (value: AdminStructure) =>
  value.tabs.map((tab) => [tab.name, tab.sections.map((s) => [s.name, s.items.map((i) => i.name)])]);
const countItems = (program: ChecklistProgram) =>
  program.tabs.reduce((n, tab) => n + tab.sections.reduce((m, s) => m + s.items.length, 0), 0);

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signedInClient(testApp, { role: "admin" });
});
beforeEach(async () => {
  await clearProgram(testApp);
});
afterAll(async () => {
  await testApp?.close();
});

/** The 'Initial' tab's 'Safety' section with the items named, in that order. */
const safetySection = (items: string[] = []) =>
  createSection(admin, { tab: "Initial", section: "Safety", items });

describe("building the structure", () => {
  it("creates a tab, a section and items in order, with every field", async () => {
    const tabId = expectStatus<AdminStructure>(
      await admin.post("/api/admin/checklists/tabs", { name: "  Initial  " }),
      200,
    ).tabs[0]!.id;
    const sectionId = expectStatus<AdminStructure>(
      await admin.post("/api/admin/checklists/sections", {
        tabId,
        name: "Safety",
        description: "Shop floor",
      }),
      200,
    ).tabs[0]!.sections[0]!.id;
    for (const name of ["A", "B", "C"]) {
      expectStatus(await admin.post("/api/admin/checklists/items", { sectionId, name }), 200);
    }
    const full = expectStatus<AdminStructure>(
      await admin.post("/api/admin/checklists/items", {
        sectionId,
        name: "NDT",
        recurrenceMonths: 60,
        requiresSignOff: true,
        ataChapter: "51",
        level: 3,
        keywords: ["eddy current", "NDI"],
      }),
      200,
    );
    expect(names(full)).toEqual([["Initial", [["Safety", ["A", "B", "C", "NDT"]]]]]);
    expect(full.tabs[0]!.sections[0]!.items[3]).toMatchObject({
      recurrenceMonths: 60,
      requiresSignOff: true,
      ataChapter: "51",
      level: 3,
      keywords: ["eddy current", "NDI"],
    });
  });

  it("refuses an empty or too long name, a recurrence outside 1-120 months and a level outside 1-5", async () => {
    const { sectionId } = await safetySection(["A"]);
    for (const body of [
      { sectionId, name: "   " },
      { sectionId, name: "x".repeat(201) },
      { sectionId, name: "Ok", recurrenceMonths: 0 },
      { sectionId, name: "Ok", recurrenceMonths: 121 },
      { sectionId, name: "Ok", level: 6 },
      { sectionId, name: "Ok", level: 0 },
    ]) {
      const answer = expectStatus(await admin.post("/api/admin/checklists/items", body), 400);
      expect(answer.code).toBe("validation_error");
    }
    expectStatus(await admin.post("/api/admin/checklists/tabs", { name: "" }), 400);
    expectStatus(await admin.patch(`/api/admin/checklists/items/${sectionId}`, { name: "Not an item" }), 404);
    expectStatus(
      await admin.post("/api/admin/checklists/sections", { tabId: sectionId, name: "Orphan" }),
      404,
    );
  });

  it("moves items up and down, and leaves the first one in place when moved up", async () => {
    await safetySection(["A", "B", "C", "NDT"]);
    const items = (await structure()).tabs[0]!.sections[0]!.items;
    const moved = expectStatus<AdminStructure>(
      await admin.post(`/api/admin/checklists/items/${items[2]!.id}/move`, { direction: "up" }),
      200,
    );
    expect(moved.tabs[0]!.sections[0]!.items.map((i) => i.name)).toEqual(["A", "C", "B", "NDT"]);
    const again = expectStatus<AdminStructure>(
      await admin.post(`/api/admin/checklists/items/${items[0]!.id}/move`, { direction: "up" }),
      200,
    );
    expect(again.tabs[0]!.sections[0]!.items.map((i) => i.name)).toEqual(["A", "C", "B", "NDT"]);
    const down = expectStatus<AdminStructure>(
      await admin.post(`/api/admin/checklists/items/${items[0]!.id}/move`, { direction: "down" }),
      200,
    );
    expect(down.tabs[0]!.sections[0]!.items.map((i) => i.name)).toEqual(["C", "A", "B", "NDT"]);
  });

  it("deletes an unused item for real, and archives one a technician has a record of", async () => {
    await safetySection(["C", "A", "B", "NDT"]);
    const tech = await signedInClient(testApp);
    const items = (await structure()).tabs[0]!.sections[0]!.items;
    const unused = items.find((i) => i.name === "B")!;
    const used = items.find((i) => i.name === "A")!;
    expectStatus(await tech.patch(`/api/checklists/items/${used.id}`, { completed: true }), 200);

    expect(expectStatus(await admin.delete(`/api/admin/checklists/items/${unused.id}`), 200)).toEqual({
      outcome: "deleted",
    });
    expect(
      await testApp.app.db.select().from(checklistItems).where(eq(checklistItems.id, unused.id)),
    ).toEqual([]);

    expect(expectStatus(await admin.delete(`/api/admin/checklists/items/${used.id}`), 200)).toEqual({
      outcome: "archived",
    });
    const [kept] = await testApp.app.db.select().from(checklistItems).where(eq(checklistItems.id, used.id));
    expect(kept?.archivedAt).toBeInstanceOf(Date);
    // Gone from every screen, the technician's events kept, the archive itself recorded.
    expect((await structure()).tabs[0]!.sections[0]!.items.map((i) => i.name)).toEqual(["C", "NDT"]);
    const record = expectStatus(await tech.get("/api/checklists"), 200);
    expect(record.progress.total).toBe(2);
    const events = await testApp.app.db
      .select()
      .from(checklistEvents)
      .where(eq(checklistEvents.itemId, used.id));
    expect(events.map((e) => e.kind).sort()).toEqual(["completed", "item_archived", "item_created"]);
    // An archived item is not found any more.
    expectStatus(await tech.patch(`/api/checklists/items/${used.id}`, { notes: "late" }), 404);
    expectStatus(await admin.delete(`/api/admin/checklists/items/${used.id}`), 404);
  });

  it("archives a tab that holds a used item, deletes an empty one", async () => {
    // Items C and NDT live, A archived after a technician completed it.
    const {
      tabId,
      itemIds: [, used],
    } = await safetySection(["C", "A", "NDT"]);
    const tech = await signedInClient(testApp);
    expectStatus(await tech.patch(`/api/checklists/items/${used}`, { completed: true }), 200);
    expect(expectStatus(await admin.delete(`/api/admin/checklists/items/${used}`), 200)).toEqual({
      outcome: "archived",
    });
    const empty = expectStatus<AdminStructure>(
      await admin.post("/api/admin/checklists/tabs", { name: "Empty" }),
      200,
    ).tabs[1]!;
    expect(expectStatus(await admin.delete(`/api/admin/checklists/tabs/${empty.id}`), 200)).toEqual({
      outcome: "deleted",
    });
    const stillLive = (await structure()).tabs[0]!.sections[0]!.items.map((i) => i.id);
    const mappable = async () => (await getMappableItems({ db: testApp.app.db })).map((item) => item.id);
    expect(await mappable()).toEqual(expect.arrayContaining(stillLive));
    expect(expectStatus(await admin.delete(`/api/admin/checklists/tabs/${tabId}`), 200)).toEqual({
      outcome: "archived",
    });
    expect((await structure()).tabs).toEqual([]);
    const tabs = await testApp.app.db.select().from(checklistTabs);
    expect(tabs.map((t) => t.name)).toEqual(["Initial"]);
    // Each item that left with its tab says so in its own history; one archived before gets no second event.
    const archivedEvents = await testApp.app.db
      .select()
      .from(checklistEvents)
      .where(eq(checklistEvents.kind, "item_archived"));
    expect(archivedEvents.filter((e) => stillLive.includes(e.itemId)).map((e) => e.after)).toEqual(
      stillLive.map(() => expect.objectContaining({ reason: "tab archived" })),
    );
    expect(archivedEvents).toHaveLength(stillLive.length + 1);
    // Training documents are no longer mapped to items of an archived tab.
    expect(await mappable()).toEqual([]);
  });

  it("leaves no trace of a change that changes nothing, so the item is still deleted for real", async () => {
    const tech = await signedInClient(testApp);
    const tab = expectStatus<AdminStructure>(
      await admin.post("/api/admin/checklists/tabs", { name: "Spare" }),
      200,
    ).tabs[0]!;
    const section = expectStatus<AdminStructure>(
      await admin.post("/api/admin/checklists/sections", { tabId: tab.id, name: "Spare section" }),
      200,
    ).tabs[0]!.sections[0]!;
    const item = expectStatus<AdminStructure>(
      await admin.post("/api/admin/checklists/items", { sectionId: section.id, name: "Untouched" }),
      200,
    ).tabs[0]!.sections[0]!.items[0]!;
    expectStatus(await tech.patch(`/api/checklists/items/${item.id}`, { completed: false, notes: "" }), 200);
    expect(expectStatus(await admin.delete(`/api/admin/checklists/items/${item.id}`), 200)).toEqual({
      outcome: "deleted",
    });
    expectStatus(await admin.delete(`/api/admin/checklists/tabs/${tab.id}`), 200);
  });
});

describe("starter program, export and import", () => {
  it("adds the program once when two imports run at the same time", async () => {
    const elsewhere = await createTestApp();
    try {
      const otherAdmin = await signedInClient(elsewhere, { role: "admin" });
      const results = await Promise.all([
        otherAdmin.post("/api/admin/checklists/starter-program"),
        otherAdmin.post("/api/admin/checklists/starter-program"),
      ]);
      const created = results.map((response) => expectStatus<ImportResult>(response, 200).itemsCreated);
      expect(created.sort((a, b) => a - b)).toEqual([0, countItems(STARTER_PROGRAM)]);
    } finally {
      await elsewhere.close();
    }
  });

  it("imports the starter program in one go, and a second time adds nothing", async () => {
    const first = expectStatus<ImportResult>(await admin.post("/api/admin/checklists/starter-program"), 200);
    expect(first).toEqual({
      tabsCreated: STARTER_PROGRAM.tabs.length,
      sectionsCreated: STARTER_PROGRAM.tabs.reduce((n, t) => n + t.sections.length, 0),
      itemsCreated: countItems(STARTER_PROGRAM),
    });
    const before = await structure();
    expect(before.tabs.map((t) => t.name)).toEqual(["Initial", "Recurrent", "Specialized", "On-the-job"]);
    const second = expectStatus<ImportResult>(await admin.post("/api/admin/checklists/starter-program"), 200);
    expect(second).toEqual({ tabsCreated: 0, sectionsCreated: 0, itemsCreated: 0 });
    expect(await structure()).toEqual(before);
  });

  it("holds what a Part 145 program needs: recurrent items every 24 months, on-the-job tasks signed off", () => {
    const items = STARTER_PROGRAM.tabs.flatMap((t) => t.sections.flatMap((s) => s.items));
    const byName = (name: string) => items.find((i) => i.name === name);
    expect(byName("Human factors (recurrent)")?.recurrenceMonths).toBe(24);
    expect(byName("Hazardous materials (recurrent)")?.recurrenceMonths).toBe(24);
    const onTheJob = STARTER_PROGRAM.tabs.find((t) => t.name === "On-the-job")!;
    const tasks = onTheJob.sections.flatMap((s) => s.items);
    expect(tasks.length).toBeGreaterThan(4);
    expect(tasks.every((task) => task.requiresSignOff && task.ataChapter)).toBe(true);
  });

  it("exports the structure as JSON that imports into another installation unchanged", async () => {
    expectStatus(await admin.post("/api/admin/checklists/starter-program"), 200);
    const response = await admin.get("/api/admin/checklists/export");
    expect(response.headers["content-disposition"]).toContain("training-program.json");
    const exported = expectStatus<ChecklistProgram>(response, 200);
    expect(exported).toEqual(STARTER_PROGRAM);

    const elsewhere = await createTestApp();
    try {
      const otherAdmin = await signedInClient(elsewhere, { role: "admin" });
      const result = expectStatus<ImportResult>(
        await otherAdmin.post("/api/admin/checklists/import", exported),
        200,
      );
      expect(result.itemsCreated).toBe(countItems(exported));
      expect(expectStatus(await otherAdmin.get("/api/admin/checklists/export"), 200)).toEqual(exported);
    } finally {
      await elsewhere.close();
    }
  });

  it("adds only what is missing when an edited program is imported again", async () => {
    expectStatus(await admin.post("/api/admin/checklists/starter-program"), 200);
    const edited: ChecklistProgram = structuredClone(STARTER_PROGRAM);
    edited.tabs[0]!.sections[0]!.items.push({
      name: "Quality system",
      description: null,
      recurrenceMonths: null,
      requiresSignOff: false,
      ataChapter: null,
      level: null,
      keywords: [],
      taskRule: null,
    });
    const result = expectStatus<ImportResult>(await admin.post("/api/admin/checklists/import", edited), 200);
    expect(result).toEqual({ tabsCreated: 0, sectionsCreated: 0, itemsCreated: 1 });
  });

  it("refuses an invalid program as a whole, with the schema's messages", async () => {
    expectStatus(await admin.post("/api/admin/checklists/starter-program"), 200);
    const before = await structure();
    const broken = structuredClone(STARTER_PROGRAM) as unknown as {
      tabs: { name: string; sections: { items: { level: number }[] }[] }[];
    };
    broken.tabs.push({ name: "New tab", sections: [] });
    broken.tabs[0]!.sections[0]!.items[0]!.level = 9;
    const answer = expectStatus(await admin.post("/api/admin/checklists/import", broken), 400);
    expect(JSON.stringify(answer)).toContain("Level must be 1-5");
    expectStatus(await admin.post("/api/admin/checklists/import", { version: 3, tabs: [] }), 400);
    expect(await structure()).toEqual(before);
  });

  it("is for administrators only", async () => {
    const tech = await signedInClient(testApp);
    expectStatus(await tech.post("/api/admin/checklists/starter-program"), 403);
    expectStatus(await tech.get("/api/admin/checklists/export"), 403);
  });
});
