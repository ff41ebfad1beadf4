import type { MessageResponse } from "@domain/schemas/auth";
import { conflict, notFound } from "../../lib/errors";
import { resetBucket } from "../../lib/rate-limit";
import type { ServiceContext } from "../service-context";
import { findUserById, markUserVerified } from "../users/users.service";
import { deleteUnusedCodesOfUser } from "./auth.repo";
import { issueVerificationCode, resendRuleKey } from "./verification.service";

// An administrator helps an account stuck before verification (docs/product.md §11.6): they vouch for
// the address themselves, or send a new code at once, whatever the account's own limits say.

export const ADMIN_VERIFICATION_MESSAGES = {
  notFound: "User not found.",
  alreadyVerified: "This account is already verified.",
  verified: "The account is verified. Its owner can sign in now.",
  codeSent: "A new verification code was sent to the account's email address.",
  mailFailure: "We could not send the verification email right now. Please try again in a few minutes.",
} as const;

async function unverifiedAccount(ctx: ServiceContext, userId: string) {
  const user = await findUserById(ctx, userId);
  if (!user) throw notFound(ADMIN_VERIFICATION_MESSAGES.notFound);
  if (user.emailVerified) throw conflict(ADMIN_VERIFICATION_MESSAGES.alreadyVerified);
  return user;
}

export async function verifyAccountByAdministrator(
  ctx: ServiceContext,
  { userId }: { userId: string },
): Promise<MessageResponse> {
  const user = await unverifiedAccount(ctx, userId);
  await ctx.db.transaction(async (tx) => {
    if (!(await markUserVerified({ db: tx, clock: ctx.clock }, user.id))) {
      throw conflict(ADMIN_VERIFICATION_MESSAGES.alreadyVerified);
    }
    await deleteUnusedCodesOfUser(tx, user.id, "verify_email");
  });
  return { message: ADMIN_VERIFICATION_MESSAGES.verified };
}

/** A new code (the old one and its tries are void), and the owner's own resend allowance starts afresh. */
export async function sendVerificationCodeByAdministrator(
  ctx: ServiceContext,
  { userId }: { userId: string },
): Promise<MessageResponse> {
  const user = await unverifiedAccount(ctx, userId);
  await issueVerificationCode(ctx, user, ADMIN_VERIFICATION_MESSAGES.mailFailure);
  await resetBucket(ctx.db, resendRuleKey(user.email));
  return { message: ADMIN_VERIFICATION_MESSAGES.codeSent };
}
