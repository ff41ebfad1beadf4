import type { FastifyInstance } from "fastify";

export interface PeriodicJob {
  /** Names the job in the log line of a failed run, e.g. "session cleanup". */
  name: string;
  everyMs: number;
  run(): Promise<void>;
}

/**
 * Runs a housekeeping job once when the app is ready and then every `everyMs`, one run at a time (a
 * tick that finds the last run still going is skipped). A failed run is logged and the next tick
 * tries again; closing the app stops the timer and waits for a run under way.
 */
export function runEvery(app: FastifyInstance, job: PeriodicJob): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const runOnce = () => {
    running ??= job
      .run()
      .catch((error: unknown) => app.log.warn({ err: error }, `${job.name} failed; it will run again`))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook("onReady", async () => {
    runOnce();
    timer = setInterval(runOnce, job.everyMs);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
