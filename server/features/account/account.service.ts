import { LOGIN_FIRST_DELAY_MS, LOGIN_FREE_FAILURES, LOGIN_MAX_DELAY_MS } from "@domain/constants";
import { isEmailAsPassword, PASSWORD_IS_EMAIL_MESSAGE } from "@domain/password-rules";
import type {
  ChangeEmailConfirm,
  ChangeEmailRequest,
  ChangeName,
  ChangePassword,
  DeleteAccount,
  PendingEmailChange,
} from "@domain/schemas/account";
import { WRONG_PASSWORD_CODE } from "@domain/schemas/account";
import type { MessageResponse } from "@domain/schemas/auth";
import type { CurrentUser } from "@domain/schemas/user";
import type { User } from "../../db/schema/index";
import { AppError, badRequest, conflict, notFound, tooManyRequests } from "../../lib/errors";
import { MailDeliveryError } from "../../lib/mail/index";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { type DelayRule, reserveDelayedAttempt, resetBucket, waitText } from "../../lib/rate-limit";
import { rotateCalendarLink } from "../alerts/calendar-feed.service";
import { emailChangedNotice } from "../auth/code-emails";
import { toCurrentUser } from "../auth/current-user";
import {
  confirmEmailChangeCode,
  pendingEmailChange,
  startEmailChange,
  takeEmailChangeAllowance,
} from "../auth/email-change-codes";
import type { ServiceContext } from "../service-context";
import { revokeOtherSessions, revokeUserSessions, type SessionUser } from "../sessions/sessions";
import { deleteOwnAccount } from "../users/admin-users.service";
import { findUserByEmail, findUserById, updateOwnAccount } from "../users/users.service";

// The Account page (docs/product.md §11.5): the signed-in user changes their own name, e-mail and
// password, signs out everywhere, or deletes the account. Whatever needs the password asks for it.

export const ACCOUNT_MESSAGES = {
  wrongPassword: "The password is incorrect.",
  sameEmail: "This is already your email address.",
  emailTaken: "This email address is already used by another account.",
  passwordChanged: "Your password has been changed. Your other sessions have been signed out.",
  accountGone: "Your account no longer exists.",
} as const;

const pendingMessage = (email: string) =>
  `We sent a 6-digit code to ${email}. Enter it here to confirm your new address; until then your current address stays.`;

export type Owner = Pick<SessionUser, "id" | "sessionId">;

// --- Name ----------------------------------------------------------------------------------------

export async function changeName(ctx: ServiceContext, owner: Owner, input: ChangeName): Promise<CurrentUser> {
  const updated = await updateOwnAccount(ctx, owner.id, { fullName: input.fullName });
  if (!updated || updated === "email_taken") throw notFound(ACCOUNT_MESSAGES.accountGone);
  return toCurrentUser(updated);
}

// --- E-mail --------------------------------------------------------------------------------------

/**
 * Asks for the password, then mails a code to the new address; nothing changes until it is entered.
 * An address another account holds gets no code, and the answer and the pending change look the same
 * (docs/decisions/0017).
 */
export async function requestEmailChange(
  ctx: ServiceContext,
  owner: Owner,
  input: ChangeEmailRequest,
): Promise<MessageResponse & PendingEmailChange> {
  const user = await checkPassword(ctx, owner, input.currentPassword);
  if (input.newEmail === user.email) throw badRequest(ACCOUNT_MESSAGES.sameEmail);
  const giveBack = await takeEmailChangeAllowance(ctx, owner);
  try {
    const addressTaken = (await findUserByEmail(ctx, input.newEmail)) !== null;
    await startEmailChange(ctx, owner, { newEmail: input.newEmail, addressTaken }, giveBack);
  } catch (error) {
    await giveBack();
    throw error;
  }
  return { message: pendingMessage(input.newEmail), pendingEmail: input.newEmail };
}

export async function getPendingEmailChange(ctx: ServiceContext, owner: Owner): Promise<PendingEmailChange> {
  return { pendingEmail: await pendingEmailChange(ctx, owner) };
}

/** The code from the new address: the address changes, and the old one is told (best effort). */
export async function confirmEmailChange(
  ctx: ServiceContext,
  owner: Owner,
  input: ChangeEmailConfirm,
): Promise<CurrentUser> {
  const before = await findUserById(ctx, owner.id);
  if (!before) throw notFound(ACCOUNT_MESSAGES.accountGone);
  let updated: User | null = null;
  const newEmail = await confirmEmailChangeCode(ctx, owner, input.code, async (tx, address) => {
    const result = await updateOwnAccount({ db: tx, clock: ctx.clock }, owner.id, { email: address });
    if (result === "email_taken") throw conflict(ACCOUNT_MESSAGES.emailTaken);
    if (!result) throw notFound(ACCOUNT_MESSAGES.accountGone);
    updated = result;
  });
  try {
    await ctx.mailer.send(emailChangedNotice({ to: before.email, newEmail }));
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    ctx.log.error({ err: error }, "the notice of an e-mail change could not be sent to the old address");
  }
  if (!updated) throw new Error("the e-mail change was confirmed without an updated account");
  return toCurrentUser(updated);
}

// --- Password ------------------------------------------------------------------------------------

/** Asks for the current password; the new one follows the usual rules; the other sessions end. */
export async function changePassword(
  ctx: ServiceContext,
  owner: Owner,
  input: ChangePassword,
): Promise<MessageResponse> {
  const user = await checkPassword(ctx, owner, input.currentPassword);
  if (isEmailAsPassword(input.newPassword, user.email)) {
    throw new AppError(400, PASSWORD_IS_EMAIL_MESSAGE, "password_is_email");
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    if (!(await updateOwnAccount({ db: tx, clock: ctx.clock }, owner.id, { passwordHash }))) {
      throw notFound(ACCOUNT_MESSAGES.accountGone);
    }
    await revokeOtherSessions(tx, owner.id, owner.sessionId);
  });
  await rotateCalendarLink(ctx, owner);
  return { message: ACCOUNT_MESSAGES.passwordChanged };
}

// --- Sessions and deletion -----------------------------------------------------------------------

/** Every session of the account ends, this one too. */
export async function signOutEverywhere(ctx: ServiceContext, owner: Owner): Promise<void> {
  await revokeUserSessions(ctx.db, owner.id);
  await rotateCalendarLink(ctx, owner);
}

/** Asks for the password, then deletes the account exactly as an administrator's deletion does. */
export async function deleteAccount(ctx: ServiceContext, owner: Owner, input: DeleteAccount): Promise<void> {
  await checkPassword(ctx, owner, input.password);
  await deleteOwnAccount(ctx, owner);
}

// --- The password check --------------------------------------------------------------------------

/**
 * The account's password, with the sign-in delay rule (after 5 wrong ones, a wait doubling from 15 s),
 * so a session left open cannot be used to guess it.
 */
async function checkPassword(ctx: ServiceContext, owner: Owner, password: string): Promise<User> {
  const rule: DelayRule = {
    key: `password-check:${owner.id}`,
    freeFailures: LOGIN_FREE_FAILURES,
    firstDelayMs: LOGIN_FIRST_DELAY_MS,
    maxDelayMs: LOGIN_MAX_DELAY_MS,
  };
  const attempt = await reserveDelayedAttempt(ctx.db, rule, ctx.clock());
  if (!attempt.allowed) {
    throw tooManyRequests(
      `Too many wrong passwords. Please wait ${waitText(attempt.retryAfterSeconds)} before trying again.`,
      attempt.retryAfterSeconds,
    );
  }
  const user = await findUserById(ctx, owner.id);
  if (!user) throw notFound(ACCOUNT_MESSAGES.accountGone);
  if (!(await verifyPassword(user.password, password))) {
    throw new AppError(400, ACCOUNT_MESSAGES.wrongPassword, WRONG_PASSWORD_CODE);
  }
  await resetBucket(ctx.db, rule.key);
  return user;
}
