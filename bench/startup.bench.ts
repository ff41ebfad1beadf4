// Start-up figures: loading the application's modules, the embedded database's first open (creates and
// migrates) and reopen, and the per-request cost of the health check through the whole Fastify stack.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../server/db/client";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-log-bench-"));
const time = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};

// First, so that nothing else has loaded the modules the application needs.
const [{ buildApp }, importMs] = await time(() => import("../server/app"));
const { loadConfig } = await import("../server/config");

const [first, firstMs] = await time(() => openDatabase({ dataDir }));
await first.close();
const [second, reopenMs] = await time(() => openDatabase({ dataDir }));

const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: "b".repeat(40), LOG_LEVEL: "silent" });
const app = await buildApp({ config, database: second, logger: false });
await app.ready();
const requests = 2_000;
for (let i = 0; i < 200; i++) await app.inject({ method: "GET", url: "/healthz" });
const [, healthMs] = await time(async () => {
  for (let i = 0; i < requests; i++) await app.inject({ method: "GET", url: "/healthz" });
});
await app.close();
await second.close();
rmSync(dataDir, { recursive: true, force: true });

console.table({
  "load the application's modules (ms)": Math.round(importMs),
  "first open + migrate (ms)": Math.round(firstMs),
  "reopen (ms)": Math.round(reopenMs),
  "GET /healthz via inject (µs/request)": Math.round((healthMs * 1000) / requests),
});
