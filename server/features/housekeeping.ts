import type { FastifyInstance } from "fastify";
import { runEvery } from "../lib/run-every";
import { DAILY_ALERTS_INTERVAL_MS, runDailyAlerts } from "./alerts/daily-alerts";
import { AUTH_CLEANUP_INTERVAL_MS, removeStaleAuthRows } from "./auth/auth.cleanup";
import { serviceContext } from "./service-context";
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
    name: "daily expiry alerts",
    everyMs: DAILY_ALERTS_INTERVAL_MS,
    run: async () => {
      await runDailyAlerts(ctx);
    },
  });
}
