import type { LoginRequest, RegisterRequest, RegisterResponse } from "@domain/schemas/auth";
import type { CurrentUser } from "@domain/schemas/user";
import { AppError, conflict, unauthorized } from "../../lib/errors";
import { hashPassword, verifyPasswordOrDummy } from "../../lib/passwords";
import { findUserByEmail } from "../users/users.service";
import type { AuthDeps } from "./auth.deps";
import { insertPendingUser } from "./auth.repo";
import { toCurrentUser } from "./current-user";
import { beginLoginAttempt } from "./login-throttle";
import { createSession, type NewSession, revokeSessionByToken } from "./sessions";
import { issueVerificationCode, takeResendAllowance } from "./verification.service";

export const EMAIL_TAKEN_MESSAGE = "An account with this email address already exists.";
export const REGISTER_MAIL_FAILURE_MESSAGE =
  "Your account was created, but we could not send the verification email right now. Please request a new code on the verification page in a few minutes.";
export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password.";
export const NOT_VERIFIED_MESSAGE =
  "Your email address is not verified. Please verify your email to sign in.";

const registeredMessage = (email: string) =>
  `Account created. We sent a 6-digit verification code to ${email}.`;

// --- POST /api/register --------------------------------------------------------------------------

/**
 * Creates an unverified `user` (the role the client sends was already dropped by the schema) and mails a
 * code. Never signs in. An address that is registered but not verified keeps its original registration
 * (decision 0005): nothing an unauthenticated request sends may replace a pending account's password,
 * so registering again only mails a new code for that original registration.
 */
export async function register(deps: AuthDeps, request: RegisterRequest): Promise<RegisterResponse> {
  // Hashed on every path, so the time taken does not tell a new address from a known one.
  const passwordHash = await hashPassword(request.password);
  const existing = await findUserByEmail(deps.db, request.email);
  if (!existing) {
    const user = await insertPendingUser(deps.db, {
      email: request.email,
      passwordHash,
      fullName: request.fullName,
      now: deps.clock(),
    });
    if (!user) throw conflict(EMAIL_TAKEN_MESSAGE);
    await issueVerificationCode(deps, user, REGISTER_MAIL_FAILURE_MESSAGE);
    return { message: registeredMessage(user.email), email: user.email };
  }
  if (existing.emailVerified) throw conflict(EMAIL_TAKEN_MESSAGE);

  // Registered, not verified: a new code for the account as it was first registered; the password and
  // name sent now are ignored. Counts against the resend limit, so it cannot multiply codes.
  const giveBack = await takeResendAllowance(deps, existing.email);
  try {
    await issueVerificationCode(deps, existing, REGISTER_MAIL_FAILURE_MESSAGE);
  } catch (error) {
    await giveBack();
    throw error;
  }
  return { message: registeredMessage(existing.email), email: existing.email };
}

// --- POST /api/login -----------------------------------------------------------------------------

export interface LoginClient {
  ip: string;
  userAgent?: string;
  /** The session token the browser still holds; it is revoked (rotation). */
  previousToken?: string;
}

export async function login(
  deps: AuthDeps,
  request: LoginRequest,
  client: LoginClient,
): Promise<{ user: CurrentUser; session: NewSession }> {
  const now = deps.clock();
  const attempt = await beginLoginAttempt(deps.db, { email: request.email, ip: client.ip }, now);
  const user = await findUserByEmail(deps.db, request.email);
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
  return { user: toCurrentUser(user), session };
}

// --- POST /api/logout ----------------------------------------------------------------------------

/** Ends the session on the server; nothing to do when the browser holds no (valid) token. */
export async function logout(deps: AuthDeps, token: string | undefined): Promise<void> {
  if (token) await revokeSessionByToken(deps.db, token);
}
