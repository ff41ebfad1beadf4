// The technician's training record and the administrator's sign-off, through the API on a fresh
// database. The clock starts at 2026-06-01 12:00 UTC (START of server/test/app.ts) before every test.
// The program (one tab, one section, three items) is made once; each test makes its own technicians
// and brings their record to the state it needs with the builders below, so any test runs alone and
// in any order.

import type { ChecklistEvents, TrainingItemView, TrainingRecord } from "@domain/schemas/checklists";
import { and, asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checklistEvents, userChecklistCompletions } from "../../db/schema/index";
import { type Harness, START, startHarness } from "../../test/app";
import { createItem } from "../../test/checklists";
import { type Client, clientFor, expectStatus, signedInClient } from "../../test/client";
import { uploadDocument } from "../../test/uploads";
import { signIn } from "../../test/users";

let harness: Harness;
let admin: Client;
let secondAdmin: Client;
const ids = { tab: "", section: "", once: "", recurrent: "", signOff: "" };

const record = async (client: Client): Promise<TrainingRecord> =>
  expectStatus(await client.get("/api/checklists"), 200);
const itemOf = (value: TrainingRecord, itemId: string): TrainingItemView =>
  value.tabs.flatMap((t) => t.sections.flatMap((s) => s.items)).find((i) => i.id === itemId)!;
const patchOwn = (client: Client, itemId: string, body: unknown) =>
  client.patch(`/api/checklists/items/${itemId}`, body);

async function eventsOf(userId: string) {
  return harness.testApp.app.db
    .select()
    .from(checklistEvents)
    .where(eq(checklistEvents.userId, userId))
    .orderBy(asc(checklistEvents.sequence));
}

async function reSignIn(client: Client): Promise<Client> {
  return clientFor(harness.testApp, {
    user: client.user,
    cookie: await signIn(harness.testApp, { userId: client.user.id }),
  });
}

/** A technician of this test, with an empty record. */
const newTechnician = (fullName = "Tom Tech") => signedInClient(harness.testApp, { fullName });

/** Ticks one of the technician's items (with the body's date or notes); answers the item. */
async function complete(tech: Client, itemId: string, body: Record<string, unknown> = {}) {
  return expectStatus<TrainingItemView>(await patchOwn(tech, itemId, { completed: true, ...body }), 200);
}

/** A training document of the technician's, uploaded as they upload one. */
function trainingDocument(tech: Client, filename = "human-factors.txt") {
  return uploadDocument(harness.testApp, tech, {
    filename,
    bytes: Buffer.from(`Certificate of completion: ${filename}, ${tech.user.fullName}, 2025-01-10`),
    documentType: "training",
  });
}

/** Shop safety done today and human factors done on 2025-01-10: both current. */
async function withTwoCurrent(tech: Client): Promise<void> {
  await complete(tech, ids.once);
  await complete(tech, ids.recurrent, { completedOn: "2025-01-10" });
}

/** The engine run-up marked done by the technician, waiting for its sign-off; answers the completion id. */
async function awaitingSignOff(tech: Client): Promise<string> {
  return (await complete(tech, ids.signOff)).completion!.id;
}

/** The engine run-up done and signed off by Ada Admin; answers the completion id. */
async function signedOff(tech: Client): Promise<string> {
  const completionId = await awaitingSignOff(tech);
  expectStatus(await admin.post(`/api/admin/checklists/completions/${completionId}/sign-off`), 204);
  return completionId;
}

/** The administrator's correction of another technician's shop safety, dated 15 May with notes. */
async function correctedByAdmin(other: Client): Promise<TrainingItemView> {
  return expectStatus(
    await admin.patch(`/api/admin/checklists/users/${other.user.id}/items/${ids.once}`, {
      completed: true,
      completedOn: "2026-05-15",
      notes: "Attended the 15 May session",
    }),
    200,
  );
}

beforeAll(async () => {
  harness = await startHarness();
  admin = await signedInClient(harness.testApp, { role: "admin", fullName: "Ada Admin" });
  secondAdmin = await signedInClient(harness.testApp, { role: "admin", fullName: "Bea Boss" });

  let structure = expectStatus(await admin.post("/api/admin/checklists/tabs", { name: "Initial" }), 200);
  ids.tab = structure.tabs[0].id;
  structure = expectStatus(
    await admin.post("/api/admin/checklists/sections", { tabId: ids.tab, name: "Safety" }),
    200,
  );
  ids.section = structure.tabs[0].sections[0].id;
  ids.once = await createItem(admin, ids.section, { name: "Shop safety" });
  ids.recurrent = await createItem(admin, ids.section, { name: "Human factors", recurrenceMonths: 24 });
  ids.signOff = await createItem(admin, ids.section, {
    name: "Engine run-up",
    requiresSignOff: true,
    ataChapter: "71",
    level: 3,
  });
});
beforeEach(() => {
  harness.clock.set(START);
});
afterAll(async () => {
  await harness?.close();
});

describe("GET /api/checklists", () => {
  it("shows the structure with every item not started and 0 %", async () => {
    const value = await record(await newTechnician());
    expect(value.tabs).toHaveLength(1);
    expect(value.tabs[0]!.sections[0]!.items.map((i) => [i.name, i.status])).toEqual([
      ["Shop safety", "not_started"],
      ["Human factors", "not_started"],
      ["Engine run-up", "not_started"],
    ]);
    expect(value.progress).toEqual({
      current: 0,
      total: 3,
      percent: 0,
      nextUp: { itemId: ids.once, name: "Shop safety", status: "not_started" },
    });
  });
});

describe("a technician's own completion", () => {
  it("completes an item today, with an event naming the technician", async () => {
    const tech = await newTechnician();
    const item: TrainingItemView = expectStatus(await patchOwn(tech, ids.once, { completed: true }), 200);
    expect(item.status).toBe("current");
    expect(item.completion).toMatchObject({ completed: true, completedOn: "2026-06-01", expiresOn: null });
    const events = await eventsOf(tech.user.id);
    expect(events.map((e) => [e.kind, e.actorId, e.after])).toEqual([
      ["completed", tech.user.id, { completed: true, completedOn: "2026-06-01" }],
    ]);
  });

  it("dates a recurrent item in the past and derives its expiry", async () => {
    const tech = await newTechnician();
    const item: TrainingItemView = expectStatus(
      await patchOwn(tech, ids.recurrent, { completed: true, completedOn: "2024-06-20" }),
      200,
    );
    // 2024-06-20 + 24 months = 2026-06-20, within 30 days of 2026-06-01.
    expect(item.completion).toMatchObject({ completedOn: "2024-06-20", expiresOn: "2026-06-20" });
    expect(item.status).toBe("expiring");
  });

  it("refuses a completion date in the future, naming the field", async () => {
    const tech = await newTechnician();
    await complete(tech, ids.recurrent, { completedOn: "2024-06-20" });
    const body = expectStatus(await patchOwn(tech, ids.recurrent, { completedOn: "2026-06-03" }), 400);
    expect(body.code).toBe("validation_error");
    expect(body.issues).toContainEqual({
      path: expect.stringContaining("completedOn"),
      message: expect.stringContaining("Must not be after today"),
    });
  });

  it("refuses a date on an item that is not done", async () => {
    const tech = await newTechnician();
    expectStatus(await patchOwn(tech, ids.signOff, { completedOn: "2026-05-01" }), 409);
  });

  it("changes the date and the notes, one event each with before and after", async () => {
    const tech = await newTechnician();
    await complete(tech, ids.recurrent, { completedOn: "2024-06-20" });
    expectStatus(
      await patchOwn(tech, ids.recurrent, { completedOn: "2025-01-10", notes: "Classroom, 8 h" }),
      200,
    );
    const events = (await eventsOf(tech.user.id)).slice(-2);
    expect(events.map((e) => [e.kind, e.before, e.after])).toEqual([
      ["completed_on_changed", { completedOn: "2024-06-20" }, { completedOn: "2025-01-10" }],
      ["notes_changed", { notes: null }, { notes: "Classroom, 8 h" }],
    ]);
    const item = itemOf(await record(tech), ids.recurrent);
    expect(item.status).toBe("current");
    expect(item.completion?.expiresOn).toBe("2027-01-10");
  });

  it("writes no event for a change that changes nothing", async () => {
    const tech = await newTechnician();
    await complete(tech, ids.recurrent, { completedOn: "2025-01-10", notes: "Classroom, 8 h" });
    const before = (await eventsOf(tech.user.id)).length;
    expectStatus(await patchOwn(tech, ids.recurrent, { notes: "Classroom, 8 h" }), 200);
    expect(await eventsOf(tech.user.id)).toHaveLength(before);
  });

  it("attaches and removes one of the technician's own training documents as evidence", async () => {
    const tech = await newTechnician();
    await complete(tech, ids.recurrent, { completedOn: "2025-01-10" });
    const document = await trainingDocument(tech);
    const attached: TrainingItemView = expectStatus(
      await patchOwn(tech, ids.recurrent, { evidenceDocumentId: document.id }),
      200,
    );
    expect(attached.completion?.evidence).toEqual({ id: document.id, filename: "human-factors.txt" });
    expectStatus(await patchOwn(tech, ids.recurrent, { evidenceDocumentId: null }), 200);
    const kinds = (await eventsOf(tech.user.id)).slice(-2).map((e) => e.kind);
    expect(kinds).toEqual(["evidence_attached", "evidence_removed"]);
  });

  it("answers 404 for another user's document, and for an unknown item", async () => {
    const tech = await newTechnician();
    const other = await newTechnician("Olive Other");
    await complete(tech, ids.recurrent, { completedOn: "2025-01-10" });
    const theirs = await uploadDocument(harness.testApp, other, {
      filename: "theirs.txt",
      bytes: Buffer.from("Olive's certificate"),
      documentType: "training",
    });
    expectStatus(await patchOwn(tech, ids.recurrent, { evidenceDocumentId: theirs.id }), 404);
    expectStatus(await patchOwn(tech, "00000000-0000-4000-8000-000000000000", { completed: true }), 404);
  });

  it("keeps every event when the technician un-ticks an item", async () => {
    const tech = await newTechnician();
    await withTwoCurrent(tech);
    expectStatus(await patchOwn(tech, ids.recurrent, { notes: "Classroom, 8 h" }), 200);
    const before = await eventsOf(tech.user.id);
    expectStatus(await patchOwn(tech, ids.once, { completed: false }), 200);
    const after = await eventsOf(tech.user.id);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.at(-1)?.kind).toBe("uncompleted");
    expect(itemOf(await record(tech), ids.once).status).toBe("not_started");
    expectStatus(await patchOwn(tech, ids.once, { completed: true }), 200);
  });

  it("never shows another technician's completions", async () => {
    const tech = await newTechnician();
    const other = await newTechnician("Olive Other");
    await withTwoCurrent(tech);
    await signedOff(tech);
    const theirs = await record(other);
    expect(theirs.progress.current).toBe(0);
    expect(theirs.tabs[0]!.sections[0]!.items.every((i) => i.completion === null)).toBe(true);
  });
});

describe("sign-off", () => {
  it("counts an item that requires sign-off only once signed off", async () => {
    const tech = await newTechnician();
    await withTwoCurrent(tech);
    const item: TrainingItemView = expectStatus(await patchOwn(tech, ids.signOff, { completed: true }), 200);
    expect(item.status).toBe("pending_sign_off");
    const value = await record(tech);
    // Shop safety and human factors are current; the run-up awaits its sign-off.
    expect(value.progress).toMatchObject({ current: 2, total: 3, percent: 66, nextUp: null });
  });

  it("lists the pending sign-off for administrators", async () => {
    const tech = await newTechnician();
    const completionId = await awaitingSignOff(tech);
    const { signOffs } = expectStatus(await admin.get("/api/admin/checklists/sign-offs"), 200);
    // Other tests' technicians may wait too: this technician's entries are exactly this one.
    expect(signOffs.filter((s: { userId: string }) => s.userId === tech.user.id)).toEqual([
      {
        completionId,
        userId: tech.user.id,
        technicianName: "Tom Tech",
        itemId: ids.signOff,
        itemName: "Engine run-up",
        tabId: ids.tab,
        tabName: "Initial",
        completedOn: "2026-06-01",
        notes: null,
        evidence: null,
      },
    ]);
  });

  it("refuses the technician's own sign-off, even an administrator's of their own item", async () => {
    const tech = await newTechnician();
    const completionId = await awaitingSignOff(tech);
    // A technician is not an administrator: the admin scope answers 403 before anything else.
    expectStatus(await tech.post(`/api/admin/checklists/completions/${completionId}/sign-off`), 403);
    const ownAdmin = await signedInClient(harness.testApp, { role: "admin", fullName: "Ida Inspector" });
    const own: TrainingItemView = expectStatus(
      await patchOwn(ownAdmin, ids.signOff, { completed: true }),
      200,
    );
    const body = expectStatus(
      await ownAdmin.post(`/api/admin/checklists/completions/${own.completion!.id}/sign-off`),
      403,
    );
    expect(body.code).toBe("self_sign_off");
    expect(body.message).toBe("You cannot sign off your own training.");
    // Another administrator may.
    expectStatus(
      await secondAdmin.post(`/api/admin/checklists/completions/${own.completion!.id}/sign-off`),
      204,
    );
  });

  it("returns with a reason: back to not done, the reason in the record", async () => {
    const tech = await newTechnician();
    const completionId = await awaitingSignOff(tech);
    expectStatus(
      await admin.post(`/api/admin/checklists/completions/${completionId}/return`, { reason: "" }),
      400,
    );
    expectStatus(
      await admin.post(`/api/admin/checklists/completions/${completionId}/return`, {
        reason: "No run-up log attached",
      }),
      204,
    );
    const returned = itemOf(await record(tech), ids.signOff);
    expect(returned.status).toBe("not_started");
    // The technician reads why until they mark it done again.
    expect(returned.completion?.returnedReason).toBe("No run-up log attached");
    const last = (await eventsOf(tech.user.id)).at(-1)!;
    expect([last.kind, last.actorId, last.after]).toEqual([
      "sign_off_returned",
      admin.user.id,
      { completed: false, reason: "No run-up log attached" },
    ]);
    // Nothing left to return or sign.
    expectStatus(await admin.post(`/api/admin/checklists/completions/${completionId}/sign-off`), 409);
  });

  it("signs off: the item becomes current and the progress counts it", async () => {
    const tech = await newTechnician();
    await withTwoCurrent(tech);
    const completionId = await awaitingSignOff(tech);
    expectStatus(
      await admin.post(`/api/admin/checklists/completions/${completionId}/return`, {
        reason: "No run-up log attached",
      }),
      204,
    );
    const redone: TrainingItemView = expectStatus(
      await patchOwn(tech, ids.signOff, { completed: true }),
      200,
    );
    expect(redone.completion?.returnedReason).toBeNull();
    expectStatus(await admin.post(`/api/admin/checklists/completions/${completionId}/sign-off`), 204);
    const value = await record(tech);
    const item = itemOf(value, ids.signOff);
    expect(item.status).toBe("current");
    expect(item.completion).toMatchObject({ signedOffByName: "Ada Admin" });
    expect(value.progress).toMatchObject({ current: 3, total: 3, percent: 100, nextUp: null });
    expectStatus(await admin.post(`/api/admin/checklists/completions/${completionId}/sign-off`), 409);
  });

  it("records the sign-off with the administrator as actor", async () => {
    const tech = await newTechnician();
    const completionId = await signedOff(tech);
    const last = (await eventsOf(tech.user.id)).at(-1)!;
    expect([last.kind, last.actorId, last.completionId]).toEqual(["signed_off", admin.user.id, completionId]);
  });

  it("withdraws the sign-off when the technician changes the date", async () => {
    const tech = await newTechnician();
    const completionId = await signedOff(tech);
    expectStatus(await patchOwn(tech, ids.signOff, { completedOn: "2026-05-20" }), 200);
    const kinds = (await eventsOf(tech.user.id)).slice(-2).map((e) => e.kind);
    expect(kinds).toEqual(["sign_off_withdrawn", "completed_on_changed"]);
    expect(itemOf(await record(tech), ids.signOff).status).toBe("pending_sign_off");
    expectStatus(await admin.post(`/api/admin/checklists/completions/${completionId}/sign-off`), 204);
  });

  it("withdraws the sign-off when the notes or the evidence change after it (decision 0056)", async () => {
    const tech = await newTechnician();
    const completionId = await signedOff(tech);
    const document = await trainingDocument(tech);
    // Signed off above, and again after each change; each change below returns it to awaiting sign-off.
    const changes = [
      { notes: "Run-up done with a different instructor" },
      { evidenceDocumentId: document.id },
      { evidenceDocumentId: null },
    ];
    for (const change of changes) {
      expect(itemOf(await record(tech), ids.signOff).status).toBe("current");
      expectStatus(await patchOwn(tech, ids.signOff, change), 200);
      const [withdrawn, changed] = (await eventsOf(tech.user.id)).slice(-2);
      expect(withdrawn?.kind).toBe("sign_off_withdrawn");
      expect(withdrawn?.after).toEqual({
        why: "notes" in change ? "notes_changed" : "evidence_changed",
      });
      expect(changed?.kind).toBe(
        "notes" in change
          ? "notes_changed"
          : change.evidenceDocumentId
            ? "evidence_attached"
            : "evidence_removed",
      );
      expect(itemOf(await record(tech), ids.signOff).status).toBe("pending_sign_off");
      expectStatus(await admin.post(`/api/admin/checklists/completions/${completionId}/sign-off`), 204);
    }
  });

  it("refuses to sign off an item that needs none, and answers 404 for an unknown completion", async () => {
    const tech = await newTechnician();
    await complete(tech, ids.once);
    const [row] = await harness.testApp.app.db
      .select()
      .from(userChecklistCompletions)
      .where(
        and(eq(userChecklistCompletions.itemId, ids.once), eq(userChecklistCompletions.userId, tech.user.id)),
      );
    expectStatus(await admin.post(`/api/admin/checklists/completions/${row!.id}/sign-off`), 409);
    expectStatus(
      await admin.post("/api/admin/checklists/completions/00000000-0000-4000-8000-000000000000/sign-off"),
      404,
    );
  });
});

describe("an administrator's correction", () => {
  it("completes another technician's item, recorded with the administrator as actor", async () => {
    const other = await newTechnician("Olive Other");
    const item = await correctedByAdmin(other);
    expect(item.completion).toMatchObject({
      completedOn: "2026-05-15",
      notes: "Attended the 15 May session",
    });
    const events = await eventsOf(other.user.id);
    expect(events.map((e) => [e.kind, e.actorId])).toEqual([
      ["completed", admin.user.id],
      ["notes_changed", admin.user.id],
    ]);
    expect(itemOf(await record(other), ids.once).status).toBe("current");
  });

  it("answers 404 for an unknown technician and for a document that is not the technician's", async () => {
    const tech = await newTechnician();
    const other = await newTechnician("Olive Other");
    await correctedByAdmin(other);
    const techDocument = await trainingDocument(tech);
    expectStatus(
      await admin.patch(
        `/api/admin/checklists/users/00000000-0000-4000-8000-000000000000/items/${ids.once}`,
        {
          completed: true,
        },
      ),
      404,
    );
    expectStatus(
      await admin.patch(`/api/admin/checklists/users/${other.user.id}/items/${ids.once}`, {
        evidenceDocumentId: techDocument.id,
      }),
      404,
    );
  });

  it("reads a technician's record as the technician sees it; 404 for an unknown user", async () => {
    const tech = await newTechnician();
    const other = await newTechnician("Olive Other");
    await correctedByAdmin(other);
    const seen: TrainingRecord = expectStatus(
      await admin.get(`/api/admin/checklists/users/${other.user.id}/record`),
      200,
    );
    expect(seen).toEqual(await record(other));
    expect(itemOf(seen, ids.once).status).toBe("current");
    expect(itemOf(seen, ids.recurrent).status).toBe("not_started");
    expectStatus(
      await admin.get("/api/admin/checklists/users/00000000-0000-4000-8000-000000000000/record"),
      404,
    );
    expectStatus(await tech.get(`/api/admin/checklists/users/${other.user.id}/record`), 403);
  });

  it("lists a technician's whole record for an auditor, oldest first", async () => {
    const other = await newTechnician("Olive Other");
    await correctedByAdmin(other);
    const { events } = expectStatus<ChecklistEvents>(
      await admin.get(`/api/admin/checklists/users/${other.user.id}/events`),
      200,
    );
    expect(events.map((e) => [e.kind, e.itemName, e.actorName])).toEqual([
      ["completed", "Shop safety", "Ada Admin"],
      ["notes_changed", "Shop safety", "Ada Admin"],
    ]);
  });
});

describe("the record", () => {
  it("holds an event of every kind a technician's completion went through", async () => {
    const tech = await newTechnician();
    // Ticked, un-ticked and ticked again; dated, noted, evidenced; returned, signed off, withdrawn.
    await complete(tech, ids.once);
    expectStatus(await patchOwn(tech, ids.once, { completed: false }), 200);
    await complete(tech, ids.once);
    await complete(tech, ids.recurrent, { completedOn: "2024-06-20" });
    expectStatus(
      await patchOwn(tech, ids.recurrent, { completedOn: "2025-01-10", notes: "Classroom, 8 h" }),
      200,
    );
    const document = await trainingDocument(tech);
    expectStatus(await patchOwn(tech, ids.recurrent, { evidenceDocumentId: document.id }), 200);
    expectStatus(await patchOwn(tech, ids.recurrent, { evidenceDocumentId: null }), 200);
    const completionId = await awaitingSignOff(tech);
    expectStatus(
      await admin.post(`/api/admin/checklists/completions/${completionId}/return`, { reason: "No log" }),
      204,
    );
    await signedOff(tech);
    expectStatus(await patchOwn(tech, ids.signOff, { completedOn: "2026-05-20" }), 200);

    const kinds = new Set((await eventsOf(tech.user.id)).map((e) => e.kind));
    expect([...kinds].sort()).toEqual(
      [
        "completed",
        "completed_on_changed",
        "evidence_attached",
        "evidence_removed",
        "notes_changed",
        "sign_off_returned",
        "sign_off_withdrawn",
        "signed_off",
        "uncompleted",
      ].sort(),
    );
  });

  it("drops the evidence when its document is deleted, and keeps the event that attached it", async () => {
    const tech = await newTechnician();
    await complete(tech, ids.once);
    const document = await trainingDocument(tech);
    expectStatus(await patchOwn(tech, ids.once, { evidenceDocumentId: document.id }), 200);
    expectStatus(await tech.delete(`/api/uploads/training/${document.id}`), 204);
    const item = itemOf(await record(tech), ids.once);
    expect(item.completion?.evidence).toBeNull();
    expect(item.status).toBe("current");
    const events = await eventsOf(tech.user.id);
    const attached = events.filter((e) => e.kind === "evidence_attached").at(-1);
    expect(attached?.after).toEqual({ evidenceDocumentId: document.id });
    // The loss of the evidence is itself in the record, by whoever deleted the document.
    const removed = events.filter((e) => e.kind === "evidence_removed").at(-1);
    expect(removed?.before).toEqual({ evidenceDocumentId: document.id });
    expect(removed?.after).toEqual({ evidenceDocumentId: null, reason: "document deleted" });
  });

  it("withdraws a sign-off whose evidence document is deleted (decision 0056)", async () => {
    const tech = await newTechnician();
    await signedOff(tech);
    const document = await trainingDocument(tech, "run-up-log.txt");
    expectStatus(await patchOwn(tech, ids.signOff, { evidenceDocumentId: document.id }), 200);
    const completion = itemOf(await record(tech), ids.signOff).completion;
    expectStatus(await admin.post(`/api/admin/checklists/completions/${completion?.id}/sign-off`), 204);
    expect(itemOf(await record(tech), ids.signOff).status).toBe("current");

    expectStatus(await tech.delete(`/api/uploads/training/${document.id}`), 204);
    expect(itemOf(await record(tech), ids.signOff).status).toBe("pending_sign_off");
    const [withdrawn, removed] = (await eventsOf(tech.user.id)).slice(-2);
    expect([withdrawn?.kind, withdrawn?.after]).toEqual(["sign_off_withdrawn", { why: "evidence_changed" }]);
    expect(removed?.kind).toBe("evidence_removed");
    // And it can be signed again.
    expectStatus(await admin.post(`/api/admin/checklists/completions/${completion?.id}/sign-off`), 204);
  });
});

describe("recurrence and the dashboard", () => {
  it("recomputes every completion's expiry when the item's recurrence changes, and its status with it", async () => {
    const tech = await newTechnician();
    await complete(tech, ids.recurrent, { completedOn: "2025-01-10" });
    // Human factors, done 2025-01-10 every 24 months: expires 2027-01-10. Now every 12 months, then
    // back to 24 for the other tests, which share the program.
    try {
      const edited = expectStatus(
        await admin.patch(`/api/admin/checklists/items/${ids.recurrent}`, { recurrenceMonths: 12 }),
        200,
      );
      expect(edited.tabs[0].sections[0].items[1].recurrenceMonths).toBe(12);
      const item = itemOf(await record(tech), ids.recurrent);
      expect(item.completion?.expiresOn).toBe("2026-01-10");
      expect(item.status).toBe("expired");
      const [row] = await harness.testApp.app.db
        .select()
        .from(userChecklistCompletions)
        .where(
          and(
            eq(userChecklistCompletions.itemId, ids.recurrent),
            eq(userChecklistCompletions.userId, tech.user.id),
          ),
        );
      expect(row?.expiresOn).toBe("2026-01-10");
      const [edit] = await harness.testApp.app.db
        .select()
        .from(checklistEvents)
        .where(and(eq(checklistEvents.kind, "item_edited"), eq(checklistEvents.itemId, ids.recurrent)))
        .orderBy(desc(checklistEvents.sequence))
        .limit(1);
      expect([edit?.before, edit?.after, edit?.actorId]).toEqual([
        { recurrenceMonths: 24 },
        { recurrenceMonths: 12 },
        admin.user.id,
      ]);
    } finally {
      await admin.patch(`/api/admin/checklists/items/${ids.recurrent}`, { recurrenceMonths: 24 });
    }
  });

  it("gives the dashboard the checklist screen's numbers and next up", async () => {
    const tech = await newTechnician();
    await complete(tech, ids.once);
    await signedOff(tech);
    // Done 2024-01-10 every 24 months: expired since 2026-01-10.
    await complete(tech, ids.recurrent, { completedOn: "2024-01-10" });
    const value = await record(tech);
    expect(value.progress).toEqual({
      current: 2,
      total: 3,
      percent: 66,
      nextUp: { itemId: ids.recurrent, name: "Human factors", status: "expired" },
    });
    const stats = expectStatus(await tech.get("/api/dashboard/stats"), 200);
    expect(stats.trainingCompletion).toBe(value.progress.percent);
    expect(stats.trainingNextUp).toEqual(value.progress.nextUp);
  });

  it("reads expiring, then expired, as the days pass", async () => {
    let tech = await newTechnician();
    await complete(tech, ids.recurrent, { completedOn: "2025-01-10" });
    // Expires 2027-01-10: expiring from 2026-12-11, expired from 2027-01-11.
    harness.clock.set(new Date("2026-12-11T08:00:00Z"));
    tech = await reSignIn(tech);
    expect(itemOf(await record(tech), ids.recurrent).status).toBe("expiring");
    harness.clock.set(new Date("2027-01-11T08:00:00Z"));
    tech = await reSignIn(tech);
    const value = await record(tech);
    expect(itemOf(value, ids.recurrent).status).toBe("expired");
    expect((await tech.get("/api/dashboard/stats")).json().trainingCompletion).toBe(value.progress.percent);
  });
});
