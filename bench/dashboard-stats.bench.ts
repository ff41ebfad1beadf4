// GET /api/dashboard/stats at 10,000 users: seeds every user with an active form (a current job and
// three employers), certifications, two experience entries, a second form for half of them and
// checklist completions, then times the stats 200 times through the service and through the whole
// Fastify stack (app.inject with a session cookie). PGlite always; real PostgreSQL too when
// BENCH_DATABASE_URL is set (a throwaway database is created on that server and dropped after).
// Target: p95 ≤ 20 ms.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { type DatabaseConnection, openDatabase } from "../server/db/client";
import { getDashboardStats } from "../server/features/dashboard/dashboard.service";
import { createSession } from "../server/features/sessions/sessions";
import { seedMembers } from "./support/members";
import { timeCalls } from "./support/timing";

const USERS = 10_000;
const CALLS = 200;
const TARGET_MS = 20;

type Row = Record<string, string | number>;

async function benchOne(label: string, connection: DatabaseConnection, dataDir: string): Promise<Row[]> {
  const seedStart = performance.now();
  const userIds = await seedMembers(connection.db, USERS);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const sample = Array.from({ length: CALLS }, (_, i) => userIds[(i * 7919) % userIds.length]!);

  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: "b".repeat(40),
    LOG_LEVEL: "silent",
    WORKER_CONCURRENCY: "0",
  });
  const app = await buildApp({ config, database: connection, logger: false });
  await app.ready();
  const now = new Date();
  const cookies = await Promise.all(
    sample.map(async (userId) => {
      const { token } = await createSession(connection.db, userId, now);
      return `${app.sessionCookie.name}=${token}`;
    }),
  );

  const service = await timeCalls(async (i) => {
    await getDashboardStats({ db: connection.db, clock: () => now }, { id: sample[i % sample.length]! });
  }, CALLS);
  const http = await timeCalls(async (i) => {
    const response = await app.inject({
      method: "GET",
      url: "/api/dashboard/stats",
      headers: { cookie: cookies[i % cookies.length]! },
    });
    if (response.statusCode !== 200)
      throw new Error(`stats answered ${response.statusCode}: ${response.body}`);
  }, CALLS);
  await app.close();

  const row = (through: string, t: { p50: number; p95: number; max: number }): Row => ({
    database: label,
    through,
    users: USERS,
    "seed (s)": Math.round(seedSeconds * 10) / 10,
    "p50 (ms)": Math.round(t.p50 * 100) / 100,
    "p95 (ms)": Math.round(t.p95 * 100) / 100,
    "max (ms)": Math.round(t.max * 100) / 100,
    [`p95 ≤ ${TARGET_MS} ms`]: t.p95 <= TARGET_MS ? "yes" : "NO",
  });
  return [row("service", service), row("GET via app.inject", http)];
}

const rows: Row[] = [];

{
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-log-bench-"));
  const connection = await openDatabase({ dataDir });
  try {
    rows.push(...(await benchOne("PGlite", connection, dataDir)));
  } finally {
    await connection.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const name = `hl_bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-log-bench-"));
  try {
    const connection = await openDatabase({ databaseUrl: url.toString(), dataDir });
    try {
      // Fresh statistics after the bulk load, as autovacuum would give a live server.
      await connection.db.execute("analyze");
      rows.push(...(await benchOne("PostgreSQL", connection, dataDir)));
    } finally {
      await connection.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.table(rows);
