// A countersigner designation's changes are events (docs/product.md §22.2): setting, changing and
// removing 'Can countersign' each record who, when, before and after; removing it withdraws the
// requests waiting in that supervisor's queue (their entries are drafts again, each with a
// 'withdrawn' event by the administrator). Times are read from the harness's manual clock.

import type { CountersignerDesignationHistory } from "@domain/schemas/countersigner-events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { createLogbookEntry } from "../../test/logbook";

let harness: Harness;
let admin: Client;
let tech: Client;

beforeAll(async () => {
  harness = await startHarness();
  admin = await signedInClient(harness.testApp, { role: "admin", fullName: "Ada Admin" });
  tech = await signedInClient(harness.testApp, { fullName: "Tess Tech" });
});
afterAll(async () => {
  await harness?.close();
});

const designate = (supervisor: Client, body: object) =>
  admin.put(`/api/admin/users/${supervisor.user.id}/countersigner`, body);
const historyOf = async (supervisor: Client) =>
  expectStatus<CountersignerDesignationHistory>(
    await admin.get(`/api/admin/users/${supervisor.user.id}/countersigner`),
    200,
  );

async function sendToSupervisor(supervisor: Client, count: number) {
  const entries = [];
  for (let i = 0; i < count; i++) entries.push(await createLogbookEntry(tech));
  const request = expectStatus(
    await tech.post("/api/logbook/countersign-requests", {
      kind: "account",
      entryIds: entries.map((entry) => entry.id),
      supervisorId: supervisor.user.id,
    }),
    201,
  );
  return { request, entries };
}

describe("the designation's events", () => {
  it("records setting, changing and removing it with who, when, before and after", async () => {
    const supervisor = await signedInClient(harness.testApp, { fullName: "Sam Super" });
    expect((await historyOf(supervisor)).events).toEqual([]);
    const start = harness.clock.clock().getTime();

    expect(
      expectStatus(await designate(supervisor, { canCountersign: true, licenceNumber: " A&P 1 " }), 200),
    ).toEqual({ canCountersign: true, licenceNumber: "A&P 1" });
    // The same number again changes nothing and records nothing.
    expectStatus(await designate(supervisor, { canCountersign: true, licenceNumber: "A&P 1" }), 200);
    harness.clock.advance(60_000);
    expectStatus(await designate(supervisor, { canCountersign: true, licenceNumber: "A&P 2" }), 200);
    harness.clock.advance(60_000);
    expect(expectStatus(await designate(supervisor, { canCountersign: false }), 200)).toEqual({
      canCountersign: false,
      licenceNumber: null,
    });
    // Removing what is not there records nothing.
    expectStatus(await designate(supervisor, { canCountersign: false }), 200);

    const history = await historyOf(supervisor);
    expect(history).toMatchObject({ canCountersign: false, licenceNumber: null });
    expect(history.events).toEqual([
      {
        kind: "designated",
        at: new Date(start).toISOString(),
        actorName: "Ada Admin",
        before: null,
        after: { licenceNumber: "A&P 1" },
        withdrawnRequests: null,
      },
      {
        kind: "licence_changed",
        at: new Date(start + 60_000).toISOString(),
        actorName: "Ada Admin",
        before: { licenceNumber: "A&P 1" },
        after: { licenceNumber: "A&P 2" },
        withdrawnRequests: null,
      },
      {
        kind: "removed",
        at: new Date(start + 120_000).toISOString(),
        actorName: "Ada Admin",
        before: { licenceNumber: "A&P 2" },
        after: null,
        withdrawnRequests: 0,
      },
    ]);
  });

  it("answers 404 for an unknown account and 403 to a technician", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expectStatus(
      await admin.put(`/api/admin/users/${unknown}/countersigner`, { canCountersign: false }),
      404,
    );
    expectStatus(await admin.get(`/api/admin/users/${unknown}/countersigner`), 404);
    expectStatus(
      await tech.put(`/api/admin/users/${tech.user.id}/countersigner`, {
        canCountersign: true,
        licenceNumber: "X",
      }),
      403,
    );
  });
});

describe("removing a designation with requests in the queue", () => {
  it("withdraws them: undecided entries are drafts again, decided ones stay, the supervisor decides no more", async () => {
    const supervisor = await signedInClient(harness.testApp, { fullName: "Quinn Queue" });
    expectStatus(await designate(supervisor, { canCountersign: true, licenceNumber: "A&P 77" }), 200);
    const partly = await sendToSupervisor(supervisor, 2);
    const whole = await sendToSupervisor(supervisor, 1);
    const decided = partly.entries[0]!;
    expectStatus(
      await supervisor.post("/api/logbook/queue/decisions", {
        statement: "Seen.",
        decisions: [{ entryId: decided.id, decision: "countersigned" }],
      }),
      200,
    );
    // A request already answered in full is not touched.
    const answered = await sendToSupervisor(supervisor, 1);
    expectStatus(
      await supervisor.post("/api/logbook/queue/decisions", {
        statement: "Seen.",
        decisions: [{ entryId: answered.entries[0]!.id, decision: "declined" }],
      }),
      200,
    );

    harness.clock.advance(60_000);
    const removedAt = harness.clock.clock().toISOString();
    expectStatus(await designate(supervisor, { canCountersign: false }), 200);

    expect((await historyOf(supervisor)).events.at(-1)).toMatchObject({
      kind: "removed",
      withdrawnRequests: 2,
    });
    const requests = expectStatus(await tech.get("/api/logbook/countersign-requests"), 200) as {
      id: string;
      revokedAt: string | null;
      usedAt: string | null;
    }[];
    const byId = new Map(requests.map((request) => [request.id, request]));
    expect(byId.get(partly.request.id)?.revokedAt).toBe(removedAt);
    expect(byId.get(whole.request.id)?.revokedAt).toBe(removedAt);
    expect(byId.get(answered.request.id)).toMatchObject({ revokedAt: null, usedAt: expect.any(String) });

    const statusOf = async (id: string) => {
      const list = expectStatus(await tech.get("/api/logbook/entries"), 200).items as {
        id: string;
        status: string;
      }[];
      return list.find((entry) => entry.id === id)?.status;
    };
    expect(await statusOf(decided.id)).toBe("countersigned");
    expect(await statusOf(partly.entries[1]!.id)).toBe("draft");
    expect(await statusOf(whole.entries[0]!.id)).toBe("draft");
    expect(await statusOf(answered.entries[0]!.id)).toBe("declined");

    const events = expectStatus(
      await tech.get(`/api/logbook/entries/${whole.entries[0]!.id}/events`),
      200,
    ) as { kind: string; actorName: string | null; createdAt: string }[];
    expect(events.map((event) => event.kind)).toEqual(["created", "submitted", "withdrawn"]);
    expect(events.at(-1)).toMatchObject({ actorName: "Ada Admin", createdAt: removedAt });

    // The entries can go to someone else; the former supervisor has no queue.
    expectStatus(await supervisor.get("/api/logbook/queue"), 403);
    expectStatus(
      await tech.post("/api/logbook/countersign-requests", {
        kind: "email",
        entryIds: [whole.entries[0]!.id],
        supervisorName: "Olive Outside",
        supervisorEmail: "olive.designation@example.org",
      }),
      201,
    );
  });
});
