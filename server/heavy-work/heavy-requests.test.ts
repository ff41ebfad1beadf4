// One technician's heavy requests (a large portable import, a long audit packet, letters for many
// employers) run beside everyone else's: another user's /api/user and /healthz keep answering within
// a second while each runs, on PGlite and on PostgreSQL (docs/security.md, "Heavy work").
// @runs-alone: the second is wall-clock time; another test file working on the same two cores made the
// 2 MB import's transaction wait four times as long as alone (docs/decisions/0081-timed-tests-run-alone.md).

import { randomUUID } from "node:crypto";
import {
  AUDIT_PACKET_EVENTS_PER_ITEM,
  DOCUMENTS_IN_FLIGHT_PER_USER,
  PORTABLE_IMPORTS_PER_HOUR,
} from "@domain/constants";
import { DOCUMENT_URLS } from "@domain/documents";

import {
  PORTABLE_IMPORT_MAX_BYTES,
  PORTABLE_MAX_TOTAL_ENTRIES,
  type PortableExport,
} from "@domain/schemas/portable-export";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checklistEvents, userChecklistCompletions } from "../db/schema/index";
import { createTestApp, type TestApp } from "../test/app";
import { type Client, expectStatus, signedInClient } from "../test/client";
import { loadTrainingProgram, seedWorkHistory } from "../test/handover";
import { pdfText } from "../test/pdf-text";
import { expectServedThroughout, probeWhile } from "../test/responsiveness";

let testApp: TestApp;
let bystander: Client;
let admin: Client;
let itemIds: Map<string, string>;
/** An export of a technician with two employers and an entry in each discipline. */
let template: PortableExport;

beforeAll(async () => {
  // The embedded database in its own thread, as the server runs it: what others wait for is then the
  // heavy request itself, not the test's layout (on PostgreSQL the option changes nothing).
  testApp = await createTestApp({ pgliteThread: true });
  bystander = await signedInClient(testApp, { fullName: "Bea Bystander" });
  admin = await signedInClient(testApp, { role: "admin" });
  itemIds = await loadTrainingProgram(admin, "Heavy", { Basics: ["Fire safety", "Human factors"] });
  const seeded = await signedInClient(testApp, { fullName: "Sam Seeded" });
  await seedWorkHistory(seeded);
  template = expectStatus(await seeded.get("/api/me/export"), 200);
}, 60_000);
afterAll(() => testApp.close());

const fresh = (name = "Heavy Technician") => signedInClient(testApp, { fullName: name });

/** A long employer entry: 2,000 of them fill most of an import's body limit. */
const RESPONSIBILITIES = "Scheduled inspections, troubleshooting and component changes. ".repeat(12);

/** At the cap of entries, the body limit leaves each about 2 KB. */
const LONGER_RESPONSIBILITIES = RESPONSIBILITIES.repeat(2);

/** The template's form with `employers` employers (each with its own ref) and no experience entries. */
/** POST /api/me/import of a file serialised beforehand (as a browser sends it), so probes time only the server. */
function postImport(client: Client, payload: string) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/me/import",
    headers: { cookie: client.cookie, "content-type": "application/json" },
    payload,
  });
}

function fileWithEmployers(
  forms: number,
  employers: number,
  responsibilities = RESPONSIBILITIES,
): PortableExport {
  const [form] = template.forms;
  const employer = form!.employment[0]!;
  return {
    ...template,
    training: [],
    forms: Array.from({ length: forms }, (_, index) => ({
      ...form!,
      isActive: index === 0,
      airframe: [],
      powerplant: [],
      avionics: [],
      employment: Array.from({ length: employers }, (_, n) => ({
        ...employer,
        ref: randomUUID(),
        entryNumber: n + 1,
        companyName: `Employer ${n + 1}`,
        responsibilities,
      })),
    })),
  };
}

describe("heavy requests beside everyone else's", () => {
  it("imports 2,000 training rows with long notes (2 MB) while others are served, writing the item once", async () => {
    const technician = await fresh();
    const notes = "n".repeat(850);
    const file: PortableExport = {
      ...template,
      forms: [],
      training: Array.from({ length: 2000 }, (_, index) => ({
        tab: "Heavy",
        section: "Basics",
        item: "Fire safety",
        completed: true,
        completedOn: "2026-01-02",
        notes: `${index} ${notes}`,
        signedOffByName: null,
        signedOffAt: null,
      })),
    };
    const payload = JSON.stringify(file);
    expect(payload.length).toBeGreaterThan(0.9 * PORTABLE_IMPORT_MAX_BYTES);
    expect(payload.length).toBeLessThan(PORTABLE_IMPORT_MAX_BYTES);
    const { result, latencies } = await probeWhile(
      testApp,
      bystander.cookie,
      postImport(technician, payload),
    );
    expectServedThroughout(latencies);
    expect(expectStatus(result, 200)).toMatchObject({ trainingImported: 1, trainingNotFound: [] });
    const record = expectStatus(await technician.get("/api/checklists"), 200);
    const item = record.tabs[0].sections[0].items.find(
      (candidate: { name: string }) => candidate.name === "Fire safety",
    );
    // The last row of the file wins; the completion and its notes are events like an own change.
    expect(item.completion).toMatchObject({ completed: true, completedOn: "2026-01-02" });
    expect(item.completion.notes.startsWith("1999 ")).toBe(true);
    const events = expectStatus(
      await admin.get(`/api/admin/checklists/users/${technician.user.id}/events`),
      200,
    );
    expect(events.events.map((event: { kind: string }) => event.kind)).toEqual([
      "completed",
      "notes_changed",
    ]);
  }, 120_000);

  it(`imports ${PORTABLE_MAX_TOTAL_ENTRIES} employers at the cap while others are served, and refuses a file over it`, async () => {
    const technician = await fresh();
    const atCap = JSON.stringify(
      fileWithEmployers(5, PORTABLE_MAX_TOTAL_ENTRIES / 5, LONGER_RESPONSIBILITIES),
    );
    const { result, latencies } = await probeWhile(testApp, bystander.cookie, postImport(technician, atCap));
    expectServedThroughout(latencies);
    expect(expectStatus(result, 200)).toMatchObject({
      formsImported: 5,
      employmentImported: PORTABLE_MAX_TOTAL_ENTRIES,
    });

    const over = await (await fresh()).post("/api/me/import", fileWithEmployers(6, 200, "Line checks"));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: "validation_error",
      issues: [
        {
          path: "body.forms",
          message: `An import holds at most ${PORTABLE_MAX_TOTAL_ENTRIES} employers and experience entries in all its forms together`,
        },
      ],
    });
  }, 120_000);

  it("refuses a file over the body limit before reading it", async () => {
    const technician = await fresh();
    const huge = JSON.stringify(fileWithEmployers(1, 200)).padEnd(PORTABLE_IMPORT_MAX_BYTES + 1, " ");
    const { result, latencies } = await probeWhile(testApp, bystander.cookie, postImport(technician, huge));
    expectServedThroughout(latencies);
    expect(result.statusCode).toBe(413);
    expect(result.json().message).toBe("The request body is too large.");
  });

  it("answers a body that is not JSON with 400, and refuses the import after its hourly allowance", async () => {
    const technician = await fresh();
    const broken = await testApp.app.inject({
      method: "POST",
      url: "/api/me/import",
      headers: { cookie: technician.cookie, "content-type": "application/json" },
      payload: '{"format": "hangar-log-portable-export", ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe("The request body is not valid JSON.");
    for (let attempt = 2; attempt <= PORTABLE_IMPORTS_PER_HOUR; attempt += 1)
      expect((await technician.post("/api/me/import", { format: "other" })).statusCode).toBe(400);
    const refused = await technician.post("/api/me/import", template);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      `You can import at most ${PORTABLE_IMPORTS_PER_HOUR} files an hour. Please try again later.`,
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("makes letters for 200 employers while others are served, and one person's third document waits for none", async () => {
    const technician = await fresh();
    expectStatus(await technician.post("/api/me/import", fileWithEmployers(1, 200)), 200);
    const { result, latencies } = await probeWhile(
      testApp,
      bystander.cookie,
      technician.get(DOCUMENT_URLS.experienceLetters),
    );
    expectServedThroughout(latencies);
    expect(result.statusCode).toBe(200);
    expect(await pdfText(result.rawPayload)).toContain("Employer 200");

    const answers = await Promise.all(
      Array.from({ length: DOCUMENTS_IN_FLIGHT_PER_USER + 1 }, () =>
        technician.get(DOCUMENT_URLS.experienceLetters),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(DOCUMENTS_IN_FLIGHT_PER_USER).fill(200), 429]);
    expect(answers.find((answer) => answer.statusCode === 429)?.json().message).toBe(
      `You already have ${DOCUMENTS_IN_FLIGHT_PER_USER} documents being made. Please wait until they have downloaded, then try again.`,
    );
  }, 180_000);

  it("prints the newest changes of an item with 10,000 in its audit packet, counts the older ones, and others are served", async () => {
    const technician = await fresh("Hank History");
    const itemId = itemIds.get("Human factors") as string;
    expectStatus(await technician.patch(`/api/checklists/items/${itemId}`, { completed: true }), 200);
    const [completion] = await testApp.app.db
      .select()
      .from(userChecklistCompletions)
      .where(eq(userChecklistCompletions.userId, technician.user.id));
    const start = Date.parse("2020-01-01T00:00:00Z");
    const rows = Array.from({ length: 10_000 }, (_, index) => ({
      kind: "notes_changed" as const,
      itemId,
      completionId: completion?.id ?? null,
      userId: technician.user.id,
      actorId: technician.user.id,
      before: { notes: `note ${index}` },
      after: { notes: `note ${index + 1}` },
      createdAt: new Date(start + index * 60_000),
    }));
    for (let offset = 0; offset < rows.length; offset += 1000)
      await testApp.app.db.insert(checklistEvents).values(rows.slice(offset, offset + 1000));

    const { result, latencies } = await probeWhile(
      testApp,
      bystander.cookie,
      technician.get("/api/me/audit-packet.pdf"),
    );
    expectServedThroughout(latencies);
    expect(result.statusCode).toBe(200);
    const text = (await pdfText(result.rawPayload)).replace(/\s+/g, " ");
    expect(text).toContain(`For each item, the newest ${AUDIT_PACKET_EVENTS_PER_ITEM} changes are listed.`);
    // 10,000 inserted plus the completion, less the newest 50 printed.
    expect(text).toContain(
      `Human factors: ${10_001 - AUDIT_PACKET_EVENTS_PER_ITEM} older changes, 2020-01-01 00:00 UTC to`,
    );
    expect(text).toContain("note 10000");
    expect(text).not.toContain("note 5000 ");
  }, 180_000);
});
