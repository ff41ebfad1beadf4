// The employment summary (14 CFR 145.161(a)(4)) through the API on a fresh database, read back with
// unpdf: its five parts from the technician's active work history, owner-only.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { seedWorkHistory } from "../../test/handover";
import { pdfPages, pdfText } from "../../test/pdf-text";

const URL = "/api/me/documents/employment-summary.pdf";

let harness: Harness;
let tech: Client;
let text: string;

beforeAll(async () => {
  harness = await startHarness();
  tech = await signedInClient(harness.testApp, { fullName: "Zoë Account" });
  await seedWorkHistory(tech);
  const response = await tech.get(URL);
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("application/pdf");
  expect(response.headers["content-disposition"]).toBe(
    'attachment; filename="hangar-log-employment-summary-zoe-lukasz-2026-06-01.pdf"',
  );
  text = await pdfText(response.rawPayload);
});
afterAll(async () => {
  await harness?.close();
});

describe("GET /api/me/documents/employment-summary.pdf", () => {
  it("says what it is and whose it is", () => {
    expect(text).toContain("Employment summary");
    expect(text).toContain("14 CFR 145.161(a)(4)");
    expect(text).toContain("Name Zoë Łukasz-Ωμέγα");
  });

  it("(i) gives the present title", () => {
    expect(text).toMatch(/Present title\n+Lead Inspector/);
  });

  it("(ii) gives the total years and each type of work with the types worked on", () => {
    expect(text).toContain("Total employment: 6 years 3 months (to 2026-06-01).");
    expect(text).toContain("Airframe 2 years Boeing / 737 / 800");
    expect(text).toContain("Powerplant 2 years CFM / 56-7B");
    expect(text).toContain("Avionics 4 years 3 months Collins / Pro Line 21");
  });

  it("(iii) lists the employers, most recent first, with positions, dates and durations", () => {
    expect(text).toMatch(/Polar Jet Services Lead Inspector 2022-03-01 to present 4 years 3 months/);
    expect(text).toMatch(/Sky Wrench Aviation A&P Mechanic 2018-01-01 to 2020-01-01 2 years/);
    expect(text.indexOf("Polar Jet Services Lead")).toBeLessThan(text.indexOf("Sky Wrench Aviation A&P"));
  });

  it("(iv) describes the present employment and (v) the certificate", () => {
    expect(text).toMatch(/Scope of present employment\n+Employer Polar Jet Services\nSince 2022-03-01/);
    expect(text).toContain("Scope of employment Heavy checks of regional jets");
    expect(text).toContain("Responsibilities Inspection of CRJ900 heavy checks");
    expect(text).toContain("A&P certificate number 3456789");
    expect(text).toContain("Inspection Authorization Yes - Currently Active");
    expect(text).toContain("FCC GROL PG-1234");
  });

  it("(v) adds the certificate's issue date, its ratings and the IA's issue date once the form has them", async () => {
    expect(text).not.toContain("Certificate issued on");
    const rated = await signedInClient(harness.testApp, { fullName: "Rae Rated" });
    const { formId } = await seedWorkHistory(rated);
    expectStatus(
      await rated.patch(`/api/forms/${formId}`, {
        apCertificateIssuedOn: "2015-04-10",
        ratings: ["airframe", "powerplant"],
        iaIssuedOn: "2021-03-15",
      }),
      200,
    );
    const rich = await pdfText((await rated.get(URL)).rawPayload);
    expect(rich).toContain("Certificate issued on 2015-04-10");
    expect(rich).toContain("Ratings Airframe, Powerplant");
    expect(rich).toContain("IA issued on 2021-03-15");
  });

  it("numbers its pages beside the generation time", async () => {
    const pages = await pdfPages((await tech.get(URL)).rawPayload);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(pages[0]).toContain("generated 2026-06-01 12:00 UTC");
  });

  it("is refused (409) to a user without a work history, and 401 signed out", async () => {
    const newcomer = await signedInClient(harness.testApp);
    const answer = expectStatus(await newcomer.get(URL), 409);
    expect(answer).toMatchObject({
      code: "work_history_missing",
      error: "Fill in your work history first: this document is made from it.",
    });
    expectStatus(await harness.testApp.app.inject({ method: "GET", url: URL }), 401);
  });
});
