// Fault (a): PostgreSQL goes away under the running API (docs/product.md §13.3). The API runs as a real
// process (`server/main.ts`, with its job runner), so a crash would show as a dead process, not as a
// test error. While the database is gone every answer is a success or a 503 with a JSON message,
// never a 500; afterwards the same process answers 200 again, without a restart.

import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Answer,
  call,
  outageProblem,
  type RequestStream,
  startRequestStream,
  statusSummary,
} from "./support/http";
import {
  createDatabaseFromTemplate,
  type OwnCluster,
  POSTGRES_URL,
  startOwnCluster,
  type TestDatabase,
  terminateOtherConnections,
} from "./support/postgres";
import { type ServerProcess, startServer, waitFor } from "./support/processes";

const ADMIN_EMAIL = "fault-admin@example.com";
const ADMIN_PASSWORD = "fault tests password";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Api {
  server: ServerProcess;
  dataDir: string;
  cookie: string;
  formId: string;
}

/** Starts the API on `databaseUrl`, signs the administrator in and gives them a form to save into. */
async function startApi(databaseUrl: string): Promise<Api> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-log-fault-db-"));
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
  }).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  try {
    const login = await call(server.baseUrl, "/api/login", {
      method: "POST",
      json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const cookie = login.cookies[0]?.split(";")[0] ?? "";
    const form = await call(server.baseUrl, "/api/forms", { method: "POST", cookie, json: {} });
    expect(form.status, JSON.stringify(form.body)).toBe(201);
    return { server, dataDir, cookie, formId: (form.body as { id: string }).id };
  } catch (error) {
    await stopApi({ server, dataDir, cookie: "", formId: "" });
    throw error;
  }
}

async function stopApi(api: Api | undefined): Promise<void> {
  if (!api) return;
  await api.server.stop();
  rmSync(api.dataDir, { recursive: true, force: true });
}

/** A realistic mix: session lookups, reads, autosave PATCHes, the upload list, health. */
function workload(api: Api): (() => Promise<Answer>)[] {
  const { baseUrl } = api.server;
  const { cookie, formId } = api;
  let edit = 0;
  return [
    () => call(baseUrl, "/api/user", { cookie }),
    () => call(baseUrl, `/api/forms/${formId}`, { cookie }),
    () =>
      call(baseUrl, `/api/forms/${formId}`, {
        method: "PATCH",
        cookie,
        json: { firstName: `Ann ${++edit}` },
        label: `PATCH /api/forms/${formId}`,
      }),
    () => call(baseUrl, "/api/uploads", { cookie }),
    () => call(baseUrl, "/api/dashboard/stats", { cookie }),
    () => call(baseUrl, "/healthz"),
  ];
}

/** Every answer is a success or a proper 503, and the process is still alive. */
function expectOutageHandled(api: Api, answers: Answer[]): void {
  const problems = answers.map(outageProblem).filter((problem) => problem !== null);
  expect(problems, `answers: ${statusSummary(answers)}\n${api.server.output().slice(-4000)}`).toEqual([]);
  expect(api.server.exited(), api.server.output().slice(-4000)).toBe(false);
}

/** The same process answers 200 again: health, a session lookup, a read and a write. */
async function expectRecovered(api: Api): Promise<void> {
  const health = await waitFor("/healthz to answer 200", async () => {
    const answer = await call(api.server.baseUrl, "/healthz");
    return answer.status === 200 ? answer : undefined;
  });
  expect(health.body).toEqual({ status: "ok", database: "ok" });
  for (const request of workload(api)) {
    const answer = await request();
    expect(answer.status, `${answer.label} after recovery: ${JSON.stringify(answer.body)}`).toBe(200);
  }
  expect(api.server.exited()).toBe(false);
}

describe.skipIf(!POSTGRES_URL)(
  "PostgreSQL fault (needs TEST_DATABASE_URL): the API's connections are terminated",
  () => {
    let database: TestDatabase;
    let api: Api | undefined;

    beforeAll(async () => {
      database = await createDatabaseFromTemplate();
      api = await startApi(database.url);
    });
    afterAll(async () => {
      await stopApi(api);
      await database?.drop();
    });

    it("answers 200 or 503 (JSON) while pg_terminate_backend runs, then recovers without a restart", async () => {
      if (!api) throw new Error("no API");
      const stream: RequestStream = startRequestStream(workload(api), 6);
      let terminated = 0;
      await sleep(400);
      for (let round = 0; round < 4; round++) {
        terminated += await terminateOtherConnections(database.url);
        await sleep(300);
      }
      const answers = await stream.stop();

      expect(terminated, "connections terminated").toBeGreaterThan(0);
      expect(answers.length).toBeGreaterThan(20);
      expectOutageHandled(api, answers);
      await expectRecovered(api);
      console.info(`terminate: ${terminated} connections ended; answers: ${statusSummary(answers)}`);
    });
  },
);

describe.skipIf(!POSTGRES_URL)(
  "PostgreSQL fault (needs TEST_DATABASE_URL): the PostgreSQL server restarts",
  () => {
    let cluster: OwnCluster | undefined;
    let api: Api | undefined;

    beforeAll(async () => {
      cluster = await startOwnCluster();
      api = await startApi(cluster.url);
    });
    afterAll(async () => {
      await stopApi(api);
      await cluster?.stop();
    });

    it("answers 200 or 503 (JSON) across pg_ctl restart -m fast, then recovers without a restart", async () => {
      if (!api || !cluster) throw new Error("no API");
      const stream = startRequestStream(workload(api), 6);
      await sleep(400);
      await cluster.pgCtl("restart", "-m", "fast", "-w", "-t", "30");
      await sleep(300);
      const answers = await stream.stop();

      expectOutageHandled(api, answers);
      // A fast shutdown ends every connection, and nothing listens for a moment: some requests see it.
      expect(
        answers.filter((answer) => answer.status === 503).length,
        statusSummary(answers),
      ).toBeGreaterThan(0);
      await expectRecovered(api);
      console.info(`restart: answers ${statusSummary(answers)}`);
    });

    it("answers 503 (JSON, Retry-After) and /healthz 503 while PostgreSQL is down, 200 once it is back", async () => {
      if (!api || !cluster) throw new Error("no API");
      await cluster.pgCtl("stop", "-m", "fast", "-w", "-t", "30");
      try {
        for (const request of workload(api)) {
          const answer = await request();
          expect(answer.status, `${answer.label} while down: ${JSON.stringify(answer.body)}`).toBe(503);
          expect(outageProblem(answer)).toBeNull();
          if (!answer.label.includes("/healthz")) expect(answer.headers.get("retry-after")).toBe("5");
        }
        expect(api.server.exited()).toBe(false);
      } finally {
        // `restart` of a stopped cluster starts it with the options it last ran with (postmaster.opts).
        await cluster.pgCtl("restart", "-m", "fast", "-w", "-t", "30");
      }
      await expectRecovered(api);
    });
  },
);
