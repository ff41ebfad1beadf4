import type { Logger } from "pino";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { JobRunner } from "../../jobs/runner";
import type { Storage } from "../../lib/storage/index";
import type { Clock } from "../../types";
import { createDocumentTaskHandler } from "./document-task-handler";
import { createDocumentPipeline } from "./pipeline";

export interface ProcessingRunnerDeps {
  config: Config;
  db: Database;
  storage: Storage;
  clock: Clock;
  logger: Logger;
  concurrency: number;
}

/** The job runner that processes uploaded documents, as `npm start` and `npm run worker` run it. */
export function createProcessingRunner(deps: ProcessingRunnerDeps): JobRunner {
  const logger = deps.logger.child({ component: "jobs" });
  const pipeline = createDocumentPipeline(deps.config, { concurrency: deps.concurrency });
  pipeline
    .warmUp?.()
    .catch((error: unknown) => logger.warn({ err: error }, "could not warm up the extractors"));
  return new JobRunner({
    db: deps.db,
    clock: deps.clock,
    logger,
    concurrency: deps.concurrency,
    leaseMs: deps.config.JOB_LEASE_MS,
    handler: createDocumentTaskHandler({
      db: deps.db,
      storage: deps.storage,
      clock: deps.clock,
      pipeline,
      logger,
    }),
  });
}
