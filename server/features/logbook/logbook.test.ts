// The task logbook (docs/product.md §22): drafts, the lock of decided entries, corrections,
// events, countersignature by an e-mailed link and by a designated supervisor's queue. The harness
// clock starts 2026-06-01 12:00 UTC.

import { COUNTERSIGN_LINK_ERROR_CODES, OWN_ENTRIES_MESSAGE } from "@domain/schemas/logbook";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../test/app";
import { type Client, clientFor, expectStatus, signedInClient } from "../../test/client";
import { mailTo } from "../../test/mail";
import { createEmployment, createForm } from "../../test/work-history";
import { LOGBOOK_ENTRY_LOCKED_CODE } from "./logbook.service";

let harness: Harness;
let tech: Client;
let other: Client;
let admin: Client;
let supervisor: Client;
let employerId: string;

beforeAll(async () => {
  harness = await startHarness();
  other = await signedInClient(harness.testApp);
  admin = await signedInClient(harness.testApp, { role: "admin" });
  supervisor = await signedInClient(harness.testApp, { fullName: "Sam Super" });
});
// Each test has a technician of its own, so its lists hold only what it made (in any order).
beforeEach(async () => {
  tech = await signedInClient(harness.testApp, { fullName: "Tess Tech" });
  const form = await createForm(tech);
  employerId = (await createEmployment(tech, form.id, { companyName: "Skyline MRO" })).id;
});
afterAll(async () => {
  await harness?.close();
});

const anonymous = () => clientFor(harness.testApp, { user: undefined as never, cookie: null });

function task(overrides: Record<string, unknown> = {}) {
  return {
    performedOn: "2026-05-20",
    aircraftMake: "Cessna",
    aircraftModel: "172S",
    aircraftRegistration: " n12345 ",
    ataChapter: "32",
    task: "Replaced left main gear tire",
    activityKind: "removal_installation",
    minutes: 90,
    workOrder: "WO-1001",
    ...overrides,
  };
}

async function create(client: Client, overrides: Record<string, unknown> = {}) {
  return expectStatus(await client.post("/api/logbook/entries", task(overrides)), 201);
}

/** The entries of one page of the list (`query` without '?'). */
async function listed(client: Client, query = "") {
  return expectStatus(await client.get(`/api/logbook/entries${query ? `?${query}` : ""}`), 200).items;
}

async function requestByEmail(client: Client, entryIds: string[], email = "outside@example.org") {
  const request = expectStatus(
    await client.post("/api/logbook/countersign-requests", {
      kind: "email",
      entryIds,
      supervisorName: "Olive Outside",
      supervisorEmail: email,
    }),
    201,
  );
  const mail = (await mailTo(harness.testApp.dataDir, email)).at(-1);
  const token = /\/countersign\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no countersignature link in the newest mail to ${email}`);
  return { request, token };
}

const signer = {
  name: "Olive Outside",
  licenceNumber: "EASA.66.1234",
  statement: "Performed under my supervision.",
};

describe("task logbook entries", () => {
  it("creates a draft with the employer's name, lists it with filters, edits and deletes it", async () => {
    const entry = await create(tech, { employmentId: employerId });
    expect(entry).toMatchObject({
      status: "draft",
      employerName: "Skyline MRO",
      aircraftRegistration: "N12345",
      ataChapter: "32",
      supersedes: null,
      supersededBy: null,
      countersignature: null,
    });
    const other21 = await create(tech, {
      ataChapter: "21",
      performedOn: "2026-04-02",
      aircraftMake: "Piper",
    });

    const all = await listed(tech);
    expect(all.map((e: { id: string }) => e.id)).toEqual([entry.id, other21.id]);
    const byChapter = await listed(tech, "ataChapter=21");
    expect(byChapter.map((e: { id: string }) => e.id)).toEqual([other21.id]);
    const byDate = await listed(tech, "from=2026-05-01&to=2026-05-31");
    expect(byDate.map((e: { id: string }) => e.id)).toEqual([entry.id]);
    const byAircraft = await listed(tech, "aircraft=piper");
    expect(byAircraft.map((e: { id: string }) => e.id)).toEqual([other21.id]);
    expect(await listed(tech, "status=countersigned")).toEqual([]);
    // Another user sees none of them, and cannot reach one.
    expect(await listed(other)).toEqual([]);
    expectStatus(await other.put(`/api/logbook/entries/${entry.id}`, task()), 404);

    const edited = expectStatus(
      await tech.put(`/api/logbook/entries/${entry.id}`, task({ minutes: 45 })),
      200,
    );
    expect(edited).toMatchObject({ minutes: 45, employerName: null });
    expectStatus(await tech.delete(`/api/logbook/entries/${other21.id}`), 204);
    const events = expectStatus(await tech.get(`/api/logbook/entries/${entry.id}/events`), 200);
    expect(events.map((e: { kind: string }) => e.kind)).toEqual(["created", "updated"]);
    expect(events[1]).toMatchObject({
      actorName: "Tess Tech",
      before: { minutes: 90 },
      after: { minutes: 45 },
    });
    // A deleted draft keeps its events.
    const deletedEvents = expectStatus(await tech.get(`/api/logbook/entries/${other21.id}/events`), 200);
    expect(deletedEvents.map((e: { kind: string }) => e.kind)).toEqual(["created", "deleted"]);
  });

  it("refuses an employer that is not one of the technician's, and an unknown ATA chapter", async () => {
    const otherForm = await createForm(other);
    const foreign = await createEmployment(other, otherForm.id, { companyName: "Elsewhere" });
    const refused = expectStatus(
      await tech.post("/api/logbook/entries", task({ employmentId: foreign.id })),
      400,
    );
    expect(refused.message).toContain("Choose one of your employers");
    expectStatus(await tech.post("/api/logbook/entries", task({ ataChapter: "99" })), 400);
    expectStatus(await tech.post("/api/logbook/entries", task({ minutes: 0 })), 400);
  });
});

describe("countersignature by an e-mailed link", () => {
  it("shows exactly the request's entries; countersign and decline lock them; the link works once", async () => {
    const [a, b, notAsked] = [
      await create(tech),
      await create(tech, { ataChapter: "24" }),
      await create(tech),
    ];
    const { request, token } = await requestByEmail(tech, [a.id, b.id]);
    expect(request).toMatchObject({ kind: "email", supervisorEmail: "outside@example.org", usedAt: null });

    const page = expectStatus(await anonymous().get(`/api/countersign/${token}`), 200);
    expect(page.technicianName).toBe("Tess Tech");
    expect(page.entries.map((e: { id: string }) => e.id).sort()).toEqual([a.id, b.id].sort());
    expect(Object.keys(page.entries[0]).sort()).not.toContain("status");
    expect(JSON.stringify(page)).not.toContain(tech.user.email);
    expect(JSON.stringify(page)).not.toContain(notAsked.id);

    // Submitted entries are locked.
    const locked = expectStatus(await tech.put(`/api/logbook/entries/${a.id}`, task()), 409);
    expect(locked.code).toBe(LOGBOOK_ENTRY_LOCKED_CODE);
    expectStatus(await tech.delete(`/api/logbook/entries/${a.id}`), 409);

    // Every entry of the link, and no other, must be decided.
    expectStatus(
      await anonymous().post(`/api/countersign/${token}`, {
        ...signer,
        decisions: [{ entryId: a.id, decision: "countersigned" }],
      }),
      400,
    );
    expectStatus(
      await anonymous().post(`/api/countersign/${token}`, {
        ...signer,
        decisions: [
          { entryId: a.id, decision: "countersigned" },
          { entryId: notAsked.id, decision: "countersigned" },
        ],
      }),
      400,
    );
    const decided = expectStatus(
      await anonymous().post(`/api/countersign/${token}`, {
        ...signer,
        decisions: [
          { entryId: a.id, decision: "countersigned" },
          { entryId: b.id, decision: "declined", remark: "I did not see this one." },
        ],
      }),
      200,
    );
    expect(decided).toEqual({ decided: 2 });

    const list = await listed(tech, "status=countersigned");
    expect(list.map((e: { id: string }) => e.id)).toEqual([a.id]);
    expect(list[0].countersignature).toMatchObject({
      decision: "countersigned",
      name: "Olive Outside",
      licenceNumber: "EASA.66.1234",
      statement: "Performed under my supervision.",
      via: "link",
      requestId: request.id,
      decidedAt: harness.clock.clock().toISOString(),
    });
    const declined = await listed(tech, "status=declined");
    expect(declined[0].countersignature).toMatchObject({
      decision: "declined",
      remark: "I did not see this one.",
    });

    // Editing or deleting a countersigned entry is refused; a correction supersedes it.
    expect(expectStatus(await tech.put(`/api/logbook/entries/${a.id}`, task()), 409).code).toBe(
      LOGBOOK_ENTRY_LOCKED_CODE,
    );
    expectStatus(await tech.delete(`/api/logbook/entries/${a.id}`), 409);
    const correction = expectStatus(
      await tech.post(
        `/api/logbook/entries/${a.id}/corrections`,
        task({ task: "Replaced right main gear tire" }),
      ),
      201,
    );
    expect(correction).toMatchObject({ status: "draft", supersedes: a.id });
    expectStatus(await tech.post(`/api/logbook/entries/${a.id}/corrections`, task()), 409);
    expectStatus(await tech.post(`/api/logbook/entries/${notAsked.id}/corrections`, task()), 409);
    const superseded = await listed(tech, "status=superseded");
    expect(superseded.map((e: { id: string }) => e.id)).toEqual([a.id]);
    expect(superseded[0]).toMatchObject({ status: "countersigned", supersededBy: correction.id });
    const events = expectStatus(await tech.get(`/api/logbook/entries/${a.id}/events`), 200);
    expect(events.map((e: { kind: string; actorName: string | null }) => [e.kind, e.actorName])).toEqual([
      ["created", "Tess Tech"],
      ["submitted", "Tess Tech"],
      ["countersigned", null],
      ["superseded", "Tess Tech"],
    ]);

    // Used once.
    const used = expectStatus(await anonymous().get(`/api/countersign/${token}`), 410);
    expect(used.code).toBe(COUNTERSIGN_LINK_ERROR_CODES.used);
  });

  it("answers clear errors for an unknown, expired or revoked link, and revoking gives drafts back", async () => {
    expect(expectStatus(await anonymous().get("/api/countersign/not-a-real-token"), 404).code).toBe(
      COUNTERSIGN_LINK_ERROR_CODES.notFound,
    );

    const entry = await create(tech);
    const { request, token } = await requestByEmail(tech, [entry.id], "revoked@example.org");
    const revoked = expectStatus(
      await tech.post(`/api/logbook/countersign-requests/${request.id}/revoke`),
      200,
    );
    expect(revoked.revokedAt).toBe(harness.clock.clock().toISOString());
    expectStatus(await tech.post(`/api/logbook/countersign-requests/${request.id}/revoke`), 409);
    expectStatus(await other.post(`/api/logbook/countersign-requests/${request.id}/revoke`), 404);
    const gone = expectStatus(await anonymous().get(`/api/countersign/${token}`), 410);
    expect(gone).toMatchObject({ code: COUNTERSIGN_LINK_ERROR_CODES.revoked });
    const back = await listed(tech);
    expect(back.find((e: { id: string }) => e.id === entry.id)).toMatchObject({ status: "draft" });

    const { token: later } = await requestByEmail(tech, [entry.id], "expiry@example.org");
    harness.clock.advance(14 * 24 * 60 * 60 * 1000);
    const expired = expectStatus(
      await anonymous().post(`/api/countersign/${later}`, {
        ...signer,
        decisions: [{ entryId: entry.id, decision: "countersigned" }],
      }),
      410,
    );
    expect(expired.code).toBe(COUNTERSIGN_LINK_ERROR_CODES.expired);
    // Back to the day before, so the sessions of the other tests stay open.
    harness.clock.advance(-14 * 24 * 60 * 60 * 1000);
  });

  it("refuses a request for one's own address, another user's entries and entries not drafts", async () => {
    const entry = await create(tech);
    const own = expectStatus(
      await tech.post("/api/logbook/countersign-requests", {
        kind: "email",
        entryIds: [entry.id],
        supervisorName: "Me",
        supervisorEmail: tech.user.email.toUpperCase(),
      }),
      403,
    );
    expect(own.message).toBe(OWN_ENTRIES_MESSAGE);
    const [local, domain] = tech.user.email.split("@");
    const tagged = expectStatus(
      await tech.post("/api/logbook/countersign-requests", {
        kind: "email",
        entryIds: [entry.id],
        supervisorName: "Me again",
        supervisorEmail: `${local}+supervisor@${domain}`,
      }),
      403,
    );
    expect(tagged.message).toBe(OWN_ENTRIES_MESSAGE);
    expectStatus(
      await other.post("/api/logbook/countersign-requests", {
        kind: "email",
        entryIds: [entry.id],
        supervisorName: "X",
        supervisorEmail: "x@example.org",
      }),
      404,
    );
  });
});

describe("countersignature by a designated supervisor", () => {
  it("an administrator designates; the supervisor countersigns from the queue; nobody their own", async () => {
    const designate = (client: Client, body: object) =>
      admin.put(`/api/admin/users/${client.user.id}/countersigner`, body);
    expectStatus(await designate(supervisor, { canCountersign: true, licenceNumber: "" }), 400);
    expect(
      expectStatus(await designate(supervisor, { canCountersign: true, licenceNumber: "A&P 1234567" }), 200),
    ).toEqual({ canCountersign: true, licenceNumber: "A&P 1234567" });
    expectStatus(
      await tech.put(`/api/admin/users/${supervisor.user.id}/countersigner`, { canCountersign: false }),
      403,
    );
    expect(expectStatus(await tech.get("/api/logbook/countersigners"), 200)).toEqual([
      { id: supervisor.user.id, fullName: "Sam Super" },
    ]);
    // Not designated: no queue.
    expectStatus(await tech.get("/api/logbook/queue"), 403);

    const entry = await create(tech, { ataChapter: "27" });
    expectStatus(
      await tech.post("/api/logbook/countersign-requests", {
        kind: "account",
        entryIds: [entry.id],
        supervisorId: other.user.id,
      }),
      400,
    );
    expectStatus(
      await tech.post("/api/logbook/countersign-requests", {
        kind: "account",
        entryIds: [entry.id],
        supervisorId: supervisor.user.id,
      }),
      201,
    );
    const queue = expectStatus(await supervisor.get("/api/logbook/queue"), 200);
    expect(queue).toEqual([expect.objectContaining({ id: entry.id, technicianName: "Tess Tech" })]);

    // The supervisor's own entry, sent to themself, is refused.
    const ownEntry = await create(supervisor);
    const ownRequest = expectStatus(
      await supervisor.post("/api/logbook/countersign-requests", {
        kind: "account",
        entryIds: [ownEntry.id],
        supervisorId: supervisor.user.id,
      }),
      403,
    );
    expect(ownRequest.message).toBe(OWN_ENTRIES_MESSAGE);
    const ownDecision = expectStatus(
      await supervisor.post("/api/logbook/queue/decisions", {
        statement: "Seen.",
        decisions: [{ entryId: ownEntry.id, decision: "countersigned" }],
      }),
      403,
    );
    expect(ownDecision.message).toBe(OWN_ENTRIES_MESSAGE);

    expect(
      expectStatus(
        await supervisor.post("/api/logbook/queue/decisions", {
          statement: "Performed under my supervision.",
          decisions: [{ entryId: entry.id, decision: "countersigned" }],
        }),
        200,
      ),
    ).toEqual({ decided: 1 });
    expect(expectStatus(await supervisor.get("/api/logbook/queue"), 200)).toEqual([]);
    const [signed] = await listed(tech, "ataChapter=27");
    expect(signed.countersignature).toMatchObject({
      name: "Sam Super",
      licenceNumber: "A&P 1234567",
      via: "account",
    });
    const events = expectStatus(await tech.get(`/api/logbook/entries/${entry.id}/events`), 200);
    expect(events.at(-1)).toMatchObject({ kind: "countersigned", actorName: "Sam Super" });
  });
});
