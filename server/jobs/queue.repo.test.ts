import { MAX_PROCESSING_CRASHES } from "@domain/constants";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/client";
import { processingQueue, users } from "../db/schema/index";
import { manualClock } from "../test/app";
import { createTestDatabase } from "../test/db";
import { claimNextTask, recoverAbandonedTasks } from "./queue.repo";

const LEASE_MS = 30_000;
const messages = { crashedMessage: "crashed twice", abandonedMessage: "attempts spent" };
const time = manualClock();
let database: DatabaseConnection;
let busyUser: string;
let otherUser: string;

async function createUser(email: string): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({ email, fullName: "Queue Test", password: "x" })
    .returning();
  return user!.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  busyUser = await createUser("busy@example.com");
  otherUser = await createUser("other@example.com");
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(processingQueue);
});

/** Queues one task per entry, each a second after the previous one. */
async function queue(...owners: string[]) {
  const tasks = [];
  for (const userId of owners) {
    time.advance(1000);
    const [task] = await database.db
      .insert(processingQueue)
      .values({
        userId,
        documentType: "resume",
        documentId: crypto.randomUUID(),
        readyAt: time.clock(),
        createdAt: time.clock(),
      })
      .returning();
    tasks.push(task!);
  }
  return tasks;
}

const taskById = async (id: string) =>
  (await database.db.select().from(processingQueue).where(eq(processingQueue.id, id)))[0]!;

describe("claiming", () => {
  it("lets another user's document go before the rest of a busy user's backlog", async () => {
    const [busy1, busy2, busy3] = await queue(busyUser, busyUser, busyUser);
    const [other] = await queue(otherUser);
    const claim = async () => (await claimNextTask(database.db, "runner", time.clock(), LEASE_MS))?.id;

    expect(await claim()).toBe(busy1!.id);
    // The busy user holds a runner now: the other user's newer task goes first (FIFO took busy2).
    expect(await claim()).toBe(other!.id);
    // Both hold one runner: the oldest task again.
    expect(await claim()).toBe(busy2!.id);
    expect(await claim()).toBe(busy3!.id);
    expect(await claim()).toBeUndefined();
  });

  it("does not count a dead runner's task as running for its user", async () => {
    await queue(busyUser);
    const [busy2] = await queue(busyUser);
    const [other] = await queue(otherUser);
    await claimNextTask(database.db, "dies", time.clock(), LEASE_MS);
    time.advance(LEASE_MS + 1);
    // The busy user's task has no live runner: plain age decides.
    expect((await claimNextTask(database.db, "runner", time.clock(), LEASE_MS))?.id).toBe(busy2!.id);
    expect((await claimNextTask(database.db, "runner", time.clock(), LEASE_MS))?.id).toBe(other!.id);
  });

  it("never claims a task whose runner died before it is recovered", async () => {
    const [task] = await queue(busyUser);
    await claimNextTask(database.db, "dies", time.clock(), LEASE_MS);
    time.advance(LEASE_MS + 1);
    expect(await claimNextTask(database.db, "runner", time.clock(), LEASE_MS)).toBeNull();
    expect((await taskById(task!.id)).lockedBy).toBe("dies");
  });
});

describe("a runner that died holding a task", () => {
  it("counts as a failed attempt with its cause recorded, and the task is queued again", async () => {
    const [task] = await queue(busyUser);
    await claimNextTask(database.db, "dies", time.clock(), LEASE_MS);

    // Still within the lease: nothing to recover.
    time.advance(LEASE_MS - 1);
    expect(await recoverAbandonedTasks(database.db, time.clock(), messages)).toEqual([]);

    time.advance(2);
    const [recovered] = await recoverAbandonedTasks(database.db, time.clock(), messages);
    expect(recovered).toMatchObject({
      id: task!.id,
      status: "queued",
      attempts: 1,
      crashes: 1,
      lockedBy: null,
      leaseExpiresAt: null,
      errorMessage: "The processing stopped unexpectedly (attempt 1).",
    });
    expect(recovered!.readyAt).toEqual(time.clock());
    // Recovered once only, however many runners look.
    expect(await recoverAbandonedTasks(database.db, time.clock(), messages)).toEqual([]);
  });

  it(`fails the document for good at the ${MAX_PROCESSING_CRASHES}nd crash instead of retrying it`, async () => {
    const [task] = await queue(busyUser);
    for (let crash = 1; crash <= MAX_PROCESSING_CRASHES; crash++) {
      expect((await claimNextTask(database.db, `dies-${crash}`, time.clock(), LEASE_MS))?.id).toBe(task!.id);
      time.advance(LEASE_MS + 1);
      await recoverAbandonedTasks(database.db, time.clock(), messages);
    }
    expect(await taskById(task!.id)).toMatchObject({
      status: "failed",
      attempts: 2,
      crashes: 2,
      errorMessage: "crashed twice",
      completedAt: time.clock(),
    });
    expect(await claimNextTask(database.db, "runner", time.clock(), LEASE_MS)).toBeNull();
  });

  it("fails with the attempts-spent message when the crash came on the last attempt", async () => {
    const [task] = await queue(busyUser);
    await database.db
      .update(processingQueue)
      .set({ status: "processing", attempts: 3, lockedBy: "dies", leaseExpiresAt: time.clock() })
      .where(eq(processingQueue.id, task!.id));
    time.advance(1);
    const [failed] = await recoverAbandonedTasks(database.db, time.clock(), messages);
    expect(failed).toMatchObject({ status: "failed", crashes: 1, errorMessage: "attempts spent" });
  });
});
