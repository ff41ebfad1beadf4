// The worker's probes and metrics on plain node:http: a real server on a free port (0).

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/client";
import { LocalStorage } from "../../lib/storage/index";
import { createTestDatabase } from "../../test/db";
import { startWorkerHealth, type WorkerHealth } from "./worker-health";

const TOKEN = "worker-metrics-token-0123456789";
const quiet = { info: () => {}, warn: () => {} };

let database: DatabaseConnection;
let dataDir: string;
let storage: LocalStorage;
let health: WorkerHealth;
let base: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-log-worker-health-"));
  database = await createTestDatabase();
  storage = new LocalStorage({ rootDir: path.join(dataDir, "uploads"), secret: "w".repeat(40) });
  const started = await startWorkerHealth({
    config: { WORKER_HEALTH_PORT: undefined, METRICS_TOKEN: TOKEN, HOST: "127.0.0.1" },
    database,
    storage,
    logger: quiet,
    port: 0,
  });
  if (!started) throw new Error("expected a health server");
  health = started;
  base = `http://127.0.0.1:${health.port}`;
});
afterAll(async () => {
  await health?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the worker's health server", () => {
  it("is off when no port is configured", async () => {
    const none = await startWorkerHealth({
      config: { WORKER_HEALTH_PORT: undefined, METRICS_TOKEN: undefined, HOST: "127.0.0.1" },
      database,
      storage,
      logger: quiet,
    });
    expect(none).toBeNull();
  });

  it("answers /livez and /readyz (database, migrations, storage)", async () => {
    expect(health.port).toBeGreaterThan(0);
    const live = await fetch(`${base}/livez`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok", database: "ok", migrations: "ok", storage: "ok" });
  });

  it("serves /metrics to the token alone: the queue and the task durations", async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${base}/metrics`, { headers: { authorization: "Bearer wrong-token-0123456789" } }))
        .status,
    ).toBe(401);
    health.observeTask({ documentType: "resume", outcome: "completed", durationMs: 1_500 });
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain('hangar_queue_tasks{status="queued"} 0');
    expect(text).toContain('hangar_task_duration_seconds_count{type="resume",outcome="completed"} 1');
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  it("answers 404 elsewhere", async () => {
    expect((await fetch(`${base}/api/user`)).status).toBe(404);
  });

  it("answers 503 at /readyz when the storage fails", async () => {
    const blocked = path.join(dataDir, "blocked");
    writeFileSync(blocked, "not a folder");
    const failing = await startWorkerHealth({
      config: { WORKER_HEALTH_PORT: undefined, METRICS_TOKEN: undefined, HOST: "127.0.0.1" },
      database,
      // A file where the uploads folder should be: nothing can be written there.
      storage: new LocalStorage({ rootDir: path.join(blocked, "uploads"), secret: "w".repeat(40) }),
      logger: quiet,
      port: 0,
    });
    try {
      const ready = await fetch(`http://127.0.0.1:${failing?.port}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: "unavailable", storage: "unavailable" });
      // Without METRICS_TOKEN there is no /metrics.
      expect((await fetch(`http://127.0.0.1:${failing?.port}/metrics`)).status).toBe(404);
    } finally {
      await failing?.close();
    }
  });
});
