import type { Logger } from "pino";
import { JobRunner, type JobRunnerOptions } from "../../jobs/runner";
import { postgresTaskNotices } from "../../jobs/task-notices";
import type { ServiceContext } from "../service-context";
import { createDocumentTaskHandler } from "./document-task-handler";
import { createDocumentPipeline } from "./pipeline";

/**
 * The part of the service context the runner uses; it runs outside any request (`npm start` builds it
 * from the app, `npm run worker` from its own database and storage), with a pino logger of its own.
 */
export type ProcessingRunnerContext = Pick<ServiceContext, "db" | "storage" | "clock" | "config"> & {
  log: Logger;
};

/**
 * The job runner that processes uploaded documents, as `npm start` and `npm run worker` run it. Its
 * threads start warming now (before the server listens; readiness never waits for them); the runner
 * claims tasks once one is warm. On PostgreSQL it also wakes when another process queues a task.
 */
export function createProcessingRunner(
  ctx: ProcessingRunnerContext,
  options: { concurrency: number; observer?: JobRunnerOptions["observer"] },
): JobRunner {
  const logger = ctx.log.child({ component: "jobs" });
  const pipeline = createDocumentPipeline(ctx.config, { concurrency: options.concurrency, logger });
  pipeline
    .warmUp?.()
    .catch((error: unknown) => logger.warn({ err: error }, "could not warm up the extractors"));
  return new JobRunner({
    db: ctx.db,
    clock: ctx.clock,
    logger,
    concurrency: options.concurrency,
    leaseMs: ctx.config.JOB_LEASE_MS,
    handler: createDocumentTaskHandler(ctx, pipeline),
    wakeSource: ctx.config.DATABASE_URL ? postgresTaskNotices(ctx.config.DATABASE_URL, logger) : undefined,
    observer: options.observer,
  });
}
