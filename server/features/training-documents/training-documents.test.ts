// Confirming and rejecting the checklist mappings a training document proposes, and the document's
// view on GET /api/uploads (docs/product.md §16.5), through the API on a fresh database. The clock
// starts at 2026-06-01 12:00 UTC (START of server/test/app.ts).

import type { AdminStructure, TrainingItemView, TrainingRecord } from "@domain/schemas/checklists";
import type { TrainingDocumentView } from "@domain/schemas/training-document";
import type { UploadedDocument } from "@domain/schemas/uploads";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checklistEvents, trainingUploads } from "../../db/schema/index";
import { type Harness, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { readTrainingDocument, storedReadingOf } from "../../test/training-documents";
import { uploadDocument } from "../../test/uploads";

let harness: Harness;
let admin: Client;
let tech: Client;
let other: Client;
let sectionId = "";

async function createItem(body: Record<string, unknown>): Promise<string> {
  const structure = expectStatus<AdminStructure>(
    await admin.post("/api/admin/checklists/items", { sectionId, ...body }),
    200,
  );
  return structure.tabs
    .flatMap((t) => t.sections)
    .find((s) => s.id === sectionId)!
    .items.at(-1)!.id;
}

const readFor = (client: Client, options: Parameters<typeof readTrainingDocument>[2]) =>
  readTrainingDocument(harness.testApp, client, options);
const confirm = (client: Client, body: Record<string, unknown>) =>
  client.post("/api/checklists/mappings/confirm", body);
const reject = (client: Client, body: Record<string, unknown>) =>
  client.post("/api/checklists/mappings/reject", body);

async function itemOf(client: Client, itemId: string): Promise<TrainingItemView | undefined> {
  const record = expectStatus<TrainingRecord>(await client.get("/api/checklists"), 200);
  return record.tabs.flatMap((t) => t.sections.flatMap((s) => s.items)).find((i) => i.id === itemId);
}

async function eventsOf(userId: string, itemId: string) {
  const rows = await harness.testApp.app.db
    .select()
    .from(checklistEvents)
    .where(eq(checklistEvents.userId, userId))
    .orderBy(asc(checklistEvents.sequence));
  return rows.filter((row) => row.itemId === itemId);
}

/** As if the document was never processed. */
async function forgetReading(documentId: string): Promise<void> {
  await harness.testApp.app.db
    .update(trainingUploads)
    .set({ mappedChecklists: null })
    .where(eq(trainingUploads.id, documentId));
}

async function documentView(client: Client, documentId: string): Promise<UploadedDocument> {
  const documents = expectStatus<UploadedDocument[]>(await client.get("/api/uploads"), 200);
  return documents.find((document) => document.id === documentId)!;
}

beforeAll(async () => {
  harness = await startHarness();
  admin = await signedInClient(harness.testApp, { role: "admin", fullName: "Ada Admin" });
  tech = await signedInClient(harness.testApp, { fullName: "Tom Tech" });
  other = await signedInClient(harness.testApp, { fullName: "Olive Other" });
  const structure = expectStatus<AdminStructure>(
    await admin.post("/api/admin/checklists/tabs", { name: "Recurrent" }),
    200,
  );
  const withSection = expectStatus<AdminStructure>(
    await admin.post("/api/admin/checklists/sections", {
      tabId: structure.tabs[0]!.id,
      name: "Human factors",
    }),
    200,
  );
  sectionId = withSection.tabs[0]!.sections[0]!.id;
});
afterAll(async () => {
  await harness?.close();
});

describe("a read training document on GET /api/uploads", () => {
  // The stored mappings have no decision fields, as readings stored before decisions existed.
  it("carries the certificate, whose it is and each proposal with its live item's name, undecided", async () => {
    const humanFactors = await createItem({ name: "Human factors recurrent", requiresSignOff: true });
    const document = await readFor(tech, { itemIds: [humanFactors] });

    const view = await documentView(tech, document.id);
    expect(view.training).toEqual({
      certificate: expect.objectContaining({
        courseTitle: "Human Factors in Aviation Maintenance",
        provider: "Skyline Aero Academy",
        completionDate: "2026-03-14",
        expiryDate: "2028-03-31",
        hours: 8,
      }),
      trainee: "matches",
      mappings: [
        {
          itemId: humanFactors,
          itemName: "Human factors recurrent",
          requiresSignOff: true,
          score: 0.9,
          why: { titleWords: ["human", "factors"], keywords: [], ataChapter: null },
          decision: null,
          decidedAt: null,
        },
      ],
    });
  });

  it("leaves out proposals whose item was archived since, and shows nothing for documents not read", async () => {
    const kept = await createItem({ name: "Hazmat awareness" });
    const archived = await createItem({ name: "Old hazmat module" });
    // Someone's completion makes the delete an archive.
    expectStatus(await other.patch(`/api/checklists/items/${archived}`, { completed: true }), 200);
    expect(expectStatus(await admin.delete(`/api/admin/checklists/items/${archived}`), 200)).toEqual({
      outcome: "archived",
    });
    const document = await readFor(tech, { itemIds: [archived, kept] });

    const view = await documentView(tech, document.id);
    expect(view.training?.mappings.map((mapping) => mapping.itemName)).toEqual(["Hazmat awareness"]);
    expect(
      expectStatus(await confirm(tech, { documentId: document.id, itemId: archived }), 404).message,
    ).toBe("Checklist item not found.");
    expect(await itemOf(tech, archived)).toBeUndefined();

    const unread = await readFor(tech, {});
    await forgetReading(unread.id);
    expect((await documentView(tech, unread.id)).training).toBeNull();
    const resume = await uploadDocument(harness.testApp, tech, {
      filename: "resume.txt",
      bytes: Buffer.from("Tom Tech, A&P mechanic\n"),
    });
    expect((await documentView(tech, resume.id)).training).toBeNull();
  });

  it("names each proposal by its item's current name", async () => {
    const item = await createItem({ name: "EWIS awareness" });
    const document = await readFor(tech, { itemIds: [item] });
    expectStatus(
      await admin.patch(`/api/admin/checklists/items/${item}`, { name: "EWIS and fuel tank safety" }),
      200,
    );
    expect((await documentView(tech, document.id)).training?.mappings[0]?.itemName).toBe(
      "EWIS and fuel tank safety",
    );
  });
});

describe("confirming a mapping", () => {
  it("completes the item on the certificate's day with the document as evidence, in the record", async () => {
    const item = await createItem({ name: "Human factors initial", recurrenceMonths: 24 });
    const document = await readFor(tech, { itemIds: [item] });

    const answer = expectStatus<TrainingDocumentView>(
      await confirm(tech, { documentId: document.id, itemId: item }),
      200,
    );
    expect(answer.mappings[0]).toMatchObject({
      itemId: item,
      decision: "confirmed",
      decidedAt: "2026-06-01T12:00:00.000Z",
    });

    const done = await itemOf(tech, item);
    expect(done?.status).toBe("current");
    expect(done?.completion).toMatchObject({
      completed: true,
      completedOn: "2026-03-14",
      expiresOn: "2028-03-14",
      evidence: { id: document.id, filename: "certificate.txt" },
    });
    const events = await eventsOf(tech.user.id, item);
    expect(events.map((event) => [event.kind, event.actorId])).toEqual([
      ["completed", tech.user.id],
      ["evidence_attached", tech.user.id],
    ]);
    expect((await documentView(tech, document.id)).training?.mappings[0]?.decision).toBe("confirmed");

    // Pressed twice: the same answer, nothing written again.
    expectStatus(await confirm(tech, { documentId: document.id, itemId: item }), 200);
    expect(await eventsOf(tech.user.id, item)).toHaveLength(2);
  });

  it("leaves an item that requires sign-off awaiting it", async () => {
    const item = await createItem({ name: "Engine run-up", requiresSignOff: true });
    const document = await readFor(tech, { itemIds: [item] });
    expectStatus(await confirm(tech, { documentId: document.id, itemId: item }), 200);
    const pending = await itemOf(tech, item);
    expect(pending?.status).toBe("pending_sign_off");
    expect(pending?.completion?.signedOffAt).toBeNull();
  });

  it("asks for the day when the certificate writes only a month, and never invents one", async () => {
    const item = await createItem({ name: "Fuel tank safety" });
    const document = await readFor(tech, { itemIds: [item], certificate: { completionDate: "2026-02" } });

    const refused = expectStatus(await confirm(tech, { documentId: document.id, itemId: item }), 422);
    expect(refused).toMatchObject({
      code: "completion_day_required",
      message:
        "The certificate does not say on which day of 2026-02 the course was completed. Enter the day you completed it.",
    });
    expect((await itemOf(tech, item))?.status).toBe("not_started");

    const ahead = expectStatus(
      await confirm(tech, { documentId: document.id, itemId: item, completedOn: "2026-07-01" }),
      400,
    );
    expect(ahead.message).toBe("Must not be after today");

    expectStatus(
      await confirm(tech, { documentId: document.id, itemId: item, completedOn: "2026-02-20" }),
      200,
    );
    expect((await itemOf(tech, item))?.completion?.completedOn).toBe("2026-02-20");
  });

  it("asks for the day when the certificate's day is after today, then takes the one sent", async () => {
    const item = await createItem({ name: "Shop safety" });
    const document = await readFor(tech, { itemIds: [item], certificate: { completionDate: "2026-09-30" } });
    expect(expectStatus(await confirm(tech, { documentId: document.id, itemId: item }), 422)).toMatchObject({
      code: "completion_day_invalid",
      message:
        "The certificate's completion date (2026-09-30) cannot be used: must not be after today. Enter the day you completed it.",
    });
    expectStatus(
      await confirm(tech, { documentId: document.id, itemId: item, completedOn: "2026-05-30" }),
      200,
    );
    expect((await itemOf(tech, item))?.completion?.completedOn).toBe("2026-05-30");
  });

  it("refuses a certificate that names someone else", async () => {
    const item = await createItem({ name: "Borescope" });
    const document = await readFor(tech, {
      trainee: "different",
      certificate: { traineeName: "Karen Whitlock" },
      stored: [
        { itemId: item, score: 0.8, why: { titleWords: [], keywords: ["borescope"], ataChapter: null } },
      ],
    });
    const refused = expectStatus(await confirm(tech, { documentId: document.id, itemId: item }), 409);
    expect(refused).toMatchObject({
      code: "certificate_names_someone_else",
      message: "This certificate names Karen Whitlock, not you, so it cannot complete your training.",
    });
    expect((await itemOf(tech, item))?.completion).toBeNull();
  });

  it("compares the certificate's trainee with the account's name when confirming, not when it was read", async () => {
    // Renamed to the certificate's name while it was read, then back: the stored comparison said 'matches'.
    const renamer = await signedInClient(harness.testApp, { fullName: "Rick Renamer" });
    const item = await createItem({ name: "Fuel tank entry" });
    const document = await readFor(renamer, {
      trainee: "matches",
      certificate: { traineeName: "Karen Whitlock" },
      itemIds: [item],
    });
    const refused = expectStatus(await confirm(renamer, { documentId: document.id, itemId: item }), 409);
    expect(refused).toMatchObject({
      code: "certificate_names_someone_else",
      message: "This certificate names Karen Whitlock, not you, so it cannot complete your training.",
    });
    expect((await itemOf(renamer, item))?.completion).toBeNull();
  });

  it("answers 404 for another user's document, an unknown one, and an item it does not propose", async () => {
    const item = await createItem({ name: "RVSM" });
    const notProposed = await createItem({ name: "NDT" });
    const document = await readFor(tech, { itemIds: [item] });

    const foreign = expectStatus(await confirm(other, { documentId: document.id, itemId: item }), 404);
    expect(foreign.message).toBe("Training document not found.");
    expectStatus(await reject(other, { documentId: document.id, itemId: item }), 404);
    expectStatus(await confirm(tech, { documentId: crypto.randomUUID(), itemId: item }), 404);
    const unproposed = expectStatus(
      await confirm(tech, { documentId: document.id, itemId: notProposed }),
      404,
    );
    expect(unproposed.message).toBe("This checklist item is not proposed for this training document.");

    expect(await itemOf(other, item)).toMatchObject({ completion: null });
    expect(await storedReadingOf(harness.testApp, document.id)).toMatchObject({
      mappings: [{ itemId: item }],
    });
    expect((await documentView(tech, document.id)).training?.mappings[0]?.decision).toBeNull();
  });

  it("does not move an item done on a later day back to the certificate's", async () => {
    const item = await createItem({ name: "Hazmat recurrent", recurrenceMonths: 24 });
    expectStatus(
      await tech.patch(`/api/checklists/items/${item}`, { completed: true, completedOn: "2026-05-01" }),
      200,
    );
    const document = await readFor(tech, { itemIds: [item] });
    const refused = expectStatus(await confirm(tech, { documentId: document.id, itemId: item }), 409);
    expect(refused).toMatchObject({
      code: "item_completed_later",
      message:
        "Hazmat recurrent is already done on 2026-05-01, after this certificate's 2026-03-14. Reject this mapping, or change the item on the Checklists page.",
    });
    expect((await itemOf(tech, item))?.completion?.completedOn).toBe("2026-05-01");
  });

  it("answers 409 for a document that was not read yet", async () => {
    const item = await createItem({ name: "Compass swing" });
    const document = await readFor(tech, { itemIds: [item] });
    await forgetReading(document.id);
    expect(expectStatus(await confirm(tech, { documentId: document.id, itemId: item }), 409).code).toBe(
      "training_document_not_read",
    );
  });
});

describe("rejecting a mapping", () => {
  it("records the decision and nothing else; the mapping can no longer be confirmed", async () => {
    const item = await createItem({ name: "Tool control" });
    const document = await readFor(tech, { itemIds: [item] });

    const answer = expectStatus<TrainingDocumentView>(
      await reject(tech, { documentId: document.id, itemId: item }),
      200,
    );
    expect(answer.mappings[0]).toMatchObject({ decision: "rejected", decidedAt: "2026-06-01T12:00:00.000Z" });
    expect(await itemOf(tech, item)).toMatchObject({ status: "not_started", completion: null });
    expect(await eventsOf(tech.user.id, item)).toEqual([]);

    expectStatus(await reject(tech, { documentId: document.id, itemId: item }), 200);
    const refused = expectStatus(await confirm(tech, { documentId: document.id, itemId: item }), 409);
    expect(refused).toMatchObject({
      code: "mapping_already_decided",
      message: "You have already rejected this mapping.",
    });
    expect(await itemOf(tech, item)).toMatchObject({ completion: null });
  });
});

describe("attaching a certificate as evidence directly", () => {
  it("refuses the technician's own certificate that names someone else; an administrator may attach it, named in the event", async () => {
    const item = await createItem({ name: "Confined space" });
    const document = await readFor(tech, {
      trainee: "different",
      certificate: { traineeName: "Karen Whitlock" },
    });
    const refused = expectStatus(
      await tech.patch(`/api/checklists/items/${item}`, { completed: true, evidenceDocumentId: document.id }),
      409,
    );
    expect(refused).toMatchObject({
      code: "certificate_names_someone_else",
      message: "This certificate names Karen Whitlock, not you, so it cannot complete your training.",
    });
    expect((await itemOf(tech, item))?.completion).toBeNull();

    const ownName = await readFor(tech, { certificate: { traineeName: "Tom Tech" } });
    expectStatus(await tech.patch(`/api/checklists/items/${item}`, { evidenceDocumentId: ownName.id }), 200);

    expectStatus(
      await admin.patch(`/api/admin/checklists/users/${tech.user.id}/items/${item}`, {
        evidenceDocumentId: document.id,
      }),
      200,
    );
    const attached = (await eventsOf(tech.user.id, item)).filter(
      (event) => event.kind === "evidence_attached",
    );
    expect(attached.map((event) => event.actorId)).toEqual([tech.user.id, admin.user.id]);
    // The history names the files (for the member page and the audit packet), never their ids.
    const history = expectStatus(await admin.get(`/api/admin/checklists/users/${tech.user.id}/events`), 200);
    expect(history.names).toMatchObject({
      [ownName.id]: "certificate.txt",
      [document.id]: "certificate.txt",
    });
  });
});
