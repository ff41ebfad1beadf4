import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import type { DatabaseConnection } from "../../db/client";
import { createTestDatabase } from "../../test/db";
import { codeInMail } from "../../test/mail";
import { TEST_PASSWORD, uniqueEmail } from "../../test/users";
import type { App } from "../../types";
import { VERIFICATION_EMAIL_SUBJECT } from "./verification-email";

// Without SMTP_URL: the message is rendered to $DATA_DIR/mail/*.eml and the code is logged, so a
// local user can verify without a mail server. The app is built here to capture its real log.

let app: App;
let database: DatabaseConnection;
let dataDir: string;
const logLines: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-log-outbox-"));
  database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: "outbox-test-secret-that-is-long-enough-0123456789",
    PUBLIC_URL: "http://localhost:5000",
  });
  app = await buildApp({
    config,
    database,
    logger: { level: "info", stream: { write: (line: string) => void logLines.push(line) } },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it("writes the message as an .eml file under $DATA_DIR/mail and logs one line with the code", async () => {
  const email = uniqueEmail();
  const response = await app.inject({
    method: "POST",
    url: "/api/register",
    payload: { fullName: "Alex Moreno", email, password: TEST_PASSWORD, role: "user" },
  });
  expect(response.statusCode).toBe(201);

  const mailDir = path.join(dataDir, "mail");
  const files = readdirSync(mailDir);
  expect(files).toHaveLength(1);
  const file = path.join(mailDir, files[0] ?? "");
  expect(file.endsWith(".eml")).toBe(true);
  expect(statSync(file).mode & 0o777).toBe(0o600);

  const mail = await simpleParser(readFileSync(file));
  expect(mail.subject).toBe(VERIFICATION_EMAIL_SUBJECT);
  expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe(email);
  expect(mail.text).toContain(`http://localhost:5000/verify-email?email=${encodeURIComponent(email)}`);
  const code = codeInMail(mail);
  // The HTML part carries the same code and link as the plain-text part.
  expect(mail.html || "").toContain(code);
  expect(mail.html || "").toContain(`/verify-email?email=${encodeURIComponent(email)}`);

  const messages = logLines.map((line) => JSON.parse(line).msg as string);
  const codeLines = messages.filter((message) => message.startsWith("verification code for"));
  expect(codeLines).toEqual([`verification code for ${email}: ${code}`]);

  const verified = await app.inject({ method: "POST", url: "/api/verify-email", payload: { email, code } });
  expect(verified.statusCode).toBe(200);
});

it("never logs the password, and logs no code for a resend to an unknown address", async () => {
  const before = logLines.length;
  await app.inject({ method: "POST", url: "/api/resend-verification", payload: { email: uniqueEmail() } });
  expect(logLines.slice(before).some((line) => line.includes("verification code for"))).toBe(false);
  expect(logLines.some((line) => line.includes(TEST_PASSWORD))).toBe(false);
});

it("never logs a password reset code: it takes the account over, so it is only in the outbox's message", async () => {
  const email = uniqueEmail();
  await app.inject({
    method: "POST",
    url: "/api/register",
    payload: { fullName: "Riley Reset", email, password: TEST_PASSWORD, role: "user" },
  });
  const before = logLines.length;
  const requested = await app.inject({
    method: "POST",
    url: "/api/password-reset/request",
    payload: { email },
  });
  expect(requested.statusCode).toBe(200);
  await app.backgroundMail.settled();
  const newest = readdirSync(path.join(dataDir, "mail"))
    .map((name) => path.join(dataDir, "mail", name))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
    .at(-1);
  const code = /\bis:?\s+(\d{6})\b/.exec((await simpleParser(readFileSync(newest ?? ""))).text ?? "")?.[1];
  expect(code).toMatch(/^\d{6}$/);
  const logged = logLines.slice(before).map((line) => JSON.parse(line).msg as string);
  expect(logged).toContain(`password reset e-mail for ${email} saved in the outbox`);
  expect(logLines.slice(before).some((line) => line.includes(code ?? "no code"))).toBe(false);
});
