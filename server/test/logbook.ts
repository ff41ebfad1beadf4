// The task logbook through the API (docs/product.md §22), for the documents that print or carry it
// (the logbook PDF, the audit packet, the portable export): entries, and a request decided from the
// outside supervisor's e-mailed link.

import type { TestApp } from "./app";
import { type Client, clientFor, expectStatus } from "./client";
import { mailTo } from "./mail";

export function logbookTask(overrides: Record<string, unknown> = {}) {
  return {
    performedOn: "2026-05-20",
    aircraftMake: "Cessna",
    aircraftModel: "172S",
    aircraftRegistration: "N12345",
    ataChapter: "32",
    task: "Replaced left main gear tire",
    activityKind: "removal_installation",
    minutes: 90,
    workOrder: "WO-1001",
    ...overrides,
  };
}

/** A draft entry of the client's logbook, as the API answers it. */
export async function createLogbookEntry(client: Client, overrides: Record<string, unknown> = {}) {
  return expectStatus(await client.post("/api/logbook/entries", logbookTask(overrides)), 201);
}

export const OUTSIDE_SUPERVISOR = {
  name: "Olive Outside",
  email: "olive.outside@example.org",
  licenceNumber: "EASA.66.1234",
  statement: "Performed under my supervision.",
};

/**
 * Sends the entries for countersignature to an outside supervisor by e-mail and decides each from
 * the link: `decisions` maps an entry id to 'countersigned' or 'declined' (with an optional remark).
 */
export async function countersignByLink(
  testApp: TestApp,
  client: Client,
  decisions: { entryId: string; decision: "countersigned" | "declined"; remark?: string }[],
) {
  const request = expectStatus(
    await client.post("/api/logbook/countersign-requests", {
      kind: "email",
      entryIds: decisions.map((d) => d.entryId),
      supervisorName: OUTSIDE_SUPERVISOR.name,
      supervisorEmail: OUTSIDE_SUPERVISOR.email,
    }),
    201,
  );
  const mail = (await mailTo(testApp.dataDir, OUTSIDE_SUPERVISOR.email)).at(-1);
  const token = /\/countersign\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error("no countersignature link in the newest mail to the supervisor");
  const anonymous = clientFor(testApp, { user: client.user, cookie: null });
  expectStatus(
    await anonymous.post(`/api/countersign/${token}`, {
      name: OUTSIDE_SUPERVISOR.name,
      licenceNumber: OUTSIDE_SUPERVISOR.licenceNumber,
      statement: OUTSIDE_SUPERVISOR.statement,
      decisions,
    }),
    200,
  );
  return request;
}
