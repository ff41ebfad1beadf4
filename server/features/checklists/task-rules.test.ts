// Training items completed by on-the-job tasks (docs/product.md §22.4): the administrators set the
// chapters and the number of countersigned tasks; a countersignature that brings the logbook there
// completes the item in its transaction, with an event naming the tasks, and the one status rule reads
// it. The harness clock starts 2026-06-01 12:00 UTC.

import type { AdminStructure, TrainingRecord } from "@domain/schemas/checklists";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checklistEvents } from "../../db/schema/index";
import { type Harness, startHarness } from "../../test/app";
import { createItem } from "../../test/checklists";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { countersignByLink, createLogbookEntry } from "../../test/logbook";

let harness: Harness;
let admin: Client;
let itemId: string;
let recurringId: string;
let sectionId: string;

beforeAll(async () => {
  harness = await startHarness();
  admin = await signedInClient(harness.testApp, { role: "admin" });
  const tabId = expectStatus<AdminStructure>(
    await admin.post("/api/admin/checklists/tabs", { name: "OJT" }),
    200,
  ).tabs[0]!.id;
  sectionId = expectStatus<AdminStructure>(
    await admin.post("/api/admin/checklists/sections", { tabId, name: "Landing gear" }),
    200,
  ).tabs[0]!.sections[0]!.id;
  itemId = await createItem(admin, sectionId, { name: "Gear OJT", requiresSignOff: false });
  recurringId = await createItem(admin, sectionId, { name: "Brakes OJT", recurrenceMonths: 12 });
});
afterAll(async () => {
  await harness?.close();
});

/** The rules of the two items: Gear OJT by two tasks in 29 or 32, Brakes OJT by one in 32. */
async function setRules(): Promise<void> {
  for (const [id, rule] of [
    [itemId, { ataChapters: ["29", "32"], tasksRequired: 2 }],
    [recurringId, { ataChapters: ["32"], tasksRequired: 1 }],
  ] as const)
    expectStatus(await admin.put(`/api/admin/checklists/items/${id}/task-rule`, rule), 200);
}

function itemOf(record: TrainingRecord, id: string) {
  return record.tabs
    .flatMap((t) => t.sections)
    .flatMap((s) => s.items)
    .find((item) => item.id === id)!;
}

describe("training items completed by on-the-job tasks", () => {
  it("lets only administrators set an item's chapters and count, checked", async () => {
    const tech = await signedInClient(harness.testApp);
    expectStatus(
      await tech.put(`/api/admin/checklists/items/${itemId}/task-rule`, {
        ataChapters: ["32"],
        tasksRequired: 2,
      }),
      403,
    );
    expectStatus(await tech.get("/api/admin/checklists/task-rules"), 403);
    for (const body of [
      { ataChapters: [], tasksRequired: 2 },
      { ataChapters: ["99"], tasksRequired: 2 },
      { ataChapters: ["32"], tasksRequired: 0 },
      { ataChapters: ["32"], tasksRequired: 501 },
      { ataChapters: ["32"], tasksRequired: 2, extra: true },
    ])
      expectStatus(await admin.put(`/api/admin/checklists/items/${itemId}/task-rule`, body), 400);
    expectStatus(
      await admin.put("/api/admin/checklists/items/00000000-0000-4000-8000-000000000000/task-rule", {
        ataChapters: ["32"],
        tasksRequired: 2,
      }),
      404,
    );
    expect(
      expectStatus(
        await admin.put(`/api/admin/checklists/items/${itemId}/task-rule`, {
          ataChapters: ["32", "29", "32"],
          tasksRequired: 2,
        }),
        200,
      ),
    ).toEqual({ itemId, ataChapters: ["29", "32"], tasksRequired: 2 });
    expectStatus(
      await admin.put(`/api/admin/checklists/items/${recurringId}/task-rule`, {
        ataChapters: ["32"],
        tasksRequired: 1,
      }),
      200,
    );
    expect(expectStatus(await admin.get("/api/admin/checklists/task-rules"), 200)).toHaveLength(2);
  });

  it("records who set, changed and cleared an item's rule, with the rule before and after", async () => {
    const ruleItem = await createItem(admin, sectionId, { name: "Wheels OJT" });
    const url = `/api/admin/checklists/items/${ruleItem}/task-rule`;
    expectStatus(await admin.put(url, { ataChapters: ["32"], tasksRequired: 2 }), 200);
    expectStatus(await admin.put(url, { ataChapters: ["32"], tasksRequired: 2 }), 200);
    expectStatus(await admin.put(url, { ataChapters: ["32"], tasksRequired: 3 }), 200);
    expectStatus(await admin.delete(url), 204);
    expectStatus(await admin.delete(url), 404);
    const events = await harness.testApp.app.db
      .select()
      .from(checklistEvents)
      .where(and(eq(checklistEvents.itemId, ruleItem), eq(checklistEvents.kind, "item_edited")));
    const rule = (tasksRequired: number) => ({ taskRule: { ataChapters: ["32"], tasksRequired } });
    // The repeated PUT changed nothing and left no event.
    expect(events).toHaveLength(3);
    expect(events.map((event) => [event.before, event.after, event.actorId])).toEqual(
      expect.arrayContaining([
        [{ taskRule: null }, rule(2), admin.user.id],
        [rule(2), rule(3), admin.user.id],
        [rule(3), { taskRule: null }, admin.user.id],
      ]),
    );
  });

  it("completes the item when countersignatures bring the logbook to the count, naming the tasks", async () => {
    await setRules();
    const tech = await signedInClient(harness.testApp);
    const first = await createLogbookEntry(tech, { performedOn: "2026-05-10", ataChapter: "32" });
    const wrongChapter = await createLogbookEntry(tech, { performedOn: "2026-05-11", ataChapter: "71" });
    const declined = await createLogbookEntry(tech, { performedOn: "2026-05-12", ataChapter: "29" });
    await countersignByLink(harness.testApp, tech, [
      { entryId: first.id, decision: "countersigned" },
      { entryId: wrongChapter.id, decision: "countersigned" },
      { entryId: declined.id, decision: "declined" },
    ]);
    let record = expectStatus<TrainingRecord>(await tech.get("/api/checklists"), 200);
    expect(itemOf(record, itemId).status).toBe("not_started");
    // One task in 32 is enough for the recurring item: done on its day.
    expect(itemOf(record, recurringId)).toMatchObject({
      status: "current",
      completion: { completedOn: "2026-05-10" },
    });

    const second = await createLogbookEntry(tech, { performedOn: "2026-05-20", ataChapter: "32" });
    await countersignByLink(harness.testApp, tech, [{ entryId: second.id, decision: "countersigned" }]);
    record = expectStatus<TrainingRecord>(await tech.get("/api/checklists"), 200);
    expect(itemOf(record, itemId)).toMatchObject({
      status: "current",
      completion: { completedOn: "2026-05-20" },
    });

    const { events } = expectStatus<{
      events: { kind: string; itemId: string; actorName: string | null; after: unknown }[];
    }>(await admin.get(`/api/admin/checklists/users/${tech.user.id}/events`), 200);
    const completed = events.filter((e) => e.itemId === itemId);
    expect(completed).toEqual([
      expect.objectContaining({
        kind: "completed",
        actorName: null,
        after: { completed: true, completedOn: "2026-05-20", byTasks: [first.id, second.id] },
      }),
    ]);
    // The recurring item is renewed by a later task; the earlier completion date moves forward.
    const renewal = events.filter((e) => e.itemId === recurringId).map((e) => e.kind);
    expect(renewal).toEqual(["completed", "completed_on_changed"]);
    expect(itemOf(record, recurringId).completion?.completedOn).toBe("2026-05-20");
  });

  it("leaves an item alone once its rule is cleared", async () => {
    await setRules();
    expectStatus(await admin.delete(`/api/admin/checklists/items/${itemId}/task-rule`), 204);
    expectStatus(await admin.delete(`/api/admin/checklists/items/${itemId}/task-rule`), 404);
    expect(expectStatus(await admin.get("/api/admin/checklists/task-rules"), 200)).toEqual([
      { itemId: recurringId, ataChapters: ["32"], tasksRequired: 1 },
    ]);
  });
});
