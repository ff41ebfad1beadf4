// The team screens answer from memory while nothing they show has changed: every change of a member,
// their work history or the training program is in the very next answer, and changes they do not
// show (a sign-in, a password) leave the kept answer in place. docs/performance.md (Team overview)

import type { AdminStructure } from "@domain/schemas/checklists";
import type { TeamEquipment, TeamMatrix, TeamOverview } from "@domain/schemas/team";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { signIn } from "../../test/users";
import { createEmployment, createExperience, createForm } from "../../test/work-history";
import { LEDGER_COMPACTION_ROWS, readTeamDataVersions } from "./team-data-version";

let harness: Harness;
let admin: Client;
let tech: Client;

const db = () => harness.testApp.database.db;
const rowsOf = async <T>(query: SQL): Promise<T[]> =>
  ((await db().execute(query)) as unknown as { rows: T[] }).rows;
const team = async (): Promise<TeamOverview> => expectStatus(await admin.get("/api/team"), 200);
const tom = async () => (await team()).members.find((member) => member.id === tech.user.id);

beforeAll(async () => {
  harness = await startHarness();
  admin = await signedInClient(harness.testApp, { role: "admin", fullName: "Ada Admin" });
  tech = await signedInClient(harness.testApp, { fullName: "Tom Tech" });
});
afterAll(async () => {
  await harness?.close();
});

describe("the kept team answer", () => {
  it("is the same answer again while nothing changes", async () => {
    const first = await team();
    const version = await readTeamDataVersions(db());
    expect(await team()).toEqual(first);
    expect(await readTeamDataVersions(db())).toEqual(version);
  });

  it("shows a member's new name, their work history and their training in the next answer", async () => {
    await team();
    expectStatus(
      await admin.patch(`/api/admin/users/${tech.user.id}`, {
        fullName: "Tomas Tech",
        email: tech.user.email,
        role: "user",
      }),
      200,
    );
    expect((await tom())?.fullName).toBe("Tomas Tech");

    const form = await createForm(tech);
    expect((await tom())?.experience).toBe(0);
    await createEmployment(tech, form.id, {
      companyName: "North MRO",
      startDate: "2014-06-01",
      endDate: "2016-06-01",
    });
    expect((await tom())?.experience).toBe(2);

    const structure = expectStatus<AdminStructure>(
      await admin.post("/api/admin/checklists/tabs", { name: "Initial" }),
      200,
    );
    const tabId = structure.tabs[0]!.id;
    const withSection = expectStatus<AdminStructure>(
      await admin.post("/api/admin/checklists/sections", { tabId, name: "Safety" }),
      200,
    );
    const sectionId = withSection.tabs[0]!.sections[0]!.id;
    const withItems = expectStatus<AdminStructure>(
      await admin.post("/api/admin/checklists/items", { sectionId, name: "Shop safety" }),
      200,
    );
    expectStatus(await admin.post("/api/admin/checklists/items", { sectionId, name: "Hazmat" }), 200);
    const itemId = withItems.tabs[0]!.sections[0]!.items[0]!.id;
    expect((await tom())?.trainingCompletion).toBe(0);
    expectStatus(await tech.patch(`/api/checklists/items/${itemId}`, { completed: true }), 200);
    expect((await tom())?.trainingCompletion).toBe(50);

    // The matrix and the equipment view are kept the same way.
    const matrix = async () =>
      expectStatus<TeamMatrix>(await admin.get(`/api/team/matrix?tabId=${tabId}`), 200).members.find(
        (member) => member.id === tech.user.id,
      )?.statuses;
    expect(await matrix()).toEqual(["current", "not_started"]);
    expectStatus(await tech.patch(`/api/checklists/items/${itemId}`, { completed: false }), 200);
    expect(await matrix()).toEqual(["not_started", "not_started"]);

    const equipment = async () => expectStatus<TeamEquipment>(await admin.get("/api/team/equipment"), 200);
    expect((await equipment()).equipment).toEqual([]);
    await createExperience(tech, "airframe", form.id, { aircraftMake: "Boeing", aircraftModel: "737" });
    expect((await equipment()).equipment.map((column) => column.label)).toEqual(["Boeing 737"]);
  });

  it("drops a deleted member from the next answer", async () => {
    const leaver = await signedInClient(harness.testApp, { fullName: "Lee Leaver" });
    expect((await team()).members.some((member) => member.id === leaver.user.id)).toBe(true);
    expectStatus(await admin.delete(`/api/admin/users/${leaver.user.id}`), 204);
    expect((await team()).members.some((member) => member.id === leaver.user.id)).toBe(false);
  });

  it("is kept across changes the team screens do not show", async () => {
    await team();
    const version = await readTeamDataVersions(db());
    await signIn(harness.testApp, { userId: tech.user.id });
    await db().execute(sql`update users set password = password, verified_at = verified_at`);
    expect(await readTeamDataVersions(db())).toEqual(version);
  });

  it("moves only the version of the area a change touched", async () => {
    const before = await readTeamDataVersions(db());
    const [item] = await rowsOf<{ id: string }>(
      sql`select id from checklist_items where archived_at is null limit 1`,
    );
    expectStatus(await tech.patch(`/api/checklists/items/${item!.id}`, { completed: true }), 200);
    const after = await readTeamDataVersions(db());
    expect(after.members).toBe(before.members);
    expect(after.work_history).toBe(before.work_history);
    expect(BigInt(after.training)).toBeGreaterThan(BigInt(before.training));
  });

  it("keeps every area's version when the change ledger is folded", async () => {
    const before = await readTeamDataVersions(db());
    const added = LEDGER_COMPACTION_ROWS + 5;
    await db().execute(
      sql`insert into team_data_changes (area) select 'members' from generate_series(1, ${added})`,
    );
    // This reading sees the new rows, then folds them: one row per area is left.
    const raised = await readTeamDataVersions(db());
    expect(BigInt(raised.members)).toBe(BigInt(before.members) + BigInt(added));
    expect(raised.training).toBe(before.training);
    const [count] = await rowsOf<{ rows: number }>(sql`select count(*)::int as rows from team_data_changes`);
    expect(count?.rows).toBe(3);
    expect(await readTeamDataVersions(db())).toEqual(raised);
  });
});
