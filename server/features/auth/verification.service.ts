import {
  MAX_WRONG_CODE_ATTEMPTS,
  VERIFICATION_CODE_VALIDITY_MINUTES,
  VERIFICATION_CODE_VALIDITY_MS,
  VERIFICATION_RESEND_LIMIT,
  VERIFICATION_RESEND_WINDOW_MS,
  VERIFY_IP_FAILURE_LIMIT,
  VERIFY_IP_WINDOW_MS,
} from "@domain/constants";
import type { MessageResponse, ResendVerificationRequest, VerifyEmailRequest } from "@domain/schemas/auth";
import type { User } from "../../db/schema/index";
import { clientNetworkKey } from "../../lib/client-network";
import { AppError, tooManyRequests } from "../../lib/errors";
import { MailDeliveryError } from "../../lib/mail/index";
import { hitWindow, minutesText, refundWindow, type WindowHit } from "../../lib/rate-limit";
import type { ServiceContext } from "../service-context";
import { findUserByEmail } from "../users/users.service";
import {
  claimCodeAttempt,
  deleteOtherCodes,
  deleteVerificationCode,
  findUnusedCode,
  markCodeUsed,
  markUserVerified,
  replaceVerificationCode,
} from "./auth.repo";
import { codeSecret } from "./code-secret";
import {
  generateVerificationCode,
  hashVerificationCode,
  verificationCodeMatches,
} from "./verification-codes";
import { verificationEmail } from "./verification-email";

export const VERIFIED_MESSAGE = "Your email address is verified. You can now log in to your account.";
export const RESEND_MESSAGE = `If this email address has an account waiting for verification, we have sent it a new code. It expires in ${VERIFICATION_CODE_VALIDITY_MINUTES} minutes.`;
export const WRONG_CODE_MESSAGE = "The verification code is incorrect. Please check it and try again.";
export const LAST_WRONG_CODE_MESSAGE =
  "The verification code is incorrect, and it has now been tried too many times. Please request a new code.";
export const TOO_MANY_TRIES_MESSAGE = "This code has been tried too many times. Please request a new code.";
export const EXPIRED_CODE_MESSAGE = "This verification code has expired. Please request a new code.";
/** Also the answer for an address that is verified or unknown, so this route cannot tell them apart. */
export const NO_ACTIVE_CODE_MESSAGE =
  "There is no active verification code for this email address. If it is already verified, you can log in; otherwise please request a new code.";

const verifyFailure = (message: string, code: string) => new AppError(400, message, code);

// --- Issuing a code ------------------------------------------------------------------------------

/**
 * Creates a code (voiding older ones) and mails it. When the mail cannot be sent the new code is
 * removed again, since nobody received it, and a 502 says so; the account itself stays.
 */
export async function issueVerificationCode(
  ctx: ServiceContext,
  user: Pick<User, "id" | "email">,
  mailFailureMessage: string,
): Promise<void> {
  const now = ctx.clock();
  const code = generateVerificationCode();
  const codeId = await replaceVerificationCode(ctx.db, {
    userId: user.id,
    email: user.email,
    codeHash: hashVerificationCode(codeSecret(ctx), user.email, code),
    expiresAt: new Date(now.getTime() + VERIFICATION_CODE_VALIDITY_MS),
    now,
  });
  try {
    await ctx.mailer.send(verificationEmail({ to: user.email, code, publicUrl: ctx.config.PUBLIC_URL }));
  } catch (error) {
    await deleteVerificationCode(ctx.db, codeId);
    if (!(error instanceof MailDeliveryError)) throw error;
    ctx.log.error({ err: error }, "verification email could not be sent");
    throw new AppError(502, mailFailureMessage, "mail_delivery_failed");
  }
}

// --- Resend limit --------------------------------------------------------------------------------

const resendRule = (email: string) => ({
  key: `resend:${email}`,
  limit: VERIFICATION_RESEND_LIMIT,
  windowMs: VERIFICATION_RESEND_WINDOW_MS,
});

/**
 * Counts one new code for this address (3 per hour), whether or not an account exists, so the answer
 * cannot reveal accounts. Returns a function that gives the allowance back (mail failure: nothing was sent).
 */
export async function takeResendAllowance(ctx: ServiceContext, email: string): Promise<() => Promise<void>> {
  const rule = resendRule(email);
  const hit = await hitWindow(ctx.db, rule, ctx.clock());
  if (!hit.allowed) {
    throw tooManyRequests(
      `Too many verification codes were requested for this email address. Please try again in ${minutesText(hit.retryAfterSeconds)}.`,
      hit.retryAfterSeconds,
    );
  }
  return () => refundWindow(ctx.db, rule.key, hit.windowStartedAt);
}

// --- POST /api/resend-verification ---------------------------------------------------------------

export const RESEND_MAIL_FAILURE_MESSAGE =
  "We could not send the verification email right now. Please try again in a few minutes.";

export async function resendVerification(
  ctx: ServiceContext,
  request: ResendVerificationRequest,
): Promise<MessageResponse> {
  const giveBack = await takeResendAllowance(ctx, request.email);
  const user = await findUserByEmail(ctx, request.email);
  if (user && !user.emailVerified) {
    try {
      await issueVerificationCode(ctx, user, RESEND_MAIL_FAILURE_MESSAGE);
    } catch (error) {
      await giveBack();
      throw error;
    }
  }
  return { message: RESEND_MESSAGE };
}

// --- POST /api/verify-email ----------------------------------------------------------------------

export async function verifyEmail(
  ctx: ServiceContext,
  request: VerifyEmailRequest,
  client: { ip: string },
): Promise<MessageResponse> {
  const ipHit = await takeVerifyIpAllowance(ctx, client.ip);
  await checkCode(ctx, request);
  // A successful check is not a failure: the per-IP budget is only for wrong, expired or void codes.
  await refundWindow(ctx.db, `verify:ip:${clientNetworkKey(client.ip)}`, ipHit.windowStartedAt);
  return { message: VERIFIED_MESSAGE };
}

async function takeVerifyIpAllowance(ctx: ServiceContext, ip: string): Promise<WindowHit> {
  const hit = await hitWindow(
    ctx.db,
    {
      key: `verify:ip:${clientNetworkKey(ip)}`,
      limit: VERIFY_IP_FAILURE_LIMIT,
      windowMs: VERIFY_IP_WINDOW_MS,
    },
    ctx.clock(),
  );
  if (!hit.allowed) {
    throw tooManyRequests(
      `Too many failed verification attempts from this network. Please try again in ${minutesText(hit.retryAfterSeconds)}.`,
      hit.retryAfterSeconds,
    );
  }
  return hit;
}

async function checkCode(ctx: ServiceContext, { email, code }: VerifyEmailRequest): Promise<void> {
  const now = ctx.clock();
  const user = await findUserByEmail(ctx, email);
  // Verified, unknown, or waiting without a code: one answer, so the route reveals no account.
  const stored = user && !user.emailVerified ? await findUnusedCode(ctx.db, email) : null;
  if (!user || !stored) throw verifyFailure(NO_ACTIVE_CODE_MESSAGE, "no_active_code");
  if (stored.attempts >= MAX_WRONG_CODE_ATTEMPTS)
    throw verifyFailure(TOO_MANY_TRIES_MESSAGE, "too_many_attempts");
  if (stored.expiresAt <= now) throw verifyFailure(EXPIRED_CODE_MESSAGE, "code_expired");

  const triesUsed = await claimCodeAttempt(ctx.db, stored.id, MAX_WRONG_CODE_ATTEMPTS);
  if (triesUsed === null) throw verifyFailure(TOO_MANY_TRIES_MESSAGE, "too_many_attempts");
  if (!verificationCodeMatches(codeSecret(ctx), email, code, stored.codeHash)) {
    if (triesUsed >= MAX_WRONG_CODE_ATTEMPTS)
      throw verifyFailure(LAST_WRONG_CODE_MESSAGE, "too_many_attempts");
    throw verifyFailure(WRONG_CODE_MESSAGE, "invalid_code");
  }

  await ctx.db.transaction(async (tx) => {
    // Single use, and one winner when the same code arrives twice at once.
    if (!(await markCodeUsed(tx, stored.id)) || !(await markUserVerified(tx, user.id, now))) {
      throw verifyFailure(NO_ACTIVE_CODE_MESSAGE, "no_active_code");
    }
    await deleteOtherCodes(tx, email, stored.id);
  });
}
