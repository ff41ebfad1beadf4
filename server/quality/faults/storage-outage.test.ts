// Fault: the S3-compatible object storage is down (the S3 counterpart of storage-write-failure,
// docs/product.md §13.3). s3rver runs in this process and is stopped while the file is already stored, so the
// API's HEAD/GET meet a closed port. Completion answers the same clear, retryable 503 as a failed local
// write, registers nothing and keeps the upload open, so completing again once the storage is back works.
// Processing a document while the storage is down is retried, and fails with a message about the storage,
// never the generic one.

import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { MAX_PROCESSING_ATTEMPTS } from "@domain/constants";
import { EMPTY_TRAINING_DOCUMENT } from "@domain/schemas/training-document";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processingQueue, resumeUploads, trainingUploads, uploadIntents } from "../../db/schema/index";
import {
  createDocumentTaskHandler,
  type DocumentPipeline,
  STORAGE_UNAVAILABLE_PROCESSING_MESSAGE,
} from "../../features/processing/document-task-handler";
import { serviceContext } from "../../features/service-context";
import { JobRunner } from "../../jobs/runner";
import { STORAGE_UNAVAILABLE_MESSAGE } from "../../lib/storage/index";
import { createTestApp, type TestApp } from "../../test/app";
import { makePdf } from "../../test/documents";
import { createSignedInUser, type SignedInUser } from "../../test/users";

const PDF = "application/pdf";
const BUCKET = "hangar-uploads";

let s3Directory: string;
let s3: S3rver | undefined;
let s3Port = 0;
let t: TestApp;
let runner: JobRunner | undefined;
let owner: SignedInUser;
let pdf: Buffer;
/** The runner's retry delays are read from the clock: the test moves it instead of waiting. */
let clockOffsetMs = 0;

async function startStorage(): Promise<void> {
  s3 = new S3rver({
    address: "127.0.0.1",
    port: s3Port,
    silent: true,
    directory: s3Directory,
    configureBuckets: [{ name: BUCKET }],
  });
  s3Port = (await s3.run()).port;
}

async function stopStorage(): Promise<void> {
  await s3?.close();
  s3 = undefined;
}

beforeAll(async () => {
  s3Directory = mkdtempSync(path.join(os.tmpdir(), "hangar-log-s3-outage-"));
  await startStorage();
  t = await createTestApp({
    clock: () => new Date(Date.now() + clockOffsetMs),
    env: {
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_REGION: "us-east-1",
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
  });
  owner = await createSignedInUser(t);
  pdf = await makePdf("Logbook page: A&P inspection");
});

afterAll(async () => {
  await runner?.stop(1_000);
  await t?.close();
  await stopStorage();
  if (s3Directory) rmSync(s3Directory, { recursive: true, force: true });
});

/** Presign and PUT the PDF to s3rver, as the browser does. */
async function storeFile(): Promise<string> {
  const issued = await t.app.inject({
    method: "POST",
    url: "/api/upload/presigned-url",
    headers: { cookie: owner.cookie },
    payload: { filename: "logbook.pdf", contentType: PDF },
  });
  expect(issued.statusCode, issued.body).toBe(200);
  const { url, objectPath } = issued.json() as { url: string; objectPath: string };
  const put = await fetch(url, {
    method: "PUT",
    body: new Uint8Array(pdf),
    headers: { "content-type": PDF },
  });
  expect(put.status).toBe(200);
  return objectPath;
}

const complete = (objectPath: string, documentType: "resume" | "training") =>
  t.app.inject({
    method: "POST",
    url: "/api/upload/complete",
    headers: { cookie: owner.cookie },
    payload: { objectPath, filename: "logbook.pdf", fileSize: pdf.length, mimeType: PDF, documentType },
  });

describe("storage fault: the S3 storage is down", () => {
  it("complete answers 503 JSON with Retry-After, registers nothing, and succeeds once the storage is back", async () => {
    const objectPath = await storeFile();
    await stopStorage();
    try {
      const refused = await complete(objectPath, "resume");
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.headers["content-type"]).toContain("application/json");
      expect(refused.json()).toEqual({
        error: STORAGE_UNAVAILABLE_MESSAGE,
        message: STORAGE_UNAVAILABLE_MESSAGE,
        code: "storage_unavailable",
      });
      expect(refused.headers["retry-after"]).toBe("5");

      const rows = await t.app.db.select().from(resumeUploads).where(eq(resumeUploads.userId, owner.user.id));
      expect(rows).toEqual([]);
      // The upload stays open (not completed, not marked for cleanup): the user can press complete again.
      const [intent] = await t.app.db
        .select()
        .from(uploadIntents)
        .where(eq(uploadIntents.objectPath, objectPath));
      expect(intent).toMatchObject({ completedAt: null, documentType: null });
    } finally {
      await startStorage();
    }

    const completed = await complete(objectPath, "resume");
    expect(completed.statusCode, completed.body).toBe(201);
    const rows = await t.app.db.select().from(resumeUploads).where(eq(resumeUploads.userId, owner.user.id));
    expect(rows.map((row) => row.fileUrl)).toEqual([objectPath]);
  });

  it("processing while the storage is down is retried with attempts counted, and works again after it", async () => {
    const objectPath = await storeFile();
    const completed = await complete(objectPath, "training");
    expect(completed.statusCode, completed.body).toBe(201);
    const documentId = (completed.json() as { id: string }).id;

    const pipeline: DocumentPipeline = {
      extractText: async () => "Logbook page: A&P inspection",
      extractResume: async () => {
        throw new Error("not used for training documents");
      },
      readTraining: async () => ({ ...EMPTY_TRAINING_DOCUMENT }),
      describeError: () => null,
    };
    const logger = pino({ level: "silent" });
    runner = new JobRunner({
      db: t.app.db,
      clock: t.app.clock,
      handler: createDocumentTaskHandler(serviceContext(t.app), pipeline),
      logger,
      concurrency: 1,
      pollMs: 20,
    });
    runner.start();

    const taskOf = async () => {
      const [task] = await t.app.db
        .select()
        .from(processingQueue)
        .where(and(eq(processingQueue.documentType, "training"), eq(processingQueue.documentId, documentId)))
        .orderBy(processingQueue.createdAt);
      return task;
    };
    const waitForTask = async (expected: { status: string; attempts: number }) => {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const task = await taskOf();
        if (task?.status === expected.status && task.attempts === expected.attempts) return task;
        if (Date.now() > deadline)
          throw new Error(`task never reached ${JSON.stringify(expected)}: ${JSON.stringify(task)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const documentStatus = async () => {
      const [row] = await t.app.db.select().from(trainingUploads).where(eq(trainingUploads.id, documentId));
      return { processingStatus: row?.processingStatus, errorMessage: row?.errorMessage };
    };
    const process = () =>
      t.app.inject({
        method: "POST",
        url: `/api/uploads/training/${documentId}/process`,
        headers: { cookie: owner.cookie },
      });

    await stopStorage();
    try {
      expect((await process()).statusCode).toBe(201);
      // Each failed read gives the task back to the queue for a later attempt instead of failing it.
      for (let attempt = 1; attempt < MAX_PROCESSING_ATTEMPTS; attempt++) {
        const task = await waitForTask({ status: "queued", attempts: attempt });
        expect(task.errorMessage).toBeNull();
        expect(await documentStatus()).toEqual({ processingStatus: "queued", errorMessage: null });
        clockOffsetMs += 1_000 * 2 ** attempt; // the retry is due
      }
      // The last attempt fails, and the user reads that the storage was the problem.
      const failed = await waitForTask({ status: "failed", attempts: MAX_PROCESSING_ATTEMPTS });
      expect(failed.errorMessage).toBe(STORAGE_UNAVAILABLE_PROCESSING_MESSAGE);
      expect(await documentStatus()).toEqual({
        processingStatus: "failed",
        errorMessage: STORAGE_UNAVAILABLE_PROCESSING_MESSAGE,
      });
    } finally {
      await startStorage();
    }

    // The storage is back: processing the same document again works.
    expect((await process()).statusCode).toBe(201);
    const deadline = Date.now() + 10_000;
    while ((await documentStatus()).processingStatus !== "completed") {
      if (Date.now() > deadline)
        throw new Error(`never completed: ${JSON.stringify(await documentStatus())}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});
