import { cleanUpAbandonedUploads } from "./abandoned-objects";
import type { UploadsDeps } from "./uploads.deps";

/** How often stored objects of abandoned uploads are looked for (also once at start). */
export const UPLOAD_CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * One pass of the cleanup of abandoned upload objects, so a delete that failed in storage is retried,
 * including after a restart. Several API processes may run it at once: deleting an object twice is
 * harmless.
 */
export async function runUploadCleanup(deps: UploadsDeps, now: Date): Promise<void> {
  const { deleted, failed } = await cleanUpAbandonedUploads(deps, now);
  if (deleted || failed) deps.log.info({ deleted, failed }, "cleaned up abandoned uploads");
}
