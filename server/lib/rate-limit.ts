import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimitBuckets } from "../db/schema/index";

// Rate-limit counters in PostgreSQL (`rate_limit_buckets`), shared by every API instance.
// Each hit is one upsert whose result decides, so concurrent requests cannot all slip under a limit:
// the attempt is counted first and, when it turns out not to count (a successful login), given back.

const b = rateLimitBuckets;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const secondsUntil = (end: Date, now: Date) => Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));

/** At most `limit` events per window; the window starts at the first event after the previous one ended. */
export interface WindowRule {
  key: string;
  limit: number;
  windowMs: number;
}

export interface WindowHit {
  allowed: boolean;
  /** Events in this window, this one included. */
  count: number;
  windowStartedAt: Date;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

/** Counts one event and says whether it is within the limit. */
export async function hitWindow(db: Database, rule: WindowRule, now: Date): Promise<WindowHit> {
  const expired = sql`${b.windowStartedAt} <= ${at(new Date(now.getTime() - rule.windowMs))}`;
  const [row] = await db
    .insert(b)
    .values({ key: rule.key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: b.key,
      set: {
        count: sql`case when ${expired} then 1 else ${b.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${at(now)} else ${b.windowStartedAt} end`,
      },
    })
    .returning({ count: b.count, windowStartedAt: b.windowStartedAt });
  if (!row) throw new Error(`rate limit upsert returned nothing for ${rule.key}`);
  const windowEnd = new Date(row.windowStartedAt.getTime() + rule.windowMs);
  return {
    allowed: row.count <= rule.limit,
    count: row.count,
    windowStartedAt: row.windowStartedAt,
    retryAfterSeconds: secondsUntil(windowEnd, now),
  };
}

/** Gives back an event counted by `hitWindow`, unless its window has since been replaced. */
export async function refundWindow(db: Database, key: string, windowStartedAt: Date): Promise<void> {
  await db
    .update(b)
    .set({ count: sql`greatest(${b.count} - 1, 0)` })
    .where(sql`${b.key} = ${key} and ${b.windowStartedAt} = ${at(windowStartedAt)}`);
}

/** Locks for `lockMs` after `threshold` consecutive failures; a success resets the count (`resetBucket`). */
export interface LockRule {
  key: string;
  threshold: number;
  lockMs: number;
}

export interface LockAttempt {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Reserves one attempt: counted as a failure until `resetBucket` says it succeeded. Refused while
 * locked, and when `threshold` attempts are already counted (some may still be in flight).
 * A lock that has run out starts a fresh count.
 */
export async function reserveLockAttempt(db: Database, rule: LockRule, now: Date): Promise<LockAttempt> {
  const lockOver = sql`${b.lockedUntil} is not null and ${b.lockedUntil} <= ${at(now)}`;
  const [row] = await db
    .insert(b)
    .values({ key: rule.key, count: 1, windowStartedAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: b.key,
      set: {
        count: sql`case when ${lockOver} then 1 else ${b.count} + 1 end`,
        windowStartedAt: sql`case when ${lockOver} then ${at(now)} else ${b.windowStartedAt} end`,
        lockedUntil: sql`case when ${lockOver} then null else ${b.lockedUntil} end`,
      },
    })
    .returning({ count: b.count, lockedUntil: b.lockedUntil });
  if (!row) throw new Error(`rate limit upsert returned nothing for ${rule.key}`);
  if (row.lockedUntil && row.lockedUntil > now) {
    return { allowed: false, retryAfterSeconds: secondsUntil(row.lockedUntil, now) };
  }
  if (row.count > rule.threshold) {
    return { allowed: false, retryAfterSeconds: Math.ceil(rule.lockMs / 1000) };
  }
  return { allowed: true, retryAfterSeconds: 0 };
}

/** A reserved attempt failed: lock when the count has reached the threshold. */
export async function recordLockFailure(db: Database, rule: LockRule, now: Date): Promise<void> {
  await db
    .update(b)
    .set({ lockedUntil: new Date(now.getTime() + rule.lockMs) })
    .where(sql`${b.key} = ${rule.key} and ${b.count} >= ${rule.threshold} and ${b.lockedUntil} is null`);
}

export async function resetBucket(db: Database, key: string): Promise<void> {
  await db.delete(b).where(eq(b.key, key));
}

/** "1 minute" / "15 minutes", for the sentence that goes with a 429. */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
