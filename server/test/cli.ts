// The command-line tools as an operator runs them: a child process on a data directory made from the
// migrated test template (creating an embedded database from nothing takes seconds).
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/client";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const run = promisify(execFile);

/** A new DATA_DIR whose embedded database is already migrated. */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `hangar-log-${prefix}-`));
  const template = new Blob([readFileSync(inject("pgliteTemplatePath"))]);
  const seed = await PGlite.create({ dataDir: path.join(dataDir, "pg"), loadDataDir: template });
  await seed.close();
  return dataDir;
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `server/cli/<script>` through tsx with `env` over the test's environment; never throws on exit codes. */
export async function runCli(
  script: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", `server/cli/${script}`, ...args],
      {
        cwd: ROOT,
        env: { ...process.env, ...env },
        timeout: timeoutMs,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Opens the embedded database of `dataDir` for one look, as the command left it. */
export async function withDataDirDatabase<T>(dataDir: string, use: (db: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}
