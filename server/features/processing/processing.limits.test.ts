import { MAX_OPEN_TASKS_PER_USER } from "@domain/constants";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processingQueue } from "../../db/schema/index";
import { isUniqueViolation } from "../../lib/database-errors";
import { createTestApp, type TestApp } from "../../test/app";
import { uploadDocument } from "../../test/uploads";
import { createSignedInUser, type SignedInUser } from "../../test/users";
import { PROCESSING_MESSAGES } from "./processing.service";

// No runner in this app (WORKER_CONCURRENCY=0): tasks stay queued, as behind a long queue.
let testApp: TestApp;
let alice: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  alice = await createSignedInUser(testApp);
});
afterAll(() => testApp.close());

const processDocument = (user: SignedInUser, documentId: string) =>
  testApp.app.inject({
    method: "POST",
    url: `/api/uploads/resume/${documentId}/process`,
    headers: { cookie: user.cookie },
    payload: { overwrite: true },
  });

const upload = (user: SignedInUser, name: string) =>
  uploadDocument(testApp, user, { filename: `${name}.txt`, bytes: Buffer.from(`${name} Mechanic\n`) });

const openTasksOf = (documentId: string) =>
  testApp.app.db
    .select()
    .from(processingQueue)
    .where(
      and(
        eq(processingQueue.documentId, documentId),
        inArray(processingQueue.status, ["queued", "processing"]),
      ),
    );

describe("one open task per document", () => {
  it("creates exactly one task when 60 Process calls on one document arrive at once", async () => {
    const document = await upload(alice, "Racing");
    const answers = await Promise.all(Array.from({ length: 60 }, () => processDocument(alice, document.id)));

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(59);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ code: "conflict", message: PROCESSING_MESSAGES.alreadyRunning });
    expect(await openTasksOf(document.id)).toHaveLength(1);
  });

  it("is enforced by the database, whatever the code before it checked", async () => {
    const document = await upload(alice, "Indexed");
    expect((await processDocument(alice, document.id)).statusCode).toBe(201);
    const duplicate = testApp.app.db.insert(processingQueue).values({
      userId: alice.user.id,
      documentType: "resume",
      documentId: document.id,
      status: "processing",
    });
    const error = await duplicate.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isUniqueViolation(error, "processing_queue_open_document_idx")).toBe(true);
    // A finished task does not count: the document can be processed again once it is done.
    await testApp.app.db
      .update(processingQueue)
      .set({ status: "failed" })
      .where(eq(processingQueue.documentId, document.id));
    expect((await processDocument(alice, document.id)).statusCode).toBe(201);
  });
});

describe("open tasks per user", () => {
  it(`refuses a ${MAX_OPEN_TASKS_PER_USER + 1}th open task with 429 and a clear message, and accepts it once one ends`, async () => {
    const busy = await createSignedInUser(testApp);
    const documents = [];
    for (let index = 0; index <= MAX_OPEN_TASKS_PER_USER; index++) {
      documents.push(await upload(busy, `Doc${index}`));
    }
    const extra = documents.pop()!;
    // Concurrent calls too: the cap holds under a race.
    const answers = await Promise.all(documents.map((document) => processDocument(busy, document.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(documents.map(() => 201));

    const refused = await processDocument(busy, extra.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("60");
    expect(refused.json()).toMatchObject({
      code: "too_many_requests",
      message: PROCESSING_MESSAGES.tooManyOpenTasks,
    });
    expect(await openTasksOf(extra.id)).toHaveLength(0);

    // Another user is not held back by this one's backlog.
    const other = await upload(alice, "Other");
    expect((await processDocument(alice, other.id)).statusCode).toBe(201);

    await testApp.app.db
      .update(processingQueue)
      .set({ status: "completed" })
      .where(eq(processingQueue.documentId, documents[0]!.id));
    expect((await processDocument(busy, extra.id)).statusCode).toBe(201);
  });

  it("holds the cap when the calls for many documents race", async () => {
    const racer = await createSignedInUser(testApp);
    const documents = [];
    for (let index = 0; index < MAX_OPEN_TASKS_PER_USER + 5; index++) {
      documents.push(await upload(racer, `Race${index}`));
    }
    const answers = await Promise.all(documents.map((document) => processDocument(racer, document.id)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_OPEN_TASKS_PER_USER);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });
});
