// Certifications, education and skills on the form (docs/product.md §14.3): saved whole through
// PATCH /api/forms/{id}, checked by the domain's rules, owner only, and read by the dashboard stats.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { createForm } from "../../test/work-history";

let harness: Harness;
let sam: Client;
let formId: string;

beforeAll(async () => {
  harness = await startHarness(); // today is 2026-06-01
  sam = await signedInClient(harness.testApp, { fullName: "Sam Rivera" });
  formId = (await createForm(sam)).id;
});
afterAll(async () => {
  await harness?.close();
});

const patchForm = (client: Client, body: object) => client.patch(`/api/forms/${formId}`, body);
const firstIssue = (response: { json(): unknown }) =>
  (response.json() as { issues: { path: string; message: string }[] }).issues[0];

describe("certifications", () => {
  it("saves the list, and the dashboard counts it with active and expired ones", async () => {
    const certifications = [
      { name: "A&P Mechanic", number: "3456789", issuedOn: "2015-04-02", expiresOn: null },
      { name: "FCC GROL", number: null, issuedOn: "2019", expiresOn: "2026-05" },
      { name: "Boeing 737 course", number: "", issuedOn: "", expiresOn: "2027-01-15" },
    ];
    const form = expectStatus(await patchForm(sam, { certifications }), 200);
    expect(form.certifications).toEqual([
      certifications[0],
      certifications[1],
      { name: "Boeing 737 course", number: "", issuedOn: null, expiresOn: "2027-01-15" },
    ]);
    expect(expectStatus(await sam.get("/api/dashboard/stats"), 200)).toMatchObject({
      totalCertifications: 3,
      activeCertifications: 2,
    });
    expectStatus(await patchForm(sam, { certifications: [] }), 200);
    expect(expectStatus(await sam.get("/api/dashboard/stats"), 200).totalCertifications).toBe(0);
  });

  it.each([
    [{ name: "  " }, "Name is required"],
    [{ name: "A&P", issuedOn: "2020-02-30" }, "Must be a date written YYYY-MM-DD, YYYY-MM or YYYY"],
    [
      { name: "A&P", issuedOn: "2020-05-01", expiresOn: "2020-04" },
      "The expiry date must be on or after the issue date",
    ],
    [{ name: "A&P", color: "red" }, undefined],
  ])("refuses %j with a message saying why", async (certification, message) => {
    const response = await patchForm(sam, { certifications: [certification] });
    expect(response.statusCode).toBe(400);
    if (message) expect(firstIssue(response)?.message).toBe(message);
  });
});

describe("education and skills", () => {
  it("saves education entries with partial dates, and skills", async () => {
    const education = [
      {
        institution: "Aviation Institute",
        credential: "A&P Program",
        location: "Tulsa, OK",
        startDate: "2012-09",
        endDate: "2014",
      },
    ];
    const form = expectStatus(await patchForm(sam, { education, skills: ["Rigging", "Borescope"] }), 200);
    expect(form.education).toEqual(education);
    expect(form.skills).toEqual(["Rigging", "Borescope"]);
  });

  it("refuses an entry with neither school nor credential, dates out of order, blank or repeated skills", async () => {
    expect(firstIssue(await patchForm(sam, { education: [{ location: "Tulsa" }] }))?.message).toBe(
      "Enter the school or the credential",
    );
    expect(
      firstIssue(
        await patchForm(sam, { education: [{ institution: "AI", startDate: "2014", endDate: "2012-05" }] }),
      )?.message,
    ).toBe("The end date must be on or after the start date");
    expect(firstIssue(await patchForm(sam, { skills: ["Rigging", " "] }))?.message).toBe(
      "A skill cannot be empty",
    );
    expect(firstIssue(await patchForm(sam, { skills: ["Rigging", "rigging"] }))?.message).toBe(
      "Each skill can be listed only once",
    );
    expect(expectStatus(await sam.get(`/api/forms/${formId}`), 200).skills).toEqual(["Rigging", "Borescope"]);
  });

  it("another user's form answers 404 and stays untouched", async () => {
    const other = await signedInClient(harness.testApp, { fullName: "Olive Other" });
    expect((await patchForm(other, { skills: ["Hijacked"] })).statusCode).toBe(404);
    expect(expectStatus(await sam.get(`/api/forms/${formId}`), 200).skills).toEqual(["Rigging", "Borescope"]);
  });
});
