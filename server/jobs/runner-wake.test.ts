// The runner takes a queued task when it is woken, not at its next poll, and takes nothing before its
// handler has warmed up (docs/decisions/0061-cold-start.md). The poll interval here is an hour: a task
// taken at all was taken by a wake-up. Claims are counted through the queue module.
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseConnection } from "../db/client";
import { processingQueue, users } from "../db/schema/index";
import { createTestDatabase } from "../test/db";
import { insertTask } from "./queue.repo";
import { JobRunner, type TaskHandler } from "./runner";

const claims = vi.hoisted(() => ({ count: 0, after: null as null | (() => Promise<void>) }));
vi.mock("./queue.repo", async (importOriginal) => {
  const real = await importOriginal<typeof import("./queue.repo")>();
  return {
    ...real,
    async claimNextTask(...args: Parameters<typeof real.claimNextTask>) {
      const task = await real.claimNextTask(...args);
      claims.count += 1;
      const after = claims.after;
      claims.after = null;
      await after?.();
      return task;
    },
  };
});

const HOUR = 3_600_000;
const logger = pino({ level: "silent" });
let database: DatabaseConnection;
let userId: string;
let jobRunner: JobRunner | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({ email: "wake@example.com", fullName: "Wake Test", password: "x" })
    .returning();
  userId = user!.id;
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(processingQueue);
  claims.count = 0;
  claims.after = null;
});
afterEach(async () => {
  await jobRunner?.stop(50);
  jobRunner = null;
  vi.restoreAllMocks();
});

const queueTask = () =>
  insertTask(database.db, {
    userId,
    documentType: "resume",
    documentId: crypto.randomUUID(),
    readyAt: new Date(Date.now() - 1000),
    createdAt: new Date(),
  });

/** A handler whose `done` resolves with the id of the first task it runs. */
function recordingHandler(extra: Partial<TaskHandler> = {}) {
  let ran!: (id: string) => void;
  const done = new Promise<string>((resolve) => {
    ran = resolve;
  });
  const handler: TaskHandler = {
    async run({ task }) {
      ran(task.id);
    },
    ...extra,
  };
  return { handler, done };
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

const start = (handler: TaskHandler) => {
  jobRunner = new JobRunner({
    db: database.db,
    clock: () => new Date(),
    handler,
    logger,
    concurrency: 1,
    pollMs: HOUR,
  });
  jobRunner.start();
  return jobRunner;
};

describe("job runner wake-ups", () => {
  it("takes a task queued while it waits as soon as it is woken, without waiting for the poll", async () => {
    const idle = vi.spyOn(JobRunner.prototype as unknown as { idle(wakes: number): Promise<void> }, "idle");
    const { handler, done } = recordingHandler();
    const runner = start(handler);
    await until(() => idle.mock.calls.length === 1);
    expect(claims.count).toBe(1);

    const task = await queueTask();
    runner.wake();
    expect(await done).toBe(task.id);
    // One look at start, one when woken: no poll came in between.
    expect(claims.count).toBe(2);
  });

  it("does not lose a wake-up that comes while it is looking at the queue", async () => {
    const { handler, done } = recordingHandler();
    let task: { id: string } | undefined;
    // The first look finds nothing; a task is queued and the runner woken before it starts waiting.
    claims.after = async () => {
      task = await queueTask();
      jobRunner!.wake();
    };
    start(handler);
    expect(await done).toBe(task!.id);
    expect(claims.count).toBe(2);
  });

  it("takes nothing before its handler has warmed up", async () => {
    const task = await queueTask();
    let warm!: () => void;
    const warmed = new Promise<void>((resolve) => {
      warm = resolve;
    });
    const { handler, done } = recordingHandler({ warmUp: () => warmed });
    start(handler);
    // Time for a runner that did not wait to claim the task (it would within a few milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(claims.count).toBe(0);
    expect(
      (await database.db.select().from(processingQueue).where(eq(processingQueue.id, task.id)))[0],
    ).toMatchObject({
      status: "queued",
    });
    warm();
    expect(await done).toBe(task.id);
  });

  it("still starts when warming up fails", async () => {
    const task = await queueTask();
    const { handler, done } = recordingHandler({ warmUp: () => Promise.reject(new Error("no threads")) });
    start(handler);
    expect(await done).toBe(task.id);
  });
});
