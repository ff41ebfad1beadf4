// The databases a benchmark runs on: the embedded PGlite always, and real PostgreSQL when
// BENCH_DATABASE_URL is set (a throwaway database is created on that server and dropped after).
// Each is migrated and seeded here, then closed, so the server process can open it.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../../server/db/client";
import { type BenchUser, seedUsers } from "./seed";

export interface BenchDatabase {
  label: "PGlite" | "PostgreSQL";
  dataDir: string;
  /** Set for PostgreSQL; PGlite lives in dataDir. */
  databaseUrl?: string;
  users: BenchUser[];
  seedSeconds: number;
  drop(): Promise<void>;
}

/** PGlite, plus PostgreSQL with BENCH_DATABASE_URL; BENCH_DATABASES=pglite or =postgresql picks one. */
export function benchDatabaseKinds(): ("PGlite" | "PostgreSQL")[] {
  const kinds: ("PGlite" | "PostgreSQL")[] = process.env.BENCH_DATABASE_URL
    ? ["PGlite", "PostgreSQL"]
    : ["PGlite"];
  const only = process.env.BENCH_DATABASES?.toLowerCase();
  return only ? kinds.filter((kind) => kind.toLowerCase() === only) : kinds;
}

/** An empty place for a benchmark's database: a PGlite directory, or a throwaway PostgreSQL database. */
export async function createBenchDatabase(kind: "PGlite" | "PostgreSQL") {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-log-bench-"));
  let databaseUrl: string | undefined;
  let dropServerDatabase = async () => {};
  if (kind === "PostgreSQL") {
    const serverUrl = process.env.BENCH_DATABASE_URL;
    if (!serverUrl) throw new Error("BENCH_DATABASE_URL is not set");
    const name = `hl_bench_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropServerDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  return {
    dataDir,
    databaseUrl,
    async drop() {
      await dropServerDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function prepareDatabase(
  kind: "PGlite" | "PostgreSQL",
  userCount: number,
): Promise<BenchDatabase> {
  const { dataDir, databaseUrl, drop } = await createBenchDatabase(kind);
  const started = performance.now();
  const connection = await openDatabase({ databaseUrl, dataDir });
  let users: BenchUser[];
  try {
    users = await seedUsers(connection.db, userCount);
    // Fresh statistics after the bulk load, as autovacuum would give a live server.
    await connection.db.execute("analyze");
  } finally {
    await connection.close();
  }
  return {
    label: kind,
    dataDir,
    databaseUrl,
    users,
    seedSeconds: (performance.now() - started) / 1000,
    drop,
  };
}
