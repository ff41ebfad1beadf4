// Users for API tests: accounts written straight to the database (no registration), signed in with
// the one `signIn` below.

import { randomBytes } from "node:crypto";
import type { Role } from "@domain/enums";
import type { LightMyRequestResponse } from "fastify";
import { type User, users } from "../db/schema/index";
import { createSession } from "../features/sessions/sessions";
import { hashPassword } from "../lib/passwords";
import type { TestApp } from "./app";

/** The password of accounts made with `createUserWithPassword` unless a test names another. */
export const TEST_PASSWORD = "correct horse battery";

/** A fresh address for one test. */
export function uniqueEmail(prefix = "tech"): string {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
}

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

/**
 * A verified account signed in without a password (no hashing, a session made directly): the
 * default for API tests. Tests that need the password use `createUserWithPassword`.
 */
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
  return { user, cookie: await signIn(testApp, { userId: user.id }) };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  fullName: string;
  role: Role;
  /** Cookie header value of a signed-in session. */
  cookie: string;
}

/**
 * A verified account with a real password hash, written straight to the database, then signed in
 * through POST /api/login: for tests that need the password.
 */
export async function createUserWithPassword(
  testApp: TestApp,
  options: { email?: string; password?: string; fullName?: string; role?: Role } = {},
): Promise<TestUser> {
  const { app } = testApp;
  const email = options.email ?? uniqueEmail(options.role ?? "user");
  const password = options.password ?? TEST_PASSWORD;
  const fullName = options.fullName ?? "Test Technician";
  const role = options.role ?? "user";
  const now = app.clock();
  const [row] = await app.db
    .insert(users)
    .values({
      email,
      password: await hashPassword(password),
      fullName,
      role,
      emailVerified: true,
      verifiedAt: now,
      createdAt: now,
    })
    .returning({ id: users.id });
  if (!row) throw new Error("inserting the test user returned nothing");
  return { id: row.id, email, password, fullName, role, cookie: await signIn(testApp, { email, password }) };
}

/**
 * Who signs in: a user id gets a session made the way login makes one, at the app's current time
 * (tests that move a manual clock past the session timeouts sign in again this way); an e-mail and
 * password go through POST /api/login, so the sign-in also proves the password.
 */
export type SignInAs = { userId: string } | { email: string; password: string };

/** A new session; returns the value for the `cookie` request header. */
export async function signIn(testApp: TestApp, as: SignInAs): Promise<string> {
  const { app } = testApp;
  if ("userId" in as) {
    const { token } = await createSession(app.db, as.userId, app.clock());
    return `${app.sessionCookie.name}=${token}`;
  }
  const response = await app.inject({ method: "POST", url: "/api/login", payload: as });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response);
}

/** `name=value` of the session cookie a response sets, for a later request's Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith("hangar_session") && c.value);
  if (!cookie) throw new Error(`no session cookie in the answer (status ${response.statusCode})`);
  return `${cookie.name}=${cookie.value}`;
}
