import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
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

// --- Slots: a window whose events are known only after the work (docs/decisions/0055) ------------

export interface SlotHit extends WindowHit {
  /** Other attempts of this window still in flight when this one was counted. */
  othersInFlight: number;
}

/** Counts one attempt as a failure in flight; `settleSlot` says how it ended. */
export async function reserveSlot(db: Database, rule: WindowRule, now: Date): Promise<SlotHit> {
  const expired = sql`${b.windowStartedAt} <= ${at(new Date(now.getTime() - rule.windowMs))}`;
  const [row] = await db
    .insert(b)
    .values({ key: rule.key, count: 1, inFlight: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: b.key,
      set: {
        count: sql`case when ${expired} then 1 else ${b.count} + 1 end`,
        inFlight: sql`case when ${expired} then 1 else ${b.inFlight} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${at(now)} else ${b.windowStartedAt} end`,
      },
    })
    .returning({ count: b.count, inFlight: b.inFlight, windowStartedAt: b.windowStartedAt });
  if (!row) throw new Error(`rate limit upsert returned nothing for ${rule.key}`);
  const windowEnd = new Date(row.windowStartedAt.getTime() + rule.windowMs);
  return {
    allowed: row.count <= rule.limit,
    count: row.count,
    othersInFlight: row.inFlight - 1,
    windowStartedAt: row.windowStartedAt,
    retryAfterSeconds: secondsUntil(windowEnd, now),
  };
}

/**
 * Ends an attempt of `reserveSlot`: a failure stays counted; a success, or an attempt withdrawn
 * unchecked, is given back. Nothing happens once the window has been replaced.
 */
export async function settleSlot(
  db: Database,
  key: string,
  windowStartedAt: Date,
  outcome: "failed" | "given back",
): Promise<void> {
  await db
    .update(b)
    .set({
      inFlight: sql`greatest(${b.inFlight} - 1, 0)`,
      ...(outcome === "given back" ? { count: sql`greatest(${b.count} - 1, 0)` } : {}),
    })
    .where(sql`${b.key} = ${key} and ${b.windowStartedAt} = ${at(windowStartedAt)}`);
}

/** Whether an attempt may go ahead, and if not, how long to wait (Retry-After). */
export interface LockAttempt {
  allowed: boolean;
  retryAfterSeconds: number;
}

export async function resetBucket(db: Database, key: string): Promise<void> {
  await db.delete(b).where(eq(b.key, key));
}

/**
 * After `freeFailures` failures in a row, each attempt must wait a delay that starts at `firstDelayMs`
 * and doubles with every further failure, up to `maxDelayMs`; a success resets it (`resetBucket`).
 * Unlike a lock, the right password always gets through once the (short) delay is over.
 */
export interface DelayRule {
  key: string;
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/**
 * Reserves one attempt, counted as a failure until `resetBucket` says it succeeded, and sets when the
 * next may start. Refused while the previous attempt's delay runs. One conditional update decides, so
 * concurrent attempts cannot slip past the delay.
 */
export async function reserveDelayedAttempt(db: Database, rule: DelayRule, now: Date): Promise<LockAttempt> {
  await db
    .insert(b)
    .values({ key: rule.key, count: 0, windowStartedAt: now, lockedUntil: null })
    .onConflictDoNothing({ target: b.key });
  const failures = sql`${b.count} + 1`;
  const exponent = sql`least(greatest(${failures} - ${rule.freeFailures}, 0), 30)`;
  const delayMs = sql`least(${rule.firstDelayMs}::float8 * power(2, ${exponent}), ${rule.maxDelayMs}::float8)`;
  const [reserved] = await db
    .update(b)
    .set({
      count: failures,
      windowStartedAt: now,
      lockedUntil: sql`case when ${failures} >= ${rule.freeFailures} then ${at(now)} + ${delayMs} * interval '1 millisecond' else null end`,
    })
    .where(sql`${b.key} = ${rule.key} and (${b.lockedUntil} is null or ${b.lockedUntil} <= ${at(now)})`)
    .returning({ count: b.count });
  if (reserved) return { allowed: true, retryAfterSeconds: 0 };
  const [row] = await db.select({ lockedUntil: b.lockedUntil }).from(b).where(eq(b.key, rule.key));
  return { allowed: false, retryAfterSeconds: row?.lockedUntil ? secondsUntil(row.lockedUntil, now) : 1 };
}

/** "30 seconds" / "1 minute" / "15 minutes", for the sentence that goes with a 429. */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${Math.max(1, Math.ceil(seconds))} seconds`;
  return minutesText(seconds);
}

/** "1 minute" / "15 minutes", for the sentence that goes with a 429. */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/**
 * "in 42 minutes (at 14:05 UTC)": when a limit lets the next attempt through, from the window the
 * limiter really holds, so the user learns the exact time and not just the window's length.
 */
export function retryTimeText(seconds: number, now: Date): string {
  const at = new Date(now.getTime() + Math.max(1, Math.ceil(seconds)) * 1000);
  // Rounded up to the minute: "at 14:05" must never be before the window really ends.
  if (at.getUTCSeconds() > 0 || at.getUTCMilliseconds() > 0) {
    at.setUTCSeconds(60, 0);
  }
  const clock = `${String(at.getUTCHours()).padStart(2, "0")}:${String(at.getUTCMinutes()).padStart(2, "0")}`;
  return `in ${waitText(seconds)} (at ${clock} UTC)`;
}

/** Reads a window without counting an event: is it used up, and until when. */
export async function peekWindow(
  db: Database,
  rule: WindowRule,
  now: Date,
): Promise<{ exhausted: boolean; retryAfterSeconds: number }> {
  const [row] = await db
    .select({ count: b.count, windowStartedAt: b.windowStartedAt })
    .from(b)
    .where(eq(b.key, rule.key));
  if (!row) return { exhausted: false, retryAfterSeconds: 0 };
  const windowEnd = new Date(row.windowStartedAt.getTime() + rule.windowMs);
  if (windowEnd <= now || row.count < rule.limit) return { exhausted: false, retryAfterSeconds: 0 };
  return { exhausted: true, retryAfterSeconds: secondsUntil(windowEnd, now) };
}

/** Removes counters whose window started before `windowOver` and whose lock, if any, is over. */
export async function deleteFinishedBuckets(db: Database, windowOver: Date, now: Date): Promise<void> {
  await db
    .delete(rateLimitBuckets)
    .where(
      and(
        lt(rateLimitBuckets.windowStartedAt, windowOver),
        or(isNull(rateLimitBuckets.lockedUntil), lt(rateLimitBuckets.lockedUntil, now)),
      ),
    );
}
