// The training record outlives a deleted account (docs/decisions/0057): archived at deletion with its
// sign-offs, changes and evidence files, readable by administrators only, purged after the period.

import { TRAINING_RECORD_RETENTION_YEARS } from "@domain/constants";
import type { AdminStructure, ArchivedTrainingRecords } from "@domain/schemas/checklists";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { archivedTrainingRecords, uploadIntents, userChecklistCompletions } from "../../db/schema/index";
import { type Harness, START, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { uploadDocument } from "../../test/uploads";
import { serviceContext } from "../service-context";
import { discardArchivedEvidence } from "../uploads/abandoned-objects";
import { runUploadCleanup } from "../uploads/uploads.cleanup";
import { purgeExpiredArchives } from "./training-archive.service";

let harness: Harness;
let admin: Client;
let itemId: string;

beforeAll(async () => {
  harness = await startHarness();
  admin = await signedInClient(harness.testApp, { role: "admin", fullName: "Ada Admin" });
  const tabs = expectStatus<AdminStructure>(
    await admin.post("/api/admin/checklists/tabs", { name: "Recurrent" }),
    200,
  ).tabs;
  const tabId = tabs.at(-1)?.id;
  const section = expectStatus<AdminStructure>(
    await admin.post("/api/admin/checklists/sections", { tabId, name: "Powerplant" }),
    200,
  ).tabs.find((tab) => tab.id === tabId)?.sections[0];
  const structure = expectStatus<AdminStructure>(
    await admin.post("/api/admin/checklists/items", {
      sectionId: section?.id,
      name: "Borescope inspection",
      requiresSignOff: true,
    }),
    200,
  );
  itemId =
    structure.tabs
      .flatMap((tab) => tab.sections)
      .flatMap((one) => one.items)
      .at(-1)?.id ?? "";
});
// The purge moves the clock years ahead, past every session: the other tests start at START again.
beforeEach(() => {
  harness.clock.set(START);
});
afterAll(() => harness?.close());

/** A technician with the item done, evidence attached and signed off, then deleted by the administrator. */
async function deletedTechnician(fullName: string) {
  const tech = await signedInClient(harness.testApp, { fullName });
  const evidence = await uploadDocument(harness.testApp, tech, {
    filename: "borescope-certificate.txt",
    bytes: Buffer.from(`Certificate of completion: Borescope inspection, ${fullName}, 2026-05-10`),
    documentType: "training",
  });
  expectStatus(
    await tech.patch(`/api/checklists/items/${itemId}`, { completed: true, evidenceDocumentId: evidence.id }),
    200,
  );
  const [row] = await harness.testApp.app.db
    .select({ id: userChecklistCompletions.id })
    .from(userChecklistCompletions)
    .where(eq(userChecklistCompletions.userId, tech.user.id));
  expectStatus(await admin.post(`/api/admin/checklists/completions/${row?.id}/sign-off`), 204);
  expectStatus(await admin.delete(`/api/admin/users/${tech.user.id}`), 204);
  return { tech, evidence };
}

const archivesOf = async (fullName: string) =>
  expectStatus<ArchivedTrainingRecords>(await admin.get("/api/admin/archived-records"), 200).records.filter(
    (record) => record.fullName === fullName,
  );

describe("archived training records", () => {
  it("keeps the record, its sign-off and its evidence after the account is deleted", async () => {
    const { tech, evidence } = await deletedTechnician("Tom Tech");
    expect((await tech.get("/api/user")).statusCode).toBe(401);

    const [archive] = await archivesOf("Tom Tech");
    expect(archive).toMatchObject({
      deletedBy: "Ada Admin",
      evidence: [{ documentId: evidence.id, filename: "borescope-certificate.txt" }],
    });
    const years =
      new Date(archive?.retainUntil ?? "").getUTCFullYear() -
      new Date(archive?.deletedAt ?? "").getUTCFullYear();
    expect(years).toBe(TRAINING_RECORD_RETENTION_YEARS);

    const pdf = await admin.get(`/api/admin/archived-records/${archive?.id}/record.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const file = await admin.get(`/api/admin/archived-records/${archive?.id}/evidence/${evidence.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain("Certificate of completion: Borescope inspection, Tom Tech");

    const [stored] = await harness.testApp.app.db
      .select({ record: archivedTrainingRecords.record })
      .from(archivedTrainingRecords)
      .where(eq(archivedTrainingRecords.id, archive?.id ?? ""));
    const kinds = ((stored?.record ?? { events: [] }) as { events: { kind: string }[] }).events.map(
      (event) => event.kind,
    );
    expect(kinds).toEqual(expect.arrayContaining(["completed", "evidence_attached", "signed_off"]));
  });

  it("is for administrators only", async () => {
    await deletedTechnician("Una Unseen");
    const [archive] = await archivesOf("Una Unseen");
    const technician = await signedInClient(harness.testApp, { fullName: "Nosy Neighbour" });
    expect((await technician.get("/api/admin/archived-records")).statusCode).toBe(403);
    expect((await technician.get(`/api/admin/archived-records/${archive?.id}/record.pdf`)).statusCode).toBe(
      403,
    );
  });

  it("keeps nothing for an account that never touched its training record", async () => {
    const idle = await signedInClient(harness.testApp, { fullName: "Ida Idle" });
    expectStatus(await admin.delete(`/api/admin/users/${idle.user.id}`), 204);
    expect(await archivesOf("Ida Idle")).toEqual([]);
  });

  it("is purged with its evidence file once the retention period is over", async () => {
    await deletedTechnician("Pat Past");
    const [archive] = await archivesOf("Pat Past");
    const [stored] = await harness.testApp.app.db
      .select({ evidence: archivedTrainingRecords.evidence })
      .from(archivedTrainingRecords)
      .where(eq(archivedTrainingRecords.id, archive?.id ?? ""));
    const objectPath = ((stored?.evidence ?? []) as { objectPath: string }[])[0]?.objectPath ?? "";
    expect(await harness.testApp.app.storage.head(objectPath)).not.toBeNull();
    const ctx = serviceContext(harness.testApp.app);
    expect(await purgeExpiredArchives(ctx, discardArchivedEvidence)).toBe(0);

    harness.clock.advance(TRAINING_RECORD_RETENTION_YEARS * 366 * 24 * 60 * 60 * 1000);
    expect(await purgeExpiredArchives(ctx, discardArchivedEvidence)).toBeGreaterThanOrEqual(1);
    const later = await signedInClient(harness.testApp, { role: "admin" }); // sessions did not last two years
    expect((await later.get(`/api/admin/archived-records/${archive?.id}/record.pdf`)).statusCode).toBe(404);

    await runUploadCleanup(ctx);
    expect(await harness.testApp.app.storage.head(objectPath)).toBeNull();
    const ledger = await harness.testApp.app.db
      .select()
      .from(uploadIntents)
      .where(eq(uploadIntents.objectPath, objectPath));
    expect(ledger).toEqual([]);
  });
});
