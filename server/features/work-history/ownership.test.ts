// Another user's form, entries and experience, reached by any id and any route: 404, and the
// owner's data stays exactly as it was.

import { EXPERIENCE_DISCIPLINES } from "@domain/enums";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { createEmployment, createExperience, createForm } from "../../test/work-history";

let harness: Harness;
let owner: Client;
let intruder: Client;
let intruderFormId: string;
let formId: string;
let employmentId: string;
const experienceIds: Record<string, string> = {};

/** Everything the owner can read, as the raw response bodies. */
async function ownerSnapshot(): Promise<string[]> {
  const urls = [
    "/api/forms",
    `/api/forms/${formId}`,
    "/api/work-history/active",
    `/api/employment-entries/${formId}`,
    ...EXPERIENCE_DISCIPLINES.map((discipline) => `/api/${discipline}-experience/${formId}`),
    "/api/experience-summary",
  ];
  return Promise.all(urls.map(async (url) => (await owner.get(url)).body));
}

beforeAll(async () => {
  harness = await startHarness();
  owner = await signedInClient(harness.testApp);
  intruder = await signedInClient(harness.testApp);
  formId = (await createForm(owner)).id;
  expectStatus(
    await owner.patch(`/api/forms/${formId}`, { firstName: "Owner", dateOfHire: "2020-01-01" }),
    200,
  );
  employmentId = (await createEmployment(owner, formId, { companyName: "Acme", startDate: "2018-01-01" })).id;
  for (const discipline of EXPERIENCE_DISCIPLINES) {
    const entry = await createExperience(owner, discipline, formId, {
      selectedEmploymentIds: [employmentId],
      includeCurrentEmployment: true,
    });
    experienceIds[discipline] = entry.id;
  }
  intruderFormId = (await createForm(intruder)).id;
});
afterAll(async () => {
  await harness?.close();
});

describe("another user's work history", () => {
  let before: string[];
  beforeAll(async () => {
    before = await ownerSnapshot();
  });

  const attempts: [string, () => Promise<{ statusCode: number }>][] = [
    ["GET the form", () => intruder.get(`/api/forms/${formId}`)],
    ["PATCH the form", () => intruder.patch(`/api/forms/${formId}`, { firstName: "Mallory" })],
    ["GET the employment entries", () => intruder.get(`/api/employment-entries/${formId}`)],
    [
      "POST an employment entry to the form",
      () => intruder.post("/api/employment-entries", { formId, entryNumber: 9 }),
    ],
    [
      "PATCH an employment entry",
      () => intruder.patch(`/api/employment-entries/${employmentId}`, { endDate: "2018-02-01" }),
    ],
    ["DELETE an employment entry", () => intruder.delete(`/api/employment-entries/${employmentId}`)],
    ...EXPERIENCE_DISCIPLINES.flatMap((discipline): [string, () => Promise<{ statusCode: number }>][] => {
      const base = `/api/${discipline}-experience`;
      const id = () => experienceIds[discipline];
      return [
        [`GET the ${discipline} entries`, () => intruder.get(`${base}/${formId}`)],
        [`POST a ${discipline} entry to the form`, () => intruder.post(base, { formId, entryNumber: 9 })],
        [
          `PATCH a ${discipline} entry with its form`,
          () => intruder.patch(`${base}/${id()}`, { formId, useManualDuration: true, manualYears: 40 }),
        ],
        [
          `PATCH a ${discipline} entry through the intruder's own form`,
          () => intruder.patch(`${base}/${id()}`, { formId: intruderFormId, hasFactoryTraining: true }),
        ],
        [`DELETE a ${discipline} entry`, () => intruder.delete(`${base}/${id()}`)],
      ];
    }),
  ];

  it.each(attempts)("%s: 404", async (_name, attempt) => {
    expect((await attempt()).statusCode).toBe(404);
  });

  it("cannot select the owner's employer in the intruder's own entry", async () => {
    const entry = await createExperience(intruder, "airframe", intruderFormId);
    const response = await intruder.patch(`/api/airframe-experience/${entry.id}`, {
      formId: intruderFormId,
      selectedEmploymentIds: [employmentId],
    });
    expect(response.statusCode).toBe(400);
  });

  it("does not see the owner's forms or totals in their own lists", async () => {
    const forms = expectStatus<{ id: string }[]>(await intruder.get("/api/forms"), 200);
    expect(forms.map((form) => form.id)).toEqual([intruderFormId]);
    expect(expectStatus(await intruder.get("/api/work-history/active"), 200)).toMatchObject({
      id: intruderFormId,
    });
    expect(expectStatus(await intruder.get("/api/experience-summary"), 200)).toEqual({
      airframeTotalMonths: 0,
      powerplantTotalMonths: 0,
      avionicsTotalMonths: 0,
    });
  });

  it("is not reachable by an administrator either: forms are personal", async () => {
    const admin = await signedInClient(harness.testApp, { role: "admin" });
    expect((await admin.get(`/api/forms/${formId}`)).statusCode).toBe(404);
    expect((await admin.patch(`/api/forms/${formId}`, { firstName: "Admin" })).statusCode).toBe(404);
    expect((await admin.delete(`/api/employment-entries/${employmentId}`)).statusCode).toBe(404);
  });

  it("leaves the owner's data byte for byte as it was", async () => {
    expect(await ownerSnapshot()).toEqual(before);
    // The snapshot holds real data, so the comparison means something.
    expect(before[1]).toContain('"firstName":"Owner"');
    expect(JSON.parse(before[3] ?? "[]")).toHaveLength(1);
  });
});
