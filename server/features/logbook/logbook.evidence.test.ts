// Evidence on a logbook entry (docs/product.md §22.1): one of the owner's own training documents,
// attached and removed as events, never another person's (404), never on a locked entry (409); shown
// to a supervisor by its file name only; listed in the PDF's row and the portable file; a deleted
// document is detached with an event, as a training completion's evidence is.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { type Client, clientFor, expectStatus, signedInClient } from "../../test/client";
import { countersignByLink, createLogbookEntry } from "../../test/logbook";
import { mailTo } from "../../test/mail";
import { pdfText } from "../../test/pdf-text";
import { uploadDocument } from "../../test/uploads";
import { LOGBOOK_ENTRY_LOCKED_CODE } from "./logbook.service";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

async function trainingDocument(client: Client, filename = "wo-1001-task-card.txt") {
  return uploadDocument(
    testApp,
    { user: client.user, cookie: client.cookie },
    {
      filename,
      bytes: Buffer.from(`Task card WO-1001 for ${client.user.fullName}\n`, "utf8"),
      documentType: "training",
    },
  );
}

const attach = (client: Client, entryId: string, documentId: string | null) =>
  client.put(`/api/logbook/entries/${entryId}/evidence`, { documentId });

async function eventsOf(client: Client, entryId: string) {
  return expectStatus(await client.get(`/api/logbook/entries/${entryId}/events`), 200) as {
    kind: string;
    before: unknown;
    after: unknown;
  }[];
}

describe("evidence on a logbook entry", () => {
  it("attaches one of the owner's training documents and removes it, each an event", async () => {
    const tech = await signedInClient(testApp, { fullName: "Evi Dence" });
    const entry = await createLogbookEntry(tech);
    expect(entry.evidence).toBeNull();
    const document = await trainingDocument(tech);

    const attached = expectStatus(await attach(tech, entry.id, document.id), 200);
    expect(attached.evidence).toEqual({ id: document.id, filename: "wo-1001-task-card.txt" });
    const listed = expectStatus(await tech.get("/api/logbook/entries"), 200).items;
    expect(listed[0].evidence).toEqual({ id: document.id, filename: "wo-1001-task-card.txt" });
    // The same document again changes nothing and records nothing.
    expectStatus(await attach(tech, entry.id, document.id), 200);

    const removed = expectStatus(await attach(tech, entry.id, null), 200);
    expect(removed.evidence).toBeNull();
    const events = await eventsOf(tech, entry.id);
    expect(events.map((e) => e.kind)).toEqual(["created", "evidence_attached", "evidence_removed"]);
    expect(events[1]).toMatchObject({
      before: { evidenceDocumentId: null, filename: null },
      after: { evidenceDocumentId: document.id, filename: "wo-1001-task-card.txt" },
    });
    expect(events[2]).toMatchObject({
      before: { evidenceDocumentId: document.id, filename: "wo-1001-task-card.txt" },
      after: { evidenceDocumentId: null },
    });
  });

  it("never attaches another person's document, nor to another person's entry (404)", async () => {
    const tech = await signedInClient(testApp);
    const stranger = await signedInClient(testApp);
    const entry = await createLogbookEntry(tech);
    const theirs = await trainingDocument(stranger, "someone-else.txt");
    const mine = await trainingDocument(tech);

    const refused = expectStatus(await attach(tech, entry.id, theirs.id), 404);
    expect(refused.message).toBe("Training document not found.");
    expectStatus(await attach(stranger, entry.id, theirs.id), 404);
    expectStatus(await attach(stranger, entry.id, null), 404);
    // A resume is not a training document.
    const resume = await uploadDocument(
      testApp,
      { user: tech.user, cookie: tech.cookie },
      {
        filename: "resume.txt",
        bytes: Buffer.from("Evi Dence, A&P mechanic\n", "utf8"),
        documentType: "resume",
      },
    );
    expectStatus(await attach(tech, entry.id, resume.id), 404);
    expect((await eventsOf(tech, entry.id)).map((e) => e.kind)).toEqual(["created"]);
    expectStatus(await attach(tech, entry.id, mine.id), 200);
  });

  it("answers 400 for a body that is not one document id or null", async () => {
    const tech = await signedInClient(testApp);
    const entry = await createLogbookEntry(tech);
    expectStatus(await tech.put(`/api/logbook/entries/${entry.id}/evidence`, {}), 400);
    expectStatus(await attach(tech, entry.id, "not-a-uuid"), 400);
    expectStatus(
      await tech.put(`/api/logbook/entries/${entry.id}/evidence`, { documentId: null, extra: 1 }),
      400,
    );
    expectStatus(await attach(tech, "not-a-uuid", null), 400);
  });

  it("is locked with the entry once it is submitted, and shows the supervisor the file name only", async () => {
    const tech = await signedInClient(testApp, { fullName: "Lock Smith" });
    const entry = await createLogbookEntry(tech);
    const document = await trainingDocument(tech, "borescope-report.txt");
    const other = await trainingDocument(tech, "other.txt");
    expectStatus(await attach(tech, entry.id, document.id), 200);
    const email = "evidence-supervisor@example.org";
    expectStatus(
      await tech.post("/api/logbook/countersign-requests", {
        kind: "email",
        entryIds: [entry.id],
        supervisorName: "Olive Outside",
        supervisorEmail: email,
      }),
      201,
    );
    const locked = expectStatus(await attach(tech, entry.id, other.id), 409);
    expect(locked.code).toBe(LOGBOOK_ENTRY_LOCKED_CODE);
    expectStatus(await attach(tech, entry.id, null), 409);

    const mail = (await mailTo(testApp.dataDir, email)).at(-1);
    const token = /\/countersign\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    const anonymous = clientFor(testApp, { user: tech.user, cookie: null });
    const page = expectStatus(await anonymous.get(`/api/countersign/${token}`), 200);
    expect(page.entries[0].evidenceFilename).toBe("borescope-report.txt");
    expect(JSON.stringify(page)).not.toContain(document.id);
  });

  it("prints the file name in the logbook PDF's row and carries it in the portable export", async () => {
    const tech = await signedInClient(testApp, { fullName: "Pia Printer" });
    const entry = await createLogbookEntry(tech, { task: "Borescope inspection of engine 2" });
    const document = await trainingDocument(tech, "borescope-eng2.txt");
    expectStatus(await attach(tech, entry.id, document.id), 200);
    await countersignByLink(testApp, tech, [{ entryId: entry.id, decision: "countersigned" }]);

    const pdf = await tech.get("/api/me/logbook.pdf");
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("Evidence: borescope-eng2.txt");

    const exported = expectStatus(await tech.get("/api/me/export"), 200);
    expect(exported.logbook[0]).toMatchObject({ evidenceFilename: "borescope-eng2.txt" });
    // An import keeps the entry, not the file (uploads are not part of the export).
    const newcomer = await signedInClient(testApp);
    expectStatus(await newcomer.post("/api/me/import", exported), 200);
    const [imported] = expectStatus(await newcomer.get("/api/logbook/entries"), 200).items;
    expect(imported).toMatchObject({ task: "Borescope inspection of engine 2", evidence: null });
    // A PDF, an export and an import: slow on a loaded machine.
  }, 120_000);

  it("is detached with an event when its document is deleted, even from a countersigned entry", async () => {
    const tech = await signedInClient(testApp, { fullName: "Del Eter" });
    const draft = await createLogbookEntry(tech);
    const signed = await createLogbookEntry(tech, { ataChapter: "24" });
    const document = await trainingDocument(tech, "shared-evidence.txt");
    expectStatus(await attach(tech, draft.id, document.id), 200);
    expectStatus(await attach(tech, signed.id, document.id), 200);
    await countersignByLink(testApp, tech, [{ entryId: signed.id, decision: "countersigned" }]);

    expectStatus(await tech.delete(`/api/uploads/training/${document.id}`), 204);

    const items = expectStatus(await tech.get("/api/logbook/entries"), 200).items as {
      id: string;
      evidence: unknown;
      status: string;
    }[];
    expect(items.map((e) => e.evidence)).toEqual([null, null]);
    expect(items.find((e) => e.id === signed.id)?.status).toBe("countersigned");
    for (const id of [draft.id, signed.id]) {
      const last = (await eventsOf(tech, id)).at(-1);
      expect(last).toMatchObject({
        kind: "evidence_removed",
        before: { evidenceDocumentId: document.id, filename: "shared-evidence.txt" },
        after: { evidenceDocumentId: null, reason: "document deleted" },
      });
    }
  });
});
