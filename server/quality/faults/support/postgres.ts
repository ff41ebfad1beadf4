// PostgreSQL for the fault tests: a fresh database cloned from the suite's migrated template on
// TEST_DATABASE_URL, or a throwaway cluster of our own (scripts/postgres-cluster.sh) that a test may
// restart or stop without disturbing any other test.

import { execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { inject } from "vitest";
import { withDatabase } from "../../../test/global-setup";
import { REPO_ROOT } from "./processes";

const run = promisify(execFile);

/** The PostgreSQL fault tests run when the suite has a PostgreSQL server (CI always has one). */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL;

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new database copied from the migrated template database of this test run. */
export async function createDatabaseFromTemplate(): Promise<TestDatabase> {
  const serverUrl = POSTGRES_URL;
  const template = inject("postgresTemplateName");
  if (!serverUrl || !template) throw new Error("TEST_DATABASE_URL is not set");
  const name = `hl_test_fault_${randomBytes(5).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name} template ${template}`);
  return {
    url: withDatabase(serverUrl, name),
    drop: async () => {
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** One statement on a short-lived connection of its own (never one of the API's). */
export async function adminQuery<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Ends every other connection to the database of `url`; returns how many were ended. */
export async function terminateOtherConnections(url: string): Promise<number> {
  const rows = await adminQuery<{ ended: boolean }>(
    url,
    `select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`,
  );
  return rows.filter((row) => row.ended).length;
}

export interface OwnCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /**
   * Runs pg_ctl on this cluster as its owner (the postgres user when we are root, as the script does).
   * `start` and `restart` log to the cluster's server.log: the server must not inherit our pipes.
   */
  pgCtl(...args: string[]): Promise<void>;
  stop(): Promise<void>;
}

/** A throwaway cluster started with scripts/postgres-cluster.sh (stop it with `stop()`). */
export async function startOwnCluster(): Promise<OwnCluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "hangar-log-fault-pg-"));
  const script = path.join(REPO_ROOT, "scripts", "postgres-cluster.sh");
  const stop = async () => {
    await run("bash", [script, "stop", dir]).catch(() => {});
  };
  try {
    const { stdout } = await run("bash", [script, "start", dir], { timeout: 90_000 });
    const url = stdout.trim().split("\n").at(-1) ?? "";
    const port = Number(readFileSync(path.join(dir, "port"), "utf8").trim());
    return {
      url,
      port,
      stop,
      async pgCtl(...args) {
        const command = ["pg_ctl", "-D", path.join(dir, "data"), "-l", path.join(dir, "server.log"), ...args];
        const [file = "pg_ctl", ...rest] =
          process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--", ...command] : command;
        await new Promise<void>((resolve, reject) => {
          const child = spawn(file, rest, { stdio: "ignore" });
          child.once("error", reject);
          child.once("exit", (code) =>
            code === 0 ? resolve() : reject(new Error(`pg_ctl ${args.join(" ")} exited with ${code}`)),
          );
        });
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
