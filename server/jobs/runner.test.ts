import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/client";
import { processingQueue, users } from "../db/schema/index";
import { manualClock } from "../test/app";
import { createTestDatabase } from "../test/db";
import {
  ABANDONED_TASK_MESSAGE,
  CRASHED_DOCUMENT_MESSAGE,
  GENERIC_FAILURE_MESSAGE,
  PermanentJobError,
  RetryableJobError,
} from "./job-errors";
import { claimNextTask, recoverAbandonedTasks } from "./queue.repo";
import { JobRunner, type TaskHandler } from "./runner";

const logger = pino({ level: "silent" });
// Every timestamp the runner writes comes from this clock, so the tests assert exact times and make
// leases and back-offs elapse by advancing it; only the runner's own polling waits in real time.
const time = manualClock();
const clock = time.clock;
let database: DatabaseConnection;
let userId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({ email: "runner@example.com", fullName: "Runner Test", password: "x" })
    .returning();
  userId = user!.id;
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(processingQueue);
});

async function queueTasks(count: number, readyAt: Date | null = new Date(clock().getTime() - 1000)) {
  const rows = Array.from({ length: count }, () => ({
    userId,
    documentType: "resume" as const,
    documentId: crypto.randomUUID(),
    readyAt,
  }));
  return database.db.insert(processingQueue).values(rows).returning();
}

const taskById = async (id: string) =>
  (await database.db.select().from(processingQueue).where(eq(processingQueue.id, id)))[0]!;

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function runner(handler: TaskHandler, options: Partial<ConstructorParameters<typeof JobRunner>[0]> = {}) {
  return new JobRunner({ db: database.db, clock, handler, logger, concurrency: 2, pollMs: 20, ...options });
}

describe("job runner", () => {
  it("tells its observer how each task ended and how long it ran, and survives an observer that throws", async () => {
    const [good, bad, permanent] = await queueTasks(3);
    const events: { documentType: string; outcome: string; durationMs: number }[] = [];
    const jobRunner = runner(
      {
        async run({ task }) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          if (task.id === bad!.id) throw new Error("a passing failure");
          if (task.id === permanent!.id) throw new PermanentJobError("not a resume");
        },
      },
      {
        observer(event) {
          events.push(event);
          if (events.length === 1) throw new Error("a broken counter");
        },
      },
    );
    jobRunner.start();
    await waitFor(async () => events.length >= 3);
    await jobRunner.stop();
    expect(events.map((event) => event.outcome).sort()).toEqual(["completed", "failed", "retried"]);
    for (const event of events) {
      expect(event.documentType).toBe("resume");
      expect(event.durationMs).toBeGreaterThanOrEqual(15);
    }
    expect((await taskById(good!.id)).status).toBe("completed");
  });

  it("processes a task once, reports progress and completes it", async () => {
    const [task] = await queueTasks(1);
    const runs: string[] = [];
    const statuses: string[] = [];
    const seenProgress: number[] = [];
    const jobRunner = runner({
      async run({ task: running, progress }) {
        runs.push(running.id);
        await progress(30);
        seenProgress.push((await taskById(running.id)).progress);
      },
      async onStatusChange(_task, status) {
        statuses.push(status);
      },
    });
    jobRunner.start();
    await waitFor(async () => (await taskById(task!.id)).status === "completed");
    await jobRunner.stop();
    const done = await taskById(task!.id);
    expect(runs).toEqual([task!.id]);
    expect(seenProgress).toEqual([30]);
    expect(statuses).toEqual(["processing", "completed"]);
    expect(done).toMatchObject({
      progress: 100,
      attempts: 1,
      lockedBy: null,
      leaseExpiresAt: null,
      startedAt: clock(),
      completedAt: clock(),
    });
  });

  it("records a task's outcome and its document's status together, or neither", async () => {
    const [task] = await queueTasks(1);
    let completions = 0;
    const jobRunner = runner(
      {
        async run() {},
        async onStatusChange(_task, status, _message, tx) {
          if (status !== "completed") return;
          completions++;
          // Inside the transaction that completes the task: it reads as completed there...
          expect(
            (await tx!.select().from(processingQueue).where(eq(processingQueue.id, task!.id)))[0]?.status,
          ).toBe("completed");
          // ...and the first time, the document's update fails: the completion must not stay.
          if (completions === 1) throw new Error("the document update failed");
        },
      },
      { concurrency: 1 },
    );
    jobRunner.start();
    await waitFor(async () => completions >= 1);
    await jobRunner.stop();
    // Rolled back with the failed document update, then settled as an attempt that failed.
    const after = await taskById(task!.id);
    expect(after.status).not.toBe("completed");
    expect(after.completedAt).toBeNull();
  });

  it("leaves a task without readyAt (waiting for an administrator) alone", async () => {
    const [waiting] = await queueTasks(1, null);
    const jobRunner = runner({ async run() {} });
    jobRunner.start();
    await new Promise((resolve) => setTimeout(resolve, 150));
    await jobRunner.stop();
    expect((await taskById(waiting!.id)).status).toBe("queued");
  });

  it("fails at once with the user-facing message of a permanent error", async () => {
    const [task] = await queueTasks(1);
    const jobRunner = runner({
      async run() {
        throw new PermanentJobError("This PDF has no text layer; scanned documents are not supported yet");
      },
    });
    jobRunner.start();
    await waitFor(async () => (await taskById(task!.id)).status === "failed");
    await jobRunner.stop();
    expect(await taskById(task!.id)).toMatchObject({
      attempts: 1,
      errorMessage: "This PDF has no text layer; scanned documents are not supported yet",
    });
  });

  it("retries an unexpected error and fails with a readable message when the attempts are spent", async () => {
    const [task] = await queueTasks(1);
    let runs = 0;
    // Each retry waits 2^attempts seconds: the release is read back, then the clock is moved to it.
    const backOffs: number[] = [];
    const jobRunner = runner({
      async run() {
        runs++;
        throw new Error("connection reset by the model server");
      },
      async onStatusChange(_task, status, _message, tx) {
        if (status !== "queued" || !tx) return;
        const [row] = await tx.select().from(processingQueue).where(eq(processingQueue.id, task!.id));
        const readyAt = row?.readyAt?.getTime() ?? Number.NaN;
        backOffs.push(readyAt - clock().getTime());
        time.set(new Date(readyAt));
      },
    });
    jobRunner.start();
    await waitFor(async () => (await taskById(task!.id)).status === "failed");
    await jobRunner.stop();
    expect(runs).toBe(3);
    expect(backOffs).toEqual([2_000, 4_000]);
    expect(await taskById(task!.id)).toMatchObject({ attempts: 3, errorMessage: GENERIC_FAILURE_MESSAGE });
  });

  it("takes over a task whose runner died once its lease expires", async () => {
    const [task] = await queueTasks(1);
    // A runner claims it with a short lease and dies (never renews, never finishes).
    const dead = await claimNextTask(database.db, "dead-runner", clock(), 100);
    expect(dead?.id).toBe(task!.id);
    time.advance(101);
    const jobRunner = runner({ async run() {} }, { runnerId: "survivor" });
    jobRunner.start();
    await waitFor(async () => (await taskById(task!.id)).status === "completed");
    await jobRunner.stop();
    expect(await taskById(task!.id)).toMatchObject({ attempts: 2, status: "completed" });
  });

  it("fails a task whose runner died on its last attempt", async () => {
    const [task] = await queueTasks(1);
    await database.db
      .update(processingQueue)
      .set({
        status: "processing",
        attempts: 3,
        lockedBy: "dead",
        leaseExpiresAt: new Date(clock().getTime() - 1000),
      })
      .where(eq(processingQueue.id, task!.id));
    const jobRunner = runner({ async run() {} });
    jobRunner.start();
    await waitFor(async () => (await taskById(task!.id)).status === "failed");
    await jobRunner.stop();
    expect((await taskById(task!.id)).errorMessage).toBe(ABANDONED_TASK_MESSAGE);
  });

  it("does not run again a document that stopped its runner twice, and tells its owner why", async () => {
    const [task] = await queueTasks(1);
    // Two runners in turn die while holding it (a document that kills whatever parses it).
    await claimNextTask(database.db, "dead-1", clock(), 1);
    time.advance(5);
    await recoverAbandonedTasks(database.db, clock(), {
      crashedMessage: CRASHED_DOCUMENT_MESSAGE,
      abandonedMessage: ABANDONED_TASK_MESSAGE,
    });
    expect(await claimNextTask(database.db, "dead-2", clock(), 1)).toMatchObject({ id: task!.id });
    time.advance(5);

    let runs = 0;
    const statuses: [string, string | null][] = [];
    const jobRunner = runner({
      async run() {
        runs++;
      },
      async onStatusChange(_task, status, message) {
        statuses.push([status, message]);
      },
    });
    jobRunner.start();
    await waitFor(async () => (await taskById(task!.id)).status === "failed");
    await jobRunner.stop();
    expect(runs).toBe(0);
    expect(await taskById(task!.id)).toMatchObject({
      attempts: 2,
      crashes: 2,
      errorMessage: CRASHED_DOCUMENT_MESSAGE,
    });
    expect(statuses).toEqual([["failed", CRASHED_DOCUMENT_MESSAGE]]);
  });

  it("stops a runner that lost its lease from completing the task", async () => {
    const [task] = await queueTasks(1);
    let aborted = false;
    const jobRunner = runner(
      {
        async run({ signal }) {
          // Another runner takes the task over while this one works.
          await database.db
            .update(processingQueue)
            .set({ lockedBy: "someone-else" })
            .where(eq(processingQueue.id, task!.id));
          await new Promise((resolve) => signal.addEventListener("abort", resolve, { once: true }));
          aborted = true;
        },
      },
      { leaseMs: 300, heartbeatMs: 30 },
    );
    jobRunner.start();
    await waitFor(async () => aborted);
    await jobRunner.stop();
    expect(await taskById(task!.id)).toMatchObject({ status: "processing", lockedBy: "someone-else" });
  });

  it("gives a running task back to the queue when stopped before it finishes", async () => {
    const [task] = await queueTasks(1);
    let started = false;
    const jobRunner = runner({
      async run({ signal }) {
        started = true;
        await new Promise((resolve) => signal.addEventListener("abort", resolve, { once: true }));
      },
    });
    jobRunner.start();
    await waitFor(async () => started);
    await jobRunner.stop(50);
    expect(await taskById(task!.id)).toMatchObject({ status: "queued", attempts: 0, lockedBy: null });
  });

  it("processes each of 50 tasks exactly once with two runners", async () => {
    const tasks = await queueTasks(50);
    const runs = new Map<string, number>();
    const handler: TaskHandler = {
      async run({ task }) {
        runs.set(task.id, (runs.get(task.id) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 2));
      },
    };
    const first = runner(handler, { runnerId: "first" });
    const second = runner(handler, { runnerId: "second" });
    first.start();
    second.start();
    await waitFor(async () => {
      const rows = await database.db.select().from(processingQueue);
      return rows.every((row) => row.status === "completed");
    }, 30_000);
    await Promise.all([first.stop(), second.stop()]);
    expect(runs.size).toBe(50);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(tasks.every((task) => runs.has(task.id))).toBe(true);
  });
  describe("when the database restarts", () => {
    const unavailable = () =>
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });

    /** The runner's database, whose next `failures` transactions fail as a restart makes them fail. */
    function blinkingDatabase() {
      const state = { failures: 0 };
      const db = new Proxy(database.db, {
        get(target, property, receiver) {
          if (property === "transaction" && state.failures > 0) {
            return async () => {
              state.failures -= 1;
              throw unavailable();
            };
          }
          return Reflect.get(target, property, receiver);
        },
      });
      return { db, state };
    }

    it("records the outcome once the database is back, with no crash or attempt counted", async () => {
      const [task] = await queueTasks(1);
      const { db, state } = blinkingDatabase();
      const jobRunner = runner(
        {
          async run() {
            state.failures = 3;
          },
        },
        { db, concurrency: 1, settleBackoffMs: 5 },
      );
      jobRunner.start();
      await waitFor(async () => (await taskById(task!.id)).status === "completed");
      await jobRunner.stop();
      expect(state.failures).toBe(0);
      expect(await taskById(task!.id)).toMatchObject({ status: "completed", attempts: 1, crashes: 0 });
    });

    it("spends the attempt when the handler says why it failed, whatever the cause", async () => {
      const [task] = await queueTasks(1);
      const jobRunner = runner(
        {
          async run() {
            // The storage's network error looks like a lost connection; the handler said what it was.
            throw new RetryableJobError("The file storage is unavailable.", {
              cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
            });
          },
        },
        { concurrency: 1 },
      );
      jobRunner.start();
      await waitFor(async () => (await taskById(task!.id)).readyAt!.getTime() > clock().getTime());
      await jobRunner.stop();
      expect(await taskById(task!.id)).toMatchObject({ status: "queued", attempts: 1, crashes: 0 });
    });

    it("gives the attempt back when the task itself lost the database", async () => {
      const [task] = await queueTasks(1);
      const jobRunner = runner(
        {
          async run() {
            throw unavailable();
          },
        },
        { concurrency: 1 },
      );
      jobRunner.start();
      await waitFor(async () => (await taskById(task!.id)).readyAt!.getTime() > clock().getTime());
      await jobRunner.stop();
      expect(await taskById(task!.id)).toMatchObject({
        status: "queued",
        attempts: 0,
        crashes: 0,
        readyAt: new Date(clock().getTime() + 5_000),
      });
    });
  });
});
