// The orchestrator's probes: /livez never touches the database; /readyz answers 503 naming the part
// that failed (database, migrations, storage), each check bounded in time; /healthz stays as it was.

import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import type { DatabaseConnection } from "../../db/client";
import { LocalStorage, type Storage } from "../../lib/storage/index";
import { createTestDatabase } from "../../test/db";
import type { App } from "../../types";
import { checkReadiness } from "./readiness";

const SECRET = "probe-test-secret-that-is-long-enough-0123456789";
/** What the fakes below do wrong, switched per test. */
const faults = { database: false, storage: false };

let app: App;
let database: DatabaseConnection;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-log-probes-"));
  database = await createTestDatabase();
  const local = new LocalStorage({ rootDir: path.join(dataDir, "uploads"), secret: SECRET });
  const storage: Storage = {
    driver: "local",
    presignPut: (input) => local.presignPut(input),
    head: (objectPath) => local.head(objectPath),
    openReadStream: (objectPath) => local.openReadStream(objectPath),
    delete: (objectPath) => local.delete(objectPath),
    close: () => local.close(),
    ping: async () => {
      if (faults.storage) throw new Error("the bucket is unreachable");
      await local.ping();
    },
  };
  const flakyDatabase: DatabaseConnection = {
    ...database,
    ping: async () => {
      if (faults.database) throw new Error("connection refused");
      await database.ping();
    },
  };
  const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: SECRET, LOG_LEVEL: "silent" });
  app = await buildApp({ config, database: flakyDatabase, storage, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: "GET", url });

describe("GET /livez", () => {
  it("answers 200 while the process runs, even with the database down", async () => {
    faults.database = true;
    try {
      const response = await get("/livez");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: "ok" });
    } finally {
      faults.database = false;
    }
  });
});

describe("GET /readyz", () => {
  it("answers 200 when the database, its migrations and the storage answer", async () => {
    const response = await get("/readyz");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "ok", migrations: "ok", storage: "ok" });
  });

  it("answers 503 naming the database when its ping fails", async () => {
    faults.database = true;
    try {
      const response = await get("/readyz");
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: "unavailable",
        database: "unavailable",
        migrations: "ok",
        storage: "ok",
      });
    } finally {
      faults.database = false;
    }
  });

  it("answers 503 naming the storage when its check fails", async () => {
    faults.storage = true;
    try {
      const response = await get("/readyz");
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: "unavailable",
        database: "ok",
        storage: "unavailable",
      });
    } finally {
      faults.storage = false;
    }
  });

  it("keeps /healthz as it was: the database alone", async () => {
    faults.storage = true;
    try {
      const response = await get("/healthz");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: "ok", database: "ok" });
    } finally {
      faults.storage = false;
    }
  });

  it("answers 503 with migrations pending when the database lacks this build's newest migration", async () => {
    // Last: the newest migration's record is taken away for good.
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const response = await get("/readyz");
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: "unavailable", database: "ok", migrations: "pending" });
  });
});

describe("checkReadiness", () => {
  it("gives up on a check that hangs after its timeout, and says which", async () => {
    const started = performance.now();
    const readiness = await checkReadiness({
      database,
      storage: { ping: () => new Promise<void>(() => {}) },
      log: { warn: () => {} },
      timeoutMs: 100,
    });
    expect(readiness).toMatchObject({ status: "unavailable", database: "ok", storage: "unavailable" });
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe("the probes in the API reference and without a metrics token", () => {
  it("lists /livez, /readyz and /metrics in the OpenAPI document", async () => {
    const document = (await get("/api/docs/json")).json() as { paths: Record<string, { get?: unknown }> };
    for (const probe of ["/livez", "/readyz", "/metrics", "/healthz"]) {
      expect(document.paths[probe]?.get, probe).toBeDefined();
    }
  });

  it("answers 404 at /metrics when METRICS_TOKEN is not set, whatever the request carries", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: "Bearer anything-at-all-long-enough" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "not_found" });
  });
});
