// The certificate fields of the form (docs/product.md §19.1): A&P issue date, ratings, IA issue date,
// autosaved one at a time like every other field. The clock is the harness's manual clock: START is
// 2026-06-01 12:00 UTC, already 2026-06-02 in the earliest time zone.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { createForm } from "../../test/work-history";

let harness: Harness;
let client: Client;

beforeAll(async () => {
  harness = await startHarness();
  client = await signedInClient(harness.testApp);
});
afterAll(async () => {
  await harness?.close();
});

function refused(response: Awaited<ReturnType<Client["patch"]>>, field: string, message: string) {
  const body = expectStatus(response, 400);
  expect(body).toMatchObject({ code: "validation_error" });
  expect(body.issues).toContainEqual({ path: `body.${field}`, message });
}

describe("certificate fields of the form", () => {
  it("start empty and save one at a time", async () => {
    const form = await createForm(client);
    const url = `/api/forms/${form.id}`;
    expect(expectStatus(await client.get(url), 200)).toMatchObject({
      apCertificateIssuedOn: null,
      ratings: [],
      iaIssuedOn: null,
    });
    expect(expectStatus(await client.patch(url, { apCertificateIssuedOn: "2015-04-10" }), 200)).toMatchObject(
      {
        apCertificateIssuedOn: "2015-04-10",
      },
    );
    expect(
      expectStatus(await client.patch(url, { ratings: ["powerplant", "airframe"] }), 200).ratings,
    ).toEqual(["airframe", "powerplant"]);
    expectStatus(await client.patch(url, { iaIssuedOn: "2019-03-01" }), 200);
    expect(expectStatus(await client.get(url), 200)).toMatchObject({
      apCertificateIssuedOn: "2015-04-10",
      ratings: ["airframe", "powerplant"],
      iaIssuedOn: "2019-03-01",
    });
    // Cleared controls send "" (dates) and [] or null (ratings).
    expect(expectStatus(await client.patch(url, { iaIssuedOn: "" }), 200).iaIssuedOn).toBeNull();
    expect(expectStatus(await client.patch(url, { ratings: null }), 200).ratings).toEqual([]);
  });

  it("refuses an unknown rating, a repeated one and more than two", async () => {
    const form = await createForm(client);
    const url = `/api/forms/${form.id}`;
    expectStatus(await client.patch(url, { ratings: ["avionics"] }), 400);
    expectStatus(await client.patch(url, { ratings: ["airframe", "airframe", "powerplant"] }), 400);
    expect(expectStatus(await client.get(url), 200).ratings).toEqual([]);
  });

  it("refuses issue dates after today or before 1940, on the field", async () => {
    const form = await createForm(client);
    const url = `/api/forms/${form.id}`;
    refused(
      await client.patch(url, { apCertificateIssuedOn: "2026-06-03" }),
      "apCertificateIssuedOn",
      "Must not be after today",
    );
    refused(await client.patch(url, { iaIssuedOn: "1939-12-31" }), "iaIssuedOn", "Must be in 1940 or later");
    expectStatus(await client.patch(url, { apCertificateIssuedOn: "2026-06-02" }), 200);
  });

  it("keeps the IA on or after the A&P certificate, whichever date is entered first", async () => {
    const form = await createForm(client);
    const url = `/api/forms/${form.id}`;
    expectStatus(await client.patch(url, { apCertificateIssuedOn: "2016-05-20" }), 200);
    refused(
      await client.patch(url, { iaIssuedOn: "2016-05-19" }),
      "iaIssuedOn",
      "The IA cannot be issued before the A&P certificate",
    );
    expectStatus(await client.patch(url, { iaIssuedOn: "2016-05-20" }), 200);
    refused(
      await client.patch(url, { apCertificateIssuedOn: "2016-05-21" }),
      "apCertificateIssuedOn",
      "The A&P certificate must be issued on or before the IA",
    );
    expect(expectStatus(await client.get(url), 200)).toMatchObject({
      apCertificateIssuedOn: "2016-05-20",
      iaIssuedOn: "2016-05-20",
    });
  });

  it("are the owner's only: another user gets 404 and changes nothing", async () => {
    const form = await createForm(client);
    const other = await signedInClient(harness.testApp);
    expectStatus(await other.patch(`/api/forms/${form.id}`, { ratings: ["airframe"] }), 404);
    expectStatus(await other.patch(`/api/forms/${form.id}`, { iaIssuedOn: "2020-01-01" }), 404);
    expect(expectStatus(await client.get(`/api/forms/${form.id}`), 200)).toMatchObject({
      ratings: [],
      iaIssuedOn: null,
    });
  });
});
