// Bulk sign-off (docs/product.md §15.7): one decision for several completions, each decided and
// recorded as if one by one. Each test arranges its own technicians and items.

import type { AdminStructure, BulkSignOffResult, PendingSignOffs } from "@domain/schemas/checklists";
import { asc, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checklistEvents } from "../../db/schema/index";
import { type Harness, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";

let harness: Harness;
let admin: Client;

beforeAll(async () => {
  harness = await startHarness();
  admin = await signedInClient(harness.testApp, { role: "admin", fullName: "Ada Admin" });
});
afterAll(async () => {
  await harness?.close();
});

/** A tab with one section and `count` items that require a sign-off; answers the item ids. */
async function itemsRequiringSignOff(
  count: number,
  tabName = "Initial",
): Promise<{ tabId: string; items: string[] }> {
  let structure: AdminStructure = expectStatus(
    await admin.post("/api/admin/checklists/tabs", { name: tabName }),
    200,
  );
  const tab = structure.tabs.find((candidate) => candidate.name === tabName)!;
  structure = expectStatus(
    await admin.post("/api/admin/checklists/sections", { tabId: tab.id, name: `Tasks ${tabName}` }),
    200,
  );
  const sectionId = structure.tabs.find((candidate) => candidate.id === tab.id)!.sections.at(-1)!.id;
  const items: string[] = [];
  for (let index = 0; index < count; index++) {
    structure = expectStatus(
      await admin.post("/api/admin/checklists/items", {
        sectionId,
        name: `${tabName} task ${index + 1}`,
        requiresSignOff: true,
      }),
      200,
    );
    const section = structure.tabs.flatMap((t) => t.sections).find((s) => s.id === sectionId)!;
    items.push(section.items.at(-1)!.id);
  }
  return { tabId: tab.id, items };
}

/** The technician marks each item done; answers their completion ids in the same order. */
async function markDone(tech: Client, items: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const itemId of items) {
    const view = expectStatus<{ completion: { id: string } }>(
      await tech.patch(`/api/checklists/items/${itemId}`, { completed: true }),
      200,
    );
    ids.push(view.completion.id);
  }
  return ids;
}

const bulk = (client: Client, body: unknown) => client.post("/api/admin/checklists/sign-offs/bulk", body);
const pending = async (): Promise<PendingSignOffs> =>
  expectStatus(await admin.get("/api/admin/checklists/sign-offs"), 200);

async function eventsOf(completionIds: string[]) {
  return harness.testApp.app.db
    .select()
    .from(checklistEvents)
    .where(inArray(checklistEvents.completionId, completionIds))
    .orderBy(asc(checklistEvents.sequence));
}

describe("POST /api/admin/checklists/sign-offs/bulk", () => {
  it("signs off five completions at once, each recorded as its own event", async () => {
    const tech = await signedInClient(harness.testApp, { fullName: "Five Fingers" });
    const { items } = await itemsRequiringSignOff(5, "Bulk five");
    const completionIds = await markDone(tech, items);

    const answer: BulkSignOffResult = expectStatus(
      await bulk(admin, { action: "sign_off", completionIds }),
      200,
    );

    expect(answer.results).toEqual(
      completionIds.map((completionId) => ({ completionId, outcome: "signed_off" })),
    );
    const left = (await pending()).signOffs.map((row) => row.completionId);
    expect(left.filter((id) => completionIds.includes(id))).toEqual([]);
    const events = (await eventsOf(completionIds)).filter((event) => event.kind === "signed_off");
    expect(events.map((event) => event.completionId).sort()).toEqual([...completionIds].sort());
    expect(new Set(events.map((event) => event.actorId))).toEqual(new Set([admin.user.id]));
  });

  it("returns several with one reason, kept on each", async () => {
    const tech = await signedInClient(harness.testApp, { fullName: "Rita Return" });
    const { items } = await itemsRequiringSignOff(2, "Bulk return");
    const completionIds = await markDone(tech, items);

    const answer: BulkSignOffResult = expectStatus(
      await bulk(admin, { action: "return", completionIds, reason: "  Attach the signed task card.  " }),
      200,
    );

    expect(answer.results.map((result) => result.outcome)).toEqual(["returned", "returned"]);
    const events = (await eventsOf(completionIds)).filter((event) => event.kind === "sign_off_returned");
    expect(events.map((event) => (event.after as { reason: string }).reason)).toEqual([
      "Attach the signed task card.",
      "Attach the signed task card.",
    ]);
    const record = expectStatus<{ tabs: { sections: { items: { id: string; status: string }[] }[] }[] }>(
      await tech.get("/api/checklists"),
      200,
    );
    const statuses = record.tabs
      .flatMap((tab) => tab.sections.flatMap((section) => section.items))
      .filter((item) => items.includes(item.id))
      .map((item) => item.status);
    expect(statuses).toEqual(["not_started", "not_started"]);
  });

  it("refuses only the completion that may not be decided: the administrator's own", async () => {
    const tech = await signedInClient(harness.testApp, { fullName: "Otto Other" });
    const { items } = await itemsRequiringSignOff(1, "Bulk own");
    const [theirs] = await markDone(tech, items);
    const [own] = await markDone(admin, items);

    const answer: BulkSignOffResult = expectStatus(
      await bulk(admin, { action: "sign_off", completionIds: [own, theirs] }),
      200,
    );

    expect(answer.results).toEqual([
      { completionId: own, outcome: "refused", message: "You cannot sign off your own training." },
      { completionId: theirs, outcome: "signed_off" },
    ]);
    expect((await pending()).signOffs.some((row) => row.completionId === own)).toBe(true);
  });

  it("refuses a completion decided meanwhile and one that does not exist, and decides the rest", async () => {
    const tech = await signedInClient(harness.testApp, { fullName: "Mia Meanwhile" });
    const { items } = await itemsRequiringSignOff(2, "Bulk meanwhile");
    const [first, second] = await markDone(tech, items);
    expectStatus(await admin.post(`/api/admin/checklists/completions/${first}/sign-off`), 204);
    const missing = "00000000-0000-4000-8000-00000000abcd";

    const answer: BulkSignOffResult = expectStatus(
      await bulk(admin, { action: "sign_off", completionIds: [first, missing, second] }),
      200,
    );

    expect(answer.results).toEqual([
      { completionId: first, outcome: "refused", message: "This item is already signed off." },
      { completionId: missing, outcome: "refused", message: "Completion not found." },
      { completionId: second, outcome: "signed_off" },
    ]);
  });

  it("lists each pending completion with its tab, for the tab filter", async () => {
    const tech = await signedInClient(harness.testApp, { fullName: "Tabitha Tab" });
    const { tabId, items } = await itemsRequiringSignOff(1, "Bulk tab");
    const [completionId] = await markDone(tech, items);
    const row = (await pending()).signOffs.find((candidate) => candidate.completionId === completionId);
    expect(row).toMatchObject({ tabId, tabName: "Bulk tab", technicianName: "Tabitha Tab" });
  });

  it.each([
    [
      "no reason for a return",
      { action: "return", completionIds: ["00000000-0000-4000-8000-000000000001"] },
      "reason",
    ],
    [
      "a blank reason",
      { action: "return", completionIds: ["00000000-0000-4000-8000-000000000001"], reason: "  " },
      "reason",
    ],
    ["no completion", { action: "sign_off", completionIds: [] }, "completionIds"],
    [
      "the same completion twice",
      {
        action: "sign_off",
        completionIds: ["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000001"],
      },
      "completionIds",
    ],
    [
      "more than a hundred",
      {
        action: "sign_off",
        completionIds: Array.from(
          { length: 101 },
          (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
        ),
      },
      "completionIds",
    ],
    [
      "an unknown action",
      { action: "approve", completionIds: ["00000000-0000-4000-8000-000000000001"] },
      "action",
    ],
  ])("answers 400 naming the field for %s", async (_case, body, field) => {
    const response = await bulk(admin, body);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
  });

  it("is for administrators only", async () => {
    const tech = await signedInClient(harness.testApp, { fullName: "Nosy Tech" });
    const response = await bulk(tech, {
      action: "sign_off",
      completionIds: ["00000000-0000-4000-8000-000000000001"],
    });
    expect(response.statusCode).toBe(403);
  });
});
