// What the logbook feeds (docs/product.md §22.4): the technician's own summary, an administrator's
// team and member summaries, and who may read which. The harness clock starts 2026-06-01 12:00 UTC.

import { ATA_CHAPTERS } from "@domain/logbook";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../test/app";
import { type Client, clientFor, expectStatus, signedInClient } from "../../test/client";
import { countersignByLink, createLogbookEntry } from "../../test/logbook";

let harness: Harness;
let tech: Client;
let other: Client;
let admin: Client;

beforeAll(async () => {
  harness = await startHarness();
  tech = await signedInClient(harness.testApp, { fullName: "Tess Tech" });
  other = await signedInClient(harness.testApp, { fullName: "Otto Other" });
  admin = await signedInClient(harness.testApp, { role: "admin" });
  const gear = await createLogbookEntry(tech, { ataChapter: "32", minutes: 90 });
  const hydraulics = await createLogbookEntry(tech, { ataChapter: "29", minutes: 30, activityKind: "test" });
  const refused = await createLogbookEntry(tech, {
    ataChapter: "71",
    aircraftMake: "Piper",
    aircraftModel: "PA-28",
  });
  await createLogbookEntry(tech, { ataChapter: "32", minutes: 45, activityKind: "inspection" });
  await countersignByLink(harness.testApp, tech, [
    { entryId: gear.id, decision: "countersigned" },
    { entryId: hydraulics.id, decision: "countersigned" },
    { entryId: refused.id, decision: "declined" },
  ]);
  await createLogbookEntry(other, { ataChapter: "24" });
  // A countersigned task corrected: the correction (a draft) counts, the old entry no more.
  expectStatus(
    await tech.post(`/api/logbook/entries/${hydraulics.id}/corrections`, {
      performedOn: "2026-05-21",
      aircraftMake: "Cessna",
      aircraftModel: "172S",
      ataChapter: "29",
      task: "Hydraulic pump test, corrected",
      activityKind: "test",
      minutes: 40,
    }),
    201,
  );
});
afterAll(async () => {
  await harness?.close();
});

describe("logbook summaries", () => {
  it("answers the technician's own tasks and hours per chapter, aircraft and kind", async () => {
    const summary = expectStatus(await tech.get("/api/logbook/summary"), 200);
    expect(summary.totals).toEqual({
      tasks: 4,
      minutes: 90 + 90 + 45 + 40,
      countersignedTasks: 1,
      countersignedMinutes: 90,
    });
    expect(
      summary.byChapter.map((r: { key: string; tasks: number; countersignedTasks: number }) => [
        r.key,
        r.tasks,
        r.countersignedTasks,
      ]),
    ).toEqual([
      ["29", 1, 0],
      ["32", 2, 1],
      ["71", 1, 0],
    ]);
    expect(summary.byChapter[1].label).toBe("ATA 32 Landing gear");
    expect(summary.byAircraft.map((r: { label: string; tasks: number }) => [r.label, r.tasks])).toEqual([
      ["Cessna 172S", 3],
      ["Piper PA-28", 1],
    ]);
    expect(summary.byActivityKind.find((r: { key: string }) => r.key === "test")).toMatchObject({
      label: "Test",
      tasks: 1,
      minutes: 40,
    });
    expect(summary.chaptersWithoutCountersignedTask).toHaveLength(ATA_CHAPTERS.length - 1);
    expect(summary.chaptersWithoutCountersignedTask).toContainEqual({
      chapter: "29",
      label: "ATA 29 Hydraulic power",
    });
  });

  it("gives each technician only their own", async () => {
    const summary = expectStatus(await other.get("/api/logbook/summary"), 200);
    expect(summary.totals.tasks).toBe(1);
    expect(summary.byChapter.map((r: { key: string }) => r.key)).toEqual(["24"]);
  });

  it("refuses another's summary to a technician, and answers it to an administrator", async () => {
    expectStatus(await other.get(`/api/admin/users/${tech.user.id}/logbook/summary`), 403);
    expectStatus(await other.get("/api/admin/logbook/summary"), 403);
    const anonymous = clientFor(harness.testApp, { user: tech.user, cookie: null });
    expectStatus(await anonymous.get("/api/logbook/summary"), 401);
    expectStatus(await anonymous.get("/api/admin/logbook/summary"), 401);

    const member = expectStatus(await admin.get(`/api/admin/users/${tech.user.id}/logbook/summary`), 200);
    expect(member).toEqual(expectStatus(await tech.get("/api/logbook/summary"), 200));
    const empty = expectStatus(await admin.get(`/api/admin/users/${admin.user.id}/logbook/summary`), 200);
    expect(empty.totals.tasks).toBe(0);
  });

  it("answers 404 for an unknown member and 400 for an id that is not one", async () => {
    expectStatus(
      await admin.get("/api/admin/users/00000000-0000-4000-8000-000000000000/logbook/summary"),
      404,
    );
    expectStatus(await admin.get("/api/admin/users/not-an-id/logbook/summary"), 400);
  });

  it("sums the team's logbooks with each member's figures from the same function", async () => {
    const team = expectStatus(await admin.get("/api/admin/logbook/summary"), 200);
    expect(team.totals).toMatchObject({ tasks: 5, countersignedTasks: 1 });
    expect(team.byChapter.map((r: { key: string }) => r.key)).toEqual(["24", "29", "32", "71"]);
    expect(team.members).toEqual([
      {
        userId: other.user.id,
        fullName: "Otto Other",
        tasks: 1,
        minutes: 90,
        countersignedTasks: 0,
        countersignedMinutes: 0,
        chaptersCovered: 0,
      },
      {
        userId: tech.user.id,
        fullName: "Tess Tech",
        tasks: 4,
        minutes: 265,
        countersignedTasks: 1,
        countersignedMinutes: 90,
        chaptersCovered: 1,
      },
    ]);
    expect(team.chaptersWithoutCountersignedTask.map((c: { chapter: string }) => c.chapter)).not.toContain(
      "32",
    );
  });

  it("groups the team's entries in the database into the figures each member's own summary gives", async () => {
    type Row = { key: string; label: string; tasks: number; minutes: number; countersignedTasks: number };
    const team = expectStatus(await admin.get("/api/admin/logbook/summary"), 200);
    const members = await Promise.all(
      [tech, other].map(async (client) =>
        expectStatus(await admin.get(`/api/admin/users/${client.user.id}/logbook/summary`), 200),
      ),
    );
    // Every row of the team's tables is the sum of the members' rows of that key (entries, one function).
    for (const table of ["byChapter", "byAircraft", "byActivityKind"] as const) {
      const sums = new Map<string, Omit<Row, "label">>();
      for (const member of members)
        for (const row of member[table] as Row[]) {
          const key = row.key.toLocaleLowerCase("en");
          const sum = sums.get(key) ?? { key, tasks: 0, minutes: 0, countersignedTasks: 0 };
          sum.tasks += row.tasks;
          sum.minutes += row.minutes;
          sum.countersignedTasks += row.countersignedTasks;
          sums.set(key, sum);
        }
      const teamRows = (team[table] as Row[]).map((row) => ({
        key: row.key.toLocaleLowerCase("en"),
        tasks: row.tasks,
        minutes: row.minutes,
        countersignedTasks: row.countersignedTasks,
      }));
      expect(teamRows).toEqual(expect.arrayContaining([...sums.values()]));
      expect(teamRows).toHaveLength(sums.size);
    }
    for (const [index, client] of [tech, other].entries()) {
      const figures = team.members.find((member: { userId: string }) => member.userId === client.user.id);
      expect(figures).toMatchObject(members[index].totals);
    }
  });
});
