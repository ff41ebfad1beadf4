// The IA activity log (docs/product.md §19.3): the owner adds, lists, replaces and deletes their own
// activities; nobody else reads or changes them. The harness clock starts 2026-06-01 12:00 UTC.

import { MAX_IA_ACTIVITIES } from "@domain/schemas/ia-activities";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { iaActivities } from "../../db/schema/index";
import { type Harness, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { TOO_MANY_IA_ACTIVITIES } from "./ia-activities.service";

let harness: Harness;
let owner: Client;
let intruder: Client;

beforeAll(async () => {
  harness = await startHarness();
});
// Each test has an owner and an intruder of its own: a list is the owner's activities of this test.
beforeEach(async () => {
  owner = await signedInClient(harness.testApp);
  intruder = await signedInClient(harness.testApp);
});
afterAll(async () => {
  await harness?.close();
});

const annual = {
  performedOn: "2026-04-15",
  kind: "annual_inspection",
  aircraftMake: "Cessna",
  aircraftModel: "172S",
  aircraftRegistration: " n12345 ",
  notes: "Logbook entry made",
};

describe("IA activity log", () => {
  it("adds, lists newest first, replaces and deletes the owner's activities", async () => {
    const created = expectStatus(await owner.post("/api/me/ia-activities", annual), 201);
    expect(created).toMatchObject({
      performedOn: "2026-04-15",
      kind: "annual_inspection",
      hours: null,
      aircraftRegistration: "N12345",
    });
    const course = expectStatus(
      await owner.post("/api/me/ia-activities", {
        performedOn: "2026-05-02",
        kind: "refresher_course",
        hours: 8.5,
      }),
      201,
    );
    expect(course).toMatchObject({ hours: 8.5, aircraftMake: null, notes: null });

    const listed = expectStatus(await owner.get("/api/me/ia-activities"), 200);
    expect(listed.map((activity: { id: string }) => activity.id)).toEqual([course.id, created.id]);

    const replaced = expectStatus(
      await owner.put(`/api/me/ia-activities/${created.id}`, {
        ...annual,
        kind: "progressive_inspection",
        hours: 3,
      }),
      200,
    );
    // Hours belong to refresher courses only.
    expect(replaced).toMatchObject({ id: created.id, kind: "progressive_inspection", hours: null });

    expectStatus(await owner.delete(`/api/me/ia-activities/${created.id}`), 204);
    expectStatus(await owner.delete(`/api/me/ia-activities/${created.id}`), 404);
    expect(expectStatus(await owner.get("/api/me/ia-activities"), 200)).toHaveLength(1);
  });

  it("refuses a refresher course without hours, a date after today and an unknown kind", async () => {
    const noHours = expectStatus(
      await owner.post("/api/me/ia-activities", { performedOn: "2026-05-02", kind: "refresher_course" }),
      400,
    );
    expect(noHours.issues).toContainEqual({
      path: "body.hours",
      message: "Enter the hours of instruction of the course",
    });
    const ahead = expectStatus(
      await owner.post("/api/me/ia-activities", { ...annual, performedOn: "2026-06-03" }),
      400,
    );
    expect(ahead.issues).toContainEqual({ path: "body.performedOn", message: "Must not be after today" });
    expectStatus(await owner.post("/api/me/ia-activities", { ...annual, kind: "ramp_check" }), 400);
    expectStatus(
      await owner.post("/api/me/ia-activities", { ...annual, hours: 8.25, kind: "refresher_course" }),
      400,
    );
  });

  it("never shows or changes one user's activities to another", async () => {
    const mine = expectStatus(await owner.post("/api/me/ia-activities", annual), 201);
    expect(expectStatus(await intruder.get("/api/me/ia-activities"), 200)).toEqual([]);
    const put = await intruder.put(`/api/me/ia-activities/${mine.id}`, { ...annual, notes: "changed" });
    expect(expectStatus(put, 404)).toMatchObject({ message: "IA activity not found" });
    expectStatus(await intruder.delete(`/api/me/ia-activities/${mine.id}`), 404);
    const stillMine = expectStatus(await owner.get("/api/me/ia-activities"), 200);
    expect(stillMine).toContainEqual(expect.objectContaining({ id: mine.id, notes: "Logbook entry made" }));
  });

  it("holds at most 2000 activities per user", async () => {
    const busy = await signedInClient(harness.testApp);
    await harness.testApp.app.db.insert(iaActivities).values(
      Array.from({ length: MAX_IA_ACTIVITIES - 1 }, () => ({
        userId: busy.user.id,
        performedOn: "2020-01-01",
        kind: "annual_inspection" as const,
      })),
    );
    expectStatus(await busy.post("/api/me/ia-activities", annual), 201);
    const refused = expectStatus(await busy.post("/api/me/ia-activities", annual), 409);
    expect(refused.message).toBe(TOO_MANY_IA_ACTIVITIES);
    // Others are not affected.
    expectStatus(await owner.post("/api/me/ia-activities", annual), 201);
  });

  it("needs a session", async () => {
    const response = await harness.testApp.app.inject({ method: "GET", url: "/api/me/ia-activities" });
    expect(response.statusCode).toBe(401);
  });
});
