import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, START, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { createEmployment, createExperience, createForm } from "../../test/work-history";
import { getActiveFormSummary } from "./work-history.service";

let harness: Harness;
let client: Client;
let formId: string;

beforeAll(async () => {
  harness = await startHarness();
  client = await signedInClient(harness.testApp);
  formId = (await createForm(client)).id;
  expectStatus(
    await client.patch(`/api/forms/${formId}`, {
      firstName: "Sam",
      lastName: "Rivera",
      dateOfHire: "2024-06-01",
    }),
    200,
  );
  const e1 = await createEmployment(client, formId, { startDate: "2015-01-01", endDate: "2017-01-01" }, 1);
  const e2 = await createEmployment(client, formId, { startDate: "2016-01-01", endDate: "2018-01-01" }, 2);
  const e3 = await createEmployment(client, formId, { startDate: "2020-01-01", endDate: "2021-01-01" }, 3);

  // Airframe: two types at overlapping employers (24 + 24 months, 36 together) and a manual 1 y 2 m.
  await createExperience(client, "airframe", formId, { selectedEmploymentIds: [e1.id] }, 1);
  await createExperience(client, "airframe", formId, { selectedEmploymentIds: [e2.id] }, 2);
  await createExperience(
    client,
    "airframe",
    formId,
    { useManualDuration: true, manualYears: 1, manualMonths: 2 },
    3,
  );
  // Powerplant: e3 (12) plus the current employment since 2024-06-01 (24); a second entry at e3
  // adds no new months.
  await createExperience(
    client,
    "powerplant",
    formId,
    { selectedEmploymentIds: [e3.id], includeCurrentEmployment: true },
    1,
  );
  await createExperience(client, "powerplant", formId, { selectedEmploymentIds: [e3.id] }, 2);

  // An inactive form's entries do not count.
  const inactive = await createForm(client);
  await createExperience(client, "avionics", inactive.id, {
    useManualDuration: true,
    manualYears: 9,
    manualMonths: 0,
  });
});
afterAll(async () => {
  await harness?.close();
});

describe("experience summary", () => {
  it("is all zeros without an active form", async () => {
    const newcomer = await signedInClient(harness.testApp);
    expect(expectStatus(await newcomer.get("/api/experience-summary"), 200)).toEqual({
      airframeTotalMonths: 0,
      powerplantTotalMonths: 0,
      avionicsTotalMonths: 0,
    });
  });

  it("totals the active form per discipline: overlapping time once, manual durations added", async () => {
    expect(expectStatus(await client.get("/api/experience-summary"), 200)).toEqual({
      airframeTotalMonths: 36 + 14,
      powerplantTotalMonths: 12 + 24,
      avionicsTotalMonths: 0,
    });
  });
});

describe("getActiveFormSummary (for the dashboard)", () => {
  it("is null without an active form", async () => {
    const newcomer = await signedInClient(harness.testApp);
    expect(
      await getActiveFormSummary({ db: harness.testApp.app.db, clock: () => START }, newcomer.user),
    ).toBeNull();
  });

  it("describes the active form with its merged employment and experience totals", async () => {
    expect(
      await getActiveFormSummary({ db: harness.testApp.app.db, clock: () => START }, client.user),
    ).toEqual({
      id: formId,
      status: "draft",
      firstName: "Sam",
      lastName: "Rivera",
      dateOfHire: "2024-06-01",
      certifications: [],
      // 2015-01 to 2018-01 (36) + 2020 (12) + 2024-06-01 to today (24).
      employmentMonths: 72,
      experience: { airframeTotalMonths: 50, powerplantTotalMonths: 36, avionicsTotalMonths: 0 },
    });
  });
});
