// The daily alerts run by two processes on a real PostgreSQL (TEST_DATABASE_URL; skipped on the
// embedded database, where one process only can open it): each "process" has its own connection
// pool to the same database, so the lease and the sent-log claims race as in a deployment.

import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, wrapPool } from "../../db/client";
import type { Mailer } from "../../lib/mail/index";
import { seedTechnicianWithYearlyItem } from "../../test/alerts";
import { type Harness, startHarness } from "../../test/app";
import { withDatabase } from "../../test/global-setup";
import { mailTo } from "../../test/mail";
import { serviceContext } from "../service-context";
import { runDailyAlerts } from "./daily-alerts";

const url = process.env.TEST_DATABASE_URL;
const MINUTE_MS = 60 * 1000;

describe.runIf(url)("daily alerts with two processes on PostgreSQL", () => {
  let harness: Harness;
  let otherProcess: { db: Database; close(): Promise<void> };
  beforeAll(async () => {
    harness = await startHarness();
    const result = (await harness.testApp.app.db.execute(
      sql`select current_database() as name`,
    )) as unknown as {
      rows: { name: string }[];
    };
    const pool = new pg.Pool({ connectionString: withDatabase(url!, result.rows[0]!.name), max: 5 });
    pool.on("error", () => {});
    otherProcess = wrapPool(pool);
  });
  afterAll(async () => {
    await otherProcess?.close();
    await harness?.close();
  });

  it("use one try per person while the mail server is down, and the next try waits its delay", async () => {
    const email = "pat.postgres@example.com";
    await seedTechnicianWithYearlyItem(harness.testApp.app.db, {
      email,
      fullName: "Pat Postgres",
      itemName: "Hot work",
      completedOn: "2025-06-20",
    });
    let tries = 0;
    const down: Mailer = {
      kind: "outbox",
      async send(message) {
        if (message.to === email) tries += 1;
        throw new Error("connection refused");
      },
    };
    const first = { ...serviceContext(harness.testApp.app), mailer: down };
    const second = { ...first, db: otherProcess.db };
    await Promise.all([first, second, first, second].map((ctx) => runDailyAlerts(ctx)));
    expect(tries).toBe(1);

    // Each process ticks every 15 minutes; the mail server is back after 20.
    harness.clock.advance(15 * MINUTE_MS);
    await Promise.all([runDailyAlerts(first), runDailyAlerts(second)]);
    expect(tries).toBe(1);
    harness.clock.advance(15 * MINUTE_MS);
    const back = { ...second, mailer: harness.testApp.app.mailer };
    await Promise.all([runDailyAlerts(back), runDailyAlerts({ ...back, db: harness.testApp.app.db })]);
    expect(await mailTo(harness.testApp.dataDir, email)).toHaveLength(1);
  });

  it("skip a process's tick while the other's run holds the lease", async () => {
    harness.clock.advance(24 * 60 * MINUTE_MS);
    const email = "sam.slow@example.com";
    await seedTechnicianWithYearlyItem(harness.testApp.app.db, {
      email,
      fullName: "Sam Slow",
      itemName: "Cold work",
      completedOn: "2025-06-21",
    });
    let answer: (() => void) | undefined;
    let sending: (() => void) | undefined;
    const sendStarted = new Promise<void>((resolve) => {
      sending = resolve;
    });
    const realMailer = harness.testApp.app.mailer;
    const slow: Mailer = {
      kind: "outbox",
      send(message) {
        if (message.to !== email) return realMailer.send(message);
        sending!();
        return new Promise<void>((resolve) => {
          answer = () => void realMailer.send(message).then(resolve);
        });
      },
    };
    const first = { ...serviceContext(harness.testApp.app), mailer: slow };
    const second = { ...serviceContext(harness.testApp.app), db: otherProcess.db };
    const running = runDailyAlerts(first);
    await sendStarted;
    expect(await runDailyAlerts(second)).toEqual({ ran: false, sent: 0, failed: 0 });
    answer!();
    expect(await running).toMatchObject({ ran: true, failed: 0 });
    expect(await runDailyAlerts(second)).toEqual({ ran: true, sent: 0, failed: 0 });
    expect(await mailTo(harness.testApp.dataDir, email)).toHaveLength(1);
  });
});
