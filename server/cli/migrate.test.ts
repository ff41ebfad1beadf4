import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../db/client";
import { appliedMigrationCount, shippedMigrationCount } from "../db/migration-status";

// `npm run migrate` as an operator runs it, a child process, on an embedded database made from the
// migrated test template (creating one from nothing takes seconds; an empty PostgreSQL database is
// migrated by db/migrations-lock.postgres.test.ts).

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const run = promisify(execFile);

let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-log-migrate-"));
  const template = new Blob([readFileSync(inject("pgliteTemplatePath"))]);
  const seed = await PGlite.create({ dataDir: path.join(dataDir, "pg"), loadDataDir: template });
  await seed.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm run migrate", () => {
  it("leaves a migrated database as it is and says how many migrations it has", async () => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PGLITE_THREAD: "false" };
    const { stdout } = await run(process.execPath, ["--import", "tsx", "server/cli/migrate.ts"], {
      cwd: ROOT,
      env,
      timeout: 120_000,
    });
    expect(stdout).toContain(`Database migrated: ${shippedMigrationCount()} migration(s) applied in all`);
    const database = await openDatabase({ dataDir });
    try {
      expect(await appliedMigrationCount(database)).toBe(shippedMigrationCount());
    } finally {
      await database.close();
    }
  }, 180_000);

  it("names the variable when the configuration is wrong, and exits with 1", async () => {
    const failed = await run(process.execPath, ["--import", "tsx", "server/cli/migrate.ts"], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: "postgres://db.example.com/x",
        SESSION_SECRET: "",
      },
      timeout: 60_000,
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain("SESSION_SECRET: is required with DATABASE_URL");
  }, 90_000);
});
