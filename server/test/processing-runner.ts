import pino from "pino";
import { createProcessingRunner } from "../features/processing/processing-runner";
import type { JobRunner } from "../jobs/runner";
import type { TestApp } from "./app";

/** The real processing runner (sandboxed parsing, built-in extractor) on a test app, started. */
export function startProcessingRunner(testApp: TestApp, concurrency = 1): JobRunner {
  const { config, db, storage, clock } = testApp.app;
  const runner = createProcessingRunner(
    { config, db, storage, clock, log: pino({ level: "silent" }) },
    { concurrency },
  );
  runner.start();
  return runner;
}
