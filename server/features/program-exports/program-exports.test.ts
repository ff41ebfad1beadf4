// The program's exports through the API on a fresh database (docs/product.md §17.7): a program of two
// tabs, three technicians in different states and an administrator who keeps no record of her own.

import type { AdminStructure, TrainingItemView } from "@domain/schemas/checklists";
import { PROGRAM_CSV_COLUMNS } from "@domain/schemas/program-exports";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { type Harness, startHarness } from "../../test/app";
import { createItem } from "../../test/checklists";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { pdfPages } from "../../test/pdf-text";

let harness: Harness;
let admin: Client;
let alice: Client;
let bob: Client;
let eve: Client;
let initialTabId: string;
let recurrentTabId: string;

async function createTab(name: string, section: string): Promise<{ tabId: string; sectionId: string }> {
  let structure = expectStatus<AdminStructure>(await admin.post("/api/admin/checklists/tabs", { name }), 200);
  const tabId = structure.tabs.find((tab) => tab.name === name)!.id;
  structure = expectStatus(await admin.post("/api/admin/checklists/sections", { tabId, name: section }), 200);
  return { tabId, sectionId: structure.tabs.find((tab) => tab.id === tabId)!.sections[0]!.id };
}

/** The CSV's rows as arrays of cells (every cell is quoted; no cell here holds a quote or a line break). */
function csvRows(body: string): string[][] {
  expect(body.startsWith("\uFEFF")).toBe(true);
  return body
    .slice(1)
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) => line.slice(1, -1).split('","'));
}

beforeAll(async () => {
  harness = await startHarness();
  admin = await signedInClient(harness.testApp, { role: "admin", fullName: "Ada Admin" });
  alice = await signedInClient(harness.testApp, { fullName: "Alice Able" });
  bob = await signedInClient(harness.testApp, { fullName: "Bob Baker" });
  // A name a spreadsheet would run as a formula.
  eve = await signedInClient(harness.testApp, { fullName: "=Eve Evans" });

  const initial = await createTab("Initial", "Safety");
  initialTabId = initial.tabId;
  const runUp = await createItem(admin, initial.sectionId, { name: "Engine run-up", requiresSignOff: true });
  const factors = await createItem(admin, initial.sectionId, {
    name: "@Human factors",
    recurrenceMonths: 24,
  });
  const recurrent = await createTab("Recurrent", "Annual");
  recurrentTabId = recurrent.tabId;
  await createItem(admin, recurrent.sectionId, { name: "Fire drill", recurrenceMonths: 12 });

  const done: TrainingItemView = expectStatus(
    await alice.patch(`/api/checklists/items/${runUp}`, { completed: true }),
    200,
  );
  expectStatus(await admin.post(`/api/admin/checklists/completions/${done.completion!.id}/sign-off`), 204);
  expectStatus(await alice.patch(`/api/checklists/items/${factors}`, { completed: true }), 200);
  // Bob waits for a sign-off.
  expectStatus(await bob.patch(`/api/checklists/items/${runUp}`, { completed: true }), 200);
});
afterAll(async () => {
  await harness?.close();
});

describe("GET /api/admin/exports/program.csv", () => {
  it("has one row per member and item of the whole program, with status, dates and signer", async () => {
    const response = await admin.get("/api/admin/exports/program.csv");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="hangar-log-program-team-2026-06-01.csv"',
    );
    const [header, ...rows] = csvRows(response.body);
    expect(header).toEqual([...PROGRAM_CSV_COLUMNS]);
    // Three members (the administrator keeps no record) × three items.
    expect(rows).toHaveLength(9);
    expect(rows).toContainEqual([
      "Alice Able",
      alice.user.email,
      "User",
      "Initial",
      "Safety",
      "Engine run-up",
      "Current",
      "2026-06-01",
      "",
      "2026-06-01",
      "Ada Admin",
    ]);
    expect(rows).toContainEqual([
      "Alice Able",
      alice.user.email,
      "User",
      "Initial",
      "Safety",
      "'@Human factors",
      "Current",
      "2026-06-01",
      "2028-06-01",
      "",
      "",
    ]);
    expect(rows.find((row) => row[0] === "Bob Baker" && row[5] === "Engine run-up")?.[6]).toBe(
      "Awaiting sign-off",
    );
    expect(rows.find((row) => row[0] === "Bob Baker" && row[5] === "Fire drill")?.slice(6)).toEqual([
      "Not started",
      "",
      "",
      "",
      "",
    ]);
  });

  it("guards every cell a spreadsheet would run as a formula", async () => {
    const body = (await admin.get("/api/admin/exports/program.csv")).body;
    expect(body).toContain(`"'=Eve Evans"`);
    expect(body).toContain(`"'@Human factors"`);
    expect(body).not.toContain(`"=Eve Evans"`);
  });

  it("keeps the screen's filter: search, training state, role and tab", async () => {
    const names = async (query: string) =>
      new Set(
        csvRows((await admin.get(`/api/admin/exports/program.csv?${query}`)).body)
          .slice(1)
          .map((r) => r[0]),
      );
    expect(await names("search=ALICE")).toEqual(new Set(["Alice Able"]));
    expect(await names(`search=${encodeURIComponent(bob.user.email)}`)).toEqual(new Set(["Bob Baker"]));
    expect(await names("training=pending")).toEqual(new Set(["Bob Baker"]));
    expect(await names("role=admin")).toEqual(new Set());
    const recurrent = csvRows(
      (await admin.get(`/api/admin/exports/program.csv?tabId=${recurrentTabId}`)).body,
    );
    expect(recurrent.slice(1).map((row) => row[5])).toEqual(["Fire drill", "Fire drill", "Fire drill"]);
  });

  it("answers 404 for an unknown tab, 400 for a bad filter and 403 to a technician", async () => {
    expectStatus(
      await admin.get("/api/admin/exports/program.csv?tabId=00000000-0000-4000-8000-000000000000"),
      404,
    );
    expectStatus(await admin.get("/api/admin/exports/program.csv?training=soon"), 400);
    expectStatus(await alice.get("/api/admin/exports/program.csv"), 403);
  });
});

describe("GET /api/admin/exports/matrix.pdf", () => {
  it("prints the matrix of every tab on landscape pages", async () => {
    const response = await admin.get("/api/admin/exports/matrix.pdf");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const document = await PDFDocument.load(response.rawPayload);
    for (const page of document.getPages()) {
      const { width, height } = page.getSize();
      expect(width).toBeGreaterThan(height);
      expect(page.getMediaBox()).toMatchObject({ width: 841.89, height: 595.28 });
    }
    const all = (await pdfPages(response.rawPayload)).join("\n");
    expect(all).toContain("Skills matrix");
    expect(all).toContain("Every member (3)");
    for (const words of ["Initial", "Recurrent", "Engine run-up", "Fire drill", "Alice Able", "Bob Baker"])
      expect(all).toContain(words);
    // Statuses in the matrix's words; 'Awaiting sign-off' wraps in its narrow column.
    expect(all).toMatch(/Alice Able +Current +Current/);
    expect(all).toMatch(/Bob Baker +Awaiting +Not trained\nsign-off/);
  });

  it("prints only the tab and the members the filter keeps", async () => {
    const response = await admin.get(`/api/admin/exports/matrix.pdf?tabId=${initialTabId}&search=bob`);
    const all = (await pdfPages(response.rawPayload)).join("\n");
    expect(all).toContain('Members whose name or e-mail contains "bob" (1)');
    expect(all).toContain("Bob Baker");
    expect(all).not.toContain("Alice Able");
    expect(all).not.toContain("Fire drill");
  });

  it("answers 403 to a technician", async () => {
    expectStatus(await alice.get("/api/admin/exports/matrix.pdf"), 403);
  });
});

/** The names and first bytes of a ZIP's entries. */
function zipEntries(bytes: Buffer): Promise<{ name: string; head: string }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries: { name: string; head: string }[] = [];
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            entries.push({
              name: entry.fileName,
              head: Buffer.concat(chunks).subarray(0, 5).toString("latin1"),
            });
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve(entries));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

async function untilDone(id: string) {
  const seen: number[] = [];
  for (let waited = 0; waited < 60_000; waited += 50) {
    const job = expectStatus(await admin.get(`/api/admin/exports/audit-packets/${id}`), 200);
    seen.push(job.percent);
    if (job.state !== "running") return { job, seen };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the audit packets were not made within a minute");
}

describe("audit packets of a selection as one ZIP", () => {
  it("makes one PDF per selected person in the background, with progress, then downloads", async () => {
    const started = expectStatus(
      await admin.post("/api/admin/exports/audit-packets", { userIds: [alice.user.id, eve.user.id] }),
      202,
    );
    expect(started).toMatchObject({ state: "running", total: 2, processed: 0, percent: 0, filename: null });
    expectStatus(await admin.get(`/api/admin/exports/audit-packets/${started.id}/download`), 409);
    const { job, seen } = await untilDone(started.id);
    expect(job).toMatchObject({
      state: "done",
      total: 2,
      processed: 2,
      percent: 100,
      leftOut: [],
      filename: "hangar-log-audit-packets-team-2026-06-01.zip",
    });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    const response = await admin.get(`/api/admin/exports/audit-packets/${started.id}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="hangar-log-audit-packets-team-2026-06-01.zip"',
    );
    const entries = await zipEntries(response.rawPayload);
    expect(entries.map((entry) => entry.name).sort()).toEqual([
      "hangar-log-record-alice-able-2026-06-01.pdf",
      "hangar-log-record-eve-evans-2026-06-01.pdf",
    ]);
    expect(entries.every((entry) => entry.head === "%PDF-")).toBe(true);
  });

  it("takes the screen's filter when no one is selected", async () => {
    const started = expectStatus(
      await admin.post("/api/admin/exports/audit-packets", { search: "bob" }),
      202,
    );
    expect(started.total).toBe(1);
    const { job } = await untilDone(started.id);
    expect(job.state).toBe("done");
    const entries = await zipEntries(
      (await admin.get(`/api/admin/exports/audit-packets/${started.id}/download`)).rawPayload,
    );
    expect(entries.map((entry) => entry.name)).toEqual(["hangar-log-record-bob-baker-2026-06-01.pdf"]);
  });

  it("answers 404 for a selection of no member, an unknown job or someone else's", async () => {
    expectStatus(await admin.post("/api/admin/exports/audit-packets", { userIds: [admin.user.id] }), 404);
    expectStatus(
      await admin.get("/api/admin/exports/audit-packets/00000000-0000-4000-8000-000000000000"),
      404,
    );
    const other = await signedInClient(harness.testApp, { role: "admin", fullName: "Otto Other" });
    const started = expectStatus(
      await admin.post("/api/admin/exports/audit-packets", { userIds: [bob.user.id] }),
      202,
    );
    expectStatus(await other.get(`/api/admin/exports/audit-packets/${started.id}`), 404);
    await untilDone(started.id);
  });

  it("is refused to a technician with 403", async () => {
    expectStatus(await alice.post("/api/admin/exports/audit-packets", { userIds: [alice.user.id] }), 403);
    expectStatus(
      await alice.get("/api/admin/exports/audit-packets/00000000-0000-4000-8000-000000000000"),
      403,
    );
  });
});

// Last: a position changes what Bob is required to do.
describe("a position's holders", () => {
  let positionId: string;

  beforeAll(async () => {
    const position = expectStatus(
      await admin.post("/api/admin/positions", {
        name: "Avionics shop",
        requirements: [{ kind: "tab", id: recurrentTabId }],
      }),
      201,
    );
    positionId = position.id;
    expectStatus(
      await admin.post(`/api/admin/positions/${positionId}/members`, { userIds: [bob.user.id] }),
      200,
    );
  });

  it("export only the holders, and only the items their positions require", async () => {
    const rows = csvRows((await admin.get(`/api/admin/exports/program.csv?positionId=${positionId}`)).body);
    expect(rows.slice(1).map((row) => [row[0], row[5], row[6]])).toEqual([
      ["Bob Baker", "Fire drill", "Not started"],
    ]);
    const all = (
      await pdfPages((await admin.get(`/api/admin/exports/matrix.pdf?positionId=${positionId}`)).rawPayload)
    ).join("\n");
    expect(all).toContain("Members whose position is Avionics shop (1)");
    expect(all).toMatch(/Bob Baker +Not required +Not required/);
  });

  it("make the ZIP of a position", async () => {
    const started = expectStatus(await admin.post("/api/admin/exports/audit-packets", { positionId }), 202);
    expect(started.total).toBe(1);
    expect((await untilDone(started.id)).job.state).toBe("done");
  });
});
