import { randomUUID } from "node:crypto";
import { EXPERIENCE_DISCIPLINES, EXPERIENCE_FLAGS } from "@domain/enums";
import { EXPERIENCE_SCHEMAS } from "@domain/schemas/work-history";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, START, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { createEmployment, createExperience, createForm } from "../../test/work-history";
import { UNKNOWN_EMPLOYERS_MESSAGE } from "./experience.service";

let harness: Harness;
let client: Client;
let formId: string;
let employerId: string;

beforeAll(async () => {
  harness = await startHarness();
  client = await signedInClient(harness.testApp);
  formId = (await createForm(client)).id;
  employerId = (await createEmployment(client, formId, { startDate: "2019-03-01", endDate: "2021-08-01" }))
    .id;
});
afterAll(async () => {
  await harness?.close();
});

describe.each(EXPERIENCE_DISCIPLINES)("%s experience", (discipline) => {
  const base = `/api/${discipline}-experience`;
  const { fieldNames } = EXPERIENCE_SCHEMAS[discipline];
  const flags = EXPERIENCE_FLAGS[discipline];

  it("creates an empty entry with no duration", async () => {
    const entry = expectStatus(await client.post(base, { formId, entryNumber: 1 }), 201);
    expect(entry).toEqual({
      id: entry.id,
      formId,
      entryNumber: 1,
      [fieldNames.make]: null,
      [fieldNames.model]: null,
      [fieldNames.series]: null,
      ...Object.fromEntries(flags.map((flag) => [flag, false])),
      selectedEmploymentIds: [],
      includeCurrentEmployment: false,
      useManualDuration: false,
      manualYears: 0,
      manualMonths: 0,
      yearsExperience: 0,
      monthsExperience: 0,
      calculatedDurationMonths: 0,
      fromResume: false,
      createdAt: START.toISOString(),
      updatedAt: START.toISOString(),
    });
  });

  it("saves equipment, every flag and a selected employer, and lists them in order", async () => {
    const form = await createForm(client);
    const employer = await createEmployment(client, form.id, {
      startDate: "2019-03-01",
      endDate: "2021-08-01",
    });
    await createExperience(client, discipline, form.id, {}, 2);
    const fields = {
      [fieldNames.make]: "Boeing",
      [fieldNames.model]: "737",
      [fieldNames.series]: "800",
      ...Object.fromEntries(flags.map((flag) => [flag, true])),
      selectedEmploymentIds: [employer.id, employer.id],
    };
    const entry = await createExperience(client, discipline, form.id, fields, 1);
    expect(entry).toMatchObject({
      ...fields,
      selectedEmploymentIds: [employer.id],
      calculatedDurationMonths: 29,
      yearsExperience: 2,
      monthsExperience: 5,
    });
    const listed = expectStatus<{ entryNumber: number }[]>(await client.get(`${base}/${form.id}`), 200);
    expect(listed.map((row) => row.entryNumber)).toEqual([1, 2]);
    expect(listed[0]).toEqual(entry);
  });

  it("deletes an entry", async () => {
    const entry = await createExperience(client, discipline, formId);
    expect((await client.delete(`${base}/${entry.id}`)).statusCode).toBe(204);
    const listed = expectStatus<{ id: string }[]>(await client.get(`${base}/${formId}`), 200);
    expect(listed.map((row) => row.id)).not.toContain(entry.id);
    expect((await client.delete(`${base}/${entry.id}`)).statusCode).toBe(404);
  });

  it("uses a manual duration, and turning it on clears the employer choice", async () => {
    const entry = await createExperience(client, discipline, formId, {
      selectedEmploymentIds: [employerId],
      includeCurrentEmployment: true,
    });
    expect(entry.selectedEmploymentIds).toEqual([employerId]);
    const manual = expectStatus(
      await client.patch(`${base}/${entry.id}`, {
        formId,
        useManualDuration: true,
        manualYears: 3,
        manualMonths: 4,
      }),
      200,
    );
    expect(manual).toMatchObject({
      useManualDuration: true,
      selectedEmploymentIds: [],
      includeCurrentEmployment: false,
      manualYears: 3,
      manualMonths: 4,
      yearsExperience: 3,
      monthsExperience: 4,
      calculatedDurationMonths: 0,
    });
    const back = expectStatus(
      await client.patch(`${base}/${entry.id}`, { formId, useManualDuration: false }),
      200,
    );
    expect(back).toMatchObject({ useManualDuration: false, yearsExperience: 0, monthsExperience: 0 });
  });

  it("answers 404 for an unknown entry or form, and for a formId that is not the entry's own", async () => {
    const entry = await createExperience(client, discipline, formId);
    const otherForm = await createForm(client);
    const before = (await client.get(`${base}/${formId}`)).body;
    const wrongForm = await client.patch(`${base}/${entry.id}`, {
      formId: otherForm.id,
      hasFactoryTraining: true,
    });
    expect(wrongForm.statusCode).toBe(404);
    const unknown = await client.patch(`${base}/${randomUUID()}`, { formId, hasFactoryTraining: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/^(Airframe|Powerplant|Avionics) entry not found$/);
    expect((await client.get(`${base}/${randomUUID()}`)).statusCode).toBe(404);
    expect((await client.post(base, { formId: randomUUID(), entryNumber: 1 })).statusCode).toBe(404);
    expect((await client.get(`${base}/${formId}`)).body).toBe(before);
  });

  describe("validation", () => {
    let entryId: string;
    beforeAll(async () => {
      entryId = (await createExperience(client, discipline, formId)).id;
    });

    it.each([
      ["months 12", { manualMonths: 12 }],
      ["negative months", { manualMonths: -1 }],
      ["negative years", { manualYears: -1 }],
      ["fractional years", { manualYears: 1.5 }],
      ["years as text", { manualYears: "3" }],
      ["an unknown field", { aircraftColour: "red" }],
      ["another discipline's flag", { [discipline === "airframe" ? "rvsm" : "taxi"]: true }],
      ["a flag that is not a boolean", { hasFactoryTraining: "yes" }],
      ["an employer id that is not a uuid", { selectedEmploymentIds: ["nope"] }],
      ["no formId", { formId: undefined, hasFactoryTraining: true }],
      ["only the formId", {}],
    ])("refuses %s with 400", async (_name, body) => {
      const before = (await client.get(`${base}/${formId}`)).body;
      const response = await client.patch(`${base}/${entryId}`, { formId, ...body });
      expect(response.statusCode).toBe(400);
      expect((await client.get(`${base}/${formId}`)).body).toBe(before);
    });

    it("refuses selected employers of another form or unknown ones", async () => {
      const otherForm = await createForm(client);
      const foreignEmployer = await createEmployment(client, otherForm.id, { startDate: "2010-01-01" });
      for (const ids of [[foreignEmployer.id], [employerId, randomUUID()]]) {
        const response = await client.patch(`${base}/${entryId}`, { formId, selectedEmploymentIds: ids });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(UNKNOWN_EMPLOYERS_MESSAGE);
      }
    });
  });
});
