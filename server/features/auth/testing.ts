// Helpers for API tests (this feature's and other features'): read the dev outbox like a user reads
// mail, and get signed-in users without going through the whole registration each time.

import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Role } from "@domain/enums";
import type { LightMyRequestResponse } from "fastify";
import { type ParsedMail, simpleParser } from "mailparser";
import { users } from "../../db/schema/index";
import { hashPassword } from "../../lib/passwords";
import type { App } from "../../types";

export const TEST_PASSWORD = "correct horse battery";

/** A fresh address for one test. */
export function uniqueEmail(prefix = "tech"): string {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
}

function outboxFiles(dataDir: string): string[] {
  const directory = path.join(dataDir, "mail");
  let names: string[];
  try {
    names = readdirSync(directory).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  return names.sort().map((name) => path.join(directory, name));
}

/** Every message in `$DATA_DIR/mail`, oldest first, parsed. */
export async function outboxMessages(dataDir: string): Promise<ParsedMail[]> {
  return Promise.all(outboxFiles(dataDir).map((file) => simpleParser(readFileSync(file))));
}

export function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((address) => address.value.map((value) => value.address ?? ""));
}

/** The code in a verification e-mail's plain text. */
export function codeInMail(mail: ParsedMail): string {
  const match = /verification code is: (\d{6})/.exec(mail.text ?? "");
  if (!match?.[1]) throw new Error(`no verification code in mail "${mail.subject}"`);
  return match[1];
}

/** The code of the newest verification e-mail sent to `email` through the dev outbox. */
export async function latestCode(dataDir: string, email: string): Promise<string> {
  for (const file of outboxFiles(dataDir).reverse()) {
    const raw = readFileSync(file);
    if (!raw.includes(email)) continue; // cheap filter; the parsed recipients decide
    const mail = await simpleParser(raw);
    if (recipients(mail).includes(email)) return codeInMail(mail);
  }
  throw new Error(`no mail to ${email} in the outbox`);
}

/** `name=value` of the session cookie a response sets, for a later request's Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith("hangar_session") && c.value);
  if (!cookie) throw new Error(`no session cookie in the answer (status ${response.statusCode})`);
  return `${cookie.name}=${cookie.value}`;
}

export async function signIn(app: App, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/api/login", payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response);
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
 * through POST /api/login: for tests that need the password. Others use the faster
 * `createSignedInUser` of server/test/users.ts (no hashing, a session made directly).
 */
export async function createUserWithPassword(
  app: App,
  options: { email?: string; password?: string; fullName?: string; role?: Role } = {},
): Promise<TestUser> {
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
  return { id: row.id, email, password, fullName, role, cookie: await signIn(app, email, password) };
}
