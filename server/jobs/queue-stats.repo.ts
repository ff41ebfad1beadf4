import { PROCESSING_STATUSES, type ProcessingStatus } from "@domain/enums";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { processingQueue } from "../db/schema/index";

export interface QueueStats {
  tasks: Record<ProcessingStatus, number>;
  /** How long the oldest task that may run now has waited for a runner; 0 when none waits. */
  oldestQueuedAgeSeconds: number;
  /** Over every task on record. */
  attempts: number;
  crashes: number;
}

/** The processing queue in one grouped read. */
export async function readQueueStats(db: Database, now: Date): Promise<QueueStats> {
  const rows = await db
    .select({
      status: processingQueue.status,
      tasks: sql<number>`count(*)::float8`,
      attempts: sql<number>`coalesce(sum(${processingQueue.attempts}), 0)::float8`,
      crashes: sql<number>`coalesce(sum(${processingQueue.crashes}), 0)::float8`,
      // Ready tasks only: one waiting for an administrator (no ready_at) or a retry's back-off is not late.
      oldestAge: sql<
        number | null
      >`extract(epoch from (${now}::timestamptz - min(${processingQueue.readyAt}) filter (
        where ${processingQueue.status} = 'queued' and ${processingQueue.readyAt} <= ${now}::timestamptz)))::float8`,
    })
    .from(processingQueue)
    .groupBy(processingQueue.status);
  const stats: QueueStats = {
    tasks: Object.fromEntries(PROCESSING_STATUSES.map((status) => [status, 0])) as QueueStats["tasks"],
    oldestQueuedAgeSeconds: 0,
    attempts: 0,
    crashes: 0,
  };
  for (const row of rows) {
    stats.tasks[row.status] = Number(row.tasks);
    stats.attempts += Number(row.attempts);
    stats.crashes += Number(row.crashes);
    if (row.oldestAge !== null) stats.oldestQueuedAgeSeconds = Math.max(0, Number(row.oldestAge));
  }
  return stats;
}
