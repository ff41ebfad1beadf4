// The task logbook in the portable export and import (docs/product.md §20.4, §22.5), through the API:
// the export carries every entry with its countersignature and events; the import into an empty
// account keeps each countersignature as evidence recorded elsewhere on a locked entry (no request, no
// signing account here), and exporting again gives the same logbook.

import type { LogbookEntry } from "@domain/schemas/logbook";
import type { PortableExport } from "@domain/schemas/portable-export";
import type { PortableLogbookEntry } from "@domain/schemas/portable-logbook";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { countersignByLink, createLogbookEntry, logbookTask, OUTSIDE_SUPERVISOR } from "../../test/logbook";
import { pdfText } from "../../test/pdf-text";
import { LOGBOOK_ENTRY_LOCKED_CODE } from "./logbook.service";

let harness: Harness;
let tech: Client;
let supervisor: Client;
let newcomer: Client;
let exported: PortableExport;
const ids: Record<"signed" | "declined" | "draft" | "correction" | "waiting", string> = {
  signed: "",
  declined: "",
  draft: "",
  correction: "",
  waiting: "",
};

beforeAll(async () => {
  harness = await startHarness();
  tech = await signedInClient(harness.testApp, { fullName: "Tess Tech" });
  supervisor = await signedInClient(harness.testApp, { fullName: "Sam Super" });
  newcomer = await signedInClient(harness.testApp, { fullName: "Nora Newcomer" });
  const admin = await signedInClient(harness.testApp, { role: "admin" });
  expectStatus(
    await admin.put(`/api/admin/users/${supervisor.user.id}/countersigner`, {
      canCountersign: true,
      licenceNumber: "A&P 1234567",
    }),
    200,
  );
  ids.signed = (await createLogbookEntry(tech, { performedOn: "2026-05-01", task: "Replaced a brake" })).id;
  ids.declined = (await createLogbookEntry(tech, { performedOn: "2026-05-02", task: "Rigged the flaps" })).id;
  ids.draft = (
    await createLogbookEntry(tech, { performedOn: "2026-05-03", task: "Checked tire pressure" })
  ).id;
  ids.waiting = (
    await createLogbookEntry(tech, { performedOn: "2026-05-04", task: "Inspected a wheel well" })
  ).id;
  await countersignByLink(harness.testApp, tech, [{ entryId: ids.signed, decision: "countersigned" }]);
  for (const entryId of [ids.declined, ids.waiting])
    expectStatus(
      await tech.post("/api/logbook/countersign-requests", {
        kind: "account",
        entryIds: [entryId],
        supervisorId: supervisor.user.id,
      }),
      201,
    );
  expectStatus(
    await supervisor.post("/api/logbook/queue/decisions", {
      statement: "Seen.",
      decisions: [{ entryId: ids.declined, decision: "declined", remark: "Not my shift" }],
    }),
    200,
  );
  ids.correction = expectStatus(
    await tech.post(
      `/api/logbook/entries/${ids.signed}/corrections`,
      logbookTask({ performedOn: "2026-05-01", task: "Replaced the left brake" }),
    ),
    201,
  ).id;
  exported = expectStatus<PortableExport>(await tech.get("/api/me/export"), 200);
});
afterAll(async () => {
  await harness?.close();
});

function byTask<E extends { task: string }>(entries: readonly E[], task: string): E {
  const entry = entries.find((e) => e.task === task);
  if (!entry) throw new Error(`no entry '${task}'`);
  return entry;
}

describe("the logbook in the portable export", () => {
  it("carries every entry, oldest first, with its countersignature and its events", () => {
    expect(exported.logbook.map((entry) => [entry.task, entry.status])).toEqual([
      ["Replaced a brake", "countersigned"],
      ["Replaced the left brake", "draft"],
      ["Rigged the flaps", "declined"],
      ["Checked tire pressure", "draft"],
      ["Inspected a wheel well", "submitted"],
    ]);
    const signed = byTask(exported.logbook, "Replaced a brake");
    expect(signed).toMatchObject({
      ref: ids.signed,
      aircraftRegistration: "N12345",
      countersignature: {
        decision: "countersigned",
        name: OUTSIDE_SUPERVISOR.name,
        licenceNumber: OUTSIDE_SUPERVISOR.licenceNumber,
        statement: OUTSIDE_SUPERVISOR.statement,
        via: "link",
      },
    });
    expect(signed.events.map((e) => [e.kind, e.actorName])).toEqual([
      ["created", "Tess Tech"],
      ["submitted", "Tess Tech"],
      ["countersigned", null],
      ["superseded", "Tess Tech"],
    ]);
    expect(byTask(exported.logbook, "Replaced the left brake").supersedesRef).toBe(ids.signed);
    expect(byTask(exported.logbook, "Rigged the flaps").countersignature).toMatchObject({
      decision: "declined",
      name: "Sam Super",
      licenceNumber: "A&P 1234567",
      remark: "Not my shift",
      via: "account",
    });
  });
});

describe("the logbook in the portable import", () => {
  it("is written into an empty account, the decided entries locked with their recorded countersignature", async () => {
    const result = expectStatus(await newcomer.post("/api/me/import", exported), 200);
    expect(result.logbookEntriesImported).toBe(5);
    const entries = expectStatus<{ items: LogbookEntry[] }>(
      await newcomer.get("/api/logbook/entries"),
      200,
    ).items;
    const signed = byTask(entries, "Replaced a brake");
    expect(signed.status).toBe("countersigned");
    expect(signed.countersignature).toMatchObject({
      decision: "countersigned",
      name: OUTSIDE_SUPERVISOR.name,
      licenceNumber: OUTSIDE_SUPERVISOR.licenceNumber,
      via: "link",
      requestId: null,
      importedAt: harness.clock.clock().toISOString(),
    });
    const correction = byTask(entries, "Replaced the left brake");
    expect(correction).toMatchObject({ status: "draft", supersedes: signed.id });
    expect(signed.supersededBy).toBe(correction.id);
    // Waiting for a countersignature there: the link does not work here, so it is a draft again.
    expect(byTask(entries, "Inspected a wheel well")).toMatchObject({
      status: "draft",
      countersignature: null,
    });

    // Locked: neither changed nor deleted, and corrected once (the imported correction).
    expect(
      expectStatus(await newcomer.put(`/api/logbook/entries/${signed.id}`, logbookTask()), 409).code,
    ).toBe(LOGBOOK_ENTRY_LOCKED_CODE);
    expectStatus(await newcomer.delete(`/api/logbook/entries/${signed.id}`), 409);
    expectStatus(await newcomer.post(`/api/logbook/entries/${signed.id}/corrections`, logbookTask()), 409);

    // Its history as recorded there, then the import by the owner.
    const events = expectStatus(await newcomer.get(`/api/logbook/entries/${signed.id}/events`), 200);
    expect(events.map((e: { kind: string; actorName: string | null }) => [e.kind, e.actorName])).toEqual([
      ["created", null],
      ["submitted", null],
      ["countersigned", null],
      ["superseded", null],
      ["imported", "Nora Newcomer"],
    ]);

    // The PDF says the countersignature is an imported record.
    const text = await pdfText((await newcomer.get("/api/me/logbook.pdf")).rawPayload);
    expect(text).toMatch(/E-mailed link\n.*\(imported\nrecord\)/);
  });

  it("exports the same logbook again", async () => {
    const again = expectStatus<PortableExport>(await newcomer.get("/api/me/export"), 200);
    const comparable = (entries: PortableLogbookEntry[]) =>
      entries.map(({ ref: _ref, supersedesRef, events: _events, status, ...entry }) => ({
        ...entry,
        // A waiting entry comes back as a draft.
        status: status === "submitted" ? "draft" : status,
        supersedes: supersedesRef ? entries.find((e) => e.ref === supersedesRef)?.task : null,
      }));
    expect(comparable(again.logbook)).toEqual(comparable(exported.logbook));
  });

  it("makes an account with a logbook not empty", async () => {
    const logger = await signedInClient(harness.testApp);
    await createLogbookEntry(logger);
    expect(expectStatus(await logger.post("/api/me/import", exported), 409).code).toBe("account_not_empty");
  });

  it("refuses a correction of an entry the file does not have, and a task in the future", async () => {
    const fresh = await signedInClient(harness.testApp);
    const dangling = {
      ...exported,
      logbook: exported.logbook.map((entry) =>
        entry.supersedesRef ? { ...entry, supersedesRef: "not-in-the-file" } : entry,
      ),
    };
    const answer = expectStatus(await fresh.post("/api/me/import", dangling), 400);
    expect(JSON.stringify(answer)).toContain("A correction must supersede an entry of the file");
    const future = {
      ...exported,
      logbook: exported.logbook.map((entry, index) =>
        index === 0 ? { ...entry, performedOn: "2026-07-01" } : entry,
      ),
    };
    expectStatus(await fresh.post("/api/me/import", future), 400);
    // Nothing was written by either.
    expect(expectStatus(await fresh.get("/api/logbook/entries"), 200).items).toEqual([]);
  });
});
