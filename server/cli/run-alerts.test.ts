import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { alertDeliveries } from "../db/schema/index";
import { seedTechnicianWithYearlyItem } from "../test/alerts";
import { migratedDataDir, runCli, withDataDirDatabase } from "../test/cli";
import { mailTo } from "../test/mail";

// `npm run alerts -- --day` as an operator runs it: a child process on a temporary DATA_DIR (embedded
// database, mail to the dev outbox), for a past day so that the real clock does not matter.

const TECH_EMAIL = "tess.tech@example.com";

let dataDir: string;
let techId: string;
beforeAll(async () => {
  dataDir = await migratedDataDir("alerts-cli");
  techId = await withDatabase((db) =>
    // Their yearly item, done on 2025-06-10, expires 9 days after 2026-06-01.
    seedTechnicianWithYearlyItem(db, {
      email: TECH_EMAIL,
      fullName: "Tess Tech",
      itemName: "Fire watch",
      completedOn: "2025-06-10",
    }),
  );
}, 180_000);
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const runAlerts = (args: string[]) =>
  runCli("run-alerts.ts", args, {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_URL: "",
    NODE_ENV: "development",
  });

const withDatabase = <T>(use: (db: Database) => Promise<T>) => withDataDirDatabase(dataDir, use);

describe("npm run alerts", () => {
  it("requires a real day that is not after today", async () => {
    const cases = [
      [[], "--day is required"],
      [["--day", "2026-02-30"], "--day must be a date (YYYY-MM-DD)"],
      [["--day", "9999-12-31"], "is after today"],
    ] as const;
    const results = await Promise.all(cases.map(([args]) => runAlerts([...args])));
    results.forEach((result, index) => {
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(cases[index]![1]);
    });
  }, 180_000);

  it("sends the day's alerts once, and nothing on a second run", async () => {
    const first = await runAlerts(["--day", "2026-06-01"]);
    expect(first.stdout.trim()).toBe("Expiry alerts for 2026-06-01: 1 sent, 0 failed.");
    expect(first.code).toBe(0);
    const mails = await mailTo(dataDir, TECH_EMAIL);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("- Fire watch: Expiring, expires on 2026-06-10");

    const second = await runAlerts(["--day", "2026-06-01"]);
    expect(second.stdout.trim()).toBe("Expiry alerts for 2026-06-01: 0 sent, 0 failed.");
    expect(await mailTo(dataDir, TECH_EMAIL)).toHaveLength(1);
    const rows = await withDatabase((db) =>
      db.select().from(alertDeliveries).where(eq(alertDeliveries.userId, techId)),
    );
    expect(rows).toMatchObject([{ day: "2026-06-01", kind: "own_items", status: "sent", attempts: 1 }]);
  }, 180_000);
});
