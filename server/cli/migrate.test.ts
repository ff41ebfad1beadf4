import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { appliedMigrationCount, shippedMigrationCount } from "../db/migration-status";
import { migratedDataDir, runCli } from "../test/cli";

// `npm run migrate` as an operator runs it, a child process, on an embedded database made from the
// migrated test template (an empty PostgreSQL database is migrated by
// db/migrations-lock.postgres.test.ts).

let dataDir: string;
beforeAll(async () => {
  dataDir = await migratedDataDir("migrate");
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm run migrate", () => {
  it("leaves a migrated database as it is and says how many migrations it has", async () => {
    const result = await runCli(
      "migrate.ts",
      [],
      { DATA_DIR: dataDir, DATABASE_URL: "", PGLITE_THREAD: "false" },
      120_000,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `Database migrated: ${shippedMigrationCount()} migration(s) applied in all`,
    );
    const database = await openDatabase({ dataDir });
    try {
      expect(await appliedMigrationCount(database)).toBe(shippedMigrationCount());
    } finally {
      await database.close();
    }
  }, 180_000);

  it("names the variable when the configuration is wrong, and exits with 1", async () => {
    const result = await runCli("migrate.ts", [], {
      DATA_DIR: dataDir,
      DATABASE_URL: "postgres://db.example.com/x",
      SESSION_SECRET: "",
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("SESSION_SECRET: is required with DATABASE_URL");
  }, 90_000);
});
