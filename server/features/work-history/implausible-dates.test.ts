// Dates stored before the form's date rule (docs/decisions/0031-implausible-stored-dates.md): a period with such a date counts for
// nothing, so the summary and the dashboard never show '2025 years'.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employmentEntries, workHistoryForms } from "../../db/schema/index";
import { type Harness, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { createEmployment, createExperience, createForm } from "../../test/work-history";

let harness: Harness;
let client: Client;

beforeAll(async () => {
  harness = await startHarness(); // today: 2026-06-01
  client = await signedInClient(harness.testApp);
  const form = await createForm(client);
  const good = await createEmployment(client, form.id, { startDate: "2020-06-01", endDate: "2022-06-01" }, 1);
  const early = await createEmployment(
    client,
    form.id,
    { startDate: "2010-01-01", endDate: "2012-01-01" },
    2,
  );
  const ahead = await createEmployment(
    client,
    form.id,
    { startDate: "2023-01-01", endDate: "2023-06-01" },
    3,
  );
  await createExperience(
    client,
    "airframe",
    form.id,
    { selectedEmploymentIds: [good.id, early.id, ahead.id], includeCurrentEmployment: true },
    1,
  );
  // What the database may still hold from before the rule: written past the API's checks.
  const { db } = harness.testApp.app;
  await db.update(workHistoryForms).set({ dateOfHire: "0001-01-01" }).where(eq(workHistoryForms.id, form.id));
  await db
    .update(employmentEntries)
    .set({ startDate: "0215-03-01" })
    .where(eq(employmentEntries.id, early.id));
  await db.update(employmentEntries).set({ endDate: "2031-06-01" }).where(eq(employmentEntries.id, ahead.id));
});
afterAll(async () => {
  await harness?.close();
});

describe("periods with implausible stored dates", () => {
  it("count for nothing in the experience summary: only the plausible employer's 24 months", async () => {
    expect(expectStatus(await client.get("/api/experience-summary"), 200)).toEqual({
      airframeTotalMonths: 24,
      powerplantTotalMonths: 0,
      avionicsTotalMonths: 0,
    });
  });

  it("count for nothing on the dashboard", async () => {
    const stats = expectStatus<{ experienceText: string; experienceYears: number }>(
      await client.get("/api/dashboard/stats"),
      200,
    );
    expect(stats.experienceText).toBe("2 years");
    expect(stats.experienceYears).toBe(2);
  });
});
