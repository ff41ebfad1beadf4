// The outbox drained by two processes on a real PostgreSQL (TEST_DATABASE_URL; skipped on the embedded
// database, where one process only can open it): each "process" has its own connection pool to the
// same database, so the SKIP LOCKED claims race as in a deployment.

import type { AdminStructure } from "@domain/schemas/checklists";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, wrapPool } from "../../db/client";
import { notificationOutbox } from "../../db/schema/index";
import { type Harness, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { withDatabase } from "../../test/global-setup";
import { mailTo } from "../../test/mail";
import { serviceContext } from "../service-context";
import { drainOutbox } from "./notifications.service";

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)("the notification outbox with two processes on PostgreSQL", () => {
  let harness: Harness;
  let admin: Client;
  let otherProcess: { db: Database; close(): Promise<void> };
  beforeAll(async () => {
    harness = await startHarness();
    admin = await signedInClient(harness.testApp, { role: "admin", fullName: "Ada Admin" });
    const result = (await harness.testApp.app.db.execute(
      sql`select current_database() as name`,
    )) as unknown as { rows: { name: string }[] };
    const pool = new pg.Pool({ connectionString: withDatabase(url!, result.rows[0]!.name), max: 5 });
    pool.on("error", () => {});
    otherProcess = wrapPool(pool);
  });
  afterAll(async () => {
    await otherProcess?.close();
    await harness?.close();
  });

  it("sends each of 12 returned completions and the sign-off batch once while both drain at once", async () => {
    let structure = expectStatus<AdminStructure>(
      await admin.post("/api/admin/checklists/tabs", { name: "Initial" }),
      200,
    );
    structure = expectStatus(
      await admin.post("/api/admin/checklists/sections", { tabId: structure.tabs[0]!.id, name: "Shop" }),
      200,
    );
    const sectionId = structure.tabs[0]!.sections[0]!.id;
    const technicians: Client[] = [];
    for (let index = 0; index < 12; index++) {
      const tech = await signedInClient(harness.testApp, { fullName: `Tech ${index}` });
      structure = expectStatus(
        await admin.post("/api/admin/checklists/items", {
          sectionId,
          name: `Task ${index}`,
          requiresSignOff: true,
        }),
        200,
      );
      const itemId = structure.tabs[0]!.sections[0]!.items.at(-1)!.id;
      const view = expectStatus<{ completion: { id: string } }>(
        await tech.patch(`/api/checklists/items/${itemId}`, { completed: true }),
        200,
      );
      expectStatus(
        await admin.post(`/api/admin/checklists/completions/${view.completion.id}/return`, {
          reason: "Redo.",
        }),
        204,
      );
      technicians.push(tech);
    }
    const first = serviceContext(harness.testApp.app);
    const second = { ...first, db: otherProcess.db };
    const results = await Promise.all(
      [first, second, first, second].map((ctx) => drainOutbox(ctx, { batchSize: 2 })),
    );
    // Twelve returns, and the administrator's one e-mail gathering the twelve waiting sign-offs.
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(13);
    const toAdmin = await mailTo(harness.testApp.dataDir, admin.user.email);
    expect(toAdmin.map((mail) => mail.subject)).toEqual(["Hangar Log: 12 completions wait for sign-off"]);
    for (const tech of technicians) {
      const mails = await mailTo(harness.testApp.dataDir, tech.user.email);
      expect(mails.map((mail) => mail.subject)).toEqual([
        `Hangar Log: "Task ${technicians.indexOf(tech)}" was returned`,
      ]);
    }
    const rows = await harness.testApp.app.db.select().from(notificationOutbox);
    expect(rows.filter((row) => row.kind === "completion_returned").every((row) => row.attempts === 1)).toBe(
      true,
    );
  });
});
