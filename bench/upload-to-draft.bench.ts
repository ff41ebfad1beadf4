// Upload to filled draft, end to end through the API on the embedded database and local storage:
// presign → PUT → complete → process → the built-in extractor fills the work history form.
// 50 runs of a two-page PDF resume after one warm-up. Run: npm run bench upload-to-draft
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { users } from "../server/db/schema/index";
import { createProcessingRunner } from "../server/features/processing/processing-runner";
import { createSession } from "../server/features/sessions/sessions";
import { JobSignal } from "../server/jobs/job-signal";
import { renderPdf } from "../server/test/rendered-documents";

const RUNS = 50;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-log-bench-"));
const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: "b".repeat(40), LOG_LEVEL: "silent" });
const database = await openDatabase({ dataDir });
const jobSignal = new JobSignal();
const app = await buildApp({ config, database, logger: false, jobSignal });
await app.ready();
const runner = createProcessingRunner(
  { config, db: app.db, storage: app.storage, clock: app.clock, log: pino({ level: "silent" }) },
  { concurrency: 1 },
);
jobSignal.attach(() => runner.wake());
runner.start();

const [user] = await app.db
  .insert(users)
  .values({ email: "bench@example.com", fullName: "Bench User", password: "x", emailVerified: true })
  .returning();
const { token } = await createSession(app.db, user!.id, new Date());
const cookie = `${app.sessionCookie.name}=${token}`;
const pdf = Buffer.from(
  await renderPdf(readFileSync(new URL("./fixtures/two-page-resume.txt", import.meta.url), "utf8"), {
    fontSize: 10,
  }),
);

async function uploadAndProcess(): Promise<number> {
  const started = performance.now();
  const issued = await app.inject({
    method: "POST",
    url: "/api/upload/presigned-url",
    headers: { cookie },
    payload: { filename: "resume.pdf", contentType: "application/pdf" },
  });
  const { url, objectPath } = issued.json() as { url: string; objectPath: string };
  // The local driver's upload URL is a same-origin path (docs/decisions/0023-relative-upload-url.md).
  const target = new URL(url, "http://localhost");
  await app.inject({
    method: "PUT",
    url: target.pathname + target.search,
    payload: pdf,
    headers: { "content-type": "application/pdf" },
  });
  const completed = await app.inject({
    method: "POST",
    url: "/api/upload/complete",
    headers: { cookie },
    payload: {
      objectPath,
      filename: "resume.pdf",
      fileSize: pdf.length,
      mimeType: "application/pdf",
      documentType: "resume",
    },
  });
  const documentId = completed.json().id as string;
  // From the second run a form exists: replacing it needs the confirmation the dialog gives.
  const queued = await app.inject({
    method: "POST",
    url: `/api/uploads/resume/${documentId}/process`,
    headers: { cookie },
    payload: { overwrite: true },
  });
  if (queued.statusCode !== 201) throw new Error(`process answered ${queued.statusCode}: ${queued.body}`);
  for (;;) {
    const documents = (
      await app.inject({ method: "GET", url: "/api/uploads", headers: { cookie } })
    ).json() as {
      id: string;
      task: { status: string } | null;
    }[];
    const status = documents.find((document) => document.id === documentId)?.task?.status;
    if (status === "completed") {
      const elapsed = performance.now() - started;
      // Not timed: keeps the account under its stored-documents quota across the runs.
      await app.inject({ method: "DELETE", url: `/api/uploads/resume/${documentId}`, headers: { cookie } });
      return elapsed;
    }
    if (status === "failed") throw new Error("processing failed");
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const coldMs = await uploadAndProcess();
const times: number[] = [];
for (let run = 0; run < RUNS; run++) times.push(await uploadAndProcess());
const active = (
  await app.inject({ method: "GET", url: "/api/work-history/active", headers: { cookie } })
).json();

await runner.stop();
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

console.log(`draft form of ${active.firstName} ${active.lastName}; ${RUNS} runs after one warm-up`);
console.table({
  "first run after start (ms)": Math.round(coldMs),
  "p50 (ms)": Math.round(percentile(times, 50)),
  "p95 (ms)": Math.round(percentile(times, 95)),
  "max (ms)": Math.round(Math.max(...times)),
});
