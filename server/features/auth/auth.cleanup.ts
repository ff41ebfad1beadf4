import { and, isNull, lt, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import { rateLimitBuckets } from "../../db/schema/index";
import { deleteExpiredSessions } from "./sessions";

/** How often expired sessions and finished rate-limit windows are removed (also once at start). */
export const AUTH_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** Longer than every rate-limit window, so no live counter is ever removed. */
const BUCKET_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Rows that can no longer matter: sessions past a timeout, counters whose window and lock are over. */
export async function removeStaleAuthRows(db: Database, now: Date): Promise<void> {
  await deleteExpiredSessions(db, now);
  const windowOver = new Date(now.getTime() - BUCKET_RETENTION_MS);
  await db
    .delete(rateLimitBuckets)
    .where(
      and(
        lt(rateLimitBuckets.windowStartedAt, windowOver),
        or(isNull(rateLimitBuckets.lockedUntil), lt(rateLimitBuckets.lockedUntil, now)),
      ),
    );
}

export function registerAuthCleanup(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const runOnce = () => {
    running ??= removeStaleAuthRows(app.db, app.clock())
      .catch((error: unknown) => app.log.warn({ err: error }, "session cleanup failed; it will run again"))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook("onReady", async () => {
    runOnce();
    timer = setInterval(runOnce, AUTH_CLEANUP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
