// Date sanity on the server (docs/product.md §5.7): years before 1940 are refused by the schema,
// dates ahead of the server clock's today by the service. The clock is the app's manual clock:
// START is 2026-06-01 12:00 UTC, already 2026-06-02 in the earliest time zone (UTC+14).

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, START, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { createEmployment, createForm } from "../../test/work-history";

const HOUR_MS = 60 * 60 * 1000;

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

function refused(response: Awaited<ReturnType<Client["patch"]>>, field: string, message: string) {
  const body = expectStatus(response, 400);
  expect(body).toMatchObject({ code: "validation_error", error: expect.stringContaining(message) });
  expect(body.issues).toContainEqual({ path: `body.${field}`, message });
}

describe("form dates", () => {
  it("refuses an employment start date before 1940, with the message on the field", async () => {
    const entry = await createEmployment(client, formId);
    refused(
      await client.patch(`/api/employment-entries/${entry.id}`, { startDate: "0215-03-01" }),
      "startDate",
      "Must be in 1940 or later",
    );
    expectStatus(await client.patch(`/api/employment-entries/${entry.id}`, { startDate: "1940-01-01" }), 200);
  });

  it("refuses an end date after the server's today, and a start date more than a year ahead", async () => {
    const entry = await createEmployment(client, formId);
    const url = `/api/employment-entries/${entry.id}`;
    refused(await client.patch(url, { endDate: "2026-06-03" }), "endDate", "Must not be after today");
    // Today somewhere on earth already: a user in UTC+14 is not refused their own today.
    expectStatus(await client.patch(url, { endDate: "2026-06-02" }), 200);
    refused(
      await client.patch(url, { endDate: null, startDate: "2027-06-03" }),
      "startDate",
      "Must not be more than a year from today",
    );
    expectStatus(await client.patch(url, { endDate: null, startDate: "2027-06-02" }), 200);
  });

  it("refuses a date of hire before 1940 or after today, by the app's clock", async () => {
    refused(
      await client.patch(`/api/forms/${formId}`, { dateOfHire: "0001-01-01" }),
      "dateOfHire",
      "Must be in 1940 or later",
    );
    refused(
      await client.patch(`/api/forms/${formId}`, { dateOfHire: "2026-06-03" }),
      "dateOfHire",
      "Must not be after today",
    );
    // 22 hours later it is 2026-06-03 in UTC+14 (the session, used midway, is still fresh).
    harness.clock.set(new Date(START.getTime() + 11 * HOUR_MS));
    expectStatus(await client.get(`/api/forms/${formId}`), 200);
    harness.clock.set(new Date(START.getTime() + 22 * HOUR_MS));
    const form = expectStatus(await client.patch(`/api/forms/${formId}`, { dateOfHire: "2026-06-03" }), 200);
    expect(form.dateOfHire).toBe("2026-06-03");
    harness.clock.set(START);
  });
});
