import { MAX_PROCESSING_ATTEMPTS, MAX_PROCESSING_CRASHES } from "@domain/constants";
import type { DocumentType } from "@domain/enums";
import { and, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type ProcessingTask, processingQueue } from "../db/schema/index";
import { TASKS_QUEUED_CHANNEL } from "./task-notices";

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/**
 * Claims the next ready task, fairly between users: first the task of the user with the fewest tasks
 * running now, then the oldest. So one user's 50 documents take at most the runners they already
 * hold, and another user's document starts as soon as a runner is free. One statement:
 * `FOR UPDATE SKIP LOCKED` lets any number of runners claim at once without taking the same task.
 * Tasks whose runner died are put back first by `recoverAbandonedTasks`.
 */
export async function claimNextTask(
  db: Database,
  runnerId: string,
  now: Date,
  leaseMs: number,
): Promise<ProcessingTask | null> {
  // Tasks with a live lease, counted once per user (not once per candidate row).
  const running = db
    .select({ userId: processingQueue.userId, tasks: sql<number>`count(*)`.as("running_tasks") })
    .from(processingQueue)
    .where(and(eq(processingQueue.status, "processing"), gte(processingQueue.leaseExpiresAt, now)))
    .groupBy(processingQueue.userId)
    .as("running");
  const candidate = db
    .select({ id: processingQueue.id })
    .from(processingQueue)
    .leftJoin(running, eq(running.userId, processingQueue.userId))
    .where(and(eq(processingQueue.status, "queued"), lte(processingQueue.readyAt, now)))
    .orderBy(sql`coalesce(${running.tasks}, 0)`, processingQueue.createdAt, processingQueue.id)
    .limit(1)
    .for("update", { of: processingQueue, skipLocked: true });
  const [task] = await db
    .update(processingQueue)
    .set({
      status: "processing",
      attempts: sql`${processingQueue.attempts} + 1`,
      startedAt: now,
      leaseExpiresAt: later(now, leaseMs),
      lockedBy: runnerId,
      progress: 0,
    })
    .where(inArray(processingQueue.id, candidate))
    .returning();
  return task ?? null;
}

/**
 * Tasks whose runner died holding them (lease expired). Each such attempt counts as failed, with its
 * cause recorded: the task goes back to the queue, unless the document has now stopped a runner
 * MAX_PROCESSING_CRASHES times (it likely kills whatever reads it: `crashedMessage`) or its attempts
 * are spent (`abandonedMessage`); then it fails for good. Returns the tasks as changed.
 */
export async function recoverAbandonedTasks(
  db: Database,
  now: Date,
  messages: { crashedMessage: string; abandonedMessage: string },
): Promise<ProcessingTask[]> {
  const crashesNow = sql`${processingQueue.crashes} + 1`;
  const tooManyCrashes = sql`${crashesNow} >= ${MAX_PROCESSING_CRASHES}`;
  const attemptsSpent = sql`${processingQueue.attempts} >= ${MAX_PROCESSING_ATTEMPTS}`;
  const failsNow = sql`(${tooManyCrashes} or ${attemptsSpent})`;
  return db
    .update(processingQueue)
    .set({
      crashes: crashesNow,
      status: sql`case when ${failsNow} then 'failed' else 'queued' end`,
      errorMessage: sql`case
        when ${tooManyCrashes} then ${messages.crashedMessage}::text
        when ${attemptsSpent} then ${messages.abandonedMessage}::text
        else 'The processing stopped unexpectedly (attempt ' || ${processingQueue.attempts} || ').' end`,
      completedAt: sql`case when ${failsNow} then ${now}::timestamptz else null end`,
      readyAt: sql`case when ${failsNow} then ${processingQueue.readyAt} else ${now}::timestamptz end`,
      progress: 0,
      leaseExpiresAt: null,
      lockedBy: null,
    })
    .where(and(eq(processingQueue.status, "processing"), lt(processingQueue.leaseExpiresAt, now)))
    .returning();
}

const heldBy = (taskId: string, runnerId: string) =>
  and(
    eq(processingQueue.id, taskId),
    eq(processingQueue.lockedBy, runnerId),
    eq(processingQueue.status, "processing"),
  );

/** Renews the lease; false when another runner took the task over (this runner was presumed dead). */
export async function renewLease(
  db: Database,
  taskId: string,
  runnerId: string,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(processingQueue)
    .set({ leaseExpiresAt: later(now, leaseMs) })
    .where(heldBy(taskId, runnerId))
    .returning({ id: processingQueue.id });
  return rows.length > 0;
}

export async function setProgress(
  db: Database,
  taskId: string,
  runnerId: string,
  progress: number,
): Promise<void> {
  await db
    .update(processingQueue)
    .set({ progress: Math.max(0, Math.min(100, Math.round(progress))) })
    .where(heldBy(taskId, runnerId));
}

export async function completeTask(
  db: Database,
  taskId: string,
  runnerId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(processingQueue)
    .set({
      status: "completed",
      progress: 100,
      completedAt: now,
      leaseExpiresAt: null,
      lockedBy: null,
      errorMessage: null,
    })
    .where(heldBy(taskId, runnerId))
    .returning({ id: processingQueue.id });
  return rows.length > 0;
}

export async function failTask(
  db: Database,
  taskId: string,
  runnerId: string,
  now: Date,
  message: string,
): Promise<boolean> {
  const rows = await db
    .update(processingQueue)
    .set({ status: "failed", errorMessage: message, completedAt: now, leaseExpiresAt: null, lockedBy: null })
    .where(heldBy(taskId, runnerId))
    .returning({ id: processingQueue.id });
  return rows.length > 0;
}

/** Gives a task back to the queue: a transient error with attempts left, or a runner shutting down. */
export async function releaseTask(
  db: Database,
  taskId: string,
  runnerId: string,
  options: { now: Date; refundAttempt: boolean; retryAt?: Date },
): Promise<boolean> {
  const rows = await db
    .update(processingQueue)
    .set({
      status: "queued",
      progress: 0,
      leaseExpiresAt: null,
      lockedBy: null,
      readyAt: options.retryAt ?? options.now,
      ...(options.refundAttempt ? { attempts: sql`greatest(${processingQueue.attempts} - 1, 0)` } : {}),
    })
    .where(heldBy(taskId, runnerId))
    .returning({ id: processingQueue.id });
  return rows.length > 0;
}

/** A new task of the queue (queued; `readyAt` null waits for an administrator). */
export async function insertTask(
  db: Database,
  values: {
    userId: string;
    documentType: DocumentType;
    documentId: string;
    readyAt: Date | null;
    createdAt: Date;
  },
): Promise<ProcessingTask> {
  const [row] = await db.insert(processingQueue).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  // Runners of other processes listen (./task-notices.ts); PostgreSQL delivers this at commit, when the
  // task can be claimed, and once per transaction however many tasks it queued.
  if (values.readyAt) await db.execute(sql`select pg_notify(${TASKS_QUEUED_CHANNEL}, '')`);
  return row;
}
