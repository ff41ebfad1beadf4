import { randomBytes } from "node:crypto";
import os from "node:os";
import { MAX_PROCESSING_ATTEMPTS } from "@domain/constants";
import type { ProcessingStatus } from "@domain/enums";
import type { Logger } from "pino";
import type { Database } from "../db/client";
import type { ProcessingTask } from "../db/schema/index";
import { isDatabaseUnavailable } from "../lib/database-errors";
import type { Clock } from "../types";
import {
  ABANDONED_TASK_MESSAGE,
  CRASHED_DOCUMENT_MESSAGE,
  GENERIC_FAILURE_MESSAGE,
  PermanentJobError,
  RetryableJobError,
} from "./job-errors";
import {
  claimNextTask,
  completeTask,
  failTask,
  recoverAbandonedTasks,
  releaseTask,
  renewLease,
  setProgress,
} from "./queue.repo";

export interface TaskContext {
  task: ProcessingTask;
  /** Aborted when this runner lost the task (lease taken over) or is stopping: stop work, write nothing more. */
  signal: AbortSignal;
  progress(percent: number): Promise<void>;
}

export interface TaskHandler {
  run(context: TaskContext): Promise<void>;
  /**
   * Keeps the document's own processingStatus in step with its task. When the task completes, fails
   * or goes back to the queue, `db` is the transaction that records it: write through it.
   */
  onStatusChange?(
    task: ProcessingTask,
    status: ProcessingStatus,
    errorMessage: string | null,
    db?: Database,
  ): Promise<void>;
  /** Releases what the handler holds (worker threads) once the runner has stopped. */
  close?(): Promise<void>;
  /**
   * Readies what the first task would otherwise wait for (threads, parsers). The runner claims nothing
   * before it settles, so in a deployment of several processes a warm one takes the first documents.
   */
  warmUp?(): Promise<void>;
}

/** Tells the runner that tasks were queued elsewhere (another process: PostgreSQL's LISTEN). */
export interface WakeSource {
  start(wake: () => void): void;
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  db: Database;
  clock: Clock;
  handler: TaskHandler;
  logger: Pick<Logger, "info" | "warn" | "error" | "child">;
  concurrency: number;
  leaseMs?: number;
  heartbeatMs?: number;
  /** Longest wait between two looks at the queue when nothing wakes the runner. */
  pollMs?: number;
  runnerId?: string;
  wakeSource?: WakeSource;
  /**
   * How long a task's outcome is tried again while the database cannot be reached (a restart, a
   * failover), before the runner gives up and leaves the task to the lease.
   */
  settleRetryMs?: number;
  /** First wait between two tries of an outcome; doubles up to 5 s. */
  settleBackoffMs?: number;
  /** Told of each task this runner settled, with how long it ran (the metrics); never fails a task. */
  observer?: (event: TaskSettled) => void;
}

/**
 * How a task this runner ran ended: completed, failed for good, retried later, released without
 * spending its attempt (shutdown, database outage), lost (another runner has it) or unrecorded (the
 * outcome could not be written; the lease will expire).
 */
export type TaskOutcome = "completed" | "failed" | "retried" | "released" | "lost" | "unrecorded";

export interface TaskSettled {
  documentType: ProcessingTask["documentType"];
  outcome: TaskOutcome;
  durationMs: number;
}

class LeaseLost extends Error {}
class ShuttingDown extends Error {}

/**
 * Runs queued document tasks: `concurrency` loops that claim, run with a heartbeat-renewed lease, and end
 * each task completed, failed (permanent error or attempts spent) or released for a retry.
 */
export class JobRunner {
  readonly runnerId: string;
  private readonly leaseMs: number;
  private readonly heartbeatMs: number;
  private readonly pollMs: number;
  private readonly settleRetryMs: number;
  private readonly settleBackoffMs: number;
  private loops: Promise<void>[] = [];
  private stopping = false;
  private waiters = new Set<() => void>();
  /** Counts wake-ups, so one that comes while a loop is claiming is not lost until the next poll. */
  private wakes = 0;
  private readonly running = new Map<string, AbortController>();

  constructor(private readonly options: JobRunnerOptions) {
    this.runnerId = options.runnerId ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.heartbeatMs = options.heartbeatMs ?? Math.max(50, Math.floor(this.leaseMs / 3));
    this.pollMs = options.pollMs ?? 1_000;
    this.settleRetryMs = options.settleRetryMs ?? 120_000;
    this.settleBackoffMs = options.settleBackoffMs ?? 250;
  }

  /** Returns at once: the loops start claiming once the handler has warmed up (it never delays readiness). */
  start(): void {
    if (this.loops.length > 0 || this.options.concurrency <= 0) return;
    const warm = this.warmUp();
    this.options.wakeSource?.start(() => this.wake());
    for (let slot = 0; slot < this.options.concurrency; slot++) this.loops.push(warm.then(() => this.loop()));
    this.options.logger.info(`job runner ${this.runnerId} started with ${this.options.concurrency} slot(s)`);
  }

  /** A task was just queued (in this process, or another said so): look now instead of at the next poll. */
  wake(): void {
    this.wakes += 1;
    for (const resolve of this.waiters) resolve();
    this.waiters.clear();
  }

  /** Stops claiming, lets running tasks finish within `graceMs`, then gives the rest back to the queue. */
  async stop(graceMs = 20_000): Promise<void> {
    this.stopping = true;
    this.wake();
    const finished = Promise.all(this.loops);
    const timer = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), graceMs).unref());
    if ((await Promise.race([finished, timer])) === "timeout") {
      for (const controller of this.running.values()) controller.abort(new ShuttingDown());
      await finished;
    }
    this.loops = [];
    await this.options.wakeSource?.stop();
    await this.options.handler.close?.();
  }

  private async warmUp(): Promise<void> {
    const started = performance.now();
    try {
      await this.options.handler.warmUp?.();
      if (this.options.handler.warmUp) {
        this.options.logger.info(`job runner warmed up in ${Math.round(performance.now() - started)} ms`);
      }
    } catch (error) {
      this.options.logger.warn({ err: error }, "could not warm up; the first task will load what it needs");
    }
  }

  private async loop(): Promise<void> {
    const { db, clock, logger } = this.options;
    while (!this.stopping) {
      const wakesBefore = this.wakes;
      let task: ProcessingTask | null = null;
      try {
        for (const abandoned of await this.recoverAbandoned()) {
          logger.warn(
            { taskId: abandoned.id, attempt: abandoned.attempts, crashes: abandoned.crashes },
            abandoned.status === "failed"
              ? "task failed for good: its runner stopped while processing it"
              : "task put back in the queue: its runner stopped while processing it",
          );
        }
        task = await claimNextTask(db, this.runnerId, clock(), this.leaseMs);
      } catch (error) {
        logger.warn({ err: error }, "job runner could not reach the queue; retrying");
      }
      if (task) await this.execute(task);
      else await this.idle(wakesBefore);
    }
  }

  /**
   * Tasks whose runner died holding them: each counts as a failed attempt, recorded with the
   * document's status in one transaction (docs/security.md).
   */
  private recoverAbandoned(): Promise<ProcessingTask[]> {
    const { db, clock, handler } = this.options;
    return db.transaction(async (tx) => {
      const recovered = await recoverAbandonedTasks(tx, clock(), {
        crashedMessage: CRASHED_DOCUMENT_MESSAGE,
        abandonedMessage: ABANDONED_TASK_MESSAGE,
      });
      for (const task of recovered) await handler.onStatusChange?.(task, task.status, task.errorMessage, tx);
      return recovered;
    });
  }

  /** Waits for the next poll or wake-up; returns at once if one came since `wakesBefore`. */
  private idle(wakesBefore: number): Promise<void> {
    if (this.wakes !== wakesBefore) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, this.pollMs);
      this.waiters.add(done);
    });
  }

  private async execute(task: ProcessingTask): Promise<void> {
    const { db, clock, handler } = this.options;
    const log = this.options.logger.child({ taskId: task.id, attempt: task.attempts });
    const controller = new AbortController();
    this.running.set(task.id, controller);
    const heartbeat = setInterval(() => {
      renewLease(db, task.id, this.runnerId, clock(), this.leaseMs).then(
        (held) => {
          if (!held) controller.abort(new LeaseLost());
        },
        (error) => log.warn({ err: error }, "could not renew the lease"),
      );
    }, this.heartbeatMs);

    const started = performance.now();
    let outcome: TaskOutcome = "lost";
    try {
      log.info(`processing ${task.documentType} ${task.documentId}`);
      await this.notify(task, "processing", null);
      await handler.run({
        task,
        signal: controller.signal,
        progress: async (percent) => {
          if (!controller.signal.aborted) await setProgress(db, task.id, this.runnerId, percent);
        },
      });
      if (controller.signal.aborted) throw controller.signal.reason;
      if (
        await this.settle(task, "completed", null, (tx) => completeTask(tx, task.id, this.runnerId, clock()))
      ) {
        log.info("task completed");
        outcome = "completed";
      }
    } catch (error) {
      outcome = await this.settleFailure(task, error, controller.signal, log);
    } finally {
      clearInterval(heartbeat);
      this.running.delete(task.id);
      this.observe({ documentType: task.documentType, outcome, durationMs: performance.now() - started });
    }
  }

  private observe(event: TaskSettled): void {
    try {
      this.options.observer?.(event);
    } catch (error) {
      this.options.logger.warn({ err: error }, "the task observer failed");
    }
  }

  private async settleFailure(
    task: ProcessingTask,
    error: unknown,
    signal: AbortSignal,
    log: Pick<Logger, "info" | "warn" | "error">,
  ): Promise<TaskOutcome> {
    const { clock } = this.options;
    const reason = signal.aborted ? signal.reason : error;
    let outcome: TaskOutcome = "lost";
    try {
      if (reason instanceof LeaseLost) {
        log.warn("lost the lease: another runner has taken the task over");
      } else if (reason instanceof ShuttingDown) {
        outcome = "released";
        await this.settle(task, "queued", null, (tx) =>
          releaseTask(tx, task.id, this.runnerId, { now: clock(), refundAttempt: true }),
        );
        log.info("released the task back to the queue at shutdown");
      } else if (
        !(reason instanceof RetryableJobError) &&
        !(reason instanceof PermanentJobError) &&
        isDatabaseUnavailable(reason)
      ) {
        outcome = "released";
        // The database blinked under the task: not the document's fault, so the attempt is given back.
        // What the handler classified itself (the storage down, say) keeps its own rule below.
        const retryAt = new Date(clock().getTime() + 5_000);
        await this.settle(task, "queued", null, (tx) =>
          releaseTask(tx, task.id, this.runnerId, { now: clock(), refundAttempt: true, retryAt }),
        );
        log.warn({ err: reason }, "the database was unavailable during the task; it will run again");
      } else if (reason instanceof PermanentJobError) {
        outcome = "failed";
        await this.settle(task, "failed", reason.message, (tx) =>
          failTask(tx, task.id, this.runnerId, clock(), reason.message),
        );
        log.info({ reason: reason.message }, "task failed");
      } else if (task.attempts < MAX_PROCESSING_ATTEMPTS) {
        outcome = "retried";
        const retryAt = new Date(clock().getTime() + 1_000 * 2 ** task.attempts);
        await this.settle(task, "queued", null, (tx) =>
          releaseTask(tx, task.id, this.runnerId, { now: clock(), refundAttempt: false, retryAt }),
        );
        log.warn({ err: reason }, "task attempt failed; it will be retried");
      } else {
        outcome = "failed";
        const message = reason instanceof RetryableJobError ? reason.message : GENERIC_FAILURE_MESSAGE;
        await this.settle(task, "failed", message, (tx) =>
          failTask(tx, task.id, this.runnerId, clock(), message),
        );
        log.error({ err: reason }, "task failed after its last attempt");
      }
    } catch (settleError) {
      // The lease will expire and another runner (or this one) will take the task again.
      log.error({ err: settleError }, "could not record the task's outcome");
      return "unrecorded";
    }
    return outcome;
  }

  /**
   * Records the task's outcome and the document's status in one transaction, so no reader sees a
   * completed task on a document still shown as processing. False when the task was no longer ours.
   */
  private async settle(
    task: ProcessingTask,
    status: ProcessingStatus,
    errorMessage: string | null,
    change: (tx: Database) => Promise<boolean>,
  ): Promise<boolean> {
    const record = () =>
      this.options.db.transaction(async (tx) => {
        if (!(await change(tx))) return false;
        await this.options.handler.onStatusChange?.(task, status, errorMessage, tx);
        return true;
      });
    // A database restart is not a crash: the outcome is tried again while this runner lives, and the
    // heartbeat keeps the lease meanwhile. If another runner took the task over, `change` says so.
    const deadline = performance.now() + this.settleRetryMs;
    let wait = this.settleBackoffMs;
    for (;;) {
      try {
        return await record();
      } catch (error) {
        if (!isDatabaseUnavailable(error) || performance.now() + wait > deadline) throw error;
        this.options.logger.warn(
          { err: error, taskId: task.id },
          `could not record the task's outcome: the database is unavailable; trying again in ${wait} ms`,
        );
        await new Promise((resolve) => setTimeout(resolve, wait));
        wait = Math.min(wait * 2, 5_000);
      }
    }
  }

  private async notify(
    task: ProcessingTask,
    status: ProcessingStatus,
    errorMessage: string | null,
  ): Promise<void> {
    try {
      await this.options.handler.onStatusChange?.(task, status, errorMessage);
    } catch (error) {
      this.options.logger.warn({ err: error, taskId: task.id }, "could not update the document's status");
    }
  }
}
