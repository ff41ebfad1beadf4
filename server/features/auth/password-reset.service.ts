import { VERIFICATION_CODE_VALIDITY_MINUTES } from "@domain/constants";
import type { PasswordResetConfirm, PasswordResetRequest } from "@domain/schemas/account";
import type { MessageResponse } from "@domain/schemas/auth";
import { clientNetworkKey } from "../../lib/client-network";
import { AppError } from "../../lib/errors";
import { hashPassword } from "../../lib/passwords";
import { refundWindow } from "../../lib/rate-limit";
import { rotateCalendarLink } from "../alerts/calendar-feed.service";
import type { ServiceContext } from "../service-context";
import { revokeUserSessions } from "../sessions/sessions";
import { findUserByEmail } from "../users/users.service";
import { setPasswordAndVerify } from "./auth.repo";
import { passwordResetEmail } from "./code-emails";
import { clearAccountLoginDelay } from "./login-throttle";
import {
  type CodeMessages,
  consumeCode,
  issueCode,
  newCodeAdvice,
  newCodeRule,
  takeNewCodeAllowance,
} from "./one-time-codes";
import { takeVerifyIpAllowance } from "./verification.service";

// 'Forgot password?' (docs/product.md §11.4): a 6-digit code by e-mail, with the rules of the
// verification code, then a new password; every session of the account ends.

/** Also the answer for an unknown address, so the route reveals no account (docs/decisions/0017). */
export const RESET_REQUESTED_MESSAGE = `If an account exists for this email address, we have sent it a code to reset the password. It expires in ${VERIFICATION_CODE_VALIDITY_MINUTES} minutes.`;
export const PASSWORD_RESET_MESSAGE =
  "Your password has been changed and you have been signed out everywhere. You can now sign in with your new password.";
export const RESET_MAIL_FAILURE_MESSAGE =
  "We could not send the reset email right now. Please try again in a few minutes.";
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

const resetRule = (email: string) => newCodeRule(`reset:${email}`);

// --- POST /api/password-reset/request ------------------------------------------------------------

/**
 * Mails a reset code when the address has an account (verified or not: the code proves the mailbox
 * either way). 3 per hour per address, counted for unknown addresses too, so nothing tells them apart.
 */
export async function requestPasswordReset(
  ctx: ServiceContext,
  request: PasswordResetRequest,
): Promise<MessageResponse> {
  const giveBack = await takeNewCodeAllowance(
    ctx,
    resetRule(request.email),
    "Too many reset codes were requested for this email address.",
  );
  const user = await findUserByEmail(ctx, request.email);
  if (user) {
    try {
      await issueCode(
        ctx,
        { userId: user.id, email: user.email, purpose: "reset_password" },
        (code) => passwordResetEmail({ to: user.email, code, publicUrl: ctx.config.PUBLIC_URL }),
        RESET_MAIL_FAILURE_MESSAGE,
      );
    } catch (error) {
      await giveBack();
      throw error;
    }
  }
  return { message: RESET_REQUESTED_MESSAGE };
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
  const ipHit = await takeVerifyIpAllowance(ctx, client.ip);
  // Hashed before the check, so a right code is applied at once and the time says nothing of the account.
  const passwordHash = await hashPassword(request.password);
  const user = await findUserByEmail(ctx, request.email);
  if (!user) throw new AppError(400, NO_ACTIVE_RESET_CODE_MESSAGE, "no_active_code");
  await consumeCode(
    ctx,
    { email: request.email, code: request.code, purpose: "reset_password", userId: user.id },
    RESET_CODE_MESSAGES,
    () => newCodeAdvice(ctx, resetRule(request.email)),
    async (tx) => {
      await setPasswordAndVerify(tx, user.id, { passwordHash, now: ctx.clock() });
      await revokeUserSessions(tx, user.id);
      return true;
    },
  );
  await clearAccountLoginDelay(ctx.db, request.email);
  await rotateCalendarLink(ctx, user.id);
  await refundWindow(ctx.db, `verify:ip:${clientNetworkKey(client.ip)}`, ipHit.windowStartedAt);
  return { message: PASSWORD_RESET_MESSAGE };
}
