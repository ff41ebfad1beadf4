// The fair claim (fewest running tasks of the same user first, then the oldest) on a full queue: 1,000
// users with 10 queued tasks each (the per-user cap), 2 runners' worth of tasks already running for
// some of them, then 200 claims timed one by one (each claim is put back so the queue stays full).
// PGlite always; real PostgreSQL too when BENCH_DATABASE_URL is set (a throwaway database).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { MAX_OPEN_TASKS_PER_USER } from "@domain/constants";
import { eq } from "drizzle-orm";
import pg from "pg";
import { type DatabaseConnection, openDatabase } from "../server/db/client";
import { processingQueue, users } from "../server/db/schema/index";
import { claimNextTask } from "../server/jobs/queue.repo";

/** QUEUE_BENCH_USERS=5 gives a queue of the usual size (50 tasks). */
const USERS = Number(process.env.QUEUE_BENCH_USERS ?? 1_000);
const CLAIMS = 200;
const WARMUP = 20;
const LEASE_MS = 30_000;

async function seed(connection: DatabaseConnection): Promise<void> {
  const { db } = connection;
  const now = Date.now();
  const inserted = await db
    .insert(users)
    .values(
      Array.from({ length: USERS }, (_, index) => ({
        email: `queue-${index}@example.com`,
        fullName: `Queue User ${index}`,
        password: "x",
      })),
    )
    .returning({ id: users.id });
  const rows = inserted.flatMap(({ id: userId }, userIndex) =>
    Array.from({ length: MAX_OPEN_TASKS_PER_USER }, (_, taskIndex) => ({
      userId,
      documentType: "resume" as const,
      documentId: crypto.randomUUID(),
      readyAt: new Date(now - 60_000),
      createdAt: new Date(now - 60_000 + userIndex * 10 + taskIndex),
    })),
  );
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(processingQueue).values(rows.slice(i, i + 1000));
  // Some users already have a task running.
  for (let i = 0; i < Math.ceil(USERS / 20); i++) await claimNextTask(db, `busy-${i}`, new Date(), LEASE_MS);
}

async function timeClaims(connection: DatabaseConnection): Promise<number[]> {
  const { db } = connection;
  const times: number[] = [];
  for (let run = 0; run < WARMUP + CLAIMS; run++) {
    const started = performance.now();
    const task = await claimNextTask(db, "bench", new Date(), LEASE_MS);
    const elapsed = performance.now() - started;
    if (!task) throw new Error("the queue ran dry");
    await db
      .update(processingQueue)
      .set({ status: "queued", lockedBy: null, leaseExpiresAt: null, attempts: 0 })
      .where(eq(processingQueue.id, task.id));
    if (run >= WARMUP) times.push(elapsed);
  }
  return times;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const results: Record<string, Record<string, number>> = {};
async function measure(label: string, connection: DatabaseConnection) {
  await seed(connection);
  const times = await timeClaims(connection);
  results[label] = {
    "queued tasks": USERS * MAX_OPEN_TASKS_PER_USER,
    "p50 (ms)": Math.round(percentile(times, 50) * 100) / 100,
    "p95 (ms)": Math.round(percentile(times, 95) * 100) / 100,
  };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-log-bench-queue-"));
const pglite = await openDatabase({ dataDir });
try {
  await measure("PGlite", pglite);
} finally {
  await pglite.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const name = `hl_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const postgres = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
  try {
    await measure("PostgreSQL", postgres);
  } finally {
    await postgres.close();
    await admin.query(`drop database ${name}`);
    await admin.end();
  }
}

console.log(
  `fair claim: ${CLAIMS} claims after ${WARMUP} warm-up, ${USERS} users × ${MAX_OPEN_TASKS_PER_USER} queued tasks`,
);
console.table(results);
