// Draft experience letters through the API on a fresh database, read back with unpdf: one letter per
// employer on its own page, with the types worked on there, the tasks and a signature block.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { type SeededWorkHistory, seedWorkHistory } from "../../test/handover";
import { pdfPages } from "../../test/pdf-text";
import { createForm } from "../../test/work-history";

const URL = "/api/me/documents/experience-letters.pdf";

let harness: Harness;
let tech: Client;
let seeded: SeededWorkHistory;
let pages: string[];

beforeAll(async () => {
  harness = await startHarness();
  tech = await signedInClient(harness.testApp, { fullName: "Zoë Account" });
  seeded = await seedWorkHistory(tech);
  const response = await tech.get(URL);
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-disposition"]).toBe(
    'attachment; filename="hangar-log-experience-letters-zoe-lukasz-2026-06-01.pdf"',
  );
  pages = await pdfPages(response.rawPayload);
});
afterAll(async () => {
  await harness?.close();
});

describe("GET /api/me/documents/experience-letters.pdf", () => {
  it("writes one letter per employer, each starting on its own page", () => {
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain("Experience letter: Sky Wrench Aviation");
    expect(pages[1]).toContain("Experience letter: Polar Jet Services");
    expect(pages[0]).not.toContain("Polar Jet Services");
  });

  it("says who worked where, when, for how long and as what", () => {
    const letter = pages[0]!.replace(/\n/g, " ");
    expect(letter).toContain(
      "This letter confirms that Zoë Łukasz-Ωμέγα was employed by Sky Wrench Aviation (Wichita, KS) from 2018-01-01 to 2020-01-01 (2 years) as A&P Mechanic, full time",
    );
    expect(letter).toContain("Type of operation: Part 145 Repair Station.");
    const present = pages[1]!.replace(/\n/g, " ");
    expect(present).toContain("from 2022-03-01 to the present day (4 years 3 months) as Lead Inspector");
  });

  it("lists the types worked on at that employer with the work performed, and the tasks", () => {
    expect(pages[0]).toContain("Airframe Boeing / 737 / 800 Sheet Metal Repair, Engine Runs");
    expect(pages[0]).toContain("Powerplant CFM / 56-7B Hot Section Inspection");
    expect(pages[0]).not.toContain("Collins");
    expect(pages[0]).toContain("Sheet metal repairs and engine runs");
    expect(pages[1]).toContain("Avionics Collins / Pro Line 21 RVSM");
  });

  it("is a draft for the employer to sign, the evidence for FAA Form 8610-2", () => {
    for (const page of pages.map((text) => text.replace(/\n/g, " "))) {
      expect(page).toContain("to check, print on its letterhead and sign");
      expect(page).toContain("FAA Form 8610-2");
      expect(page).toMatch(/Signed for the employer Name _+ Title _+/);
      expect(page).toContain("Signature ____");
      expect(page).toContain("generated 2026-06-01 12:00 UTC");
    }
  });

  it("writes one employer's letter when asked, named after the employer, and 404 for an employer not on the form", async () => {
    const answer = await tech.get(`${URL}?employmentId=${seeded.presentEmployerId}`);
    expect(answer.headers["content-disposition"]).toBe(
      'attachment; filename="hangar-log-experience-letter-zoe-lukasz-polar-jet-services-2026-06-01.pdf"',
    );
    const one = await pdfPages(answer.rawPayload);
    expect(one).toHaveLength(1);
    expect(one[0]).toContain("Experience letter: Polar Jet Services");
    const other = await signedInClient(harness.testApp);
    const theirs = await seedWorkHistory(other);
    expectStatus(await tech.get(`${URL}?employmentId=${theirs.pastEmployerId}`), 404);
    expectStatus(await tech.get(`${URL}?employmentId=not-an-id`), 400);
  });

  it("is refused (409) without an employer or a form", async () => {
    const newcomer = await signedInClient(harness.testApp);
    expect(expectStatus(await newcomer.get(URL), 409).code).toBe("work_history_missing");
    await createForm(newcomer);
    const answer = expectStatus(await newcomer.get(URL), 409);
    expect(answer.error).toBe("Add an employer to your work history first: each letter is for one employer.");
  });
});
