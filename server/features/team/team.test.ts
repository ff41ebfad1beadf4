// GET /api/team on a fresh database: every member's numbers are their own dashboard's, the tiles
// average them, and only administrators may read it. The clock starts at 2026-06-01 12:00 UTC.

import type { AdminStructure } from "@domain/schemas/checklists";
import type { DashboardStats } from "@domain/schemas/dashboard";
import type { TeamEquipment, TeamMatrix, TeamOverview } from "@domain/schemas/team";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index";
import { type Harness, startHarness } from "../../test/app";
import { type Client, clientFor, expectStatus, signedInClient } from "../../test/client";
import { signIn } from "../../test/users";
import { createEmployment, createExperience, createForm } from "../../test/work-history";

let harness: Harness;
let admin: Client;
let tech: Client;
let rookie: Client;

const signInAgain = async (client: Client): Promise<Client> =>
  clientFor(harness.testApp, {
    user: client.user,
    cookie: await signIn(harness.testApp, { userId: client.user.id }),
  });
const team = async (): Promise<TeamOverview> => expectStatus(await admin.get("/api/team"), 200);
const memberOf = (overview: TeamOverview, client: Client) =>
  overview.members.find((member) => member.id === client.user.id)!;

beforeAll(async () => {
  harness = await startHarness();
  admin = await signedInClient(harness.testApp, { role: "admin", fullName: "Ada Admin" });
  tech = await signedInClient(harness.testApp, { fullName: "Tom Tech" });
  rookie = await signedInClient(harness.testApp, { fullName: "Rae Rookie" });
});
afterAll(async () => {
  await harness?.close();
});

describe("GET /api/team", () => {
  it("is for administrators only", async () => {
    expectStatus(await tech.get("/api/team"), 403);
  });

  it("lists every technician by name with zeros when nobody has a form or a program", async () => {
    const overview = await team();
    // Ada runs the center and keeps no record of her own: not one of the people it tracks (decision 0058).
    expect(overview.members.map((member) => member.fullName)).toEqual(["Rae Rookie", "Tom Tech"]);
    expect(memberOf(overview, rookie)).toMatchObject({
      role: "user",
      certCount: 0,
      experience: 0,
      trainingCompletion: 0,
      expiredItems: 0,
      expiringItems: 0,
      pendingSignOffs: 0,
    });
    expect(overview.summary).toEqual({
      members: 2,
      averageCertifications: 0,
      averageExperience: 0,
      averageTraining: 0,
    });
  });

  it("counts an administrator who keeps a record of their own, as the technician they also are", async () => {
    const working = await signedInClient(harness.testApp, { role: "admin", fullName: "Wes Working" });
    const names = async () => (await team()).members.map((member) => member.fullName);
    expect(await names()).not.toContain("Wes Working");
    const form = await createForm(working);
    await createEmployment(working, form.id, {
      companyName: "East MRO",
      startDate: "2020-01-01",
      endDate: "2021-01-01",
    });
    expect(await names()).toContain("Wes Working");
    expect(memberOf(await team(), working)).toMatchObject({ role: "admin", experience: 1 });
    await harness.testApp.app.db.delete(users).where(eq(users.id, working.user.id));
  });

  it("leaves out accounts that never verified their address, until they do", async () => {
    // Anyone can register any address; a stranger's registration is nobody the center trains.
    const email = "stranger.unverified@example.com";
    const registered = await harness.testApp.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { fullName: "Sly Stranger", email, password: "a long enough passphrase" },
    });
    expect(registered.statusCode).toBe(201);
    const names = async () => (await team()).members.map((member) => member.fullName);
    expect(await names()).not.toContain("Sly Stranger");
    const matrix = expectStatus(await admin.get("/api/team/equipment"), 200);
    expect(JSON.stringify(matrix)).not.toContain("Sly Stranger");
    await harness.testApp.app.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    expect(await names()).toContain("Sly Stranger");
    await harness.testApp.app.db.delete(users).where(eq(users.email, email));
  });

  it("gives each member the numbers of their own dashboard, and the tiles their averages", async () => {
    // Tom: two overlapping employers (2015-01-01..2017-01-01 and 2016-01-01..2018-07-01: 42 months),
    // one active and one expired certification.
    const form = await createForm(tech);
    await createEmployment(tech, form.id, {
      companyName: "North MRO",
      startDate: "2015-01-01",
      endDate: "2017-01-01",
    });
    await createEmployment(
      tech,
      form.id,
      { companyName: "South MRO", startDate: "2016-01-01", endDate: "2018-07-01" },
      2,
    );
    expectStatus(
      await tech.patch(`/api/forms/${form.id}`, {
        certifications: [
          { name: "A&P", number: "1234", expiresOn: null },
          { name: "Hazmat", number: null, expiresOn: "2025-01-31" },
        ],
      }),
      200,
    );

    // A program of three items: Tom has one current, one expired (done 2024-01-15, every 12 months)
    // and one awaiting sign-off.
    let structure = expectStatus<AdminStructure>(
      await admin.post("/api/admin/checklists/tabs", { name: "Initial" }),
      200,
    );
    structure = expectStatus(
      await admin.post("/api/admin/checklists/sections", { tabId: structure.tabs[0]!.id, name: "Safety" }),
      200,
    );
    const sectionId = structure.tabs[0]!.sections[0]!.id;
    const item = async (body: object) => {
      const next = expectStatus<AdminStructure>(
        await admin.post("/api/admin/checklists/items", { sectionId, ...body }),
        200,
      );
      return next.tabs[0]!.sections[0]!.items.at(-1)!.id;
    };
    const safety = await item({ name: "Shop safety" });
    const hazmat = await item({ name: "Hazmat", recurrenceMonths: 12 });
    const runUp = await item({ name: "Engine run-up", requiresSignOff: true });
    expectStatus(await tech.patch(`/api/checklists/items/${safety}`, { completed: true }), 200);
    expectStatus(
      await tech.patch(`/api/checklists/items/${hazmat}`, { completed: true, completedOn: "2024-01-15" }),
      200,
    );
    expectStatus(await tech.patch(`/api/checklists/items/${runUp}`, { completed: true }), 200);

    const overview = await team();
    const stats = expectStatus<DashboardStats>(await tech.get("/api/dashboard/stats"), 200);
    expect(memberOf(overview, tech)).toMatchObject({
      certCount: stats.activeCertifications,
      experience: stats.experienceYears,
      trainingCompletion: stats.trainingCompletion,
      expiredItems: 1,
      expiringItems: 0,
      pendingSignOffs: 1,
    });
    expect([stats.activeCertifications, stats.experienceYears, stats.trainingCompletion]).toEqual([
      1, 3.5, 33,
    ]);
    // (1 + 0) / 2 certifications, (3.5 + 0) / 2 years, (33 + 0) / 2 percent, one decimal.
    expect(overview.summary).toEqual({
      members: 2,
      averageCertifications: 0.5,
      averageExperience: 1.8,
      averageTraining: 16.5,
    });
  });

  it("reads the same day for every member: an item turns expiring as the clock moves", async () => {
    // Human factors done today, every 2 months: valid to 2026-08-01, expiring from 30 days before.
    const structure = expectStatus<AdminStructure>(await admin.get("/api/admin/checklists"), 200);
    const sectionId = structure.tabs[0]!.sections[0]!.id;
    const next = expectStatus<AdminStructure>(
      await admin.post("/api/admin/checklists/items", {
        sectionId,
        name: "Human factors",
        recurrenceMonths: 2,
      }),
      200,
    );
    const itemId = next.tabs[0]!.sections[0]!.items.at(-1)!.id;
    expectStatus(await rookie.patch(`/api/checklists/items/${itemId}`, { completed: true }), 200);
    expect(memberOf(await team(), rookie)).toMatchObject({ trainingCompletion: 25, expiringItems: 0 });
    harness.clock.advance(32 * 24 * 60 * 60 * 1000);
    // A month later everyone signs in again.
    [admin, tech, rookie] = (await Promise.all([admin, tech, rookie].map(signInAgain))) as [
      Client,
      Client,
      Client,
    ];
    expect(memberOf(await team(), rookie)).toMatchObject({ trainingCompletion: 25, expiringItems: 1 });
  });
});

describe("GET /api/team/matrix", () => {
  it("gives every member's status of each item of the first tab, in order, and 404 for an unknown tab", async () => {
    const matrix = expectStatus<TeamMatrix>(await admin.get("/api/team/matrix"), 200);
    expect(matrix.tabs.map((tab) => tab.name)).toEqual(["Initial"]);
    const items = matrix.tab!.sections.flatMap((section) => section.items.map((item) => item.name));
    expect(items).toEqual(["Shop safety", "Hazmat", "Engine run-up", "Human factors"]);
    const tom = matrix.members.find((member) => member.id === tech.user.id)!;
    // The clock has moved a month on: Tom's hazmat expired long ago, his run-up awaits sign-off.
    expect(tom.statuses).toEqual(["current", "expired", "pending_sign_off", "not_started"]);
    const rae = matrix.members.find((member) => member.id === rookie.user.id)!;
    expect(rae.statuses).toEqual(["not_started", "not_started", "not_started", "expiring"]);
    expect(matrix.members.map((member) => member.id)).not.toContain(admin.user.id);

    const same = expectStatus<TeamMatrix>(
      await admin.get(`/api/team/matrix?tabId=${matrix.tabs[0]!.id}`),
      200,
    );
    expect(same.members).toEqual(matrix.members);
    expectStatus(await admin.get("/api/team/matrix?tabId=00000000-0000-4000-8000-000000000000"), 404);
    expectStatus(await admin.get("/api/team/matrix?tabId=nope"), 400);
  });
});

describe("GET /api/team/equipment", () => {
  it("gives each member's months on every make and model, merged as their discipline totals are", async () => {
    const forms = expectStatus<{ id: string; isActive: boolean }[]>(await tech.get("/api/forms"), 200);
    const formId = forms.find((form) => form.isActive)!.id;
    const employer = await createEmployment(
      tech,
      formId,
      { companyName: "West MRO", startDate: "2019-01-01", endDate: "2021-01-01" },
      3,
    );
    // Two entries of the same aircraft, written differently: one from the employer (24 months), one
    // manual (1 year): 36 months; an engine with no duration counts 0.
    await createExperience(tech, "airframe", formId, {
      aircraftMake: "Boeing",
      aircraftModel: "737",
      selectedEmploymentIds: [employer.id],
    });
    await createExperience(
      tech,
      "airframe",
      formId,
      { aircraftMake: " boeing ", aircraftModel: "737", useManualDuration: true, manualYears: 1 },
      2,
    );
    await createExperience(tech, "powerplant", formId, { powerplantMake: "CFM", powerplantModel: "56-7B" });
    const rookieForm = await createForm(rookie);
    await createExperience(rookie, "airframe", rookieForm.id, {
      aircraftMake: "Boeing",
      aircraftModel: "737",
      useManualDuration: true,
      manualYears: 2,
      manualMonths: 3,
    });

    const equipment = expectStatus<TeamEquipment>(await admin.get("/api/team/equipment"), 200);
    expect(equipment.equipment.map(({ discipline, label, members }) => [discipline, label, members])).toEqual(
      [
        ["airframe", "Boeing 737", 2],
        ["powerplant", "CFM 56-7B", 1],
      ],
    );
    const months = (client: Client) =>
      equipment.members.find((member) => member.id === client.user.id)!.months;
    expect(months(tech)).toEqual([36, 0]);
    expect(months(rookie)).toEqual([27, 0]);
    expect(equipment.members.map((member) => member.id)).not.toContain(admin.user.id);
    // The same total as Tom's own airframe card.
    const summary = expectStatus(await tech.get("/api/experience-summary"), 200);
    expect(summary.airframeTotalMonths).toBe(36);
  });
});
