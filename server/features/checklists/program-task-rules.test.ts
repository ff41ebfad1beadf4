// The training program's JSON carries each item's task rule ('completed by on-the-job tasks',
// docs/product.md §22.4) since version 2: an export imports into another installation with its rules,
// an item the import creates gets its rule with an event, an item that exists keeps its own, and a
// file of version 1 (no rules) still imports.

import type { ChecklistProgram, ImportResult } from "@domain/schemas/checklists";
import type { TaskRule } from "@domain/schemas/task-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { createItem } from "../../test/checklists";
import { type Client, expectStatus, signedInClient } from "../../test/client";

let testApp: TestApp;
let admin: Client;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signedInClient(testApp, { role: "admin" });
});
afterAll(async () => {
  await testApp?.close();
});

/** A tab of its own with two items, one completed by tasks; answers the tab's name and the items' ids. */
async function programWithRule(tabName: string) {
  const structure = expectStatus(await admin.post("/api/admin/checklists/tabs", { name: tabName }), 200);
  const tabId = structure.tabs.find((tab: { name: string }) => tab.name === tabName).id;
  const withSection = expectStatus(
    await admin.post("/api/admin/checklists/sections", { tabId, name: "On the job" }),
    200,
  );
  const sectionId = withSection.tabs.find((tab: { id: string }) => tab.id === tabId).sections[0].id;
  const gear = await createItem(admin, sectionId, { name: "Landing gear tasks", requiresSignOff: true });
  const plain = await createItem(admin, sectionId, { name: "Shop safety" });
  expectStatus(
    await admin.put(`/api/admin/checklists/items/${gear}/task-rule`, {
      ataChapters: ["32", "29"],
      tasksRequired: 4,
    }),
    200,
  );
  return { gear, plain };
}

const tabNamed = (program: ChecklistProgram, name: string) => program.tabs.find((tab) => tab.name === name)!;
const rulesOf = async (client: Client) =>
  expectStatus<TaskRule[]>(await client.get("/api/admin/checklists/task-rules"), 200);

describe("task rules in the program's JSON", () => {
  it("exports each item's rule (version 2) and imports it into another installation unchanged", async () => {
    await programWithRule("Round trip");
    const exported = expectStatus<ChecklistProgram>(await admin.get("/api/admin/checklists/export"), 200);
    expect(exported.version).toBe(2);
    const items = tabNamed(exported, "Round trip").sections[0]!.items;
    expect(items.map((item) => [item.name, item.taskRule])).toEqual([
      ["Landing gear tasks", { ataChapters: ["29", "32"], tasksRequired: 4 }],
      ["Shop safety", null],
    ]);

    const elsewhere = await createTestApp();
    try {
      const otherAdmin = await signedInClient(elsewhere, { role: "admin" });
      const file = { ...exported, tabs: [tabNamed(exported, "Round trip")] };
      expect(
        expectStatus<ImportResult>(await otherAdmin.post("/api/admin/checklists/import", file), 200),
      ).toEqual({ tabsCreated: 1, sectionsCreated: 1, itemsCreated: 2 });
      const again = expectStatus<ChecklistProgram>(await otherAdmin.get("/api/admin/checklists/export"), 200);
      expect(again).toEqual(file);
      const [rule] = await rulesOf(otherAdmin);
      expect(rule).toMatchObject({ ataChapters: ["29", "32"], tasksRequired: 4 });
      expect(await rulesOf(otherAdmin)).toHaveLength(1);
    } finally {
      await elsewhere.close();
    }
  });

  it("keeps the rule of an item that exists, and gives a new item the file's rule", async () => {
    const { gear } = await programWithRule("Kept");
    const exported = expectStatus<ChecklistProgram>(await admin.get("/api/admin/checklists/export"), 200);
    const file = structuredClone({ ...exported, tabs: [tabNamed(exported, "Kept")] });
    const section = file.tabs[0]!.sections[0]!;
    section.items[0]!.taskRule = { ataChapters: ["05"], tasksRequired: 1 };
    section.items.push({
      ...section.items[0]!,
      name: "Powerplant tasks",
      taskRule: { ataChapters: ["72", "71", "72"], tasksRequired: 10 },
    });
    expect(expectStatus<ImportResult>(await admin.post("/api/admin/checklists/import", file), 200)).toEqual({
      tabsCreated: 0,
      sectionsCreated: 0,
      itemsCreated: 1,
    });
    const rules = await rulesOf(admin);
    expect(rules.find((rule) => rule.itemId === gear)).toMatchObject({
      ataChapters: ["29", "32"],
      tasksRequired: 4,
    });
    const after = expectStatus<ChecklistProgram>(await admin.get("/api/admin/checklists/export"), 200);
    expect(tabNamed(after, "Kept").sections[0]!.items.map((item) => item.taskRule)).toEqual([
      { ataChapters: ["29", "32"], tasksRequired: 4 },
      null,
      { ataChapters: ["71", "72"], tasksRequired: 10 },
    ]);
  });

  it("imports a file of version 1, which has no rules", async () => {
    const file = {
      version: 1,
      tabs: [
        { name: "Old file", sections: [{ name: "Shop", items: [{ name: "Old item", ataChapter: "32" }] }] },
      ],
    };
    const before = (await rulesOf(admin)).length;
    expect(expectStatus<ImportResult>(await admin.post("/api/admin/checklists/import", file), 200)).toEqual({
      tabsCreated: 1,
      sectionsCreated: 1,
      itemsCreated: 1,
    });
    expect(await rulesOf(admin)).toHaveLength(before);
    const exported = expectStatus<ChecklistProgram>(await admin.get("/api/admin/checklists/export"), 200);
    expect(tabNamed(exported, "Old file").sections[0]!.items[0]).toMatchObject({
      name: "Old item",
      taskRule: null,
    });
  });

  it("refuses a file whose rule names no chapter of the list, as a whole", async () => {
    const file = {
      version: 2,
      tabs: [
        {
          name: "Broken rule",
          sections: [
            { name: "Shop", items: [{ name: "Gear", taskRule: { ataChapters: ["99"], tasksRequired: 2 } }] },
          ],
        },
      ],
    };
    expectStatus(await admin.post("/api/admin/checklists/import", file), 400);
    const exported = expectStatus<ChecklistProgram>(await admin.get("/api/admin/checklists/export"), 200);
    expect(exported.tabs.map((tab) => tab.name)).not.toContain("Broken rule");
  });
});
