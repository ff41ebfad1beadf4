import { type ResumeData, type ResumeDataInput, resumeDataSchema } from "@domain/schemas/resume-data";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, START, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { createEmployment, createExperience, createForm } from "../../test/work-history";
import { replaceFormFromResume } from "./work-history.service";

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

const RESUME: ResumeDataInput = {
  personal: {
    firstName: "Jordan",
    lastName: "Lee",
    email: "Jordan.Lee@Example.com",
    phone: "555-0100",
    roleTitle: "A&P Mechanic",
    apCertificateNumber: "3456789",
    iaStatus: "yes",
  },
  employment: [
    {
      key: "skywest",
      companyName: "SkyWest Airlines",
      positionTitle: "Line Mechanic",
      operationCategory: "part_121_air_carrier",
      startDate: "2019-01",
      endDate: null,
      isFullTime: true,
    },
    {
      key: "aar",
      companyName: "AAR Corp",
      positionTitle: "Sheet Metal Technician",
      operationCategory: "part_145_repair_station",
      startDate: "2015-06",
      endDate: "2018-12",
    },
    // Dates in the wrong order: the start is dropped.
    { key: "odd", companyName: "Odd Dates Inc", startDate: "2014", endDate: "2013-05" },
  ],
  airframe: [
    {
      make: "Embraer",
      model: "E175",
      flags: ["engineRuns", "taxi"],
      employmentKeys: ["skywest", "unknown-key"],
    },
    { make: "Boeing", model: "737", series: "800", flags: ["sheetMetalRepair"], employmentKeys: ["aar"] },
  ],
  powerplant: [
    {
      make: "GE",
      model: "CF34",
      series: "8E",
      flags: ["hotSectionInspection"],
      manualYears: 4,
      manualMonths: 3,
    },
  ],
  avionics: [{ make: "Garmin", model: "G1000", flags: ["installer"] }],
  // Stated for the discipline, not for an entry: they go to the discipline's first entry.
  disciplineFlags: { airframe: [], powerplant: [], avionics: ["rvsm"] },
  certifications: [{ name: "FAA A&P", number: "3456789" }],
  education: [{ institution: "Aviation Institute", credential: "A&P Program" }],
  skills: ["Borescope", "Sheet metal"],
};

async function formState(client: Client, formId: string) {
  const strip = (rows: Record<string, unknown>[]): Record<string, unknown>[] =>
    rows.map(({ id: _id, createdAt: _c, updatedAt: _u, formId: _f, selectedEmploymentIds, ...rest }) => ({
      ...rest,
      selectedCount: Array.isArray(selectedEmploymentIds) ? selectedEmploymentIds.length : undefined,
    }));
  const { updatedAt: _updatedAt, ...form } = expectStatus(await client.get(`/api/forms/${formId}`), 200);
  return {
    form,
    employment: strip(expectStatus(await client.get(`/api/employment-entries/${formId}`), 200)),
    airframe: strip(expectStatus(await client.get(`/api/airframe-experience/${formId}`), 200)),
    powerplant: strip(expectStatus(await client.get(`/api/powerplant-experience/${formId}`), 200)),
    avionics: strip(expectStatus(await client.get(`/api/avionics-experience/${formId}`), 200)),
  };
}

describe("replaceFormFromResume", () => {
  it("creates the active form when the user has none and fills it from the resume", async () => {
    const client = await signedInClient(harness.testApp);
    const data = resumeDataSchema.parse(RESUME);
    const form = await replaceFormFromResume(
      { db: harness.testApp.app.db, clock: () => START },
      client.user,
      { resume: data },
    );
    expect(form).toMatchObject({
      userId: client.user.id,
      isActive: true,
      status: "draft",
      firstName: "Jordan",
      lastName: "Lee",
      email: "jordan.lee@example.com",
      roleTitle: "A&P Mechanic",
      apCertificateNumber: "3456789",
      iaStatus: "yes",
      dateOfHire: null,
      certifications: data.certifications,
      education: data.education,
      skills: ["Borescope", "Sheet metal"],
      aiExtractedData: data,
    });
    expect(expectStatus(await client.get("/api/work-history/active"), 200)).toMatchObject({ id: form.id });

    const employment = expectStatus(await client.get(`/api/employment-entries/${form.id}`), 200);
    expect(
      employment.map((entry: Record<string, unknown>) => [
        entry.entryNumber,
        entry.companyName,
        entry.startDate,
        entry.endDate,
      ]),
    ).toEqual([
      [1, "SkyWest Airlines", "2019-01-01", null],
      [2, "AAR Corp", "2015-06-01", "2018-12-01"],
      [3, "Odd Dates Inc", null, "2013-05-01"],
    ]);
    expect(employment[0]).toMatchObject({ isFullTime: true, operationCategory: "part_121_air_carrier" });

    const [e175, b737] = expectStatus(await client.get(`/api/airframe-experience/${form.id}`), 200);
    expect(e175).toMatchObject({
      aircraftMake: "Embraer",
      aircraftModel: "E175",
      engineRuns: true,
      taxi: true,
      sheetMetalRepair: false,
      selectedEmploymentIds: [employment[0].id],
      useManualDuration: false,
      // 2019-01-01 to 2026-06-01.
      calculatedDurationMonths: 89,
    });
    expect(b737).toMatchObject({
      aircraftSeries: "800",
      sheetMetalRepair: true,
      calculatedDurationMonths: 42,
    });

    const [cf34] = expectStatus(await client.get(`/api/powerplant-experience/${form.id}`), 200);
    expect(cf34).toMatchObject({
      hotSectionInspection: true,
      useManualDuration: true,
      manualYears: 4,
      manualMonths: 3,
      yearsExperience: 4,
      monthsExperience: 3,
      selectedEmploymentIds: [],
    });
    const [g1000] = expectStatus(await client.get(`/api/avionics-experience/${form.id}`), 200);
    expect(g1000).toMatchObject({
      installer: true,
      rvsm: true,
      useManualDuration: false,
      calculatedDurationMonths: 0,
    });

    expect(expectStatus(await client.get("/api/experience-summary"), 200)).toEqual({
      airframeTotalMonths: 89 + 42,
      powerplantTotalMonths: 51,
      avionicsTotalMonths: 0,
    });
  });

  it("replaces the active form's data and entries, keeps its id, and leaves other forms alone", async () => {
    const client = await signedInClient(harness.testApp);
    const active = await createForm(client);
    const other = await createForm(client);
    expectStatus(
      await client.patch(`/api/forms/${active.id}`, {
        firstName: "Old",
        dateOfHire: "2020-01-01",
        additionalDuties: "Old duties",
      }),
      200,
    );
    await createEmployment(client, active.id, { companyName: "Old Employer" });
    await createExperience(client, "avionics", active.id, { avionicsModel: "Old" });
    await createEmployment(client, other.id, { companyName: "Other form" });
    const otherBefore = await formState(client, other.id);

    const form = await replaceFormFromResume(
      { db: harness.testApp.app.db, clock: () => START },
      client.user,
      { resume: resumeDataSchema.parse(RESUME) },
    );
    expect(form.id).toBe(active.id);
    const after = await formState(client, active.id);
    expect(after.form).toMatchObject({ firstName: "Jordan", dateOfHire: null, additionalDuties: null });
    expect(after.employment.map((entry) => entry.companyName)).toEqual([
      "SkyWest Airlines",
      "AAR Corp",
      "Odd Dates Inc",
    ]);
    expect(after.avionics.map((entry) => entry.avionicsModel)).toEqual(["G1000"]);
    expect(await formState(client, other.id)).toEqual(otherBefore);
  });

  it("leaves out employment dates the form would refuse (before 1940, or ending after today)", async () => {
    const client = await signedInClient(harness.testApp);
    const data = resumeDataSchema.parse({
      ...RESUME,
      employment: [
        { key: "ancient", companyName: "Ancient", startDate: "0215-03", endDate: "2001-05" },
        { key: "future", companyName: "Future", startDate: "2020-01", endDate: "2030-01" },
      ],
      airframe: [],
      powerplant: [],
      avionics: [],
    });
    const form = await replaceFormFromResume(
      { db: harness.testApp.app.db, clock: () => START },
      client.user,
      { resume: data },
    );
    const employment = expectStatus(await client.get(`/api/employment-entries/${form.id}`), 200);
    expect(
      employment.map((entry: Record<string, unknown>) => [entry.companyName, entry.startDate, entry.endDate]),
    ).toEqual([
      ["Ancient", null, "2001-05-01"],
      ["Future", "2020-01-01", null],
    ]);
  });

  it("leaves the same form when the same result is applied twice", async () => {
    const client = await signedInClient(harness.testApp);
    const data = resumeDataSchema.parse(RESUME);
    const first = await replaceFormFromResume(
      { db: harness.testApp.app.db, clock: () => START },
      client.user,
      { resume: data },
    );
    const once = await formState(client, first.id);
    const second = await replaceFormFromResume(
      { db: harness.testApp.app.db, clock: () => START },
      client.user,
      { resume: data },
    );
    expect(second.id).toBe(first.id);
    expect(await formState(client, first.id)).toEqual(once);
    expect(expectStatus<unknown[]>(await client.get("/api/forms"), 200)).toHaveLength(1);
  });

  it("leaves the old form untouched when applying fails half-way", async () => {
    const client = await signedInClient(harness.testApp);
    const data = resumeDataSchema.parse(RESUME);
    const form = await replaceFormFromResume(
      { db: harness.testApp.app.db, clock: () => START },
      client.user,
      { resume: data },
    );
    const before = await formState(client, form.id);

    // A value the database refuses (check constraint), as a buggy extractor might produce.
    const broken = structuredClone(data) as ResumeData;
    (broken.employment[1] as { operationCategory: string }).operationCategory = "not_a_category";
    broken.personal.firstName = "Changed";
    await expect(
      replaceFormFromResume({ db: harness.testApp.app.db, clock: () => START }, client.user, {
        resume: broken,
      }),
    ).rejects.toThrow();
    expect(await formState(client, form.id)).toEqual(before);
  });
});
