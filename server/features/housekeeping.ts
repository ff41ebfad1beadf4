import type { FastifyInstance } from "fastify";
import { runEvery } from "../lib/run-every";
import { DAILY_ALERTS_INTERVAL_MS, runDailyAlerts } from "./alerts/daily-alerts";
import { AUTH_CLEANUP_INTERVAL_MS, removeStaleAuthRows } from "./auth/auth.cleanup";
import { purgeExpiredArchives } from "./checklists/training-archive.service";
import { serviceContext } from "./service-context";
import { ARCHIVE_PURGE_INTERVAL_MS, discardArchivedEvidence } from "./uploads/abandoned-objects";
import { runUploadCleanup, UPLOAD_CLEANUP_INTERVAL_MS } from "./uploads/uploads.cleanup";

/** The features' periodic housekeeping, each on one `runEvery` timer (once at start, then on the interval). */
export async function housekeeping(app: FastifyInstance): Promise<void> {
  const ctx = serviceContext(app);
  runEvery(app, {
    name: "session cleanup",
    everyMs: AUTH_CLEANUP_INTERVAL_MS,
    run: () => removeStaleAuthRows(ctx),
  });
  runEvery(app, {
    name: "upload cleanup",
    everyMs: UPLOAD_CLEANUP_INTERVAL_MS,
    run: () => runUploadCleanup(ctx),
  });
  runEvery(app, {
    name: "archived training records purge",
    everyMs: ARCHIVE_PURGE_INTERVAL_MS,
    run: async () => {
      await purgeExpiredArchives(ctx, discardArchivedEvidence);
    },
  });
  runEvery(app, {
    name: "daily expiry alerts",
    everyMs: DAILY_ALERTS_INTERVAL_MS,
    run: async () => {
      try {
        app.metrics.alertRun("completed", await runDailyAlerts(ctx));
      } catch (error) {
        app.metrics.alertRun("failed");
        throw error;
      }
    },
  });
}
