import type { DashboardStats } from "@domain/schemas/dashboard";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import {
  checklistItems,
  checklistSections,
  checklistTabs,
  userChecklistCompletions,
  workHistoryForms,
} from "../../db/schema/index";
import { type Harness, START, startHarness } from "../../test/app";
import { clearProgram } from "../../test/checklists";
import { type Client, clientFor, expectStatus, signedInClient } from "../../test/client";
import { signIn } from "../../test/users";
import { createEmployment, createForm } from "../../test/work-history";

// The clock starts at 2026-06-01 (START of server/test/app.ts) and the training program is empty before
// every test; a test that needs training seeds it. Every expectation below is worked out by hand.

const stats = async (client: Client): Promise<DashboardStats> =>
  expectStatus(await client.get("/api/dashboard/stats"), 200);

/** A form in a later state of its life cycle: created as a draft, as the API allows, then moved on. */
async function createFormWithStatus(
  db: Database,
  client: Client,
  status: "submitted" | "completed" | "failed",
  /** Filled in while still a draft: a submitted or completed form is read-only to its owner. */
  fill: (formId: string) => Promise<unknown> = async () => {},
): Promise<{ id: string }> {
  const form = await createForm(client);
  await fill(form.id);
  await db.update(workHistoryForms).set({ status }).where(eq(workHistoryForms.id, form.id));
  return form;
}

async function setCertifications(db: Database, formId: string, certifications: unknown): Promise<void> {
  await db.update(workHistoryForms).set({ certifications }).where(eq(workHistoryForms.id, formId));
}

/** One tab, two sections, `count` items; returns the item ids. */
async function seedChecklist(db: Database, count: number): Promise<string[]> {
  const [tab] = await db.insert(checklistTabs).values({ name: "Line Maintenance" }).returning();
  const sections = await db
    .insert(checklistSections)
    .values([
      { tabId: tab!.id, name: "Safety", order: 1 },
      { tabId: tab!.id, name: "Tooling", order: 2 },
    ])
    .returning();
  const items = await db
    .insert(checklistItems)
    .values(
      Array.from({ length: count }, (_, i) => ({
        sectionId: sections[i % 2]!.id,
        name: `Item ${i + 1}`,
        order: i,
      })),
    )
    .returning();
  return items.map((item) => item.id);
}

async function complete(db: Database, userId: string, itemIds: string[], completed = true): Promise<void> {
  await db
    .insert(userChecklistCompletions)
    .values(
      itemIds.map((itemId) => ({ userId, itemId, completed, completedAt: completed ? new Date() : null })),
    );
}

describe("GET /api/dashboard/stats", () => {
  let harness: Harness;
  let db: Database;
  let sam: Client;
  let other: Client;

  /** Eight items; Sam completed items 1-3 and started item 4, the other user completed all eight. */
  async function seedTraining(): Promise<string[]> {
    const itemIds = await seedChecklist(db, 8);
    await complete(db, sam.user.id, itemIds.slice(0, 3));
    await complete(db, sam.user.id, itemIds.slice(3, 4), false); // started, not completed
    await complete(db, other.user.id, itemIds);
    return itemIds;
  }

  beforeAll(async () => {
    harness = await startHarness();
    db = harness.testApp.app.db;
    sam = await signedInClient(harness.testApp, { fullName: "Sam Rivera" });
    other = await signedInClient(harness.testApp, { fullName: "Olive Other" });

    // Sam's first form is the active one: a current job since 2024-03-01 and three past employers,
    // two of them overlapping.
    const active = await createForm(sam);
    expect(active.isActive).toBe(true);
    expectStatus(await sam.patch(`/api/forms/${active.id}`, { dateOfHire: "2024-03-01" }), 200);
    await createEmployment(sam, active.id, { startDate: "2015-01-01", endDate: "2017-01-01" }, 1);
    await createEmployment(sam, active.id, { startDate: "2016-01-01", endDate: "2018-07-01" }, 2);
    await createEmployment(sam, active.id, { startDate: "2020-01-01", endDate: "2021-01-01" }, 3);
    await setCertifications(db, active.id, [
      { name: "A&P", number: "1234567", issuedOn: "2014", expiresOn: null }, // no expiry: active
      { name: "Inspection Authorization", expiresOn: "2026-03-31" }, // expired
      { name: "Run-up", expiresOn: "2026-05-31" }, // expired yesterday
      { name: "FCC GROL", expiresOn: "2026-06" }, // partial: valid to 2026-06-30
      { name: "Boeing 737 type course", expiresOn: "2027-01-15" }, // active
      "not a certification", // junk from an extraction: not counted
    ]);

    // Sam's other forms are not active: their employers and certifications do not count, their
    // statuses do.
    const submitted = await createFormWithStatus(db, sam, "submitted", (formId) =>
      createEmployment(sam, formId, { startDate: "2000-01-01", endDate: "2010-01-01" }),
    );
    await setCertifications(db, submitted.id, [{ name: "Old", expiresOn: null }]);
    await createFormWithStatus(db, sam, "completed");
    await createFormWithStatus(db, sam, "failed");

    // Someone else with lots of everything.
    const theirs = await createFormWithStatus(db, other, "completed", (formId) =>
      createEmployment(other, formId, { startDate: "2001-01-01", endDate: "2021-01-01" }),
    );
    await setCertifications(db, theirs.id, [{ name: "A&P" }, { name: "IA" }, { name: "GROL" }]);
  });
  beforeEach(async () => {
    harness.clock.set(START);
    await clearProgram(harness.testApp);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("answers 401 when signed out", async () => {
    const signedOut = clientFor(harness.testApp, { user: sam.user, cookie: null });
    const response = await signedOut.get("/api/dashboard/stats");
    expect(response.statusCode).toBe(401);
  });

  it("is all zeros and '0 months' for a user with nothing yet", async () => {
    const newcomer = await signedInClient(harness.testApp);
    expect(await stats(newcomer)).toEqual({
      totalCertifications: 0,
      activeCertifications: 0,
      experienceYears: 0,
      experienceText: "0 months",
      trainingCompletion: 0,
      trainingNextUp: null,
      trainingOverdue: 0,
      formsCompleted: 0,
      totalForms: 0,
    });
  });

  it("counts training as 0 while no checklist items exist", async () => {
    expect((await stats(sam)).trainingCompletion).toBe(0);
  });

  it("computes the caller's stats from the active form, their forms and their completions", async () => {
    const itemIds = await seedTraining();

    expect(await stats(sam)).toEqual({
      // 5 objects; A&P (no expiry), FCC GROL (to 2026-06-30) and the 737 course are still valid.
      totalCertifications: 5,
      activeCertifications: 3,
      // 2015-01-01..2018-07-01 merged (42) + 2020 (12) + 2024-03-01..2026-06-01 (27) = 81 months.
      experienceYears: 6.8,
      experienceText: "6 years 9 months",
      // 3 of 8 = 37.5 %, rounded down.
      trainingCompletion: 37,
      // Checklist order: Safety holds items 1, 3, 5, 7; 1 and 3 are done, so item 5 is next.
      trainingNextUp: { itemId: itemIds[4], name: "Item 5", status: "not_started" },
      trainingOverdue: 0,
      // Only the approved (completed) one, of draft, submitted, completed and failed.
      formsCompleted: 1,
      totalForms: 4,
    });
  });

  it("never includes another user's data", async () => {
    await seedTraining();
    expect(await stats(other)).toEqual({
      totalCertifications: 3,
      activeCertifications: 3,
      experienceYears: 20,
      experienceText: "20 years",
      trainingCompletion: 100,
      trainingNextUp: null,
      trainingOverdue: 0,
      formsCompleted: 1,
      totalForms: 1,
    });
  });

  it("lets the current job grow and certifications lapse as time passes", async () => {
    harness.clock.set(new Date("2026-09-15T08:00:00Z"));
    // Months later the old sessions have expired: sign in again.
    const samLater = clientFor(harness.testApp, {
      user: sam.user,
      cookie: await signIn(harness.testApp, { userId: sam.user.id }),
    });
    const later = await stats(samLater);
    // The current job now runs 2024-03-01..2026-09-15: 30 months, 84 in all.
    expect(later.experienceYears).toBe(7);
    expect(later.experienceText).toBe("7 years");
    // FCC GROL lapsed at the end of June.
    expect(later.activeCertifications).toBe(2);
    expect(later.totalCertifications).toBe(5);
  });

  it("drops completions of items that were removed with their checklist", async () => {
    await seedTraining();
    expect((await stats(other)).trainingCompletion).toBe(100);
    await db.delete(checklistTabs);
    const after = await stats(other);
    expect(after.trainingCompletion).toBe(0);
  });
});
