import {
  EMAIL_NOT_VERIFIED_CODE,
  type LoginRequest,
  type RegisterRequest,
  type RegisterResponse,
} from "@domain/schemas/auth";
import type { CurrentUser } from "@domain/schemas/user";
import { AppError, unauthorized } from "../../lib/errors";
import { MailDeliveryError } from "../../lib/mail/index";
import { hashPassword, verifyPasswordOrDummy } from "../../lib/passwords";
import type { ServiceContext } from "../service-context";
import { createSession, type NewSession, revokeSessionByToken } from "../sessions/sessions";
import { findUserByEmail, insertPendingUser } from "../users/users.service";
import { codeSecret } from "./code-secret";
import { toCurrentUser } from "./current-user";
import { existingAccountEmail } from "./existing-account-email";
import { beginLoginAttempt } from "./login-throttle";
import { takeAddressAllowance, takeRegistrationAllowance } from "./registration-limits";
import { issueDeviceToken, readDeviceToken } from "./trusted-device";
import { issueVerificationCode } from "./verification.service";

export const REGISTER_MAIL_FAILURE_MESSAGE =
  "Your account was created, but we could not send the verification email right now. Please request a new code on the verification page in a few minutes.";
export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password.";
export const NOT_VERIFIED_MESSAGE =
  "Your email address is not verified. Please verify your email to sign in.";

/** Also the answer for an address that is taken: the mail says what to do. */
const registeredMessage = (email: string) =>
  `Check your email: we sent a message to ${email}. Enter the 6-digit code from it to verify your address.`;

// --- POST /api/register --------------------------------------------------------------------------

/**
 * Creates an unverified `user` (the role the client sends was already dropped by the schema) and mails a
 * code. Never signs in. The answer is the same whether the address is new, waiting for verification or
 * taken, so registration cannot be used to find accounts (docs/security.md):
 * - new: the account is created and a code mailed;
 * - waiting for verification: a new code for the original registration (decision 0005); nothing sent
 *   now replaces its password or name;
 * - verified: the owner is mailed that someone tried to register with their address.
 */
export async function register(
  ctx: ServiceContext,
  request: RegisterRequest,
  client: { ip: string },
): Promise<RegisterResponse> {
  await takeRegistrationAllowance(ctx, { ip: client.ip });
  // Hashed on every path, so the time taken does not tell a new address from a known one.
  const passwordHash = await hashPassword(request.password);
  const giveBack = await takeAddressAllowance(ctx, { email: request.email });
  try {
    await registerOrNotify(ctx, request, passwordHash);
  } catch (error) {
    await giveBack(); // nothing was mailed
    throw error;
  }
  return { message: registeredMessage(request.email), email: request.email };
}

async function registerOrNotify(ctx: ServiceContext, request: RegisterRequest, passwordHash: string) {
  const existing =
    (await findUserByEmail(ctx, request.email)) ??
    (await insertPendingUser(ctx, { email: request.email, passwordHash, fullName: request.fullName })) ??
    // Registered concurrently by another request: treat as the existing account it now is.
    (await findUserByEmail(ctx, request.email));
  if (!existing) throw new Error(`registering ${request.email} found and created no account`);
  if (!existing.emailVerified) return issueVerificationCode(ctx, existing, REGISTER_MAIL_FAILURE_MESSAGE);
  try {
    await ctx.mailer.send(existingAccountEmail({ to: existing.email, publicUrl: ctx.config.PUBLIC_URL }));
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    ctx.log.error({ err: error }, "existing-account notice could not be sent");
    throw new AppError(502, REGISTER_MAIL_FAILURE_MESSAGE, "mail_delivery_failed");
  }
}

// --- POST /api/login -----------------------------------------------------------------------------

export interface LoginClient {
  ip: string;
  userAgent?: string;
  /** The session token the browser still holds; it is revoked (rotation). */
  previousToken?: string;
  /** The device cookie of a browser that signed in before (trusted-device.ts). */
  deviceToken?: string;
}

export async function login(
  ctx: ServiceContext,
  request: LoginRequest,
  client: LoginClient,
): Promise<{ user: CurrentUser; session: NewSession; deviceToken: string }> {
  const now = ctx.clock();
  const user = await findUserByEmail(ctx, request.email);
  const device = readDeviceToken(codeSecret(ctx), client.deviceToken, now);
  const trustedDeviceId = device && user && device.userId === user.id ? device.deviceId : undefined;
  const attempt = await beginLoginAttempt(
    ctx.db,
    { email: request.email, ip: client.ip, trustedDeviceId },
    now,
  );
  // Unknown e-mail and wrong password: same work (a dummy hash), same answer.
  const passwordOk = await verifyPasswordOrDummy(user?.password ?? null, request.password);
  if (!user || !passwordOk) {
    await attempt.failed();
    throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
  }
  await attempt.succeeded();
  if (!user.emailVerified) throw new AppError(403, NOT_VERIFIED_MESSAGE, EMAIL_NOT_VERIFIED_CODE);

  if (client.previousToken) await revokeSessionByToken(ctx.db, client.previousToken);
  const session = await createSession(ctx.db, user.id, now, { ip: client.ip, userAgent: client.userAgent });
  const deviceToken = issueDeviceToken(codeSecret(ctx), user.id, now);
  return { user: toCurrentUser(user), session, deviceToken };
}

// --- POST /api/logout ----------------------------------------------------------------------------

/** Ends the session on the server; nothing to do when the browser holds no (valid) token. */
export async function logout(ctx: ServiceContext, { token }: { token: string | undefined }): Promise<void> {
  if (token) await revokeSessionByToken(ctx.db, token);
}
