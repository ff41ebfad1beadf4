import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../../db/client";
import { readQueueStats } from "../../jobs/queue-stats.repo";
import type { TaskSettled } from "../../jobs/runner";
import type { Clock } from "../../types";
import type { PoolCounts } from "./pool-counts";
import { withTimeout } from "./with-timeout";

export type { TaskSettled };

/** The queue is read at scrape time; a slow database leaves its gauges out rather than hold the scrape. */
export const QUEUE_SCRAPE_TIMEOUT_MS = 1_000;

export interface MetricsSources {
  db: Database;
  clock: Clock;
  /** PostgreSQL's pool; null for PGlite. */
  pool: PoolCounts | null;
  log: { warn(details: object, message: string): void };
  /** Process metrics (CPU, memory, event-loop lag, GC): off where nobody can read them. */
  processMetrics: boolean;
}

export interface Metrics {
  /** One per app or worker, never prom-client's global one: several apps in one process stay apart. */
  readonly registry: Registry;
  observeTask(event: TaskSettled): void;
  /** The Prometheus text, with the queue and pool read now. */
  render(): Promise<string>;
}

/** What the API and the worker both report: the queue, the database pool, task durations, the process. */
export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  if (sources.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const queueTasks = new Gauge({
    name: "hangar_queue_tasks",
    help: "Processing tasks on record, by status",
    labelNames: ["status"],
    registers,
  });
  const oldestQueuedAge = new Gauge({
    name: "hangar_queue_oldest_queued_age_seconds",
    help: "How long the oldest task that may run now has waited for a runner (0 when none waits)",
    registers,
  });
  const attempts = new Gauge({
    name: "hangar_queue_task_attempts",
    help: "Attempts of every task on record, summed",
    registers,
  });
  const failed = new Gauge({
    name: "hangar_queue_tasks_failed",
    help: "Tasks on record that failed for good",
    registers,
  });
  const crashes = new Gauge({
    name: "hangar_queue_task_crashes",
    help: "Attempts whose runner stopped while holding the task, summed over every task on record",
    registers,
  });
  const scrapeFailures = new Counter({
    name: "hangar_metrics_collect_failures_total",
    help: "Scrapes whose reading of a source failed or timed out (its gauges are reset meanwhile)",
    labelNames: ["source"],
    registers,
  });
  const taskDuration = new Histogram({
    name: "hangar_task_duration_seconds",
    help: "How long a processing attempt ran, by document type and outcome",
    labelNames: ["type", "outcome"],
    buckets: [0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300],
    registers,
  });
  const queueGauges = [queueTasks, oldestQueuedAge, attempts, failed, crashes];

  if (sources.pool) {
    const pool = sources.pool;
    new Gauge({
      name: "hangar_db_pool_connections",
      help: "PostgreSQL pool connections open",
      registers,
      collect() {
        this.set(pool.totalCount);
      },
    });
    new Gauge({
      name: "hangar_db_pool_in_use",
      help: "PostgreSQL pool connections checked out",
      registers,
      collect() {
        this.set(pool.totalCount - pool.idleCount);
      },
    });
    new Gauge({
      name: "hangar_db_pool_waiting",
      help: "Queries waiting for a PostgreSQL pool connection",
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  const readQueue = async () => {
    try {
      const stats = await withTimeout(readQueueStats(sources.db, sources.clock()), QUEUE_SCRAPE_TIMEOUT_MS);
      for (const [status, count] of Object.entries(stats.tasks)) queueTasks.set({ status }, count);
      oldestQueuedAge.set(stats.oldestQueuedAgeSeconds);
      attempts.set(stats.attempts);
      failed.set(stats.tasks.failed);
      crashes.set(stats.crashes);
    } catch (error) {
      for (const gauge of queueGauges) gauge.reset();
      scrapeFailures.inc({ source: "queue" });
      sources.log.warn({ err: error }, "metrics: could not read the processing queue");
    }
  };

  return {
    registry,
    observeTask(event) {
      taskDuration.observe(
        { type: event.documentType, outcome: event.outcome },
        Math.max(0, event.durationMs) / 1000,
      );
    },
    async render() {
      await readQueue();
      return registry.metrics();
    },
  };
}
