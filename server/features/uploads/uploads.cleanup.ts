import type { FastifyInstance } from "fastify";
import { cleanUpAbandonedUploads } from "./abandoned-objects";

/** How often stored objects of abandoned uploads are looked for (also once at start). */
export const UPLOAD_CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Runs the cleanup of abandoned upload objects once when the app is ready and then on a timer, so a
 * delete that failed in storage is retried, including after a restart. Several API processes may
 * run it at once: deleting an object twice is harmless.
 */
export function registerUploadCleanup(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const runOnce = () => {
    if (running) return;
    running = cleanUpAbandonedUploads({ db: app.db, storage: app.storage, log: app.log }, app.clock())
      .then(({ deleted, failed }) => {
        if (deleted || failed) app.log.info({ deleted, failed }, "cleaned up abandoned uploads");
      })
      .catch((error: unknown) => app.log.warn({ err: error }, "upload cleanup failed; it will run again"))
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook("onReady", async () => {
    runOnce();
    timer = setInterval(runOnce, UPLOAD_CLEANUP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
