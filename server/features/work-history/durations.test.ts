// The duration rule through the API: what is stored, and what follows when its inputs change.

import type { ExperienceDiscipline } from "@domain/enums";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, START, startHarness } from "../../test/app";
import { type Client, clientFor, expectStatus, signedInClient } from "../../test/client";
import { signIn } from "../../test/users";
import { createEmployment, createExperience, createForm } from "../../test/work-history";
import { EXPERIENCE_TABLES } from "./experience.tables";

let harness: Harness;
let client: Client;

beforeAll(async () => {
  harness = await startHarness();
  client = await signedInClient(harness.testApp);
});
afterAll(async () => {
  await harness?.close();
});

/** The stored row, read past the API (whose reads refresh stale durations). */
async function storedRow(discipline: ExperienceDiscipline, id: string) {
  const table = EXPERIENCE_TABLES[discipline];
  const [row] = await harness.testApp.app.db.select().from(table).where(eq(table.id, id));
  if (!row) throw new Error(`no ${discipline} row ${id}`);
  return row;
}

async function months(discipline: ExperienceDiscipline, id: string) {
  const row = await storedRow(discipline, id);
  return {
    calculated: row.calculatedDurationMonths,
    effective: row.yearsExperience * 12 + row.monthsExperience,
    years: row.yearsExperience,
    months: row.monthsExperience,
    selected: row.selectedEmploymentIds,
  };
}

/** An airframe entry selecting employers with these periods, on a new form. */
async function entryWithEmployers(periods: [string | null, string | null][], extra: object = {}) {
  const form = await createForm(client);
  const employers = [];
  for (const [index, [startDate, endDate]] of periods.entries())
    employers.push(await createEmployment(client, form.id, { startDate, endDate }, index + 1));
  const entry = await createExperience(client, "airframe", form.id, {
    selectedEmploymentIds: employers.map((employer) => employer.id),
    ...extra,
  });
  return { formId: form.id, employerIds: employers.map((employer) => employer.id), entry };
}

describe("calculated durations", () => {
  it("counts whole calendar months: '2 years 5 months'", async () => {
    const { entry } = await entryWithEmployers([["2019-03-01", "2021-08-01"]]);
    expect(entry).toMatchObject({ calculatedDurationMonths: 29, yearsExperience: 2, monthsExperience: 5 });
    expect(await months("airframe", entry.id)).toMatchObject({ calculated: 29, years: 2, months: 5 });
  });

  it("takes a month off when the end's day-of-month is before the start's", async () => {
    expect((await entryWithEmployers([["2020-01-15", "2020-03-14"]])).entry.calculatedDurationMonths).toBe(1);
    expect((await entryWithEmployers([["2020-01-15", "2020-03-15"]])).entry.calculatedDurationMonths).toBe(2);
    expect((await entryWithEmployers([["2020-05-20", "2020-05-20"]])).entry.calculatedDurationMonths).toBe(0);
  });

  it("counts an employer without an end date up to today, and keeps counting as time passes", async () => {
    const { formId, entry } = await entryWithEmployers([["2025-01-15", null]]);
    // 2025-01-15 to 2026-06-01: 17 calendar months, less one because the 1st is before the 15th.
    expect(entry.calculatedDurationMonths).toBe(16);

    harness.clock.set(new Date("2026-07-15T08:00:00Z"));
    try {
      const later = clientFor(harness.testApp, {
        user: client.user,
        cookie: await signIn(harness.testApp, { userId: client.user.id }),
      });
      const [listed] = expectStatus(await later.get(`/api/airframe-experience/${formId}`), 200);
      expect(listed).toMatchObject({ calculatedDurationMonths: 18, yearsExperience: 1, monthsExperience: 6 });
      // The refresh is stored, but it is not an edit: updatedAt stays.
      expect(await months("airframe", entry.id)).toMatchObject({ calculated: 18 });
      expect(listed.updatedAt).toBe(entry.updatedAt);
    } finally {
      harness.clock.set(START);
    }
  });

  it("merges overlapping employers so the same months count once", async () => {
    const { entry } = await entryWithEmployers([
      ["2015-01-01", "2017-01-01"],
      ["2016-01-01", "2018-01-01"],
    ]);
    expect(entry.calculatedDurationMonths).toBe(36);
  });

  it("adds the current employment from the date of hire, merged with overlapping employers", async () => {
    const { formId, entry } = await entryWithEmployers([["2019-01-01", "2020-06-01"]]);
    expectStatus(await client.patch(`/api/forms/${formId}`, { dateOfHire: "2020-01-01" }), 200);
    const current = expectStatus(
      await client.patch(`/api/airframe-experience/${entry.id}`, { formId, includeCurrentEmployment: true }),
      200,
    );
    // 2019-01-01 to 2026-06-01 without a gap.
    expect(current.calculatedDurationMonths).toBe(89);
    const alone = expectStatus(
      await client.patch(`/api/airframe-experience/${entry.id}`, { formId, selectedEmploymentIds: [] }),
      200,
    );
    expect(alone.calculatedDurationMonths).toBe(77);
  });
});

describe("manual durations", () => {
  it("counts years × 12 + months", async () => {
    const { formId, entry } = await entryWithEmployers([["2019-03-01", "2021-08-01"]]);
    const manual = expectStatus(
      await client.patch(`/api/airframe-experience/${entry.id}`, {
        formId,
        useManualDuration: true,
        manualYears: 7,
        manualMonths: 11,
      }),
      200,
    );
    expect(manual).toMatchObject({ yearsExperience: 7, monthsExperience: 11, selectedEmploymentIds: [] });
    expect(await months("airframe", entry.id)).toMatchObject({ effective: 95 });
  });
});

describe("recomputation when the inputs change", () => {
  it("follows an employer's new dates in every discipline, and leaves other entries alone", async () => {
    const form = await createForm(client);
    const employer = await createEmployment(client, form.id, {
      startDate: "2019-03-01",
      endDate: "2021-08-01",
    });
    const other = await createEmployment(
      client,
      form.id,
      { startDate: "2010-01-01", endDate: "2011-01-01" },
      2,
    );
    const dependents = {
      airframe: await createExperience(client, "airframe", form.id, { selectedEmploymentIds: [employer.id] }),
      powerplant: await createExperience(client, "powerplant", form.id, {
        selectedEmploymentIds: [employer.id],
      }),
      avionics: await createExperience(client, "avionics", form.id, {
        selectedEmploymentIds: [employer.id, other.id],
      }),
    };
    const unrelated = await createExperience(
      client,
      "airframe",
      form.id,
      { selectedEmploymentIds: [other.id] },
      2,
    );
    const unrelatedBefore = await storedRow("airframe", unrelated.id);

    harness.clock.advance(60_000);
    expectStatus(
      await client.patch(`/api/employment-entries/${employer.id}`, { endDate: "2022-03-01" }),
      200,
    );
    expect(await months("airframe", dependents.airframe.id)).toMatchObject({
      calculated: 36,
      years: 3,
      months: 0,
    });
    expect(await months("powerplant", dependents.powerplant.id)).toMatchObject({ calculated: 36 });
    expect(await months("avionics", dependents.avionics.id)).toMatchObject({ calculated: 48 });
    expect((await storedRow("airframe", dependents.airframe.id)).updatedAt.getTime()).toBe(
      START.getTime() + 60_000,
    );
    expect(await storedRow("airframe", unrelated.id)).toEqual(unrelatedBefore);

    expectStatus(
      await client.patch(`/api/employment-entries/${employer.id}`, { startDate: "2022-01-15" }),
      200,
    );
    expect(await months("airframe", dependents.airframe.id)).toMatchObject({ calculated: 1 });
    harness.clock.set(START);
  });

  it("drops a deleted employer from every selection and recounts", async () => {
    const { formId, employerIds, entry } = await entryWithEmployers([
      ["2015-01-01", "2016-01-01"],
      ["2018-01-01", "2019-07-01"],
    ]);
    const powerplant = await createExperience(client, "powerplant", formId, {
      selectedEmploymentIds: employerIds,
    });
    expect(entry.calculatedDurationMonths).toBe(30);
    const [gone, kept] = employerIds as [string, string];

    expect((await client.delete(`/api/employment-entries/${gone}`)).statusCode).toBe(204);
    expect(await months("airframe", entry.id)).toEqual({
      calculated: 18,
      effective: 18,
      years: 1,
      months: 6,
      selected: [kept],
    });
    expect(await months("powerplant", powerplant.id)).toMatchObject({ calculated: 18, selected: [kept] });
  });

  it("follows the date of hire for entries that include the current employment", async () => {
    const form = await createForm(client);
    const current = await createExperience(client, "avionics", form.id, { includeCurrentEmployment: true });
    const manual = await createExperience(
      client,
      "avionics",
      form.id,
      {
        useManualDuration: true,
        manualYears: 1,
        manualMonths: 2,
      },
      2,
    );
    expect(current.calculatedDurationMonths).toBe(0);

    expectStatus(await client.patch(`/api/forms/${form.id}`, { dateOfHire: "2024-06-01" }), 200);
    expect(await months("avionics", current.id)).toMatchObject({ calculated: 24, years: 2, months: 0 });
    expectStatus(await client.patch(`/api/forms/${form.id}`, { dateOfHire: "2025-06-15" }), 200);
    expect(await months("avionics", current.id)).toMatchObject({ calculated: 11 });
    expectStatus(await client.patch(`/api/forms/${form.id}`, { dateOfHire: "" }), 200);
    expect(await months("avionics", current.id)).toMatchObject({ calculated: 0 });
    expect(await months("avionics", manual.id)).toMatchObject({ effective: 14 });
  });

  it("stays consistent under concurrent changes to the employers and the entry", async () => {
    const { formId, employerIds, entry } = await entryWithEmployers([
      ["2015-01-01", "2016-01-01"],
      ["2018-01-01", "2019-01-01"],
    ]);
    const [first, second] = employerIds as [string, string];
    const ends = ["2016-06-01", "2017-01-01", "2016-03-01", "2017-06-01"];
    await Promise.all([
      ...ends.map((endDate) => client.patch(`/api/employment-entries/${first}`, { endDate })),
      ...ends.map((_, index) =>
        client.patch(`/api/employment-entries/${second}`, { endDate: `2019-0${index + 2}-01` }),
      ),
      client.patch(`/api/airframe-experience/${entry.id}`, { formId, includeCurrentEmployment: false }),
      client.patch(`/api/forms/${formId}`, { dateOfHire: "2020-01-01" }),
    ]);
    const employment = expectStatus<{ id: string; startDate: string; endDate: string }[]>(
      await client.get(`/api/employment-entries/${formId}`),
      200,
    );
    const expected = employment.reduce(
      (sum, row) =>
        sum +
        (Number(row.endDate.slice(0, 4)) - Number(row.startDate.slice(0, 4))) * 12 +
        (Number(row.endDate.slice(5, 7)) - Number(row.startDate.slice(5, 7))),
      0,
    );
    expect(await months("airframe", entry.id)).toMatchObject({ calculated: expected });
  });

  it("refuses a date of hire set in the future, so it never adds experience", async () => {
    const form = await createForm(client);
    const entry = await createExperience(client, "airframe", form.id, { includeCurrentEmployment: true });
    expectStatus(await client.patch(`/api/forms/${form.id}`, { dateOfHire: "2027-01-01" }), 400);
    expect(await months("airframe", entry.id)).toMatchObject({ calculated: 0 });
  });
});
