import type { ServiceContext } from "../service-context";
import { cleanUpAbandonedUploads } from "./abandoned-objects";

/** How often stored objects of abandoned uploads are looked for (also once at start). */
export const UPLOAD_CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * One pass of the cleanup of abandoned upload objects, so a delete that failed in storage is retried,
 * including after a restart. Several API processes may run it at once: deleting an object twice is
 * harmless.
 */
export async function runUploadCleanup(ctx: ServiceContext): Promise<void> {
  const { deleted, failed } = await cleanUpAbandonedUploads(ctx);
  if (deleted || failed) ctx.log.info({ deleted, failed }, "cleaned up abandoned uploads");
}
