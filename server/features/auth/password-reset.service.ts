import { createHash, randomBytes } from "node:crypto";
import {
  RESET_REQUEST_WINDOW_MS,
  RESET_REQUESTS_PER_ADDRESS_LIMIT,
  RESET_REQUESTS_PER_NETWORK_LIMIT,
  VERIFICATION_CODE_VALIDITY_MINUTES,
  VERIFICATION_CODE_VALIDITY_MS,
} from "@domain/constants";
import type {
  PasswordResetConfirm,
  PasswordResetRequest,
  PasswordResetRequested,
} from "@domain/schemas/account";
import type { MessageResponse } from "@domain/schemas/auth";
import { clientNetworkKey } from "../../lib/client-network";
import { hashPassword } from "../../lib/passwords";
import { refundWindow, type WindowRule } from "../../lib/rate-limit";
import { rotateCalendarLink } from "../alerts/calendar-feed.service";
import type { ServiceContext } from "../service-context";
import { revokeUserSessions } from "../sessions/sessions";
import { voidInvitationsOf } from "../users/invitations.service";
import { findUserByEmail, findUserById, setPasswordAndVerify } from "../users/users.service";
import { deleteVerificationCode, insertRequestBoundCode } from "./auth.repo";
import { passwordResetEmail } from "./code-emails";
import { codeSecret } from "./code-secret";
import { clearAccountLoginDelay } from "./login-throttle";
import {
  type CodeMessages,
  consumeCode,
  newCodeAdvice,
  newCodeRule,
  takeNewCodeAllowance,
} from "./one-time-codes";
import { takeVerifyIpAllowance } from "./verification.service";
import { generateVerificationCode, hashVerificationCode } from "./verification-codes";

// 'Forgot password?' (docs/product.md §11.4): a 6-digit code by e-mail, with the rules of the
// verification code, then a new password; every session of the account ends.

/** Also the answer for an unknown address, so the route reveals no account (docs/decisions/0017). */
export const RESET_REQUESTED_MESSAGE = `If an account exists for this email address, we have sent it a code to reset the password. It expires in ${VERIFICATION_CODE_VALIDITY_MINUTES} minutes.`;
export const PASSWORD_RESET_MESSAGE =
  "Your password has been changed and you have been signed out everywhere. You can now sign in with your new password.";
/** Unknown address, no code asked for, or a code already used: one answer. */
export const NO_ACTIVE_RESET_CODE_MESSAGE =
  "There is no active reset code for this email address. Please request a new code.";
export const WRONG_RESET_CODE_MESSAGE = "The reset code is incorrect. Please check it and try again.";

const RESET_CODE_MESSAGES: CodeMessages = {
  noActive: NO_ACTIVE_RESET_CODE_MESSAGE,
  wrong: WRONG_RESET_CODE_MESSAGE,
  lastWrong: "The reset code is incorrect, and it has now been tried too many times.",
  tooMany: "This reset code has been tried too many times.",
  expired: "This reset code has expired.",
};

/** The owner's allowance: per address and network, so a stranger elsewhere never spends it (decision 0054). */
const resetRule = (email: string, ip: string) => newCodeRule(`reset:${email}:${clientNetworkKey(ip)}`);

const TOO_MANY_FOR_ADDRESS = "Too many reset codes were requested for this email address.";

/** The three allowances of a reset request, in order; a refusal gives back those already taken. */
async function takeResetAllowances(
  ctx: ServiceContext,
  email: string,
  ip: string,
): Promise<() => Promise<void>> {
  const rules: [WindowRule, string][] = [
    [
      {
        key: `reset:net:${clientNetworkKey(ip)}`,
        limit: RESET_REQUESTS_PER_NETWORK_LIMIT,
        windowMs: RESET_REQUEST_WINDOW_MS,
      },
      "Too many reset codes were requested from this network.",
    ],
    [
      {
        key: `reset:all:${email}`,
        limit: RESET_REQUESTS_PER_ADDRESS_LIMIT,
        windowMs: RESET_REQUEST_WINDOW_MS,
      },
      TOO_MANY_FOR_ADDRESS,
    ],
    [resetRule(email, ip), TOO_MANY_FOR_ADDRESS],
  ];
  const taken: (() => Promise<void>)[] = [];
  const giveBackAll = async () => {
    for (const giveBack of taken) await giveBack();
  };
  try {
    for (const [rule, sentence] of rules) taken.push(await takeNewCodeAllowance(ctx, rule, sentence));
  } catch (error) {
    await giveBackAll();
    throw error;
  }
  return giveBackAll;
}

const hashRequestId = (requestId: string) => createHash("sha256").update(requestId).digest("hex");

// --- POST /api/password-reset/request ------------------------------------------------------------

/**
 * Stores a code bound to a new request token and mails it when the address has an account (verified
 * or not: the code proves the mailbox either way). An unknown address gets a stand-in code nobody
 * receives, the same answer and the same work; the mail leaves after the answer, so neither its
 * timing nor a mail server's failure tells accounts apart (docs/decisions/0017, 0054).
 */
export async function requestPasswordReset(
  ctx: ServiceContext,
  request: PasswordResetRequest,
  client: { ip: string },
): Promise<PasswordResetRequested> {
  const giveBack = await takeResetAllowances(ctx, request.email, client.ip);
  const now = ctx.clock();
  const user = await findUserByEmail(ctx, request.email);
  const requestId = randomBytes(32).toString("base64url");
  const code = generateVerificationCode();
  const codeId = await insertRequestBoundCode(ctx.db, {
    userId: user?.id ?? null,
    email: request.email,
    codeHash: hashVerificationCode(codeSecret(ctx), request.email, code),
    requestHash: hashRequestId(requestId),
    expiresAt: new Date(now.getTime() + VERIFICATION_CODE_VALIDITY_MS),
    now,
    purpose: "reset_password",
  });
  if (user) {
    const message = passwordResetEmail({ to: user.email, code, requestId, publicUrl: ctx.config.PUBLIC_URL });
    // Nobody received the code: void it, and the allowance it used.
    ctx.backgroundMail.send(message, async () => {
      await deleteVerificationCode(ctx.db, codeId);
      await giveBack();
    });
  }
  return { message: RESET_REQUESTED_MESSAGE, requestId };
}

// --- POST /api/password-reset/confirm ------------------------------------------------------------

/**
 * Checks the code (5 tries, 15 minutes, single use; wrong codes count against the network like wrong
 * verification codes), then sets the password, marks the address verified, ends every session and
 * lifts the sign-in delay strangers' guesses may have put on the account.
 */
export async function confirmPasswordReset(
  ctx: ServiceContext,
  request: PasswordResetConfirm,
  client: { ip: string },
): Promise<MessageResponse> {
  const ipHit = await takeVerifyIpAllowance(ctx, { ip: client.ip });
  // Hashed before the check, so a right code is applied at once and the time says nothing of the account.
  const passwordHash = await hashPassword(request.password);
  let userId: string | null = null;
  await consumeCode(
    ctx,
    {
      email: request.email,
      code: request.code,
      purpose: "reset_password",
      requestHash: hashRequestId(request.requestId),
    },
    RESET_CODE_MESSAGES,
    () => newCodeAdvice(ctx, resetRule(request.email, client.ip)),
    async (tx, stored) => {
      // A stand-in code has no account; an account renamed since the request is not this address's.
      const owner = stored.userId ? await findUserById({ db: tx }, stored.userId) : null;
      if (!owner || owner.email !== request.email) return false;
      await setPasswordAndVerify({ db: tx, clock: ctx.clock }, { userId: owner.id, passwordHash });
      await voidInvitationsOf({ db: tx }, owner.id, ctx.clock());
      await revokeUserSessions(tx, owner.id);
      userId = owner.id;
      return true;
    },
  );
  if (!userId) throw new Error("a reset code was accepted without an account");
  await clearAccountLoginDelay(ctx.db, request.email);
  await rotateCalendarLink(ctx, { id: userId });
  await refundWindow(ctx.db, `verify:ip:${clientNetworkKey(client.ip)}`, ipHit.windowStartedAt);
  return { message: PASSWORD_RESET_MESSAGE };
}
