// Upload to filled draft, end to end through the API on the embedded database and local storage:
// presign → PUT → complete → process → the built-in readers fill the work history form (a resume) or
// store the certificate's reading. Run: npm run bench upload-to-draft
//
// Cold start: a fresh server process per run (bench/support/cold-start-entry.ts, assembled as `npm
// start` is and compiled as `npm run build` compiles it), sent its first document the moment it is
// ready; COLD_RUNS per kind. Warm: WARM_RUNS of
// each kind in one process after one of each. The target (docs/decisions/0061-cold-start.md): p95 ≤ 1 s, cold included.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { users } from "../server/db/schema/index";
import { createProcessingRunner } from "../server/features/processing/processing-runner";
import { createSession } from "../server/features/sessions/sessions";
import { JobSignal } from "../server/jobs/job-signal";
import { type BenchDocument, renderBenchDocument, uploadAndProcess } from "./support/upload-to-draft";

const WARM_RUNS = 40;
const COLD_RUNS = Number(process.env.COLD_RUNS ?? 3);
const COLD_ENTRY = fileURLToPath(new URL("./support/cold-start-entry.ts", import.meta.url));
const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * The cold-start entry compiled as production compiles the server (scripts/build-server.mjs), so the
 * cold row measures `node dist/server/main.js`; COLD_START=tsx runs it through tsx instead.
 */
async function coldStartCommand(): Promise<string[]> {
  if (process.env.COLD_START === "tsx") return ["--import", "tsx", COLD_ENTRY];
  const outDir = path.join(ROOT, "node_modules", ".cache", "hangar-log", "bench-cold-start");
  const builder = path.join(ROOT, "scripts", "build-server.mjs");
  const { buildServer } = (await import(builder)) as {
    buildServer(options: { outDir: string; entryPoints: Record<string, string> }): Promise<unknown>;
  };
  await buildServer({ outDir, entryPoints: { "cold-start-entry": COLD_ENTRY } });
  return [path.join(outDir, "cold-start-entry.js")];
}
const COLD_COMMAND = await coldStartCommand();

const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-log-bench-"));
const documents = [await renderBenchDocument("resume"), await renderBenchDocument("certificate")];

/** One fresh server process per run; its first document's time. */
function coldStart(document: BenchDocument, run: number): number {
  const file = path.join(dataDir, `${document.kind}.pdf`);
  writeFileSync(file, document.bytes);
  const output = execFileSync(process.execPath, [...COLD_COMMAND, document.kind, file], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      DATA_DIR: path.join(dataDir, `cold-${document.kind}-${run}`),
      SESSION_SECRET: "bench-session-secret-that-is-long-enough-0123",
      LOG_LEVEL: "silent",
      MAIL_OUTBOX: "true",
    },
    encoding: "utf8",
  });
  return (JSON.parse(output.trim().split("\n").at(-1)!) as { ms: number }).ms;
}

const cold = new Map<string, number[]>();
for (const document of documents) {
  cold.set(
    document.kind,
    Array.from({ length: COLD_RUNS }, (_, run) => coldStart(document, run)),
  );
}

// Warm: one server for all runs, the runner as `npm start` has it (two slots).
const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: "b".repeat(40), LOG_LEVEL: "silent" });
const database = await openDatabase({ dataDir });
const jobSignal = new JobSignal();
const app = await buildApp({ config, database, logger: false, jobSignal });
await app.ready();
const runner = createProcessingRunner(
  { config, db: app.db, storage: app.storage, clock: app.clock, log: pino({ level: "silent" }) },
  { concurrency: config.WORKER_CONCURRENCY },
);
jobSignal.attach(() => runner.wake());
runner.start();

const [user] = await app.db
  .insert(users)
  .values({ email: "bench@example.com", fullName: "Bench User", password: "x", emailVerified: true })
  .returning();
const { token } = await createSession(app.db, user!.id, new Date());
const cookie = `${app.sessionCookie.name}=${token}`;

const warm = new Map<string, number[]>();
for (const document of documents) {
  await uploadAndProcess(app, cookie, document);
  const times: number[] = [];
  for (let run = 0; run < WARM_RUNS; run++) times.push(await uploadAndProcess(app, cookie, document));
  warm.set(document.kind, times);
}
const active = (
  await app.inject({ method: "GET", url: "/api/work-history/active", headers: { cookie } })
).json();

await runner.stop();
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => Math.round(value);

console.log(
  `draft form of ${active.firstName} ${active.lastName}; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
);
const rows: Record<string, Record<string, number | string>> = {};
for (const document of documents) {
  const coldTimes = cold.get(document.kind)!;
  const warmTimes = warm.get(document.kind)!;
  rows[`${document.kind}: cold start (first document)`] = {
    runs: coldTimes.length,
    "p50 (ms)": ms(percentile(coldTimes, 50)),
    "p95 (ms)": ms(percentile(coldTimes, 95)),
    "max (ms)": ms(Math.max(...coldTimes)),
  };
  rows[`${document.kind}: warm`] = {
    runs: warmTimes.length,
    "p50 (ms)": ms(percentile(warmTimes, 50)),
    "p95 (ms)": ms(percentile(warmTimes, 95)),
    "max (ms)": ms(Math.max(...warmTimes)),
  };
}
console.table(rows);
