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

/**
 * Processes a user's uploaded document (confirmed, as after 'Process & Overwrite') and waits until
 * its task has finished; returns the task's final status.
 */
export async function processAndWait(
  testApp: TestApp,
  user: { cookie: string },
  document: { id: string; documentType?: string },
): Promise<string> {
  const type = document.documentType ?? "resume";
  const headers = { cookie: user.cookie };
  const started = await testApp.app.inject({
    method: "POST",
    url: `/api/uploads/${type}/${document.id}/process`,
    headers,
    payload: { overwrite: true },
  });
  if (started.statusCode !== 201) throw new Error(`process failed: ${started.body}`);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const listed = await testApp.app.inject({ method: "GET", url: "/api/uploads", headers });
    const rows = listed.json() as { id: string; task: { status: string } | null }[];
    const status = rows.find((row) => row.id === document.id)?.task?.status;
    if (status === "completed" || status === "failed") return status;
    if (Date.now() > deadline) throw new Error(`processing never finished: ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
