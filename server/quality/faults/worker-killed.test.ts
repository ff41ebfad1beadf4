// Fault (b): the job runner's process dies in the middle of a task (docs/product.md §13.3). A resume is
// uploaded and queued through the API; `server/worker.ts` runs as a child process and claims it; the
// AI service (a local OpenAI-compatible server) holds the first answer, so the task is surely
// `processing` when the worker gets SIGKILL. A second worker takes the task over once the lease
// (JOB_LEASE_MS, short here) has expired, and completes it: the form is written once.

import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { type DatabaseConnection, openDatabase } from "../../db/client";
import { employmentEntries, processingQueue, resumeUploads, workHistoryForms } from "../../db/schema/index";
import type { TestApp } from "../../test/app";
import { uploadDocument } from "../../test/uploads";
import { createSignedInUser } from "../../test/users";
import { createDatabaseFromTemplate, POSTGRES_URL, type TestDatabase } from "./support/postgres";
import { type NodeProcess, startNodeProcess, TEST_SECRET, waitFor } from "./support/processes";
import { chatCompletion } from "./support/slow-ai";

const LEASE_MS = 2_000;

const RESUME_ANSWER = {
  personal: {
    firstName: "Marcus",
    lastName: "Holloway",
    email: null,
    phone: null,
    roleTitle: null,
    apCertificateNumber: "3498127",
    iaStatus: null,
  },
  employment: [
    {
      key: "employment-1",
      companyName: "Southern Skies Airlines",
      positionTitle: "Aircraft Maintenance Technician",
      operationCategory: "part_121_air_carrier",
      workAddress: "Memphis, TN",
      startDate: "2019-01",
      endDate: null,
      isFullTime: true,
      responsibilities: null,
    },
  ],
};

/** Chat Completions: the first request is held (never answered), the later ones get the resume. */
class FakeAiService {
  readonly requests: number[] = [];
  private readonly held: ServerResponse[] = [];
  private server: Server | undefined;
  baseUrl = "";

  async start(): Promise<void> {
    this.server = createServer((request: IncomingMessage, response: ServerResponse) => {
      request.resume();
      request.on("end", () => {
        this.requests.push(Date.now());
        if (this.requests.length === 1) {
          this.held.push(response);
          return;
        }
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify(chatCompletion(RESUME_ANSWER)));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    for (const response of this.held) response.destroy();
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

describe.skipIf(!POSTGRES_URL)(
  "job runner fault (needs TEST_DATABASE_URL): the worker process is killed during a task",
  () => {
    let database: TestDatabase;
    let connection: DatabaseConnection;
    let testApp: TestApp;
    const ai = new FakeAiService();
    const workers: NodeProcess[] = [];
    let dataDir: string;

    beforeAll(async () => {
      await ai.start();
      database = await createDatabaseFromTemplate();
      dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-log-fault-worker-"));
      const config = loadConfig({ ...workerEnv(), WORKER_CONCURRENCY: "0", LOG_LEVEL: "silent" });
      connection = await openDatabase({ databaseUrl: database.url, dataDir });
      const app = await buildApp({ config, database: connection, logger: false });
      await app.ready();
      testApp = {
        app,
        database: connection,
        dataDir,
        close: async () => {
          await app.close();
          await connection.close();
        },
      };
    });
    afterAll(async () => {
      for (const worker of workers) await worker.kill();
      await testApp?.close();
      await database?.drop();
      await ai.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    /** The API and both workers share the database and DATA_DIR (local storage: the same files). */
    function workerEnv(): Record<string, string> {
      return {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        SESSION_SECRET: TEST_SECRET,
        STORAGE_DRIVER: "local",
        AI_PROVIDER: "openai",
        AI_BASE_URL: ai.baseUrl,
        AI_MODEL: "fault-model",
        AI_API_KEY: "fault-key",
        JOB_LEASE_MS: String(LEASE_MS),
        WORKER_CONCURRENCY: "1",
        LOG_LEVEL: "info",
      };
    }

    function startWorker(): NodeProcess {
      const worker = startNodeProcess("server/worker.ts", workerEnv());
      workers.push(worker);
      return worker;
    }

    const taskOf = async (documentId: string) => {
      const [task] = await testApp.app.db
        .select()
        .from(processingQueue)
        .where(eq(processingQueue.documentId, documentId));
      return task;
    };

    it("a second worker completes the task after the lease expires, writing the form once", async () => {
      const owner = await createSignedInUser(testApp);
      const document = await uploadDocument(testApp, owner, {
        filename: "marcus-holloway.txt",
        bytes: Buffer.from("Marcus Holloway\nAircraft Maintenance Technician, Southern Skies Airlines\n"),
      });
      const started = await testApp.app.inject({
        method: "POST",
        url: `/api/uploads/resume/${document.id}/process`,
        headers: { cookie: owner.cookie },
        payload: { overwrite: true },
      });
      expect(started.statusCode, started.body).toBe(201);

      // Worker 1 claims the task and waits on the AI service: the task is mid-way when it dies.
      const first = startWorker();
      const claimed = await waitFor("worker 1 to be mid-task", async () => {
        const task = await taskOf(document.id);
        return task?.status === "processing" && ai.requests.length === 1 ? task : undefined;
      });
      expect(claimed.attempts).toBe(1);
      await first.kill();
      expect(first.exited()).toBe(true);

      // Nobody renews the lease now; until it expires the task stays with the dead runner.
      const orphaned = await taskOf(document.id);
      expect(orphaned?.status).toBe("processing");
      expect(orphaned?.lockedBy).toBe(claimed.lockedBy);

      const second = startWorker();
      const completed = await waitFor(
        "the task to complete on worker 2",
        async () => {
          const task = await taskOf(document.id);
          return task?.status === "completed" ? task : undefined;
        },
        25_000,
      );
      await second.waitForOutput(/task completed/);
      // Taken over only once the dead runner's lease had run out.
      expect(orphaned?.leaseExpiresAt).toBeInstanceOf(Date);
      expect(completed.startedAt!.getTime()).toBeGreaterThan(orphaned!.leaseExpiresAt!.getTime());
      expect(completed.attempts).toBe(2);
      expect(completed.errorMessage).toBeNull();
      expect(ai.requests).toHaveLength(2);
      expect(first.output()).not.toMatch(/task completed/);

      // The form was written once: one active form with the resume's data, one employment entry.
      const forms = await testApp.app.db
        .select()
        .from(workHistoryForms)
        .where(eq(workHistoryForms.userId, owner.user.id));
      expect(forms).toHaveLength(1);
      expect(forms[0]).toMatchObject({ firstName: "Marcus", lastName: "Holloway", isActive: true });
      const entries = await testApp.app.db
        .select()
        .from(employmentEntries)
        .where(eq(employmentEntries.formId, forms[0]!.id));
      expect(entries.map((entry) => entry.companyName)).toEqual(["Southern Skies Airlines"]);
      const [upload] = await testApp.app.db
        .select()
        .from(resumeUploads)
        .where(and(eq(resumeUploads.id, document.id), eq(resumeUploads.userId, owner.user.id)));
      expect(upload).toMatchObject({ processingStatus: "completed", workHistoryFormId: forms[0]!.id });
    });
  },
);
