// Fault (d): the mail server goes down while the app runs, then comes back on the same port (docs/product.md
// §13.3, docs/operations.md). Registration while it is down answers 502 with a message that says what
// happened and what to do; the account stays; a later resend works once the server is up, and the code it
// mails verifies.

import type net from "node:net";
import { eq } from "drizzle-orm";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index";
import { NOT_VERIFIED_MESSAGE, REGISTER_MAIL_FAILURE_MESSAGE } from "../../features/auth/auth.service";
import { RESEND_MESSAGE } from "../../features/auth/verification.service";
import { createTestApp, type TestApp } from "../../test/app";
import { codeInMail, recipients } from "../../test/mail";
import { TEST_PASSWORD, uniqueEmail } from "../../test/users";

class MailCatcher {
  readonly received: ParsedMail[] = [];
  private server: SMTPServer | undefined;

  async start(port: number): Promise<number> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream).then(
          (mail) => {
            this.received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve) => this.server?.listen(port, "127.0.0.1", resolve));
    return (this.server.server.address() as net.AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  codeFor(email: string): string {
    const mail = this.received.filter((message) => recipients(message).includes(email)).at(-1);
    if (!mail) throw new Error(`no mail to ${email}`);
    return codeInMail(mail);
  }
}

const catcher = new MailCatcher();
let port: number;
let t: TestApp;

beforeAll(async () => {
  port = await catcher.start(0);
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await t?.close();
  await catcher.stop();
});

const post = (url: string, payload: Record<string, string>) => t.app.inject({ method: "POST", url, payload });
const register = (email: string) =>
  post("/api/register", { fullName: "Dana Reyes", email, password: TEST_PASSWORD, role: "user" });

describe("SMTP fault: the mail server is down, then back", () => {
  it("register answers 502 with a message while it is down; a resend works once it is up again", async () => {
    // Up: a normal registration.
    const before = uniqueEmail("before");
    expect((await register(before)).statusCode).toBe(201);
    expect(catcher.codeFor(before)).toMatch(/^\d{6}$/);

    // Down: nothing listens on the port any more.
    await catcher.stop();
    const email = uniqueEmail("down");
    const refused = await register(email);
    expect(refused.statusCode, refused.body).toBe(502);
    expect(refused.headers["content-type"]).toContain("application/json");
    expect(refused.json()).toEqual({
      error: REGISTER_MAIL_FAILURE_MESSAGE,
      message: REGISTER_MAIL_FAILURE_MESSAGE,
      code: "mail_delivery_failed",
    });
    // The account exists, unverified; signing in says so (the way to the verification page).
    const [account] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(account?.emailVerified).toBe(false);
    const login = await post("/api/login", { email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(NOT_VERIFIED_MESSAGE);

    // Back on the same port: the resend delivers a code that verifies the account.
    await catcher.start(port);
    const resent = await post("/api/resend-verification", { email });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ message: RESEND_MESSAGE });
    const verified = await post("/api/verify-email", { email, code: catcher.codeFor(email) });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await post("/api/login", { email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });
});
