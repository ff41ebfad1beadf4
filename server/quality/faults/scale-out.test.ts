// Fault: a deployment of several processes loses its workers and its database in the middle of a run
// (docs/operations.md). The production build (dist/server, as `npm run build` makes it) runs as two
// APIs that only serve (WORKER_CONCURRENCY=0) and two workers, on one PostgreSQL, with S3 storage
// (s3rver) and a model server that takes about a second per document. 40 resumes are uploaded and
// queued through both APIs; then one worker gets SIGTERM while a document of its own outlasts the
// shutdown's grace, the other gets SIGKILL, a replacement starts for each, and PostgreSQL restarts.
// Every document must complete exactly once; only the killed worker's tasks count a crash; the task
// given back at shutdown is taken again at once, the killed worker's only once their lease expired.

import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answer, call } from "./support/http";
import { adminQuery, type OwnCluster, POSTGRES_URL, startOwnCluster } from "./support/postgres";
import {
  type NodeProcess,
  type ServerProcess,
  startNodeProcess,
  startServer,
  TEST_SECRET,
  waitFor,
} from "./support/processes";
import { type ProductionBuild, prepareProductionBuild } from "./support/production-build";
import { type QueueChange, queueHistory, recordQueueHistory } from "./support/queue-history";
import { SlowAiService } from "./support/slow-ai";

const run = promisify(execFile);

const DOCUMENTS = 40;
const USERS = 8;
/** Short, so the killed worker's tasks come back soon; longer than a PostgreSQL restart plus a heartbeat. */
const LEASE_MS = 6_000;
const AI_DELAY_MS = 1_000;
const WORKER_SLOTS = 2;
/** The worker's shutdown grace (server/worker.ts: runner.stop()), which the held document outlasts. */
const SHUTDOWN_GRACE_MS = 20_000;
const STOPPED_WITHIN_MS = 25_000;
const BUCKET = "hangar-scale-out";
const ADMIN = { email: "scale-admin@example.com", password: "Scale-out admin password 42" };
const USER_PASSWORD = "Scale-out user password 42";
const MARKER = /SCALE-DOC-\d{2}/;
const NODE_ARGS = ["--enable-source-maps"];

const markerOf = (index: number) => `SCALE-DOC-${String(index).padStart(2, "0")}`;

function resumeAnswer(marker: string | null) {
  return {
    personal: {
      firstName: "Scale",
      lastName: marker ?? "Unknown",
      email: null,
      phone: null,
      roleTitle: null,
      apCertificateNumber: null,
      iaStatus: null,
    },
    employment: [
      {
        key: "employment-1",
        companyName: "Blue Ridge Aviation",
        positionTitle: "Aircraft Mechanic",
        operationCategory: "part_145_repair_station",
        workAddress: "Asheville, NC",
        startDate: "2018-03",
        endDate: null,
        isFullTime: true,
        responsibilities: null,
      },
    ],
  };
}

interface Session {
  api: ServerProcess;
  cookie: string;
}

interface Queued {
  marker: string;
  documentId: string;
  owner: string;
}

interface TaskRow {
  id: string;
  document_id: string;
  status: string;
  attempts: number;
  crashes: number;
  locked_by: string | null;
  lease_expires_at: Date | null;
}

const cookieOf = (answer: Answer) => answer.cookies.map((line) => line.split(";")[0]).join("; ");

function expectStatus(answer: Answer, status: number): void {
  expect(answer.status, `${answer.label}: ${answer.networkError ?? JSON.stringify(answer.body)}`).toBe(
    status,
  );
}

describe.skipIf(!POSTGRES_URL)(
  "scale-out fault (needs TEST_DATABASE_URL): two APIs and two workers of the production build",
  () => {
    let build: ProductionBuild | undefined;
    let cluster: OwnCluster | undefined;
    let s3: S3rver | undefined;
    let s3Url = "";
    const ai = new SlowAiService({ delayMs: AI_DELAY_MS, markerPattern: MARKER, answerFor: resumeAnswer });
    const apis: ServerProcess[] = [];
    const workers = new Map<string, NodeProcess>();
    const directories: string[] = [];

    const tempDir = (name: string) => {
      const directory = mkdtempSync(path.join(os.tmpdir(), `hangar-log-scale-${name}-`));
      directories.push(directory);
      return directory;
    };

    /** What every process of the deployment shares; each has its own DATA_DIR (nothing is shared there). */
    function deploymentEnv(name: string): Record<string, string> {
      if (!cluster) throw new Error("no PostgreSQL");
      return {
        NODE_ENV: "production",
        DATABASE_URL: cluster.url,
        DATA_DIR: tempDir(name),
        SESSION_SECRET: TEST_SECRET,
        MAIL_OUTBOX: "true",
        STORAGE_DRIVER: "s3",
        S3_ENDPOINT: s3Url,
        S3_REGION: "us-east-1",
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        S3_FORCE_PATH_STYLE: "true",
        AI_PROVIDER: "openai",
        AI_BASE_URL: ai.baseUrlFor(name),
        AI_MODEL: "slow-model",
        AI_API_KEY: "slow-key",
        JOB_LEASE_MS: String(LEASE_MS),
        LOG_LEVEL: "info",
      };
    }

    async function startApi(name: string): Promise<ServerProcess> {
      if (!build) throw new Error("no build");
      const api = await startServer(
        {
          ...deploymentEnv(name),
          WORKER_CONCURRENCY: "0",
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
        },
        build.entry("main.js"),
        { nodeArgs: NODE_ARGS },
      );
      apis.push(api);
      return api;
    }

    /** A worker process; resolves with it and its runner's id once the runner has started. */
    async function startWorker(name: string): Promise<{ worker: NodeProcess; runnerId: string }> {
      if (!build) throw new Error("no build");
      const worker = startNodeProcess(
        build.entry("worker.js"),
        { ...deploymentEnv(name), WORKER_CONCURRENCY: String(WORKER_SLOTS) },
        { nodeArgs: NODE_ARGS },
      );
      workers.set(name, worker);
      await worker.waitForOutput(/job runner \S+ started with/, 30_000);
      const runnerId = /job runner (\S+) started with/.exec(worker.output())?.[1];
      if (!runnerId) throw new Error(`${name}: no runner id in\n${worker.output()}`);
      return { worker, runnerId };
    }

    /** On a failure: every process's output, kept in a directory of its own. */
    function keepLogs(): string {
      const directory = mkdtempSync(path.join(os.tmpdir(), "hangar-log-scale-out-logs-"));
      const named = [...workers.entries(), ...apis.map((api, i) => [`api-${i + 1}`, api] as const)];
      for (const [name, child] of named) writeFileSync(path.join(directory, `${name}.log`), child.output());
      return `logs of every process in ${directory}`;
    }

    const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => {
      if (!cluster) throw new Error("no PostgreSQL");
      return adminQuery<Row>(cluster.url, text, values);
    };
    const tasks = () =>
      query<TaskRow & Record<string, unknown>>(
        "select id, document_id, status, attempts, crashes, locked_by, lease_expires_at from processing_queue",
      );

    let setupSeconds = "";
    beforeAll(async () => {
      const setupStarted = performance.now();
      const s3Directory = tempDir("s3");
      s3 = new S3rver({
        address: "127.0.0.1",
        port: 0,
        silent: true,
        directory: s3Directory,
        configureBuckets: [{ name: BUCKET }],
      });
      s3Url = `http://127.0.0.1:${(await s3.run()).port}`;
      await ai.start();
      [build, cluster] = await Promise.all([prepareProductionBuild(), startOwnCluster()]);

      // As a deployment does: the migrations first, by the command for it.
      if (!build) throw new Error("no build");
      await run(process.execPath, [...NODE_ARGS, build.entry("migrate.js")], {
        env: { PATH: process.env.PATH ?? "", ...deploymentEnv("migrate") },
        timeout: 60_000,
      });
      await recordQueueHistory(cluster.url);
      // Both at once, as replicas start: each ensures the same administrator.
      await Promise.all([startApi("api-1"), startApi("api-2")]);
      setupSeconds = ((performance.now() - setupStarted) / 1000).toFixed(1);
    }, 180_000);

    afterAll(async () => {
      for (const worker of workers.values()) await worker.kill();
      for (const api of apis) await api.kill();
      await s3?.close();
      await ai.stop();
      await cluster?.stop();
      build?.remove();
      for (const directory of directories) rmSync(directory, { recursive: true, force: true });
    });

    /** Users made by the administrator on one API and signed in on the other (sessions live in the database). */
    async function createUsers(): Promise<Session[]> {
      const [first, second] = apis as [ServerProcess, ServerProcess];
      const login = await call(first.baseUrl, "/api/login", { method: "POST", json: ADMIN });
      expectStatus(login, 200);
      const adminCookie = cookieOf(login);
      return Promise.all(
        Array.from({ length: USERS }, async (_, index) => {
          const [creator, home] = index % 2 === 0 ? [first, second] : [second, first];
          const email = `scale-user-${index}@example.com`;
          const created = await call(creator.baseUrl, "/api/admin/users", {
            method: "POST",
            cookie: adminCookie,
            json: { fullName: `Scale User ${index}`, email, password: USER_PASSWORD, role: "user" },
          });
          expectStatus(created, 201);
          const signedIn = await call(home.baseUrl, "/api/login", {
            method: "POST",
            json: { email, password: USER_PASSWORD },
          });
          expectStatus(signedIn, 200);
          return { api: home, cookie: cookieOf(signedIn) };
        }),
      );
    }

    /** Presign, PUT to S3 and complete on one API; ask for processing on the other. */
    async function uploadAndQueue(users: Session[], index: number): Promise<Queued> {
      const user = users[index % USERS] as Session;
      const [uploadApi, processApi] = index % 2 === 0 ? [apis[0], apis[1]] : [apis[1], apis[0]];
      if (!uploadApi || !processApi) throw new Error("no APIs");
      const marker = markerOf(index);
      const bytes = Buffer.from(
        [
          `Scale ${marker}`,
          "Aircraft Mechanic, Blue Ridge Aviation, Asheville, NC",
          "March 2018 - Present",
          `Reference: ${marker}`,
        ].join("\n"),
      );
      const presigned = await call(uploadApi.baseUrl, "/api/upload/presigned-url", {
        method: "POST",
        cookie: user.cookie,
        json: { filename: `${marker}.txt`, contentType: "text/plain" },
      });
      expectStatus(presigned, 200);
      const { url, objectPath } = presigned.body as { url: string; objectPath: string };
      const put = await fetch(new URL(url, uploadApi.baseUrl), {
        method: "PUT",
        headers: { "content-type": "text/plain" },
        body: bytes,
      });
      expect(put.status, await put.text()).toBe(200);
      const completed = await call(uploadApi.baseUrl, "/api/upload/complete", {
        method: "POST",
        cookie: user.cookie,
        json: {
          objectPath,
          filename: `${marker}.txt`,
          fileSize: bytes.length,
          mimeType: "text/plain",
          documentType: "resume",
        },
      });
      expectStatus(completed, 201);
      const documentId = (completed.body as { id: string }).id;
      const queued = await call(processApi.baseUrl, `/api/uploads/resume/${documentId}/process`, {
        method: "POST",
        cookie: user.cookie,
        json: { overwrite: true },
      });
      expectStatus(queued, 201);
      return { marker, documentId, owner: user.cookie };
    }

    it("completes every document exactly once across SIGTERM, SIGKILL, replacements and a PostgreSQL restart", async () => {
      if (!cluster) throw new Error("no PostgreSQL");
      const pgCluster = cluster;
      const started = performance.now();
      const users = await createUsers();
      const first = await startWorker("worker-1");
      const second = await startWorker("worker-2");

      // Four uploads at a time, alternating between the APIs.
      const queued: Queued[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (next < DOCUMENTS) queued.push(await uploadAndQueue(users, next++));
        }),
      );
      const documentOfMarker = new Map(queued.map((item) => [item.marker, item.documentId]));

      // Mid-run: some documents done, and each worker waiting on the model for one of its own.
      const doneAtFault = await waitFor(
        "both workers to be mid-task with documents done",
        async () => {
          const done = (await tasks()).filter((task) => task.status === "completed").length;
          return done >= 8 && ai.inFlight("worker-1").length > 0 && ai.inFlight("worker-2").length > 0
            ? done
            : undefined;
        },
        60_000,
        50,
      );

      // SIGTERM worker 1, whose document in the model's hands now outlasts the shutdown's grace.
      const heldMarker = ai.inFlight("worker-1")[0]?.marker;
      if (!heldMarker) throw new Error("no marker in worker 1's request");
      ai.hold("worker-1", heldMarker);
      const heldDocument = documentOfMarker.get(heldMarker);
      const terminatedAt = Date.now();
      first.worker.terminate();
      const third = startWorker("worker-3");

      // SIGKILL worker 2 (its document in the model's hands is held too, so it surely holds a task):
      // what it held stays held by nobody until the lease runs out.
      const killedMarker = ai.inFlight("worker-2")[0]?.marker;
      if (!killedMarker) throw new Error("no marker in worker 2's request");
      ai.hold("worker-2", killedMarker);
      await second.worker.kill();
      const killedHeld = (await tasks()).filter(
        (task) => task.status === "processing" && task.locked_by === second.runnerId,
      );
      expect(killedHeld.length, "tasks worker 2 held when killed").toBeGreaterThan(0);
      const fourth = startWorker("worker-4");
      await Promise.all([third, fourth]);

      // PostgreSQL restarts while the replacements process and worker 1 still waits out its grace.
      await waitFor(
        "a replacement to be mid-task",
        async () => (ai.inFlight("worker-3").length + ai.inFlight("worker-4").length > 0 ? true : undefined),
        30_000,
        50,
      );
      const beforeRestart = await tasks();
      const restartStarted = new Date();
      await pgCluster.pgCtl("restart", "-m", "fast", "-w", "-t", "30");
      const restartEnded = new Date();
      expect(first.worker.exited(), "worker 1 was still in its grace at the restart").toBe(false);
      expect(
        beforeRestart.filter((task) => task.status === "queued").length,
        "documents still queued at the restart",
      ).toBeGreaterThan(0);

      // Worker 1 gives its document back once the grace is over, and exits 0 within the 25 s that
      // docs/operations.md promises ('Stopping').
      const exitCode = await first.worker.waitForExit(STOPPED_WITHIN_MS + 5_000);
      const stopMs = Date.now() - terminatedAt;
      expect(exitCode, first.worker.output().slice(-4000)).toBe(0);
      expect(stopMs).toBeGreaterThanOrEqual(SHUTDOWN_GRACE_MS - 1_000);
      expect(stopMs).toBeLessThan(STOPPED_WITHIN_MS);
      expect(first.worker.output()).toMatch(/worker stopped cleanly/);
      const releasedInLog = logLines(first.worker.output())
        .filter((line) => line.msg === "released the task back to the queue at shutdown")
        .map((line) => line.taskId);

      const finished = await waitFor(
        "every document to be processed",
        async () => {
          const rows = await tasks();
          const failed = rows.filter((task) => task.status === "failed");
          if (failed.length > 0) throw new Error(`failed: ${JSON.stringify(failed)}`);
          return rows.length === DOCUMENTS && rows.every((task) => task.status === "completed")
            ? rows
            : undefined;
        },
        90_000,
        200,
      ).catch(async (error: unknown) => {
        const open = (await tasks().catch(() => [])).filter((task) => task.status !== "completed");
        throw new Error(`${String(error)}\nnot completed: ${JSON.stringify(open)}\n${keepLogs()}`);
      });
      const history = await queueHistory(pgCluster.url);
      const report = summarize(history, { killed: second.runnerId, terminated: first.runnerId });

      // Every document once: one task each, completed once, never failed; the model saw each.
      expect(new Set(finished.map((task) => task.document_id))).toEqual(new Set(documentOfMarker.values()));
      for (const task of finished) {
        const completions = history.filter(
          (change) => change.taskId === task.id && change.status === "completed",
        );
        expect(completions, `completions of ${task.document_id}`).toHaveLength(1);
      }
      expect(history.filter((change) => change.status === "failed")).toEqual([]);
      const answered = new Set(ai.requests.filter((r) => r.outcome === "answered").map((r) => r.marker));
      expect([...documentOfMarker.keys()].filter((marker) => !answered.has(marker))).toEqual([]);

      // Crashes: exactly the tasks the killed worker held, once each; nothing for the shutdown's
      // release or the restart, and every other given-back attempt was refunded.
      const killedIds = new Set(killedHeld.map((task) => task.id));
      expect(new Set(finished.filter((task) => task.crashes > 0).map((task) => task.id))).toEqual(killedIds);
      for (const task of finished) {
        expect(task.crashes, `crashes of ${task.document_id}`).toBe(killedIds.has(task.id) ? 1 : 0);
        expect(task.attempts, `attempts of ${task.document_id}`).toBe(1 + task.crashes);
      }

      // The task given back at shutdown is the held document's, taken again within 5 s.
      const heldTask = finished.find((task) => task.document_id === heldDocument);
      expect(report.releasedAtShutdown.map((release) => release.taskId)).toEqual([heldTask?.id]);
      expect(releasedInLog).toEqual([heldTask?.id]);
      for (const release of report.releasedAtShutdown) {
        const retaken = nextClaim(history, release);
        expect(retaken, `task ${release.taskId} was taken again`).toBeDefined();
        expect(retaken!.at.getTime() - release.at.getTime()).toBeLessThan(5_000);
      }

      // The killed worker's tasks were taken again only after their lease had run out.
      for (const task of killedHeld) {
        const recovered = history.find(
          (change) =>
            change.taskId === task.id &&
            change.oldLockedBy === second.runnerId &&
            change.status !== "processing",
        );
        expect(recovered, `task ${task.id} put back`).toBeDefined();
        expect(recovered!.at.getTime()).toBeGreaterThanOrEqual(task.lease_expires_at!.getTime());
        const retaken = nextClaim(history, recovered!);
        expect(retaken!.at.getTime()).toBeGreaterThanOrEqual(task.lease_expires_at!.getTime());
      }

      // Each user sees their five documents processed, through either API after the restart.
      for (const [index, user] of users.entries()) {
        const api = apis[index % 2] as ServerProcess;
        const list = await call(api.baseUrl, "/api/uploads", { cookie: user.cookie });
        expectStatus(list, 200);
        const statuses = (list.body as { processingStatus: string }[]).map((item) => item.processingStatus);
        expect(statuses).toEqual(Array(DOCUMENTS / USERS).fill("completed"));
      }

      // The replacements and the APIs stop cleanly on SIGTERM.
      const survivors = [(await third).worker, (await fourth).worker, ...apis];
      for (const survivor of survivors) survivor.terminate();
      for (const survivor of survivors) {
        expect(await survivor.waitForExit(SHUTDOWN_GRACE_MS + 10_000), survivor.output().slice(-3000)).toBe(
          0,
        );
      }
      console.info(
        `scale-out: ${DOCUMENTS} documents, ${doneAtFault} done at the first fault; setup ${setupSeconds} s, ` +
          `run ${((performance.now() - started) / 1000).toFixed(1)} s; killed worker held ${killedHeld.length}; ` +
          `worker 1 stopped ${stopMs} ms after SIGTERM; restart ${restartEnded.getTime() - restartStarted.getTime()} ms with ` +
          `${beforeRestart.filter((task) => task.status === "queued").length} queued; ${report.summary}`,
      );
    }, 170_000);
  },
);

/** A process's JSON log lines (the rest of its output skipped). */
function logLines(output: string): { msg?: string; taskId?: string }[] {
  return output.split("\n").flatMap((line) => {
    if (!line.startsWith("{")) return [];
    try {
      return [JSON.parse(line) as { msg?: string; taskId?: string }];
    } catch {
      return [];
    }
  });
}

/** The first claim of the task after `change`. */
function nextClaim(history: QueueChange[], change: QueueChange): QueueChange | undefined {
  const from = history.indexOf(change);
  return history
    .slice(from + 1)
    .find((later) => later.taskId === change.taskId && later.status === "processing");
}

/** The releases by the SIGTERMed worker at shutdown (ready again at once, unlike a retry after a fault). */
function summarize(history: QueueChange[], runners: { killed: string; terminated: string }) {
  const givenBack = history.filter(
    (change) => change.oldStatus === "processing" && change.status === "queued",
  );
  const releasedAtShutdown = givenBack.filter(
    (change) =>
      change.oldLockedBy === runners.terminated &&
      change.crashes === 0 &&
      change.readyAt !== null &&
      change.readyAt.getTime() <= change.at.getTime() + 100,
  );
  const claims = history.filter((change) => change.status === "processing").length;
  return {
    releasedAtShutdown,
    summary: `${claims} claims, ${givenBack.length} given back (${releasedAtShutdown.length} at shutdown)`,
  };
}
