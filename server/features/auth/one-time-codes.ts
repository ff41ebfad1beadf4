import {
  MAX_WRONG_CODE_ATTEMPTS,
  VERIFICATION_CODE_VALIDITY_MS,
  VERIFICATION_RESEND_LIMIT,
  VERIFICATION_RESEND_WINDOW_MS,
} from "@domain/constants";
import type { CodePurpose } from "@domain/enums";
import type { Database } from "../../db/client";
import { AppError, retryAfterHeader, tooManyRequests } from "../../lib/errors";
import { MailDeliveryError, type MailMessage } from "../../lib/mail/index";
import { hitWindow, peekWindow, refundWindow, retryTimeText, type WindowRule } from "../../lib/rate-limit";
import type { ServiceContext } from "../service-context";
import {
  claimCodeAttempt,
  deleteOtherCodes,
  deleteVerificationCode,
  findUnusedCode,
  markCodeUsed,
  replaceVerificationCode,
  type StoredCode,
} from "./auth.repo";
import { codeSecret } from "./code-secret";
import {
  generateVerificationCode,
  hashVerificationCode,
  verificationCodeMatches,
} from "./verification-codes";

// The 6-digit e-mailed codes, one machinery for every purpose (verifying the address at registration,
// resetting a forgotten password, confirming a new address): stored hashed, valid 15 minutes, 5 tries,
// at most 3 new codes per hour per address and purpose (docs/decisions/0005 and 0017).

// --- Issuing ------------------------------------------------------------------------------------

/**
 * Creates a code (voiding older ones of the same purpose) and mails the message `compose` makes with it.
 * When the mail cannot be sent the new code is removed again, since nobody received it, and a 502 says so.
 */
export async function issueCode(
  ctx: ServiceContext,
  target: { userId: string; email: string; purpose: CodePurpose },
  compose: (code: string) => MailMessage,
  mailFailureMessage: string,
): Promise<void> {
  const now = ctx.clock();
  const code = generateVerificationCode();
  const codeId = await replaceVerificationCode(ctx.db, {
    userId: target.userId,
    email: target.email,
    codeHash: hashVerificationCode(codeSecret(ctx), target.email, code),
    expiresAt: new Date(now.getTime() + VERIFICATION_CODE_VALIDITY_MS),
    now,
    purpose: target.purpose,
  });
  try {
    await ctx.mailer.send(compose(code));
  } catch (error) {
    await deleteVerificationCode(ctx.db, codeId);
    if (!(error instanceof MailDeliveryError)) throw error;
    ctx.log.error({ err: error, purpose: target.purpose }, "a code e-mail could not be sent");
    throw new AppError(502, mailFailureMessage, "mail_delivery_failed");
  }
}

// --- How many new codes --------------------------------------------------------------------------

/** 3 new codes per hour for one key (an address, or an account for a change of address). */
export const newCodeRule = (key: string): WindowRule => ({
  key,
  limit: VERIFICATION_RESEND_LIMIT,
  windowMs: VERIFICATION_RESEND_WINDOW_MS,
});

/**
 * Counts one new code under `rule`, whether or not an account exists, so the answer cannot reveal
 * accounts; 429 with the exact time the window ends. Returns a function that gives the allowance back
 * (mail failure: nothing was sent).
 */
export async function takeNewCodeAllowance(
  ctx: ServiceContext,
  rule: WindowRule,
  sentence: string,
): Promise<() => Promise<void>> {
  const now = ctx.clock();
  const hit = await hitWindow(ctx.db, rule, now);
  if (!hit.allowed) {
    throw tooManyRequests(
      `${sentence} You can request a new code ${retryTimeText(hit.retryAfterSeconds, now)}.`,
      hit.retryAfterSeconds,
    );
  }
  return () => refundWindow(ctx.db, rule.key, hit.windowStartedAt);
}

/**
 * What to tell someone whose code is used up: ask for a new one, or, when the new-code allowance is
 * spent too, exactly when they can (so the page never sends them to a button that answers 429).
 */
export async function newCodeAdvice(ctx: ServiceContext, rule: WindowRule): Promise<NewCodeAdvice> {
  const now = ctx.clock();
  const window = await peekWindow(ctx.db, rule, now);
  if (!window.exhausted) return { sentence: "Please request a new code." };
  return {
    sentence: `You can request a new code ${retryTimeText(window.retryAfterSeconds, now)}.`,
    retryAfterSeconds: window.retryAfterSeconds,
  };
}

/** The advice's sentence, and when the new-code allowance is spent, the seconds until it is back. */
export interface NewCodeAdvice {
  sentence: string;
  retryAfterSeconds?: number;
}

// --- Checking ------------------------------------------------------------------------------------

export interface CodeMessages {
  noActive: string;
  wrong: string;
  /** The first part of the sentence; the advice (`newCodeAdvice`) follows. */
  lastWrong: string;
  tooMany: string;
  expired: string;
}

const failure = (message: string, code: string, headers: Record<string, string> = {}) =>
  new AppError(400, message, code, headers);

/**
 * Checks `code` against the unused code of `email` for `purpose` and, when it matches, runs `apply` in the
 * transaction that marks the code used (single use: one winner when the same code arrives twice).
 * `apply` returns false when its change no longer applies; then nothing is changed. Each try is claimed
 * before the comparison, so concurrent guesses cannot exceed 5. With `userId`, a code issued to another
 * account reads as no code at all; with `requestHash`, only the code that request made is tried.
 */
export async function consumeCode(
  ctx: ServiceContext,
  input: { email: string; code: string; purpose: CodePurpose; userId?: string; requestHash?: string },
  messages: CodeMessages,
  advice: () => Promise<NewCodeAdvice>,
  apply: (tx: Database, stored: StoredCode) => Promise<boolean>,
): Promise<void> {
  const now = ctx.clock();
  const stored = await findUnusedCode(ctx.db, input.email, input.purpose, input);
  if (!stored || (input.userId !== undefined && stored.userId !== input.userId)) {
    throw failure(messages.noActive, "no_active_code");
  }
  // A spent allowance also travels as Retry-After, so the page can hold Resend until then.
  const failureWithAdvice = async (sentence: string, code: string) => {
    const { sentence: adviceSentence, retryAfterSeconds } = await advice();
    const headers = retryAfterSeconds ? retryAfterHeader(retryAfterSeconds) : {};
    return failure(`${sentence} ${adviceSentence}`, code, headers);
  };
  if (stored.attempts >= MAX_WRONG_CODE_ATTEMPTS) {
    throw await failureWithAdvice(messages.tooMany, "too_many_attempts");
  }
  if (stored.expiresAt <= now) throw await failureWithAdvice(messages.expired, "code_expired");

  const triesUsed = await claimCodeAttempt(ctx.db, stored.id, MAX_WRONG_CODE_ATTEMPTS);
  if (triesUsed === null) throw await failureWithAdvice(messages.tooMany, "too_many_attempts");
  if (!verificationCodeMatches(codeSecret(ctx), input.email, input.code, stored.codeHash)) {
    if (triesUsed >= MAX_WRONG_CODE_ATTEMPTS) {
      throw await failureWithAdvice(messages.lastWrong, "too_many_attempts");
    }
    throw failure(messages.wrong, "invalid_code");
  }

  await ctx.db.transaction(async (tx) => {
    if (!(await markCodeUsed(tx, stored.id)) || !(await apply(tx, stored))) {
      throw failure(messages.noActive, "no_active_code");
    }
    await deleteOtherCodes(tx, input.email, stored.id, input.purpose);
  });
}
