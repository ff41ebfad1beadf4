import { setTimeout } from "node:timers/promises";
import {
  LOGIN_FIRST_DELAY_MS,
  LOGIN_FREE_FAILURES,
  LOGIN_IP_FAILURE_LIMIT,
  LOGIN_IP_SLOT_POLL_MS,
  LOGIN_IP_SLOT_WAIT_MS,
  LOGIN_IP_WINDOW_MS,
  LOGIN_MAX_DELAY_MS,
} from "@domain/constants";
import type { Database } from "../../db/client";
import { clientNetworkKey } from "../../lib/client-network";
import { tooManyRequests } from "../../lib/errors";
import {
  type DelayRule,
  minutesText,
  reserveDelayedAttempt,
  reserveSlot,
  resetBucket,
  type SlotHit,
  settleSlot,
  type WindowRule,
  waitText,
} from "../../lib/rate-limit";

export interface LoginAttempt {
  /** Wrong password or unknown account: the attempt stays counted and lengthens the next delay. */
  failed(): Promise<void>;
  /** Right password: neither the network nor the account (or device) keeps it as a failure. */
  succeeded(): Promise<void>;
}

const delayRule = (key: string): DelayRule => ({
  key,
  freeFailures: LOGIN_FREE_FAILURES,
  firstDelayMs: LOGIN_FIRST_DELAY_MS,
  maxDelayMs: LOGIN_MAX_DELAY_MS,
});

/**
 * Starts a sign-in attempt, or refuses it with 429 and Retry-After (docs/security.md).
 * - From a browser that signed in to this account before (`trustedDeviceId`): only that device's own
 *   failures delay it, so strangers' guesses can never keep the owner out.
 * - Otherwise, per network (IPv4 address or IPv6 /64): 25 failed attempts per 5 minutes (successes do not
 *   count, even arriving together: a whole class signs in from one address); and per account (the e-mail, whether or not it
 *   exists, so the delay reveals nothing): after 5 failures in a row each attempt waits 15 s, doubling
 *   up to 5 minutes. There is no lock: the right password gets through once the delay is over.
 */
export async function beginLoginAttempt(
  db: Database,
  input: { email: string; ip: string; trustedDeviceId?: string },
  now: Date,
): Promise<LoginAttempt> {
  if (input.trustedDeviceId) {
    const rule = delayRule(`login:device:${input.trustedDeviceId}`);
    await reserveOrRefuse(db, rule, now, "from this browser");
    return { failed: async () => {}, succeeded: () => resetBucket(db, rule.key) };
  }

  const ipRule = {
    key: `login:ip:${clientNetworkKey(input.ip)}`,
    limit: LOGIN_IP_FAILURE_LIMIT,
    windowMs: LOGIN_IP_WINDOW_MS,
  };
  const ipSlot = await reserveNetworkSlot(db, ipRule, now);
  const settleIp = (outcome: "failed" | "given back") =>
    settleSlot(db, ipRule.key, ipSlot.windowStartedAt, outcome);

  const rule = delayRule(`login:account:${input.email}`);
  try {
    await reserveOrRefuse(db, rule, now, "for this account");
  } catch (error) {
    await settleIp("given back");
    throw error;
  }
  return {
    failed: () => settleIp("failed"),
    async succeeded() {
      await settleIp("given back");
      await resetBucket(db, rule.key);
    },
  };
}

/**
 * One slot of the network's failure window, reserved before the password is checked so concurrent
 * guesses cannot exceed the limit. When the window is full but other sign-ins are still being
 * checked, this one waits for them (a correct one gives its slot back): a class signing in at the
 * same moment behind one address is never refused for the slots its own members held (decision 0055).
 */
async function reserveNetworkSlot(db: Database, rule: WindowRule, now: Date): Promise<SlotHit> {
  const waitUntil = performance.now() + LOGIN_IP_SLOT_WAIT_MS;
  for (;;) {
    const slot = await reserveSlot(db, rule, now);
    if (slot.allowed) return slot;
    await settleSlot(db, rule.key, slot.windowStartedAt, "given back");
    if (slot.othersInFlight === 0 || performance.now() >= waitUntil) {
      throw tooManyRequests(
        `Too many failed sign-in attempts from this network. Please try again in ${minutesText(slot.retryAfterSeconds)}.`,
        slot.retryAfterSeconds,
      );
    }
    await setTimeout(LOGIN_IP_SLOT_POLL_MS);
  }
}

async function reserveOrRefuse(db: Database, rule: DelayRule, now: Date, where: string): Promise<void> {
  const attempt = await reserveDelayedAttempt(db, rule, now);
  if (!attempt.allowed) {
    throw tooManyRequests(
      `Too many failed sign-in attempts ${where}. Please wait ${waitText(attempt.retryAfterSeconds)} before trying again.`,
      attempt.retryAfterSeconds,
    );
  }
}

/** The owner proved the mailbox (a password reset): strangers' failed guesses no longer delay them. */
export async function clearAccountLoginDelay(db: Database, email: string): Promise<void> {
  await resetBucket(db, delayRule(`login:account:${email}`).key);
}
