import { VERIFICATION_CODE_VALIDITY_MS } from "@domain/constants";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import {
  deleteUnusedCodesOfUser,
  deleteVerificationCode,
  findPendingCodeAddress,
  replaceVerificationCode,
} from "./auth.repo";
import { emailChangeCodeEmail } from "./code-emails";
import { codeSecret } from "./code-secret";
import {
  type CodeMessages,
  consumeCode,
  newCodeAdvice,
  newCodeRule,
  takeNewCodeAllowance,
} from "./one-time-codes";
import { generateVerificationCode, hashVerificationCode } from "./verification-codes";

// The codes that confirm a new address from the Account page: sent to the new address, with the
// rules of every code (one-time-codes.ts). The account feature decides what happens around them.

export const NO_PENDING_EMAIL_CHANGE_MESSAGE =
  "There is no email change waiting for a code. Please ask for a new code.";

const EMAIL_CHANGE_CODE_MESSAGES: CodeMessages = {
  noActive: NO_PENDING_EMAIL_CHANGE_MESSAGE,
  wrong: "The code is incorrect. Please check it and try again.",
  lastWrong: "The code is incorrect, and it has now been tried too many times.",
  tooMany: "This code has been tried too many times.",
  expired: "This code has expired.",
};

/** Per account, whichever addresses it tries: 3 new codes an hour. */
const emailChangeRule = (userId: string) => newCodeRule(`email-change:${userId}`);

/** Counts one code for the account (429 with the time a new one may be asked for). */
export function takeEmailChangeAllowance(ctx: ServiceContext, owner: Pick<SessionUser, "id">) {
  return takeNewCodeAllowance(
    ctx,
    emailChangeRule(owner.id),
    "Too many codes were requested for a change of email address.",
  );
}

/**
 * Records the pending change to `newEmail` (an earlier one of this account is dropped) and mails its
 * code after the answer. An address another account holds is recorded alike but gets no mail, so
 * neither the answer, its timing nor the pending address tells it is taken (docs/decisions/0017);
 * its code is never received. A failed mail voids the change and `giveBack` returns the allowance.
 */
export async function startEmailChange(
  ctx: ServiceContext,
  owner: Pick<SessionUser, "id">,
  change: { newEmail: string; addressTaken: boolean },
  giveBack: () => Promise<void>,
): Promise<void> {
  const { newEmail } = change;
  await deleteUnusedCodesOfUser(ctx.db, owner.id, "change_email");
  const code = generateVerificationCode();
  const now = ctx.clock();
  const codeId = await replaceVerificationCode(ctx.db, {
    userId: owner.id,
    email: newEmail,
    codeHash: hashVerificationCode(codeSecret(ctx), newEmail, code),
    expiresAt: new Date(now.getTime() + VERIFICATION_CODE_VALIDITY_MS),
    now,
    purpose: "change_email",
  });
  if (change.addressTaken) return;
  const message = emailChangeCodeEmail({ to: newEmail, code, publicUrl: ctx.config.PUBLIC_URL });
  ctx.backgroundMail.send(message, async () => {
    await deleteVerificationCode(ctx.db, codeId);
    await giveBack();
  });
}

/** The address this account is changing to, or null. */
export function pendingEmailChange(
  ctx: ServiceContext,
  owner: Pick<SessionUser, "id">,
): Promise<string | null> {
  return findPendingCodeAddress(ctx.db, owner.id, "change_email");
}

/**
 * Checks the code of the pending change and, when it matches, runs `apply(tx, newEmail)` in the same
 * transaction that uses the code up. Returns the new address.
 */
export async function confirmEmailChangeCode(
  ctx: ServiceContext,
  owner: Pick<SessionUser, "id">,
  code: string,
  apply: (tx: Database, newEmail: string) => Promise<void>,
): Promise<string> {
  const newEmail = await pendingEmailChange(ctx, owner);
  if (!newEmail) throw new AppError(400, NO_PENDING_EMAIL_CHANGE_MESSAGE, "no_active_code");
  await consumeCode(
    ctx,
    { email: newEmail, code, purpose: "change_email", userId: owner.id },
    EMAIL_CHANGE_CODE_MESSAGES,
    () => newCodeAdvice(ctx, emailChangeRule(owner.id)),
    async (tx) => {
      await apply(tx, newEmail);
      return true;
    },
  );
  return newEmail;
}
