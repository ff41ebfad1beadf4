// A resume filled in by a bulk import keeps where each value was read, as an uploaded one does
// (docs/decisions/0077-sources-of-every-value.md): the review beside it shows every entry and value
// at the ranges of the stored text the extractor read, not found again by searching.

import type { FuzzyMatchView } from "@domain/schemas/fuzzy-match";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobRunner } from "../../jobs/runner";
import { createTestApp, type TestApp } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { importFiles, resumeNaming, waitUntilRead } from "../../test/imports";
import { startProcessingRunner } from "../../test/processing-runner";
import { renderPdf } from "../../test/rendered-documents";
import { TWO_COLUMN_RESUME } from "../../test/resume-texts";
import { uniqueEmail } from "../../test/users";

interface Evidence {
  text: string;
  entries: { kind: string; entryId: string; spans: { start: number; end: number }[]; found: string }[];
  values: { field: string; index: number | null; spans: { start: number; end: number }[] }[];
}

let testApp: TestApp;
let runner: JobRunner;
let admin: Client;

beforeAll(async () => {
  testApp = await createTestApp();
  runner = startProcessingRunner(testApp, 2);
  admin = await signedInClient(testApp, { role: "admin", fullName: "Ada Admin" });
});
afterAll(async () => {
  await runner.stop();
  await testApp.close();
});

async function evidenceOf(technician: Client): Promise<Evidence> {
  const form = expectStatus<{ id: string }>(await technician.get("/api/work-history/active"), 200);
  return expectStatus<Evidence>(await technician.get(`/api/forms/${form.id}/resume-evidence`), 200);
}

const cutOf = (evidence: Evidence, spans: { start: number; end: number }[]) =>
  spans.map((span) => evidence.text.slice(span.start, span.end));
const cutValue = (evidence: Evidence, field: string) =>
  cutOf(evidence, evidence.values.find((value) => value.field === field)?.spans ?? []);

// Each test imports and reads a document: the first after the start also warms the readers up.
describe("the review of a form an import filled", { timeout: 90_000 }, () => {
  it("shows the entries and values at the sources recorded when the import read the resume", async () => {
    const rosa = await signedInClient(testApp, { fullName: "Rosa Delgado", email: uniqueEmail("rosa") });
    const [id] = await importFiles(testApp, admin.cookie, "resume", [
      { filename: "delgado.txt", bytes: resumeNaming("Rosa Delgado", rosa.user.email) },
    ]);
    const card = (await waitUntilRead(testApp, admin.cookie, [id!])).get(id!) as FuzzyMatchView;
    expect(card).toMatchObject({ state: "assigned", matchStatus: "exact" });

    const evidence = await evidenceOf(rosa);
    expect(evidence.entries.length).toBeGreaterThan(0);
    expect(evidence.entries.every((entry) => entry.found === "recorded")).toBe(true);
    const form = expectStatus<{ id: string }>(await rosa.get("/api/work-history/active"), 200);
    const jobs = expectStatus<{ id: string; companyName: string }[]>(
      await rosa.get(`/api/employment-entries/${form.id}`),
      200,
    );
    expect(jobs.map((job) => job.companyName)).toEqual([
      "Cascade Regional Airlines",
      "Northfield Aero Services, LLC",
    ]);
    for (const job of jobs) {
      const entry = evidence.entries.find((item) => item.entryId === job.id)!;
      expect(cutOf(evidence, entry.spans).join("\n")).toContain(job.companyName);
    }
    expect(cutValue(evidence, "firstName")).toEqual(["ROSA"]);
    expect(cutValue(evidence, "lastName")).toEqual(["DELGADO"]);
    expect(cutValue(evidence, "email")).toEqual([rosa.user.email]);
    expect(cutValue(evidence, "apCertificateNumber")).toEqual(["4417230"]);
  });

  it("keeps them for a two-column PDF an administrator assigns by hand", async () => {
    const owen = await signedInClient(testApp, { fullName: "Owen Marchetti", email: uniqueEmail("owen") });
    const [id] = await importFiles(testApp, admin.cookie, "resume", [
      {
        filename: "marchetti.pdf",
        bytes: Buffer.from(await renderPdf(TWO_COLUMN_RESUME)),
        mimeType: "application/pdf",
      },
    ]);
    const card = (await waitUntilRead(testApp, admin.cookie, [id!])).get(id!) as FuzzyMatchView;
    expect(card.state).toBe("waiting");
    expectStatus(await admin.post(`/api/admin/fuzzy-matches/${id}/assign`, { userId: owen.user.id }), 200);

    const evidence = await evidenceOf(owen);
    expect(evidence.entries.length).toBeGreaterThan(0);
    expect(evidence.entries.every((entry) => entry.found === "recorded")).toBe(true);
    expect(cutValue(evidence, "firstName")).toEqual(["OWEN"]);
    expect(cutValue(evidence, "lastName")).toEqual(["MARCHETTI"]);
    expect(cutValue(evidence, "phone")).toEqual(["(510) 555-0162"]);
    expect(cutValue(evidence, "email")).toEqual(["owen.marchetti@example.com"]);
    const skills = evidence.values.filter((value) => value.field === "skills");
    expect(skills.map((value) => cutOf(evidence, value.spans))).toEqual([["Wiring"], ["Soldering"]]);
  });
});
