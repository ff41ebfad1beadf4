// Positions and required training (docs/product.md §15.8): what a position requires, who holds it
// since when, 'not required', 'not applicable' and due dates, through the API on a manual clock.

import type { AdminStructure, TrainingRecord } from "@domain/schemas/checklists";
import type { MemberPositions, PositionList, PositionView } from "@domain/schemas/positions";
import type { TeamMatrix, TeamOverview } from "@domain/schemas/team";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { positionEvents } from "../../db/schema/index";
import { type Harness, START, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { mailTo } from "../../test/mail";
import { runDailyAlerts } from "../alerts/daily-alerts";
import { serviceContext } from "../service-context";

let harness: Harness;
let admin: Client;
let program: { tabId: string; sectionIds: string[]; items: Record<string, string> };

const DAY = 86_400_000;

beforeAll(async () => {
  harness = await startHarness();
  admin = await signedInClient(harness.testApp, { role: "admin", fullName: "Ada Admin" });
  program = await arrangeProgram();
});
// A test that moves the clock moves it for itself only.
beforeEach(() => {
  harness.clock.set(START);
});
afterAll(async () => {
  await harness?.close();
});

/** One tab 'Initial' with sections 'Core' (Safety, Human factors) and 'Avionics' (EWIS, Pitot-static). */
async function arrangeProgram() {
  let structure: AdminStructure = expectStatus(
    await admin.post("/api/admin/checklists/tabs", { name: "Initial" }),
    200,
  );
  const tabId = structure.tabs[0]!.id;
  const sectionIds: string[] = [];
  const items: Record<string, string> = {};
  for (const [section, names] of [
    ["Core", ["Safety", "Human factors"]],
    ["Avionics", ["EWIS", "Pitot-static"]],
  ] as const) {
    structure = expectStatus(
      await admin.post("/api/admin/checklists/sections", { tabId, name: section }),
      200,
    );
    const sectionId = structure.tabs[0]!.sections.at(-1)!.id;
    sectionIds.push(sectionId);
    for (const name of names) {
      structure = expectStatus(await admin.post("/api/admin/checklists/items", { sectionId, name }), 200);
      items[name] = structure.tabs[0]!.sections.at(-1)!.items.at(-1)!.id;
    }
  }
  return { tabId, sectionIds, items };
}

async function createPosition(body: object): Promise<PositionView> {
  return expectStatus(await admin.post("/api/admin/positions", body), 201);
}

const recordOf = async (userId: string): Promise<TrainingRecord> =>
  expectStatus(await admin.get(`/api/admin/checklists/users/${userId}/record`), 200);
const statusesOf = (record: TrainingRecord) =>
  Object.fromEntries(
    record.tabs.flatMap((tab) => tab.sections.flatMap((s) => s.items.map((i) => [i.name, i.status]))),
  );

describe("positions", () => {
  it("creates, lists, edits and archives a position, each change an event", async () => {
    const created = await createPosition({
      name: "  Line technician ",
      dueWithinDays: 30,
      requirements: [{ kind: "section", id: program.sectionIds[0] }],
    });
    expect(created).toMatchObject({
      name: "Line technician",
      description: null,
      dueWithinDays: 30,
      archived: false,
      memberCount: 0,
      requirements: [
        { kind: "section", id: program.sectionIds[0], name: "Initial › Core", dueWithinDays: null },
      ],
    });
    const edited: PositionView = expectStatus(
      await admin.patch(`/api/admin/positions/${created.id}`, {
        description: "Ramp and line",
        requirements: [{ kind: "item", id: program.items.Safety, dueWithinDays: 7 }],
      }),
      200,
    );
    expect(edited.requirements).toEqual([
      { kind: "item", id: program.items.Safety, name: "Initial › Core › Safety", dueWithinDays: 7 },
    ]);
    const archived: PositionView = expectStatus(
      await admin.post(`/api/admin/positions/${created.id}/archive`),
      200,
    );
    expect(archived.archived).toBe(true);
    expect(
      expectStatus(await admin.patch(`/api/admin/positions/${created.id}`, { name: "X" }), 404),
    ).toMatchObject({
      message: "Position not found.",
    });
    const list: PositionList = expectStatus(await admin.get("/api/admin/positions"), 200);
    expect(list.positions.find((position) => position.id === created.id)?.archived).toBe(true);
    const events = await harness.testApp.app.db
      .select()
      .from(positionEvents)
      .where(eq(positionEvents.positionId, created.id))
      .orderBy(asc(positionEvents.sequence));
    expect(events.map((event) => event.kind)).toEqual([
      "position_created",
      "position_edited",
      "position_archived",
    ]);
    expect(events[1]).toMatchObject({
      actorId: admin.user.id,
      before: { description: null },
      after: { description: "Ramp and line" },
    });
  });

  it("refuses what the schema or the program does not allow", async () => {
    expect(expectStatus(await admin.post("/api/admin/positions", { name: "" }), 400).code).toBe(
      "validation_error",
    );
    expect(
      expectStatus(await admin.post("/api/admin/positions", { name: "P", dueWithinDays: 0 }), 400).message,
    ).toContain("Due within must be 1-3650 days");
    const unknown = await admin.post("/api/admin/positions", {
      name: "P",
      requirements: [{ kind: "tab", id: program.items.Safety }],
    });
    expect(expectStatus(unknown, 400).message).toContain("No such tab in the training program");
  });

  it("makes items no position requires 'not required', dates the rest and counts them as overdue", async () => {
    const avionics = await createPosition({
      name: "Avionics shop",
      dueWithinDays: 30,
      requirements: [
        { kind: "section", id: program.sectionIds[1] },
        { kind: "item", id: program.items.Safety, dueWithinDays: 10 },
      ],
    });
    const tech = await signedInClient(harness.testApp, { fullName: "Tess Tech" });
    const before = await recordOf(tech.user.id);
    expect(before.progress.total).toBe(4);

    const held: MemberPositions = expectStatus(
      await admin.put(`/api/admin/users/${tech.user.id}/positions`, {
        positions: [{ positionId: avionics.id, joinedOn: "2026-05-01" }],
      }),
      200,
    );
    expect(held.positions).toEqual([
      { positionId: avionics.id, name: "Avionics shop", joinedOn: "2026-05-01" },
    ]);

    // 2026-06-01: Safety was due 2026-05-11 (overdue), the avionics items 2026-05-31 (overdue).
    const own: TrainingRecord = expectStatus(await tech.get("/api/checklists"), 200);
    expect(statusesOf(own)).toEqual({
      Safety: "overdue",
      "Human factors": "not_required",
      EWIS: "overdue",
      "Pitot-static": "overdue",
    });
    const safety = own.tabs[0]!.sections[0]!.items[0]!;
    expect(safety.dueOn).toBe("2026-05-11");
    expect(own.progress).toMatchObject({ current: 0, total: 3, percent: 0 });
    expect(own.progress.nextUp).toMatchObject({ name: "Safety", status: "overdue", dueOn: "2026-05-11" });
    expect(own.tabs[0]!.sections[0]).toMatchObject({ completedItems: 0, totalItems: 1 });

    const done = expectStatus(
      await tech.patch(`/api/checklists/items/${program.items.EWIS}`, { completed: true }),
      200,
    );
    expect(done.status).toBe("current");
    const dashboard = expectStatus(await tech.get("/api/dashboard/stats"), 200);
    expect(dashboard.trainingCompletion).toBe(33);
    expect(dashboard.trainingOverdue).toBe(2);
    expect(dashboard.trainingNextUp).toMatchObject({
      name: "Safety",
      status: "overdue",
      dueOn: "2026-05-11",
    });

    const team: TeamOverview = expectStatus(await admin.get("/api/team"), 200);
    const member = team.members.find((candidate) => candidate.id === tech.user.id)!;
    expect(member).toMatchObject({
      trainingCompletion: 33,
      overdueItems: 2,
      positions: [{ id: avionics.id, name: "Avionics shop" }],
    });

    const matrix: TeamMatrix = expectStatus(await admin.get(`/api/team/matrix?tabId=${program.tabId}`), 200);
    expect(matrix.members.find((candidate) => candidate.id === tech.user.id)!.statuses).toEqual([
      "overdue",
      "not_required",
      "current",
      "overdue",
    ]);

    // A join date moved later moves the due dates: nothing is overdue before them.
    expectStatus(
      await admin.put(`/api/admin/users/${tech.user.id}/positions`, {
        positions: [{ positionId: avionics.id, joinedOn: "2026-05-30" }],
      }),
      200,
    );
    expect(statusesOf(await recordOf(tech.user.id))).toMatchObject({
      Safety: "not_started",
      "Pitot-static": "not_started",
    });

    // Leaving every position: everything required again, no due dates.
    expectStatus(await admin.put(`/api/admin/users/${tech.user.id}/positions`, { positions: [] }), 200);
    expect(statusesOf(await recordOf(tech.user.id))).toEqual({
      Safety: "not_started",
      "Human factors": "not_started",
      EWIS: "current",
      "Pitot-static": "not_started",
    });
    const kinds = await harness.testApp.app.db
      .select({ kind: positionEvents.kind, before: positionEvents.before, after: positionEvents.after })
      .from(positionEvents)
      .where(eq(positionEvents.userId, tech.user.id))
      .orderBy(asc(positionEvents.sequence));
    expect(kinds).toEqual([
      { kind: "position_assigned", before: null, after: { joinedOn: "2026-05-01" } },
      {
        kind: "position_joined_on_changed",
        before: { joinedOn: "2026-05-01" },
        after: { joinedOn: "2026-05-30" },
      },
      { kind: "position_unassigned", before: { joinedOn: "2026-05-30" }, after: null },
    ]);
  });

  it("assigns several people at once; who holds it already is counted, not changed", async () => {
    const inspector = await createPosition({
      name: "Inspector",
      requirements: [{ kind: "tab", id: program.tabId }],
    });
    const first = await signedInClient(harness.testApp, { fullName: "First Person" });
    const second = await signedInClient(harness.testApp, { fullName: "Second Person" });
    const path = `/api/admin/positions/${inspector.id}/members`;
    expect(
      expectStatus(await admin.post(path, { userIds: [first.user.id], joinedOn: "2026-01-01" }), 200),
    ).toEqual({
      assigned: 1,
      alreadyHeld: 0,
    });
    expect(expectStatus(await admin.post(path, { userIds: [first.user.id, second.user.id] }), 200)).toEqual({
      assigned: 1,
      alreadyHeld: 1,
    });
    const firstHeld: MemberPositions = expectStatus(
      await admin.get(`/api/admin/users/${first.user.id}/positions`),
      200,
    );
    expect(firstHeld.positions[0]!.joinedOn).toBe("2026-01-01");
    const secondHeld: MemberPositions = expectStatus(
      await admin.get(`/api/admin/users/${second.user.id}/positions`),
      200,
    );
    expect(secondHeld.positions[0]!.joinedOn).toBe("2026-06-01");
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(expectStatus(await admin.post(path, { userIds: [missing] }), 400).message).toContain(
      "User not found.",
    );
    expect(
      expectStatus(
        await admin.post(`/api/admin/positions/${missing}/members`, { userIds: [first.user.id] }),
        404,
      ),
    );
  });

  it("marks an item not applicable to one person with a reason, and takes it back, each an event", async () => {
    const tech = await signedInClient(harness.testApp, { fullName: "Nora Napplicable" });
    const path = `/api/admin/checklists/users/${tech.user.id}/items/${program.items["Pitot-static"]}/not-applicable`;
    expect(expectStatus(await admin.put(path, { reason: "   " }), 400).code).toBe("validation_error");
    const marked: MemberPositions = expectStatus(
      await admin.put(path, { reason: "No pitot work at this base" }),
      200,
    );
    expect(marked.notApplicable).toMatchObject([
      { itemName: "Pitot-static", reason: "No pitot work at this base", markedByName: "Ada Admin" },
    ]);
    const record: TrainingRecord = expectStatus(await tech.get("/api/checklists"), 200);
    const item = record.tabs[0]!.sections[1]!.items[1]!;
    expect(item).toMatchObject({
      status: "not_applicable",
      notApplicableReason: "No pitot work at this base",
    });
    expect(record.progress.total).toBe(3);
    expectStatus(await admin.put(path, { reason: "No pitot work at this base" }), 200); // the same again: no event
    expect(expectStatus(await admin.delete(path), 200).notApplicable).toEqual([]);
    expectStatus(await admin.delete(path), 200); // nothing left to clear: no event
    expect(statusesOf(await recordOf(tech.user.id))["Pitot-static"]).toBe("not_started");
    const changes = expectStatus(await admin.get(`/api/admin/checklists/users/${tech.user.id}/events`), 200);
    expect(
      changes.events.map((event: { kind: string; itemName: string }) => [event.kind, event.itemName]),
    ).toEqual([
      ["not_applicable_marked", "Pitot-static"],
      ["not_applicable_cleared", "Pitot-static"],
    ]);
    const events = await harness.testApp.app.db
      .select({
        kind: positionEvents.kind,
        actorId: positionEvents.actorId,
        before: positionEvents.before,
        after: positionEvents.after,
      })
      .from(positionEvents)
      .where(eq(positionEvents.userId, tech.user.id))
      .orderBy(asc(positionEvents.sequence));
    expect(events).toEqual([
      {
        kind: "not_applicable_marked",
        actorId: admin.user.id,
        before: { notApplicable: false },
        after: { notApplicable: true, reason: "No pitot work at this base" },
      },
      {
        kind: "not_applicable_cleared",
        actorId: admin.user.id,
        before: { notApplicable: true, reason: "No pitot work at this base" },
        after: { notApplicable: false },
      },
    ]);
  });

  it("is for administrators only", async () => {
    const tech = await signedInClient(harness.testApp);
    expect((await tech.get("/api/admin/positions")).statusCode).toBe(403);
    expect((await tech.post("/api/admin/positions", { name: "Mine" })).statusCode).toBe(403);
    expect((await tech.put(`/api/admin/users/${tech.user.id}/positions`, { positions: [] })).statusCode).toBe(
      403,
    );
  });

  it("mails overdue initial training in the daily alert, and leaves out what is not required", async () => {
    const shop = await createPosition({
      name: "Paint shop",
      dueWithinDays: 14,
      requirements: [{ kind: "item", id: program.items["Human factors"] }],
    });
    const tech = await signedInClient(harness.testApp, { fullName: "Olive Overdue" });
    expectStatus(
      await admin.post(`/api/admin/positions/${shop.id}/members`, {
        userIds: [tech.user.id],
        joinedOn: "2026-05-01",
      }),
      200,
    );
    await runDailyAlerts(serviceContext(harness.testApp.app));
    const [mail] = await mailTo(harness.testApp.dataDir, tech.user.email);
    expect(mail!.subject).toBe("Hangar Log: 1 training item is overdue");
    expect(mail!.text).toContain("- Human factors: Overdue, due on 2026-05-15");
    expect(mail!.text).not.toContain("Safety");
  });

  it("is overdue from the day after its due date (the clock moves, nothing else)", async () => {
    const ramp = await createPosition({
      name: "Ramp",
      dueWithinDays: 5,
      requirements: [{ kind: "item", id: program.items.Safety }],
    });
    const tech = await signedInClient(harness.testApp, { fullName: "Tim Timely" });
    expectStatus(
      await admin.post(`/api/admin/positions/${ramp.id}/members`, { userIds: [tech.user.id] }),
      200,
    );
    expect(statusesOf(await recordOf(tech.user.id)).Safety).toBe("not_started");
    harness.clock.advance(5 * DAY); // 2026-06-06, the due date itself
    // Sessions end after 12 idle hours: each look signs an administrator in at the clock's time.
    const record = async () => {
      const now = await signedInClient(harness.testApp, { role: "admin" });
      return statusesOf(
        expectStatus(await now.get(`/api/admin/checklists/users/${tech.user.id}/record`), 200),
      );
    };
    expect((await record()).Safety).toBe("not_started");
    harness.clock.advance(DAY);
    expect((await record()).Safety).toBe("overdue");
  });
});
