// The production build as a deployment runs it, outside a container (docs/operations.md, 'Deploying'):
// what the Dockerfile's last stage holds (dist/, package files, production packages only) in a clean
// directory, then `node dist/server/migrate.js`, the API and, on PostgreSQL, a separate worker:
// /readyz answers, one resume is processed, and SIGTERM stops each process cleanly.
//
// node scripts/production-smoke.mjs   (after `npm run build`; PostgreSQL when TEST_DATABASE_URL is set)
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const STOP_WITHIN_MS = 15_000;
const ADMIN = { email: "smoke-admin@example.com", password: "Smoke-test-password-42" };
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const step = (message) => console.log(`[${seconds()}] ${message}`);

function fail(message) {
  console.error(`production smoke: FAILED: ${message}`);
  process.exitCode = 1;
  throw new Error(message);
}

if (
  !existsSync(path.join(ROOT, "dist/server/main.js")) ||
  !existsSync(path.join(ROOT, "dist/web/index.html"))
) {
  fail("dist/ is missing: run npm run build first");
}

const work = mkdtempSync(path.join(os.tmpdir(), "hangar-log-production-"));
const processes = [];
let database = null;

try {
  step(`copying the build to ${work} and installing production packages`);
  for (const entry of ["dist", "package.json", "package-lock.json"]) {
    cpSync(path.join(ROOT, entry), path.join(work, entry), { recursive: true });
  }
  const install = spawnSync(
    "npm",
    ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"],
    {
      cwd: work,
      stdio: "inherit",
    },
  );
  if (install.status !== 0) fail("npm ci --omit=dev failed");

  database = await createDatabase();
  const port = await freePort();
  const workerHealthPort = await freePort();
  const metricsToken = randomBytes(24).toString("base64url");
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? work,
    NODE_ENV: "production",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: path.join(work, "data"),
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    MAIL_OUTBOX: "true",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: "info",
    METRICS_TOKEN: metricsToken,
    ...(database ? { DATABASE_URL: database.url } : {}),
  };

  step(`migrating (${database ? "PostgreSQL" : "embedded database"})`);
  const migrate = spawnSync(process.execPath, ["dist/server/migrate.js"], {
    cwd: work,
    env,
    encoding: "utf8",
  });
  if (migrate.status !== 0) fail(`migrate exited with ${migrate.status}: ${migrate.stderr}`);
  step(migrate.stdout.trim());

  // On PostgreSQL the API only serves and a worker process processes, as a deployment of several runs.
  const api = start("api", ["dist/server/main.js"], database ? { ...env, WORKER_CONCURRENCY: "0" } : env);
  const worker = database
    ? start("worker", ["dist/server/worker.js"], { ...env, WORKER_HEALTH_PORT: String(workerHealthPort) })
    : null;
  const base = `http://127.0.0.1:${port}`;
  await waitFor(
    "the API to answer /readyz",
    async () => (await fetch(`${base}/readyz`)).status === 200,
    60_000,
  );
  step("/readyz answered 200");

  const cookie = await signIn(base);
  const uploaded = await uploadResume(base, cookie);
  const processing = await fetch(`${base}/api/uploads/resume/${uploaded.id}/process`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: "{}",
  });
  if (processing.status >= 300) fail(`process answered ${processing.status}: ${await processing.text()}`);
  step(`uploaded a resume (${uploaded.id}) and asked for it to be processed`);
  const processed = await waitFor(
    "the resume to be processed",
    async () => {
      const list = await json(await fetch(`${base}/api/uploads`, { headers: { cookie } }));
      const document = list.find((item) => item.id === uploaded.id);
      if (document?.processingStatus === "failed") fail(`processing failed: ${JSON.stringify(document)}`);
      return document?.processingStatus === "completed" ? document : false;
    },
    60_000,
  );
  step(`processed: ${processed.filename}`);

  // Metrics answer to the token only; the process that ran the task counts it.
  const scrape = (url) => fetch(url, { headers: { authorization: `Bearer ${metricsToken}` } });
  if ((await fetch(`${base}/metrics`)).status !== 401) fail("/metrics answered without the token");
  const apiMetrics = await (await scrape(`${base}/metrics`)).text();
  if (!/hangar_http_requests_total\{[^}]*route="\/api\/uploads"/.test(apiMetrics))
    fail("the API's /metrics does not count GET /api/uploads");
  if (worker) {
    const workerBase = `http://127.0.0.1:${workerHealthPort}`;
    if ((await fetch(`${workerBase}/readyz`)).status !== 200) fail("the worker's /readyz is not 200");
    const workerMetrics = await (await scrape(`${workerBase}/metrics`)).text();
    if (!/hangar_task_duration_seconds_count\{[^}]*outcome="completed"[^}]*\} 1/.test(workerMetrics))
      fail("the worker's /metrics does not count the completed task");
  }
  step("/metrics answered with the token, on the API and the worker");

  for (const child of [worker, api].filter(Boolean)) await stop(child);
  console.log(`production smoke: passed in ${seconds()}`);
} finally {
  for (const child of processes) if (child.exitCode === null) child.kill("SIGKILL");
  await database?.drop();
  if (process.exitCode) console.error(`logs kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

function start(name, args, env) {
  const log = openSync(path.join(work, `${name}.log`), "a");
  const child = spawn(process.execPath, ["--enable-source-maps", ...args], {
    cwd: work,
    env,
    stdio: ["ignore", log, log],
  });
  child.label = name;
  child.on("exit", (code, signal) => {
    if (!child.stopping)
      fail(`${name} exited early (${code ?? signal}); see ${path.join(work, `${name}.log`)}`);
  });
  processes.push(child);
  return child;
}

async function stop(child) {
  child.stopping = true;
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const sent = performance.now();
  child.kill("SIGTERM");
  const outcome = await Promise.race([
    exited,
    new Promise((resolve) => setTimeout(() => resolve(null), STOP_WITHIN_MS).unref()),
  ]);
  if (!outcome) fail(`${child.label} did not stop within ${STOP_WITHIN_MS} ms of SIGTERM`);
  if (outcome.code !== 0) fail(`${child.label} stopped with ${outcome.code ?? outcome.signal} on SIGTERM`);
  const log = readFileSync(path.join(work, `${child.label}.log`), "utf8");
  if (!/stopped cleanly/.test(log)) fail(`${child.label} did not say it stopped cleanly`);
  step(`${child.label} stopped cleanly ${Math.round(performance.now() - sent)} ms after SIGTERM`);
}

async function signIn(base) {
  const response = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  if (response.status !== 200) fail(`sign-in answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

async function uploadResume(base, cookie) {
  const bytes = Buffer.from(
    [
      "Dana Whitfield",
      "dana.whitfield@example.com · (555) 010-2231",
      "",
      "EXPERIENCE",
      "Lead Aircraft Mechanic, Blue Ridge Aviation, Asheville, NC",
      "March 2018 - Present",
      "- Scheduled inspections on Beechcraft King Air 350 and Cessna Citation CJ3",
      "",
      "Aircraft Mechanic, Piedmont Air Services, Greensboro, NC",
      "June 2012 - February 2018",
    ].join("\n"),
  );
  const headers = { cookie, "content-type": "application/json" };
  const presigned = await json(
    await fetch(`${base}/api/upload/presigned-url`, {
      method: "POST",
      headers,
      body: JSON.stringify({ filename: "resume.txt", contentType: "text/plain" }),
    }),
  );
  const put = await fetch(new URL(presigned.url, base), {
    method: "PUT",
    headers: { "content-type": "text/plain" },
    body: bytes,
  });
  if (put.status >= 300) fail(`storage PUT answered ${put.status}`);
  const completed = await fetch(`${base}/api/upload/complete`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      objectPath: presigned.objectPath,
      filename: "resume.txt",
      fileSize: bytes.length,
      mimeType: "text/plain",
      documentType: "resume",
    }),
  });
  if (completed.status !== 201)
    fail(`upload complete answered ${completed.status}: ${await completed.text()}`);
  return completed.json();
}

async function json(response) {
  if (!response.ok) fail(`${response.url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function waitFor(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const result = await check();
      if (result) return result;
    } catch (error) {
      if (process.exitCode) throw error;
    }
    if (Date.now() > deadline) fail(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A database of its own on TEST_DATABASE_URL's server, dropped at the end; null: the embedded one. */
async function createDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return null;
  const name = `hl_smoke_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
