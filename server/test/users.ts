// Signed-in users for API tests, without going through registration: a row in `users` and a
// session created the way login creates one, sent back as the session cookie.

import { randomBytes } from "node:crypto";
import type { Role } from "@domain/enums";
import { type User, users } from "../db/schema/index";
import { createSession } from "../features/sessions/sessions";
import type { TestApp } from "./app";

export interface SignedInUser {
  user: User;
  /** The value for the `cookie` request header. */
  cookie: string;
}

export interface TestUserOptions {
  role?: Role;
  email?: string;
  fullName?: string;
}

export async function createSignedInUser(
  testApp: TestApp,
  options: TestUserOptions = {},
): Promise<SignedInUser> {
  const now = testApp.app.clock();
  const [user] = await testApp.app.db
    .insert(users)
    .values({
      email: (options.email ?? `user-${randomBytes(6).toString("hex")}@example.com`).toLowerCase(),
      fullName: options.fullName ?? "Test User",
      // Never checked here: these users do not log in with a password.
      password: "not-a-password-hash",
      role: options.role ?? "user",
      emailVerified: true,
      verifiedAt: now,
      createdAt: now,
    })
    .returning();
  if (!user) throw new Error("inserting a test user returned no row");
  return { user, cookie: await signIn(testApp, user.id) };
}

/**
 * A new session for an existing user, at the app's current time. Tests that move a manual clock past
 * the session timeouts sign in again with this.
 */
export async function signIn(testApp: TestApp, userId: string): Promise<string> {
  const { token } = await createSession(testApp.app.db, userId, testApp.app.clock());
  return `${testApp.app.sessionCookie.name}=${token}`;
}
