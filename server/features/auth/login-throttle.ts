import {
  LOGIN_IP_FAILURE_LIMIT,
  LOGIN_IP_WINDOW_MS,
  LOGIN_LOCK_AFTER_FAILURES,
  LOGIN_LOCK_DURATION_MS,
} from "@domain/constants";
import type { Database } from "../../db/client";
import { tooManyRequests } from "../../lib/errors";
import {
  hitWindow,
  type LockRule,
  minutesText,
  recordLockFailure,
  refundWindow,
  reserveLockAttempt,
  resetBucket,
} from "../../lib/rate-limit";

export interface LoginAttempt {
  /** Wrong password or unknown account: the attempt stays counted, and may lock the account. */
  failed(): Promise<void>;
  /** Right password: neither the IP nor the account keeps it as a failure. */
  succeeded(): Promise<void>;
}

/**
 * Starts a sign-in attempt, or refuses it with 429 and Retry-After. Per IP: 25 failed attempts per
 * 5 minutes (successes do not count: a whole class signs in from one address). Per account (the
 * e-mail, whether or not it exists, so the lock reveals nothing): locked 15 minutes after 10
 * consecutive failures.
 */
export async function beginLoginAttempt(
  db: Database,
  input: { email: string; ip: string },
  now: Date,
): Promise<LoginAttempt> {
  const ipKey = `login:ip:${input.ip}`;
  const ipHit = await hitWindow(
    db,
    { key: ipKey, limit: LOGIN_IP_FAILURE_LIMIT, windowMs: LOGIN_IP_WINDOW_MS },
    now,
  );
  const giveBackIp = () => refundWindow(db, ipKey, ipHit.windowStartedAt);
  if (!ipHit.allowed) {
    throw tooManyRequests(
      `Too many failed sign-in attempts from this network. Please try again in ${minutesText(ipHit.retryAfterSeconds)}.`,
      ipHit.retryAfterSeconds,
    );
  }

  const accountRule: LockRule = {
    key: `login:account:${input.email}`,
    threshold: LOGIN_LOCK_AFTER_FAILURES,
    lockMs: LOGIN_LOCK_DURATION_MS,
  };
  const account = await reserveLockAttempt(db, accountRule, now);
  if (!account.allowed) {
    await giveBackIp();
    throw tooManyRequests(
      `Too many failed sign-in attempts for this account. Please try again in ${minutesText(account.retryAfterSeconds)}.`,
      account.retryAfterSeconds,
    );
  }

  return {
    failed: () => recordLockFailure(db, accountRule, now),
    async succeeded() {
      await giveBackIp();
      await resetBucket(db, accountRule.key);
    },
  };
}
