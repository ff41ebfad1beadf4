import type { Logger } from "pino";
import { JobRunner } from "../../jobs/runner";
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

/** The job runner that processes uploaded documents, as `npm start` and `npm run worker` run it. */
export function createProcessingRunner(
  ctx: ProcessingRunnerContext,
  options: { concurrency: number },
): JobRunner {
  const logger = ctx.log.child({ component: "jobs" });
  const pipeline = createDocumentPipeline(ctx.config, { concurrency: options.concurrency });
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
  });
}
