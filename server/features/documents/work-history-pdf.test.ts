// The KA-310 / TR-1005 PDF through the API on a fresh database: the form's pdfUrl answers the PDF of
// that form to its owner only, with the form's data and the durations of the form screen, read back
// with unpdf.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { type SeededWorkHistory, seedWorkHistory } from "../../test/handover";
import { pdfPages, pdfText } from "../../test/pdf-text";
import { createForm } from "../../test/work-history";

let harness: Harness;
let tech: Client;
let other: Client;
let admin: Client;
let seeded: SeededWorkHistory;

beforeAll(async () => {
  harness = await startHarness();
  tech = await signedInClient(harness.testApp, { fullName: "Zoë Account" });
  other = await signedInClient(harness.testApp, { fullName: "Other Tech" });
  admin = await signedInClient(harness.testApp, { role: "admin", fullName: "Ada Admin" });
  seeded = await seedWorkHistory(tech);
});
afterAll(async () => {
  await harness?.close();
});

describe("the form's pdfUrl", () => {
  it("names the form's own PDF", async () => {
    const form = expectStatus(await tech.get(`/api/forms/${seeded.formId}`), 200);
    expect(form.pdfUrl).toBe(`/api/forms/${seeded.formId}/pdf`);
  });

  it("answers the owner a PDF to save, named after the technician and the day in ASCII", async () => {
    const response = await tech.get(`/api/forms/${seeded.formId}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="hangar-log-work-history-zoe-lukasz-2026-06-01.pdf"',
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("holds personal data, certificate, employers with durations, entries with flags and the summary", async () => {
    const text = await pdfText((await tech.get(`/api/forms/${seeded.formId}/pdf`)).rawPayload);
    expect(text).toContain("Work History Form");
    expect(text).toContain("KA-310 / TR-1005 Format");
    expect(text).toContain("Technician Zoë Łukasz-Ωμέγα");
    expect(text).toContain("Role / title Lead Inspector");
    expect(text).toContain("A&P certificate number 3456789");
    expect(text).toContain("Inspection Authorization Yes - Currently Active");
    expect(text).toContain("Scope of employment Heavy checks of regional jets");
    // Each employer with its own months (§10.1); the present one counts to the day the PDF is made.
    expect(text).toMatch(/Sky Wrench Aviation[\s\S]*2018-01-01 to 2020-01-01\n?[\s\S]*2 years/);
    expect(text).toMatch(/Polar Jet Services[\s\S]*2022-03-01 to present[\s\S]*4 years 3 months/);
    expect(text).toContain(
      "Boeing / 737 / 800 Sheet Metal Repair, Engine Runs 2 years (from Sky Wrench Aviation)",
    );
    expect(text).toContain("CFM / 56-7B Hot Section Inspection");
    expect(text).toContain("Collins / Pro Line 21 RVSM 4 years 3 months (from Polar Jet Services)");
    expect(text).toMatch(
      /Experience summary\nAirframe 2 years\nPowerplant 2 years\nAvionics 4 years 3 months/,
    );
    expect(text).toContain("Total employment 6 years 3 months");
    expect(text).toContain("FCC GROL PG-1234 2019-05-01");
  });

  it("numbers every page and says when it was generated", async () => {
    const pages = await pdfPages((await tech.get(`/api/forms/${seeded.formId}/pdf`)).rawPayload);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page).toContain("generated 2026-06-01 12:00 UTC");
    });
  });

  it("follows the form: a change is in the next download", async () => {
    expectStatus(
      await tech.patch(`/api/forms/${seeded.formId}`, { roleTitle: "Director of Maintenance" }),
      200,
    );
    const text = await pdfText((await tech.get(`/api/forms/${seeded.formId}/pdf`)).rawPayload);
    expect(text).toContain("Role / title Director of Maintenance");
  });

  it("uses the account's name while the form has none", async () => {
    const empty = await createForm(other);
    expectStatus(await other.patch(`/api/forms/${empty.id}`, { firstName: "", lastName: "" }), 200);
    const response = await other.get(`/api/forms/${empty.id}/pdf`);
    expect(response.headers["content-disposition"]).toContain("hangar-log-work-history-other-tech-");
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Technician Other Tech");
    expect(text).toContain("No employers entered.");
    expect(text).toContain("No airframe experience entered.");
  });

  it("is 404 'Form not found' to anyone but the owner, administrators included, and 401 signed out", async () => {
    const url = `/api/forms/${seeded.formId}/pdf`;
    expect(expectStatus(await other.get(url), 404).error).toBe("Form not found");
    expectStatus(await admin.get(url), 404);
    expectStatus(await harness.testApp.app.inject({ method: "GET", url }), 401);
  });
});

describe("GET /api/admin/users/:id/work-history.pdf", () => {
  it("gives an administrator the member's form, which the member page's pdfUrl names", async () => {
    const view = expectStatus(await admin.get(`/api/admin/users/${tech.user.id}/work-history`), 200);
    expect(view.form.pdfUrl).toBe(`/api/admin/users/${tech.user.id}/work-history.pdf`);
    const response = await admin.get(view.form.pdfUrl);
    expect(response.statusCode).toBe(200);
    expect(await pdfText(response.rawPayload)).toContain("Polar Jet Services");
  });

  it("is 403 to a technician and 404 for an unknown user or one without a form", async () => {
    expectStatus(await tech.get(`/api/admin/users/${tech.user.id}/work-history.pdf`), 403);
    expectStatus(
      await admin.get("/api/admin/users/00000000-0000-4000-8000-000000000000/work-history.pdf"),
      404,
    );
    const newcomer = await signedInClient(harness.testApp, { fullName: "No Form Yet" });
    const answer = expectStatus(
      await admin.get(`/api/admin/users/${newcomer.user.id}/work-history.pdf`),
      404,
    );
    expect(answer.error).toBe("This user has no work history form yet.");
  });
});
