import { UNVERIFIED_ACCOUNT_RETENTION_MS } from "@domain/constants";
import { lt } from "drizzle-orm";
import { emailVerifications } from "../../db/schema/index";
import { deleteFinishedBuckets } from "../../lib/rate-limit";
import type { ServiceContext } from "../service-context";
import { deleteExpiredSessions } from "../sessions/sessions";
import { removeUnverifiedAccounts } from "../users/users.service";

/** How often expired sessions and finished rate-limit windows are removed (also once at start). */
export const AUTH_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** Longer than every rate-limit window, so no live counter is ever removed. */
const BUCKET_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Rows that can no longer matter: sessions past a timeout, counters whose window and lock are over,
 * accounts still unverified 7 days after registering (so a stranger cannot hold someone's address, and
 * bulk registrations do not pile up; their codes go with them), and codes a day past their expiry
 * (the stand-ins of reset requests for unknown addresses have no account to go with).
 */
export async function removeStaleAuthRows(ctx: Pick<ServiceContext, "db" | "clock">): Promise<void> {
  const { db } = ctx;
  const now = ctx.clock();
  await deleteExpiredSessions(db, now);
  const registeredBefore = new Date(now.getTime() - UNVERIFIED_ACCOUNT_RETENTION_MS);
  await removeUnverifiedAccounts(ctx, { registeredBefore });
  const windowOver = new Date(now.getTime() - BUCKET_RETENTION_MS);
  await db.delete(emailVerifications).where(lt(emailVerifications.expiresAt, windowOver));
  await deleteFinishedBuckets(db, windowOver, now);
}
