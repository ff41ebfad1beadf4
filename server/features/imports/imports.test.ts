// Bulk import end to end through the API (docs/product.md §18): files uploaded by an administrator are
// read by the real runner, matched, assigned automatically when exact, and decided on the Fuzzy
// Matches list otherwise; technicians see only what was given to them.

import type { FuzzyMatchView } from "@domain/schemas/fuzzy-match";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processingQueue } from "../../db/schema/index";
import type { JobRunner } from "../../jobs/runner";
import { createTestApp, manualClock, type TestApp } from "../../test/app";
import { type Client, clientFor, expectStatus, signedInClient } from "../../test/client";
import { certificateNaming, importFiles, resumeNaming, waitUntilRead } from "../../test/imports";
import { mailTo } from "../../test/mail";
import { processAndWait, startProcessingRunner } from "../../test/processing-runner";
import { storeReading } from "../../test/training-documents";
import { uniqueEmail } from "../../test/users";
import { createEmployment, createForm } from "../../test/work-history";

let testApp: TestApp;
let runner: JobRunner;
const clock = manualClock();
let admin: Client;
let otherAdmin: Client;
let rosa: Client;
let william: Client;
let nora: Client;
/** Assigned in the resume tests; its undo is refused once 24 hours have passed (the last test). */
let unknownAssigned: FuzzyMatchView;

beforeAll(async () => {
  testApp = await createTestApp({ clock: clock.clock });
  runner = startProcessingRunner(testApp, 2);
  admin = await signedInClient(testApp, { role: "admin", fullName: "Ada Admin" });
  otherAdmin = await signedInClient(testApp, { role: "admin", fullName: "Otto Other" });
  rosa = await signedInClient(testApp, { fullName: "Rosa Delgado", email: uniqueEmail("rosa") });
  william = await signedInClient(testApp, { fullName: "William Turner", email: uniqueEmail("william") });
  nora = await signedInClient(testApp, { fullName: "Nora Finch", email: uniqueEmail("nora") });
  const noraForm = await createForm(nora, {});
  await createEmployment(nora, noraForm.id, { companyName: "Kept Air Services" });
});
afterAll(async () => {
  await runner.stop();
  await testApp.close();
});

const listed = async (client: Client) =>
  expectStatus<{ id: string; filename: string; task: unknown; training: unknown }[]>(
    await client.get("/api/uploads"),
    200,
  );

async function importAndRead(
  documentType: "resume" | "training",
  files: { filename: string; bytes: Buffer }[],
) {
  const ids = await importFiles(testApp, admin.cookie, documentType, files);
  const cards = await waitUntilRead(testApp, admin.cookie, ids);
  return ids.map((id) => cards.get(id) as FuzzyMatchView);
}

describe("bulk import of resumes", () => {
  let fuzzy: FuzzyMatchView;
  let unknown: FuzzyMatchView;
  let kept: FuzzyMatchView;

  beforeAll(async () => {
    [, fuzzy, unknown, kept] = (await importAndRead("resume", [
      { filename: "delgado.txt", bytes: resumeNaming("Rosa Delgado", rosa.user.email) },
      { filename: "turner.txt", bytes: resumeNaming("Bill Turner", null) },
      { filename: "quintero.txt", bytes: resumeNaming("Xavier Quintero", "xavier.q@example.com") },
      { filename: "finch.txt", bytes: resumeNaming("Nora Finch", nora.user.email) },
    ])) as FuzzyMatchView[] as [FuzzyMatchView, FuzzyMatchView, FuzzyMatchView, FuzzyMatchView];
  }, 90_000);

  it("assigns an exact match at once and fills the technician's empty form", async () => {
    const documents = await listed(rosa);
    expect(documents.map((document) => document.filename)).toEqual(["delgado.txt"]);
    const active = expectStatus(await rosa.get("/api/work-history/active"), 200);
    expect(active).toMatchObject({ firstName: "Rosa", lastName: "Delgado" });
    // The document is hers now, so the form names it (docs/product.md §14.6).
    expect(expectStatus(await rosa.get(`/api/forms/${active.id}`), 200).resumeFileName).toBe("delgado.txt");
    const recent = expectStatus(await admin.get("/api/admin/fuzzy-matches?view=assigned"), 200);
    const card = recent.items.find((item: FuzzyMatchView) => item.filename === "delgado.txt");
    expect(card).toMatchObject({ state: "assigned", matchStatus: "exact", matchScore: 100 });
    expect(card.assignedUser).toEqual({ id: rosa.user.id, fullName: "Rosa Delgado", email: rosa.user.email });
    expect(card.history).toEqual([
      expect.objectContaining({
        action: "auto_assigned",
        actorName: null,
        userName: "Rosa Delgado",
        score: 100,
      }),
    ]);
    expect(card.undoUntil).toBe(new Date(clock.clock().getTime() + 24 * 3600_000).toISOString());
  });

  it("never overwrites a form that holds data when assigning automatically: the resume waits in /upload", async () => {
    expect(kept).toMatchObject({ state: "assigned", matchStatus: "exact" });
    const [document] = await listed(nora);
    expect(document).toMatchObject({ filename: "finch.txt", task: null });
    const active = expectStatus(await nora.get("/api/work-history/active"), 200);
    const entries = expectStatus(await nora.get(`/api/employment-entries/${active.id}`), 200);
    expect(entries.map((entry: { companyName: string }) => entry.companyName)).toEqual(["Kept Air Services"]);
  });

  it("refuses to undo while the document is being processed, and once its person has processed it", async () => {
    const [document] = await listed(nora);
    const [task] = await testApp.app.db
      .insert(processingQueue)
      .values({ userId: nora.user.id, documentType: "resume", documentId: document!.id, readyAt: null })
      .returning();
    const whileQueued = await admin.post(`/api/admin/fuzzy-matches/${kept.id}/undo`);
    expect(whileQueued.statusCode).toBe(409);
    expect(whileQueued.json().message).toBe(
      "This document is being processed for Nora Finch. Try again when it has finished.",
    );
    await testApp.app.db.delete(processingQueue).where(eq(processingQueue.id, task!.id));

    // Nora processes the resume kept for her: her form is what it wrote now, and stays.
    expect(await processAndWait(testApp, nora, { id: document!.id })).toBe("completed");
    const undo = await admin.post(`/api/admin/fuzzy-matches/${kept.id}/undo`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe(
      "Nora Finch has already processed this resume into their work history, so the assignment can no longer be undone.",
    );
    const active = expectStatus(await nora.get("/api/work-history/active"), 200);
    expect(expectStatus(await nora.get(`/api/forms/${active.id}`), 200).resumeFileName).toBe("finch.txt");
    expect((await listed(nora)).map((listedDocument) => listedDocument.filename)).toEqual(["finch.txt"]);
  }, 60_000);

  it("offers a nickname as a fuzzy match with the candidate's name, e-mail and score only", async () => {
    expect(fuzzy).toMatchObject({
      state: "waiting",
      matchStatus: "fuzzy",
      extractedName: "Bill Turner",
      extractedEmail: null,
    });
    expect(fuzzy.possibleUsers[0]).toEqual({
      id: william.user.id,
      fullName: "William Turner",
      email: william.user.email,
      score: 100,
      verified: true,
    });
    expect(await listed(william)).toEqual([]);
  });

  it("keeps waiting documents invisible to everyone's own lists, the importing administrator's too", async () => {
    expect(await listed(admin)).toEqual([]);
    expect(unknown).toMatchObject({
      state: "waiting",
      matchStatus: "no_match",
      extractedName: "Xavier Quintero",
    });
  });

  it("assigns once: the same decision twice at once is one assignment, another person's answers 409 with who has it", async () => {
    const [first, second] = await Promise.all([
      admin.post(`/api/admin/fuzzy-matches/${fuzzy.id}/assign`, { userId: william.user.id }),
      admin.post(`/api/admin/fuzzy-matches/${fuzzy.id}/assign`, { userId: william.user.id }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().history.map((entry: { action: string }) => entry.action)).toEqual(["assigned"]);
    const refused = await otherAdmin.post(`/api/admin/fuzzy-matches/${fuzzy.id}/assign`, {
      userId: rosa.user.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "conflict",
      message: "This document was already assigned to William Turner.",
    });
    expect((await listed(william)).map((document) => document.filename)).toEqual(["turner.txt"]);
    const active = expectStatus(await william.get("/api/work-history/active"), 200);
    expect(active).toMatchObject({ firstName: "Bill", lastName: "Turner" });
  });

  it("undoes an assignment within 24 hours: the document and the form it wrote go back", async () => {
    const undone = expectStatus(await admin.post(`/api/admin/fuzzy-matches/${fuzzy.id}/undo`), 200);
    expect(undone).toMatchObject({ state: "waiting", assignedUser: null, undoUntil: null });
    expect(undone.history.map((entry: { action: string }) => entry.action)).toEqual(["assigned", "undone"]);
    expect(await listed(william)).toEqual([]);
    const active = expectStatus(await william.get("/api/work-history/active"), 200);
    expect(active).toMatchObject({ firstName: null, isEmpty: true });
    const again = await admin.post(`/api/admin/fuzzy-matches/${fuzzy.id}/undo`);
    expect(again.statusCode).toBe(409);
  });

  it("asks Overwrite or Keep when the chosen user's form holds data", async () => {
    const refused = await admin.post(`/api/admin/fuzzy-matches/${fuzzy.id}/assign`, { userId: nora.user.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "form_not_empty",
      message:
        "Nora Finch's work history form already holds data. Choose Overwrite to replace it with this resume, or Keep to leave it and attach the resume.",
    });
    expect((await listed(nora)).map((document) => document.filename)).toEqual(["finch.txt"]);
    const overwritten = expectStatus(
      await admin.post(`/api/admin/fuzzy-matches/${fuzzy.id}/assign`, {
        userId: nora.user.id,
        formChoice: "overwrite",
      }),
      200,
    );
    expect(overwritten.history.at(-1)).toMatchObject({
      action: "assigned",
      actorName: "Ada Admin",
      userName: "Nora Finch",
    });
    const active = expectStatus(await nora.get("/api/work-history/active"), 200);
    expect(active).toMatchObject({ firstName: "Bill", lastName: "Turner" });
  });

  it("creates the unknown person's account, assigns the resume and invites them to set a password", async () => {
    const email = uniqueEmail("xavier");
    const card = expectStatus(
      await admin.post(`/api/admin/fuzzy-matches/${unknown.id}/create-user`, {
        fullName: "Xavier Quintero",
        email,
      }),
      200,
    );
    expect(card).toMatchObject({ state: "assigned", assignedUser: { fullName: "Xavier Quintero", email } });
    expect(card.history.at(-1)).toMatchObject({ action: "created_user", userEmail: email });
    // An invitation (docs/product.md §21), not a password-reset code.
    const mails = await mailTo(testApp.dataDir, email);
    expect(mails.map((mail) => mail.subject)).toEqual(["You have been invited to Hangar Log"]);
    expect(mails[0]?.text).toContain(
      "An administrator of your training center created a Hangar Log account for you",
    );
    expect(mails[0]?.text).not.toContain("reset");
    const taken = await admin.post(`/api/admin/fuzzy-matches/${unknown.id}/create-user`, {
      fullName: "Xavier Quintero",
      email: uniqueEmail("xavier"),
    });
    expect(taken.statusCode).toBe(409);
    unknownAssigned = card;
  });
});

describe("a name alone never assigns a document (docs/decisions/0052-no-assignment-on-a-name.md)", () => {
  it("keeps a new hire's resume from a colleague who renamed themselves to the new hire's name", async () => {
    const colleague = await signedInClient(testApp, { fullName: "Pat Colleague", email: uniqueEmail("pat") });
    expectStatus(await colleague.patch("/api/account/name", { fullName: "Ivy Newhire" }), 200);
    const [withAddress, withoutAddress] = await importAndRead("resume", [
      { filename: "newhire.txt", bytes: resumeNaming("Ivy Newhire", uniqueEmail("ivy")) },
      { filename: "newhire-no-mail.txt", bytes: resumeNaming("Ivy Newhire", null) },
    ]);
    expect(withAddress).toMatchObject({ state: "waiting", matchStatus: "manual_review", assignedUser: null });
    expect(withoutAddress).toMatchObject({ state: "waiting", matchStatus: "fuzzy", assignedUser: null });
    expect(withoutAddress?.possibleUsers[0]).toMatchObject({ id: colleague.user.id, verified: true });
    expect(await listed(colleague)).toEqual([]);
    expect(expectStatus(await colleague.get("/api/work-history/active"), 200)).toBeNull();
    expect(withAddress?.history).toEqual([]);
  }, 90_000);

  it("never assigns to an account that registered the document's address without proving it", async () => {
    const email = uniqueEmail("squatted");
    const registered = await testApp.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { fullName: "Quinn Target", email, password: "a long enough passphrase" },
    });
    expect(registered.statusCode).toBe(201);
    const [card] = await importAndRead("resume", [
      { filename: "target.txt", bytes: resumeNaming("Quinn Target", email) },
    ]);
    expect(card).toMatchObject({ state: "waiting", matchStatus: "manual_review", assignedUser: null });
    expect(card?.possibleUsers).toEqual([expect.objectContaining({ email, verified: false })]);
  }, 90_000);
});

describe("bulk import of training documents", () => {
  it("assigns a certificate to its person, who gets its checklist proposals; ignore and restore another", async () => {
    const [own, stranger] = await importAndRead("training", [
      { filename: "delgado-hf.txt", bytes: certificateNaming("Rosa Delgado", rosa.user.email) },
      { filename: "nobody-hf.txt", bytes: certificateNaming("Zed Unknown") },
    ]);
    expect(own).toMatchObject({ state: "assigned", matchStatus: "exact", extractedName: "Rosa Delgado" });
    const documents = await listed(rosa);
    expect(documents.find((document) => document.filename === "delgado-hf.txt")?.training).toMatchObject({
      trainee: "matches",
    });

    // Once Rosa has decided on a proposal, the document is part of her record: no undo.
    const rosaCertificate = documents.find((document) => document.filename === "delgado-hf.txt");
    await storeReading(testApp, rosaCertificate?.id ?? "", {
      stored: [
        {
          itemId: "00000000-0000-4000-8000-000000000001",
          score: 0.9,
          why: { titleWords: ["human"], keywords: [], ataChapter: null },
          decision: "rejected",
          decidedAt: clock.clock().toISOString(),
        },
      ],
    });
    const undo = await admin.post(`/api/admin/fuzzy-matches/${own?.id}/undo`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe(
      "Rosa Delgado has already confirmed or rejected this document's training proposals, so the assignment can no longer be undone.",
    );

    expect(stranger).toMatchObject({ state: "waiting", matchStatus: "no_match" });
    const ignored = expectStatus(await admin.post(`/api/admin/fuzzy-matches/${stranger?.id}/ignore`), 200);
    expect(ignored.state).toBe("ignored");
    const inIgnored = expectStatus(await admin.get("/api/admin/fuzzy-matches?view=ignored"), 200);
    expect(inIgnored.items.map((item: FuzzyMatchView) => item.id)).toContain(stranger?.id);
    const refused = await admin.post(`/api/admin/fuzzy-matches/${stranger?.id}/assign`, {
      userId: rosa.user.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This document is ignored. Restore it first.");
    const restored = expectStatus(await admin.post(`/api/admin/fuzzy-matches/${stranger?.id}/restore`), 200);
    expect(restored.state).toBe("waiting");
    expect(restored.history.map((entry: { action: string }) => entry.action)).toEqual([
      "ignored",
      "restored",
    ]);
    expect((await admin.post(`/api/admin/fuzzy-matches/${stranger?.id}/restore`)).statusCode).toBe(409);
  }, 90_000);

  it("refuses to undo the assignment of a certificate the person attached as evidence", async () => {
    const [card] = await importAndRead("training", [
      { filename: "delgado-fod.txt", bytes: certificateNaming("Rosa Delgado", rosa.user.email) },
    ]);
    expect(card).toMatchObject({ state: "assigned" });
    const certificate = (await listed(rosa)).find((document) => document.filename === "delgado-fod.txt");
    const tabId = expectStatus(
      await admin.post("/api/admin/checklists/tabs", { name: "Evidence tab" }),
      200,
    ).tabs.at(-1).id;
    const sectionId = expectStatus(
      await admin.post("/api/admin/checklists/sections", { tabId, name: "S" }),
      200,
    ).tabs.at(-1).sections[0].id;
    const itemId = expectStatus(
      await admin.post("/api/admin/checklists/items", { sectionId, name: "Tool control and FOD" }),
      200,
    ).tabs.at(-1).sections[0].items[0].id;
    expectStatus(
      await rosa.patch(`/api/checklists/items/${itemId}`, {
        completed: true,
        evidenceDocumentId: certificate?.id,
      }),
      200,
    );
    const undo = await admin.post(`/api/admin/fuzzy-matches/${card?.id}/undo`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe(
      "Rosa Delgado has attached this document as evidence of a training item, so the assignment can no longer be undone.",
    );
    expect((await listed(rosa)).map((document) => document.filename)).toContain("delgado-fod.txt");
  }, 90_000);

  it("never leaves evidence on a document taken back when the attach and the undo come at once", async () => {
    const [card] = await importAndRead("training", [
      { filename: "delgado-shop.txt", bytes: certificateNaming("Rosa Delgado", rosa.user.email) },
    ]);
    const certificate = (await listed(rosa)).find((document) => document.filename === "delgado-shop.txt");
    const structure = expectStatus(await admin.get("/api/admin/checklists"), 200);
    const sectionId = structure.tabs.at(-1).sections[0].id;
    const itemId = expectStatus(
      await admin.post("/api/admin/checklists/items", { sectionId, name: "Shop safety" }),
      200,
    )
      .tabs.at(-1)
      .sections[0].items.at(-1).id;
    const [attach, undo] = await Promise.all([
      rosa.patch(`/api/checklists/items/${itemId}`, { completed: true, evidenceDocumentId: certificate?.id }),
      admin.post(`/api/admin/fuzzy-matches/${card?.id}/undo`),
    ]);
    // One wins: the evidence is attached and the undo refused, or the document goes back and the attach is refused.
    expect([attach.statusCode, undo.statusCode].sort()).toEqual(
      attach.statusCode === 200 ? [200, 409] : [200, 404],
    );
    const record = expectStatus(await rosa.get("/api/checklists"), 200);
    const item = record.tabs
      .flatMap((tab: { sections: { items: { id: string; evidence: unknown }[] }[] }) =>
        tab.sections.flatMap((section) => section.items),
      )
      .find((candidate: { id: string }) => candidate.id === itemId);
    const stillHers = (await listed(rosa)).some((document) => document.id === certificate?.id);
    expect((item.completion?.evidence ?? null) !== null).toBe(stillHers);
  }, 90_000);
});

describe("undo once the person has worked on the form the assignment wrote", () => {
  // Emptying the form would throw their work away: a field typed, an entry deleted (docs/product.md §18).
  it("refuses, names the person, and leaves the form as they left it", async () => {
    const gina = await signedInClient(testApp, { fullName: "Gina Ortiz", email: uniqueEmail("gina") });
    const hugo = await signedInClient(testApp, { fullName: "Hugo Brandt", email: uniqueEmail("hugo") });
    const cards = await importAndRead("resume", [
      { filename: "ortiz.txt", bytes: resumeNaming("Gina Ortiz", gina.user.email) },
      { filename: "brandt.txt", bytes: resumeNaming("Hugo Brandt", hugo.user.email) },
    ]);
    expect(cards.map((card) => card.state)).toEqual(["assigned", "assigned"]);
    const assigned = await assignedCards();
    const cardOf = (filename: string) =>
      assigned.find((card) => card.filename === filename) as FuzzyMatchView;
    const [ginaCard, hugoCard] = [cardOf("ortiz.txt"), cardOf("brandt.txt")];

    clock.advance(60_000);
    const ginaForm = expectStatus(await gina.get("/api/work-history/active"), 200);
    const ginaEntries = expectStatus(await gina.get(`/api/employment-entries/${ginaForm.id}`), 200);
    expect(ginaEntries.length).toBeGreaterThan(1);
    expectStatus(await gina.delete(`/api/employment-entries/${ginaEntries[0].id}`), 204);
    const hugoForm = expectStatus(await hugo.get("/api/work-history/active"), 200);
    expectStatus(await hugo.patch(`/api/forms/${hugoForm.id}`, { roleTitle: "Lead Inspector" }), 200);

    for (const [card, name] of [
      [ginaCard, "Gina Ortiz"],
      [hugoCard, "Hugo Brandt"],
    ] as const) {
      const undo = await admin.post(`/api/admin/fuzzy-matches/${card.id}/undo`);
      expect(undo.statusCode, name).toBe(409);
      expect(undo.json().message).toBe(
        `${name} has changed the work history this resume filled since it was assigned, so the assignment can no longer be undone.`,
      );
    }
    const ginaAfter = expectStatus(await gina.get(`/api/employment-entries/${ginaForm.id}`), 200);
    expect(ginaAfter.map((entry: { id: string }) => entry.id)).toEqual(
      ginaEntries.slice(1).map((entry: { id: string }) => entry.id),
    );
    expect(expectStatus(await hugo.get(`/api/forms/${hugoForm.id}`), 200)).toMatchObject({
      roleTitle: "Lead Inspector",
      lastName: "Brandt",
    });
    expect((await listed(gina)).map((document) => document.filename)).toEqual(["ortiz.txt"]);
  }, 90_000);
});

async function assignedCards(): Promise<FuzzyMatchView[]> {
  return expectStatus(await admin.get("/api/admin/fuzzy-matches?view=assigned"), 200).items;
}

describe("rules of the routes", () => {
  it("lets only administrators in", async () => {
    expect((await rosa.get("/api/admin/fuzzy-matches")).statusCode).toBe(403);
    expect((await rosa.post("/api/admin/imports", { documentType: "resume" })).statusCode).toBe(403);
    const signedOut = clientFor(testApp, { user: admin.user, cookie: null });
    expect((await signedOut.get("/api/admin/fuzzy-matches")).statusCode).toBe(401);
  });

  it("answers unknown matches, users and imports with 404 and bad requests with 400", async () => {
    const unknownId = "00000000-0000-4000-8000-000000000000";
    expect((await admin.post(`/api/admin/fuzzy-matches/${unknownId}/ignore`)).statusCode).toBe(404);
    expect((await admin.get("/api/admin/fuzzy-matches?view=everything")).statusCode).toBe(400);
    expect((await admin.post("/api/admin/imports", { documentType: "letter" })).statusCode).toBe(400);
    const presign = await admin.post(`/api/admin/imports/${unknownId}/presigned-url`, {
      filename: "a.txt",
      contentType: "text/plain",
    });
    expect(presign.statusCode).toBe(404);
    const [card] = await importAndRead("resume", [
      { filename: "lost.txt", bytes: resumeNaming("Quentin Nobody", null) },
    ]);
    const noUser = await admin.post(`/api/admin/fuzzy-matches/${card?.id}/assign`, { userId: unknownId });
    expect(noUser.statusCode).toBe(404);
    expect(noUser.json().message).toBe("User not found.");
  }, 60_000);

  it("lets only the administrator who started an import add files to it", async () => {
    const created = expectStatus(await admin.post("/api/admin/imports", { documentType: "resume" }), 201);
    const other = await otherAdmin.post(`/api/admin/imports/${created.id}/presigned-url`, {
      filename: "a.txt",
      contentType: "text/plain",
    });
    expect(other.statusCode).toBe(404);
  });
});

describe("after 24 hours", () => {
  it("refuses to undo an assignment", async () => {
    clock.advance(24 * 3600_000 + 1000);
    const lateAdmin = await signedInClient(testApp, { role: "admin" });
    const late = await lateAdmin.post(`/api/admin/fuzzy-matches/${unknownAssigned.id}/undo`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("An assignment can be undone only within 24 hours.");
    const recent = expectStatus(await lateAdmin.get("/api/admin/fuzzy-matches?view=assigned"), 200);
    expect(recent.items.map((item: FuzzyMatchView) => item.id)).not.toContain(unknownAssigned.id);
  });
});
