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
import { type Database, type DatabaseConnection, openDatabase } from "../server/db/client";
import {
  airframeExperience,
  checklistItems,
  checklistSections,
  checklistTabs,
  employmentEntries,
  powerplantExperience,
  userChecklistCompletions,
  users,
  workHistoryForms,
} from "../server/db/schema/index";
import { getDashboardStats } from "../server/features/dashboard/dashboard.service";
import { createSession } from "../server/features/sessions/sessions";

const USERS = 10_000;
const CALLS = 200;
const WARMUP = 20;
const BATCH = 500;
const CHECKLIST_ITEMS = 40;
const COMPLETIONS_PER_USER = 12;
const TARGET_MS = 20;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

const pad = (n: number) => String(n).padStart(2, "0");

async function seed(db: Database): Promise<string[]> {
  const [tab] = await db.insert(checklistTabs).values({ name: "Bench" }).returning();
  const sections = await db
    .insert(checklistSections)
    .values([0, 1, 2, 3].map((order) => ({ tabId: tab!.id, name: `Section ${order}`, order })))
    .returning();
  const items = await db
    .insert(checklistItems)
    .values(
      Array.from({ length: CHECKLIST_ITEMS }, (_, i) => ({
        sectionId: sections[i % sections.length]!.id,
        name: `Item ${i}`,
        order: i,
      })),
    )
    .returning();

  const userIds: string[] = [];
  for (let start = 0; start < USERS; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, USERS - start) }, (_, k) => start + k);
    const inserted = await db
      .insert(users)
      .values(
        batch.map((i) => ({
          email: `bench-${i}@example.com`,
          fullName: `Bench User ${i}`,
          password: "not-a-password-hash",
          emailVerified: true,
        })),
      )
      .returning({ id: users.id });
    const ids = inserted.map((row) => row.id);
    userIds.push(...ids);

    const forms = await db
      .insert(workHistoryForms)
      .values(
        ids.map((userId, k) => ({
          userId,
          isActive: true,
          status: k % 3 === 0 ? ("submitted" as const) : ("draft" as const),
          dateOfHire: `20${pad(15 + (k % 10))}-0${1 + (k % 9)}-01`,
          certifications: [
            { name: "A&P", number: `${k}`, issuedOn: "2012", expiresOn: null },
            { name: "IA", number: null, issuedOn: "2018-03", expiresOn: k % 2 ? "2024-03-31" : "2030-03-31" },
            { name: "GROL", number: null, issuedOn: null, expiresOn: "2029" },
          ],
        })),
      )
      .returning({ id: workHistoryForms.id });
    await db
      .insert(workHistoryForms)
      .values(ids.filter((_, k) => k % 2 === 0).map((userId) => ({ userId, status: "completed" as const })));

    const employments = forms.flatMap(({ id: formId }, k) => [
      { formId, entryNumber: 1, startDate: `2000-0${1 + (k % 9)}-15`, endDate: "2006-06-30" },
      { formId, entryNumber: 2, startDate: "2005-01-01", endDate: "2010-12-31" },
      { formId, entryNumber: 3, startDate: "2011-02-01", endDate: `2014-1${k % 3}-01` },
    ]);
    await inBatches(employments, (rows) => db.insert(employmentEntries).values(rows));
    await db
      .insert(airframeExperience)
      .values(forms.map(({ id: formId }) => ({ formId, entryNumber: 1, includeCurrentEmployment: true })));
    await db
      .insert(powerplantExperience)
      .values(
        forms.map(({ id: formId }) => ({ formId, entryNumber: 1, useManualDuration: true, manualYears: 3 })),
      );

    const completions = ids.flatMap((userId, k) =>
      Array.from({ length: COMPLETIONS_PER_USER }, (_, c) => ({
        userId,
        itemId: items[(k + c * 3) % items.length]!.id,
        completed: c % 4 !== 0,
      })),
    );
    await inBatches(completions, (rows) => db.insert(userChecklistCompletions).values(rows));
  }
  return userIds;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timeCalls(call: (i: number) => Promise<void>) {
  for (let i = 0; i < WARMUP; i++) await call(i);
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    await call(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
}

type Row = Record<string, string | number>;

async function benchOne(label: string, connection: DatabaseConnection, dataDir: string): Promise<Row[]> {
  const seedStart = performance.now();
  const userIds = await seed(connection.db);
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
  });
  const http = await timeCalls(async (i) => {
    const response = await app.inject({
      method: "GET",
      url: "/api/dashboard/stats",
      headers: { cookie: cookies[i % cookies.length]! },
    });
    if (response.statusCode !== 200)
      throw new Error(`stats answered ${response.statusCode}: ${response.body}`);
  });
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
