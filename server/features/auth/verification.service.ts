import {
  VERIFICATION_CODE_VALIDITY_MINUTES,
  VERIFY_IP_FAILURE_LIMIT,
  VERIFY_IP_WINDOW_MS,
} from "@domain/constants";
import type { MessageResponse, ResendVerificationRequest, VerifyEmailRequest } from "@domain/schemas/auth";
import type { User } from "../../db/schema/index";
import { clientNetworkKey } from "../../lib/client-network";
import { AppError, tooManyRequests } from "../../lib/errors";
import { hitWindow, minutesText, refundWindow, type WindowHit } from "../../lib/rate-limit";
import type { ServiceContext } from "../service-context";
import { findUserByEmail, markUserVerified } from "../users/users.service";
import {
  type CodeMessages,
  consumeCode,
  issueCode,
  newCodeAdvice,
  newCodeRule,
  takeNewCodeAllowance,
} from "./one-time-codes";
import { verificationEmail } from "./verification-email";

export const VERIFIED_MESSAGE = "Your email address is verified. You can now log in to your account.";
export const RESEND_MESSAGE = `If this email address has an account waiting for verification, we have sent it a new code. It expires in ${VERIFICATION_CODE_VALIDITY_MINUTES} minutes.`;
export const WRONG_CODE_MESSAGE = "The verification code is incorrect. Please check it and try again.";
const LAST_WRONG_CODE_SENTENCE =
  "The verification code is incorrect, and it has now been tried too many times.";
const TOO_MANY_TRIES_SENTENCE = "This code has been tried too many times.";
const EXPIRED_CODE_SENTENCE = "This verification code has expired.";
/** The three sentences above end with the advice; these are their words while a new code may be asked for. */
export const LAST_WRONG_CODE_MESSAGE = `${LAST_WRONG_CODE_SENTENCE} Please request a new code.`;
export const TOO_MANY_TRIES_MESSAGE = `${TOO_MANY_TRIES_SENTENCE} Please request a new code.`;
export const EXPIRED_CODE_MESSAGE = `${EXPIRED_CODE_SENTENCE} Please request a new code.`;
/** Also the answer for an address that is verified or unknown, so this route cannot tell them apart. */
export const NO_ACTIVE_CODE_MESSAGE =
  "There is no active verification code for this email address. If it is already verified, you can log in; otherwise please request a new code.";

const VERIFY_CODE_MESSAGES: CodeMessages = {
  noActive: NO_ACTIVE_CODE_MESSAGE,
  wrong: WRONG_CODE_MESSAGE,
  lastWrong: LAST_WRONG_CODE_SENTENCE,
  tooMany: TOO_MANY_TRIES_SENTENCE,
  expired: EXPIRED_CODE_SENTENCE,
};

// --- Issuing a code ------------------------------------------------------------------------------

/**
 * Creates a code (voiding older ones) and mails it. When the mail cannot be sent the new code is
 * removed again, since nobody received it, and a 502 says so; the account itself stays.
 */
export function issueVerificationCode(
  ctx: ServiceContext,
  user: Pick<User, "id" | "email">,
  mailFailureMessage: string,
): Promise<void> {
  return issueCode(
    ctx,
    { userId: user.id, email: user.email, purpose: "verify_email" },
    (code) => verificationEmail({ to: user.email, code, publicUrl: ctx.config.PUBLIC_URL }),
    mailFailureMessage,
  );
}

// --- Resend limit --------------------------------------------------------------------------------

export const resendRuleKey = (email: string) => `resend:${email}`;
const resendRule = (email: string) => newCodeRule(resendRuleKey(email));

/**
 * Counts one new code for this address (3 per hour), whether or not an account exists, so the answer
 * cannot reveal accounts. Returns a function that gives the allowance back (mail failure: nothing was sent).
 */
export function takeResendAllowance(
  ctx: ServiceContext,
  { email }: { email: string },
): Promise<() => Promise<void>> {
  return takeNewCodeAllowance(
    ctx,
    resendRule(email),
    "Too many verification codes were requested for this email address.",
  );
}

// --- POST /api/resend-verification ---------------------------------------------------------------

export const RESEND_MAIL_FAILURE_MESSAGE =
  "We could not send the verification email right now. Please try again in a few minutes.";

export async function resendVerification(
  ctx: ServiceContext,
  request: ResendVerificationRequest,
): Promise<MessageResponse> {
  const giveBack = await takeResendAllowance(ctx, { email: request.email });
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
  const ipHit = await takeVerifyIpAllowance(ctx, { ip: client.ip });
  await checkCode(ctx, request);
  // A successful check is not a failure: the per-IP budget is only for wrong, expired or void codes.
  await refundWindow(ctx.db, `verify:ip:${clientNetworkKey(client.ip)}`, ipHit.windowStartedAt);
  return { message: VERIFIED_MESSAGE };
}

export async function takeVerifyIpAllowance(ctx: ServiceContext, { ip }: { ip: string }): Promise<WindowHit> {
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
  const user = await findUserByEmail(ctx, email);
  // Verified, unknown, or waiting without a code: one answer, so the route reveals no account.
  if (!user || user.emailVerified) throw new AppError(400, NO_ACTIVE_CODE_MESSAGE, "no_active_code");
  await consumeCode(
    ctx,
    { email, code, purpose: "verify_email" },
    VERIFY_CODE_MESSAGES,
    () => newCodeAdvice(ctx, resendRule(email)),
    (tx) => markUserVerified({ db: tx, clock: ctx.clock }, user.id),
  );
}
