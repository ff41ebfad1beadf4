import type { LoginRequest, RegisterRequest, RegisterResponse } from "@domain/schemas/auth";
import type { CurrentUser } from "@domain/schemas/user";
import { AppError, unauthorized } from "../../lib/errors";
import { MailDeliveryError } from "../../lib/mail/index";
import { hashPassword, verifyPasswordOrDummy } from "../../lib/passwords";
import { createSession, type NewSession, revokeSessionByToken } from "../sessions/sessions";
import { findUserByEmail } from "../users/users.service";
import { type AuthDeps, codeSecret } from "./auth.deps";
import { insertPendingUser } from "./auth.repo";
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
  deps: AuthDeps,
  request: RegisterRequest,
  client: { ip: string },
): Promise<RegisterResponse> {
  await takeRegistrationAllowance(deps, client.ip);
  // Hashed on every path, so the time taken does not tell a new address from a known one.
  const passwordHash = await hashPassword(request.password);
  const giveBack = await takeAddressAllowance(deps, request.email);
  try {
    await registerOrNotify(deps, request, passwordHash);
  } catch (error) {
    await giveBack(); // nothing was mailed
    throw error;
  }
  return { message: registeredMessage(request.email), email: request.email };
}

async function registerOrNotify(deps: AuthDeps, request: RegisterRequest, passwordHash: string) {
  const existing =
    (await findUserByEmail(deps.db, request.email)) ??
    (await insertPendingUser(deps.db, {
      email: request.email,
      passwordHash,
      fullName: request.fullName,
      now: deps.clock(),
    })) ??
    // Registered concurrently by another request: treat as the existing account it now is.
    (await findUserByEmail(deps.db, request.email));
  if (!existing) throw new Error(`registering ${request.email} found and created no account`);
  if (!existing.emailVerified) return issueVerificationCode(deps, existing, REGISTER_MAIL_FAILURE_MESSAGE);
  try {
    await deps.mailer.send(existingAccountEmail({ to: existing.email, publicUrl: deps.config.PUBLIC_URL }));
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    deps.log.error({ err: error }, "existing-account notice could not be sent");
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
  deps: AuthDeps,
  request: LoginRequest,
  client: LoginClient,
): Promise<{ user: CurrentUser; session: NewSession; deviceToken: string }> {
  const now = deps.clock();
  const user = await findUserByEmail(deps.db, request.email);
  const device = readDeviceToken(codeSecret(deps), client.deviceToken, now);
  const trustedDeviceId = device && user && device.userId === user.id ? device.deviceId : undefined;
  const attempt = await beginLoginAttempt(
    deps.db,
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
  if (!user.emailVerified) throw new AppError(403, NOT_VERIFIED_MESSAGE, "email_not_verified");

  if (client.previousToken) await revokeSessionByToken(deps.db, client.previousToken);
  const session = await createSession(deps.db, user.id, now, { ip: client.ip, userAgent: client.userAgent });
  const deviceToken = issueDeviceToken(codeSecret(deps), user.id, now);
  return { user: toCurrentUser(user), session, deviceToken };
}

// --- POST /api/logout ----------------------------------------------------------------------------

/** Ends the session on the server; nothing to do when the browser holds no (valid) token. */
export async function logout(deps: AuthDeps, token: string | undefined): Promise<void> {
  if (token) await revokeSessionByToken(deps.db, token);
}
