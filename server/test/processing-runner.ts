import pino from "pino";
import { createProcessingRunner } from "../features/processing/processing-runner";
import type { JobRunner } from "../jobs/runner";
import type { TestApp } from "./app";

/** The real processing runner (sandboxed parsing, built-in extractor) on a test app, started. */
export function startProcessingRunner(testApp: TestApp, concurrency = 1): JobRunner {
  const runner = createProcessingRunner({
    config: testApp.app.config,
    db: testApp.app.db,
    storage: testApp.app.storage,
    clock: testApp.app.clock,
    logger: pino({ level: "silent" }),
    concurrency,
  });
  runner.start();
  return runner;
}
