import { randomUUID } from "node:crypto";
import { EMPLOYMENT_DATE_ORDER_MESSAGE } from "@domain/schemas/work-history";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, START, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { createEmployment, createForm } from "../../test/work-history";

let harness: Harness;
let client: Client;
let formId: string;

beforeAll(async () => {
  harness = await startHarness();
  client = await signedInClient(harness.testApp);
  formId = (await createForm(client)).id;
});
afterAll(async () => {
  await harness?.close();
});

describe("employment entries", () => {
  it("creates an empty entry with its number", async () => {
    const entry = expectStatus(await client.post("/api/employment-entries", { formId, entryNumber: 1 }), 201);
    expect(entry).toEqual({
      id: entry.id,
      formId,
      entryNumber: 1,
      companyName: null,
      positionTitle: null,
      operationCategory: null,
      workAddress: null,
      startDate: null,
      endDate: null,
      responsibilities: null,
      isFullTime: false,
      fromResume: false,
      createdAt: START.toISOString(),
      updatedAt: START.toISOString(),
    });
  });

  it("lists a form's entries ordered by entry number", async () => {
    const form = await createForm(client);
    for (const number of [3, 1, 2])
      await createEmployment(client, form.id, { companyName: `C${number}` }, number);
    const entries = expectStatus<{ entryNumber: number; companyName: string }[]>(
      await client.get(`/api/employment-entries/${form.id}`),
      200,
    );
    expect(entries.map((entry) => [entry.entryNumber, entry.companyName])).toEqual([
      [1, "C1"],
      [2, "C2"],
      [3, "C3"],
    ]);
  });

  it("saves every field and reads them back", async () => {
    const entry = await createEmployment(client, formId);
    const fields = {
      companyName: "Delta TechOps",
      positionTitle: "AMT II",
      operationCategory: "part_121_air_carrier",
      workAddress: "1775 M H Jackson Service Rd, Atlanta, GA",
      startDate: "2015-06-01",
      endDate: "2018-12-01",
      responsibilities: "C-checks on B757/767",
      isFullTime: true,
    };
    harness.clock.advance(1_000);
    const updated = expectStatus(await client.patch(`/api/employment-entries/${entry.id}`, fields), 200);
    expect(updated).toMatchObject({ ...fields, updatedAt: new Date(START.getTime() + 1_000).toISOString() });
    const listed = expectStatus<{ id: string }[]>(await client.get(`/api/employment-entries/${formId}`), 200);
    expect(listed.find((row) => row.id === entry.id)).toEqual(updated);
  });

  it("deletes an entry", async () => {
    const entry = await createEmployment(client, formId);
    expect((await client.delete(`/api/employment-entries/${entry.id}`)).statusCode).toBe(204);
    const listed = expectStatus<{ id: string }[]>(await client.get(`/api/employment-entries/${formId}`), 200);
    expect(listed.map((row) => row.id)).not.toContain(entry.id);
    expect((await client.delete(`/api/employment-entries/${entry.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for an unknown form or entry", async () => {
    expect((await client.get(`/api/employment-entries/${randomUUID()}`)).statusCode).toBe(404);
    expect(
      (await client.post("/api/employment-entries", { formId: randomUUID(), entryNumber: 1 })).statusCode,
    ).toBe(404);
    const response = await client.patch(`/api/employment-entries/${randomUUID()}`, { companyName: "X" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: "Employment entry not found" });
  });
});

describe("employment validation", () => {
  let entryId: string;
  beforeAll(async () => {
    entryId = (await createEmployment(client, formId, { startDate: "2016-01-01", endDate: "2017-01-01" })).id;
  });

  async function patchRefused(body: object, message?: string) {
    const before = (await client.get(`/api/employment-entries/${formId}`)).body;
    const response = await client.patch(`/api/employment-entries/${entryId}`, body);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toContain(message);
    expect((await client.get(`/api/employment-entries/${formId}`)).body).toBe(before);
  }

  it("refuses an operation category outside the set", () => patchRefused({ operationCategory: "part_91" }));
  it("refuses an unknown field", () => patchRefused({ salary: 100 }));
  it("refuses an impossible date", () => patchRefused({ startDate: "2019-02-29" }));
  it("refuses an empty change", () => patchRefused({}));
  it("refuses an entry number below 1", async () => {
    expect((await client.post("/api/employment-entries", { formId, entryNumber: 0 })).statusCode).toBe(400);
  });

  it("refuses a start after the end sent together", () =>
    patchRefused({ startDate: "2020-01-02", endDate: "2020-01-01" }, EMPLOYMENT_DATE_ORDER_MESSAGE));

  it("refuses a start after the stored end", () =>
    patchRefused({ startDate: "2017-01-02" }, EMPLOYMENT_DATE_ORDER_MESSAGE));

  it("refuses an end before the stored start", () =>
    patchRefused({ endDate: "2015-12-31" }, EMPLOYMENT_DATE_ORDER_MESSAGE));

  it("accepts a one-day job and clearing a date", async () => {
    expectStatus(await client.patch(`/api/employment-entries/${entryId}`, { endDate: "2016-01-01" }), 200);
    const cleared = expectStatus(
      await client.patch(`/api/employment-entries/${entryId}`, { startDate: "" }),
      200,
    );
    expect(cleared).toMatchObject({ startDate: null, endDate: "2016-01-01" });
    // With no start stored, any end is in order.
    expectStatus(await client.patch(`/api/employment-entries/${entryId}`, { endDate: "1999-01-01" }), 200);
  });
});
