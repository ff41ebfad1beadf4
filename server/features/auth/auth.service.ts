import { MAX_WRONG_CODE_ATTEMPTS } from "@domain/constants";
import type { LoginRequest, RegisterRequest, RegisterResponse } from "@domain/schemas/auth";
import type { CurrentUser } from "@domain/schemas/user";
import { AppError, conflict, unauthorized } from "../../lib/errors";
import { hashPassword, verifyPassword, verifyPasswordOrDummy } from "../../lib/passwords";
import { findUserByEmail } from "../users/users.service";
import type { AuthDeps } from "./auth.deps";
import { findUnusedCode, insertPendingUser, updatePendingUser } from "./auth.repo";
import { toCurrentUser } from "./current-user";
import { beginLoginAttempt } from "./login-throttle";
import { createSession, type NewSession, revokeSessionByToken } from "./sessions";
import { issueVerificationCode, takeResendAllowance } from "./verification.service";

export const EMAIL_TAKEN_MESSAGE = "An account with this email address already exists.";
export const PENDING_VERIFICATION_MESSAGE =
  "An account with this email address is already waiting for verification. Enter the code we sent, or request a new one on the verification page.";
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
 * code. Never signs in. An address that is registered but not verified follows decision 0005.
 */
export async function register(deps: AuthDeps, request: RegisterRequest): Promise<RegisterResponse> {
  const existing = await findUserByEmail(deps.db, request.email);
  if (!existing) {
    const user = await insertPendingUser(deps.db, {
      email: request.email,
      passwordHash: await hashPassword(request.password),
      fullName: request.fullName,
      now: deps.clock(),
    });
    if (!user) throw conflict(EMAIL_TAKEN_MESSAGE);
    await issueVerificationCode(deps, user, REGISTER_MAIL_FAILURE_MESSAGE);
    return { message: registeredMessage(user.email), email: user.email };
  }
  if (existing.emailVerified) throw conflict(EMAIL_TAKEN_MESSAGE);

  // Registered, not verified (decision 0005). The same password is a retry: send a new code. Another
  // password replaces the pending one only when no code is live, so nobody can swap the password
  // under a code the owner of the address is about to enter.
  const samePassword = await verifyPassword(existing.password, request.password);
  if (!samePassword) {
    const code = await findUnusedCode(deps.db, existing.email);
    const live = code && code.expiresAt > deps.clock() && code.attempts < MAX_WRONG_CODE_ATTEMPTS;
    if (live) throw conflict(PENDING_VERIFICATION_MESSAGE);
  }
  const giveBack = await takeResendAllowance(deps, existing.email);
  await updatePendingUser(deps.db, existing.id, {
    fullName: request.fullName,
    passwordHash: samePassword ? undefined : await hashPassword(request.password),
  });
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
