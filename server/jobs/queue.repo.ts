import { MAX_PROCESSING_ATTEMPTS } from "@domain/constants";
import { and, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type ProcessingTask, processingQueue } from "../db/schema/index";

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/**
 * Claims the oldest task that is ready, or whose runner died (lease expired) and has attempts left.
 * `FOR UPDATE SKIP LOCKED` lets any number of runners claim at once without taking the same task.
 */
export async function claimNextTask(
  db: Database,
  runnerId: string,
  now: Date,
  leaseMs: number,
): Promise<ProcessingTask | null> {
  const candidate = db
    .select({ id: processingQueue.id })
    .from(processingQueue)
    .where(
      or(
        and(eq(processingQueue.status, "queued"), lte(processingQueue.readyAt, now)),
        and(
          eq(processingQueue.status, "processing"),
          lt(processingQueue.leaseExpiresAt, now),
          lt(processingQueue.attempts, MAX_PROCESSING_ATTEMPTS),
        ),
      ),
    )
    .orderBy(processingQueue.createdAt)
    .limit(1)
    .for("update", { skipLocked: true });
  const [task] = await db
    .update(processingQueue)
    .set({
      status: "processing",
      attempts: sql`${processingQueue.attempts} + 1`,
      startedAt: now,
      leaseExpiresAt: later(now, leaseMs),
      lockedBy: runnerId,
      progress: 0,
      errorMessage: null,
    })
    .where(inArray(processingQueue.id, candidate))
    .returning();
  return task ?? null;
}

/** Tasks whose runner died on the last allowed attempt: they fail for good. */
export async function failAbandonedTasks(
  db: Database,
  now: Date,
  message: string,
): Promise<ProcessingTask[]> {
  return db
    .update(processingQueue)
    .set({ status: "failed", errorMessage: message, leaseExpiresAt: null, lockedBy: null, completedAt: now })
    .where(
      and(
        eq(processingQueue.status, "processing"),
        lt(processingQueue.leaseExpiresAt, now),
        sql`${processingQueue.attempts} >= ${MAX_PROCESSING_ATTEMPTS}`,
      ),
    )
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
    .set({ status: "completed", progress: 100, completedAt: now, leaseExpiresAt: null, lockedBy: null })
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
