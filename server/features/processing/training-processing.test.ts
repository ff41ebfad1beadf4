// A training document end to end with the real runner, sandbox and built-in reader: upload, Process,
// and the upload row holds what the certificate says, whether it names the uploader, and the
// checklist items it is proposed for (docs/product.md §16).

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { trainingUploadReadingSchema } from "@domain/schemas/training-document";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checklistItems, checklistSections, checklistTabs, trainingUploads } from "../../db/schema/index";
import type { JobRunner } from "../../jobs/runner";
import { createTestApp, type TestApp } from "../../test/app";
import { startProcessingRunner } from "../../test/processing-runner";
import { renderPdf } from "../../test/rendered-documents";
import { TRAINING_FIXTURES } from "../../test/training-certificates";
import { uploadDocument } from "../../test/uploads";
import { createSignedInUser, type SignedInUser } from "../../test/users";

let testApp: TestApp;
let runner: JobRunner;
let daniel: SignedInUser;
let rvsmItemId: string;

const certificate = (name: string) => readFileSync(join(TRAINING_FIXTURES, `${name}.txt`), "utf8");

beforeAll(async () => {
  testApp = await createTestApp();
  runner = startProcessingRunner(testApp);
  daniel = await createSignedInUser(testApp, { fullName: "Daniel O'Brien" });
  const db = testApp.app.db;
  const [tab] = await db.insert(checklistTabs).values({ name: "Recurrent" }).returning();
  const [section] = await db
    .insert(checklistSections)
    .values({ tabId: tab!.id, name: "Avionics" })
    .returning();
  const items = await db
    .insert(checklistItems)
    .values([
      { sectionId: section!.id, name: "RVSM Airworthiness", description: "Reduced vertical separation" },
      { sectionId: section!.id, name: "Compass Swing", description: null },
    ])
    .returning();
  rvsmItemId = items[0]!.id;
});
afterAll(async () => {
  await runner.stop();
  await testApp.close();
});

async function processTraining(user: SignedInUser, filename: string, bytes: Buffer) {
  const document = await uploadDocument(testApp, user, { filename, bytes, documentType: "training" });
  const started = await testApp.app.inject({
    method: "POST",
    url: `/api/uploads/training/${document.id}/process`,
    headers: { cookie: user.cookie },
    payload: { overwrite: true },
  });
  expect(started.statusCode, started.body).toBe(201);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [row] = await testApp.app.db
      .select()
      .from(trainingUploads)
      .where(eq(trainingUploads.id, document.id));
    if (row?.processingStatus === "completed" || row?.processingStatus === "failed") return row;
    if (Date.now() > deadline) throw new Error(`processing never finished: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("processing a training document", () => {
  it("stores what a PDF certificate says and proposes the checklist item it completes", async () => {
    const pdf = Buffer.from(await renderPdf(certificate("07-rvsm-two-column")));
    const row = await processTraining(daniel, "rvsm.pdf", pdf);
    expect(row.processingStatus, row.errorMessage ?? "").toBe("completed");
    const reading = trainingUploadReadingSchema.parse(row.mappedChecklists);
    expect(reading.certificate).toMatchObject({
      courseTitle: "RVSM Airworthiness and Continued Compliance",
      traineeName: "Daniel O'Brien",
      completionDate: "2025-06-20",
      expiryDate: "2027-06-30",
    });
    expect(reading.trainee).toBe("matches");
    expect(reading.mappings.map((mapping) => mapping.itemId)).toEqual([rvsmItemId]);
    expect(reading.mappings[0]!.why.titleWords).toEqual(["rvsm", "airworthiness"]);
  });

  it("flags a certificate that names someone else and proposes nothing to apply", async () => {
    const text = certificate("07-rvsm-two-column").replace("Daniel O'Brien", "Karen Whitlock");
    const row = await processTraining(daniel, "someone-else.txt", Buffer.from(text));
    const reading = trainingUploadReadingSchema.parse(row.mappedChecklists);
    expect(reading).toMatchObject({ trainee: "different", mappings: [] });
    expect(reading.certificate.traineeName).toBe("Karen Whitlock");
  });
});
