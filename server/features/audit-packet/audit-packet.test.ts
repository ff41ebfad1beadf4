// The audit packet through the API on a fresh database: a technician with a form, employers,
// experience, a small training program with a sign-off and a history of changes, and a name the
// embedded font writes only in part. The PDF's text is read back with unpdf, as an inspector's viewer would.

import type { TrainingItemView } from "@domain/schemas/checklists";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../test/app";
import { createItem } from "../../test/checklists";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { pdfPages } from "../../test/pdf-text";
import { createEmployment, createExperience, createForm } from "../../test/work-history";

let harness: Harness;
let admin: Client;
let tech: Client;
let newcomer: Client;

const TECH_NAME = "Zoë Łukasz 李 ✈️";

beforeAll(async () => {
  harness = await startHarness();
  admin = await signedInClient(harness.testApp, { role: "admin", fullName: "Ada Admin" });
  tech = await signedInClient(harness.testApp, { fullName: TECH_NAME });
  newcomer = await signedInClient(harness.testApp, { fullName: "Nina New" });

  const form = await createForm(tech);
  expectStatus(
    await tech.patch(`/api/forms/${form.id}`, {
      firstName: "Zoë",
      lastName: "Łukasz",
      dateOfHire: "2022-03-01",
      apCertificateNumber: "3456789",
      iaStatus: "yes",
    }),
    200,
  );
  const employer = await createEmployment(tech, form.id, {
    companyName: "Sky Wrench Aviation",
    positionTitle: "A&P Mechanic",
    startDate: "2018-01-01",
    endDate: "2020-01-01",
  });
  await createExperience(tech, "airframe", form.id, {
    aircraftMake: "Boeing",
    aircraftModel: "737",
    aircraftSeries: "800",
    engineRuns: true,
    selectedEmploymentIds: [employer.id],
  });

  let structure = expectStatus(await admin.post("/api/admin/checklists/tabs", { name: "Initial" }), 200);
  const tabId = structure.tabs[0].id;
  structure = expectStatus(
    await admin.post("/api/admin/checklists/sections", { tabId, name: "Safety" }),
    200,
  );
  const sectionId = structure.tabs[0].sections[0].id;
  const runUp = await createItem(admin, sectionId, {
    name: "Engine run-up",
    requiresSignOff: true,
    ataChapter: "71",
  });
  await createItem(admin, sectionId, { name: "Human factors", recurrenceMonths: 24 });

  const done: TrainingItemView = expectStatus(
    await tech.patch(`/api/checklists/items/${runUp}`, { completed: true, notes: "Run on N737ZL, 20 min" }),
    200,
  );
  expectStatus(await admin.post(`/api/admin/checklists/completions/${done.completion!.id}/sign-off`), 204);
});
afterAll(async () => {
  await harness?.close();
});

describe("GET /api/admin/users/:id/audit-packet.pdf", () => {
  let response: Awaited<ReturnType<Client["get"]>>;
  let pages: string[];

  beforeAll(async () => {
    response = await admin.get(`/api/admin/users/${tech.user.id}/audit-packet.pdf`);
    pages = await pdfPages(response.rawPayload);
  });

  it("answers a PDF to save, named after the technician and the day in ASCII", () => {
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="hangar-log-record-zoe-lukasz-2026-06-01.pdf"',
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("opens with the cover block: the name as written where the font can, the e-mail, the center, the time", () => {
    const first = pages[0]!;
    // DejaVu writes Zoë, Łukasz and the airplane; it has no Chinese letters.
    expect(first).toContain("Zoë Łukasz ? ✈");
    expect(first).toContain(tech.user.email);
    expect(first).toContain("Hangar Log");
    expect(first).toContain("Generated on");
    expect(first).toContain("2026-06-01 12:00 UTC");
    expect(first).toContain("generated from the records in Hangar Log");
  });

  it("holds the work history, the training record and the change history, in that order", () => {
    const all = pages.join("\n");
    const order = ["1. Work history", "2. Training record", "3. Change history"].map((title) =>
      all.indexOf(title),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(all).toContain("Sky Wrench Aviation");
    expect(all).toContain("2018-01-01 to 2020-01-01");
    expect(all).toContain("3456789");
    expect(all).toContain("Boeing / 737 / 800");
    // The airframe entry counts its employer's two years, by the form's own duration rule.
    expect(all).toContain("2 years (from Sky Wrench Aviation)");
  });

  it("lists every item with its status in words and who signed it off", () => {
    const all = pages.join("\n");
    // One row of aligned cells: item, status, completed, expires, signer (the time on the next line), notes.
    expect(all).toMatch(
      /Engine run-up \(ATA 71\) +Current +2026-06-01 +- +Ada Admin +- +Run on[^\n]*\n2026-06-01 12:00 UTC/,
    );
    expect(all).toContain("N737ZL");
    expect(all).toMatch(/Human factors +Not started +- +- +Not required +- +-/);
  });

  it("writes the record's changes in words, before -> after", () => {
    const all = pages.join("\n");
    expect(all).toContain("Marked done");
    expect(all).toContain("Signed off");
    expect(all).toContain("done: no → yes");
  });

  it("numbers every page 'Page N of M' beside the name and the generation time", () => {
    pages.forEach((text, index) => {
      expect(text).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(text).toContain("Hangar Log - record of Zoë Łukasz ? ✈");
      expect(text).toContain("generated 2026-06-01 12:00 UTC");
    });
  });

  it("answers 404 for an unknown user and 403 to a technician", async () => {
    expectStatus(
      await admin.get("/api/admin/users/00000000-0000-4000-8000-000000000000/audit-packet.pdf"),
      404,
    );
    expectStatus(await tech.get(`/api/admin/users/${tech.user.id}/audit-packet.pdf`), 403);
  });
});

describe("GET /api/me/audit-packet.pdf", () => {
  it("gives a technician their own packet", async () => {
    const response = await tech.get("/api/me/audit-packet.pdf");
    expect(response.statusCode).toBe(200);
    const all = (await pdfPages(response.rawPayload)).join("\n");
    expect(all).toContain("Sky Wrench Aviation");
    expect(all).toContain("Engine run-up");
  });

  it("gives a user without a form a packet that says so", async () => {
    const response = await newcomer.get("/api/me/audit-packet.pdf");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain(
      'filename="hangar-log-record-nina-new-2026-06-01.pdf"',
    );
    const all = (await pdfPages(response.rawPayload)).join("\n");
    expect(all).toContain("Nina New");
    expect(all).toContain("No work history form yet.");
    expect(all).toContain("No changes recorded yet.");
    expect(all).not.toContain("Sky Wrench Aviation");
  });

  it("answers 401 signed out", async () => {
    const response = await harness.testApp.app.inject({ method: "GET", url: "/api/me/audit-packet.pdf" });
    expectStatus(response, 401);
  });
});
