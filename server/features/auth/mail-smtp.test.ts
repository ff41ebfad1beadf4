import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index";
import { createSmtpMailer, MailDeliveryError } from "../../lib/mail/index";
import { createTestApp, type TestApp } from "../../test/app";
import { codeInMail, recipients } from "../../test/mail";
import { TEST_PASSWORD, uniqueEmail } from "../../test/users";
import { REGISTER_MAIL_FAILURE_MESSAGE } from "./auth.service";
import { RESEND_MAIL_FAILURE_MESSAGE } from "./verification.service";
import { VERIFICATION_EMAIL_SUBJECT } from "./verification-email";

// A real SMTP server on 127.0.0.1 receives the mail; the test reads it the way a mail client would.

const PUBLIC_URL = "http://hangar.test:5000";
const MAIL_FROM = "Hangar Log <no-reply@hangar.test>";

interface Catcher {
  server: SMTPServer;
  port: number;
  received: ParsedMail[];
  /** When set, every recipient is refused with this SMTP reply. */
  refuseWith?: string;
}

async function startCatcher(port = 0): Promise<Catcher> {
  const catcher: Catcher = { server: undefined as unknown as SMTPServer, port, received: [] };
  catcher.server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (catcher.refuseWith) callback(Object.assign(new Error(catcher.refuseWith), { responseCode: 550 }));
      else callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          catcher.received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => catcher.server.listen(port, "127.0.0.1", resolve));
  catcher.port = (catcher.server.server.address() as net.AddressInfo).port;
  return catcher;
}

const stopCatcher = (catcher: Catcher) =>
  new Promise<void>((resolve) => catcher.server.close(() => resolve()));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

let catcher: Catcher;
let t: TestApp;

beforeAll(async () => {
  catcher = await startCatcher();
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${catcher.port}`, MAIL_FROM, PUBLIC_URL },
  });
});
afterAll(async () => {
  await t?.close();
  if (catcher) await stopCatcher(catcher);
});
afterEach(() => {
  catcher.refuseWith = undefined;
});

const register = (email: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/register",
    payload: { fullName: "Robin Hale", email, password: TEST_PASSWORD, role: "user" },
  });
const resend = (app: TestApp, email: string) =>
  app.app.inject({ method: "POST", url: "/api/resend-verification", payload: { email } });
const verify = (app: TestApp, email: string, code: string) =>
  app.app.inject({ method: "POST", url: "/api/verify-email", payload: { email, code } });
const mailTo = (email: string) => catcher.received.filter((mail) => recipients(mail).includes(email));

describe("verification mail over SMTP", () => {
  it("sends subject, text and HTML with the code, the 15-minute expiry and the verification link, from MAIL_FROM", async () => {
    const email = `robin+hangar-${Date.now()}@example.com`;
    expect((await register(email)).statusCode).toBe(201);

    const [mail] = mailTo(email);
    expect(mail).toBeDefined();
    if (!mail) return;
    expect(mail.subject).toBe(VERIFICATION_EMAIL_SUBJECT);
    expect(mail.from?.value).toEqual([{ name: "Hangar Log", address: "no-reply@hangar.test" }]);
    const code = codeInMail(mail);
    expect(code).toMatch(/^\d{6}$/);
    const link = `${PUBLIC_URL}/verify-email?email=${encodeURIComponent(email)}`;
    expect(link).toContain("robin%2Bhangar");
    expect(mail.text).toContain("15 minutes");
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(code);
    expect(mail.html).toContain("15 minutes");
    expect(mail.html).toContain(`href="${link}"`);

    // No dev outbox when SMTP is configured.
    expect(existsSync(path.join(t.dataDir, "mail"))).toBe(false);

    expect((await verify(t, email, code)).statusCode).toBe(200);
  });

  it("a refusing mail server makes register answer 502; the account stays and a later resend lets it verify", async () => {
    const email = uniqueEmail();
    catcher.refuseWith = "Mailbox unavailable";
    const refused = await register(email);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({
      error: REGISTER_MAIL_FAILURE_MESSAGE,
      code: "mail_delivery_failed",
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(false);

    // The resend fails the same way while the server refuses...
    const failedResend = await resend(t, email);
    expect(failedResend.statusCode).toBe(502);
    expect(failedResend.json().error).toBe(RESEND_MAIL_FAILURE_MESSAGE);

    // ...and works once it accepts again (failed sends did not use up the 3 per hour).
    catcher.refuseWith = undefined;
    for (let i = 0; i < 3; i++) expect((await resend(t, email)).statusCode).toBe(200);
    const last = mailTo(email).at(-1);
    expect(last).toBeDefined();
    if (last) expect((await verify(t, email, codeInMail(last))).statusCode).toBe(200);
  });

  it("registering again after a failed send works too (nothing half-created blocks it)", async () => {
    const email = uniqueEmail();
    catcher.refuseWith = "Try again later";
    expect((await register(email)).statusCode).toBe(502);
    catcher.refuseWith = undefined;
    expect((await register(email)).statusCode).toBe(201);
    const last = mailTo(email).at(-1);
    if (!last) throw new Error("no mail");
    expect((await verify(t, email, codeInMail(last))).statusCode).toBe(200);
  });
});

describe("a mail server that is down", () => {
  it("answers 502 while nothing listens, then a later resend works once it is up", async () => {
    const port = await freePort();
    const app = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM, PUBLIC_URL } });
    let late: Catcher | undefined;
    try {
      const email = uniqueEmail();
      const down = await app.app.inject({
        method: "POST",
        url: "/api/register",
        payload: { fullName: "Kim Lee", email, password: TEST_PASSWORD, role: "user" },
      });
      expect(down.statusCode).toBe(502);
      expect(down.json().error).toBe(REGISTER_MAIL_FAILURE_MESSAGE);

      late = await startCatcher(port);
      expect((await resend(app, email)).statusCode).toBe(200);
      const mail = late.received.find((m) => recipients(m).includes(email));
      if (!mail) throw new Error("no mail after the server came up");
      expect((await verify(app, email, codeInMail(mail))).statusCode).toBe(200);
    } finally {
      await app.close();
      if (late) await stopCatcher(late);
    }
  });

  it("gives up on a server that accepts the connection but never answers, after the timeout", async () => {
    const silent = net.createServer(() => {
      // Accept and say nothing: no SMTP greeting.
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: MAIL_FROM, timeoutMs: 300 });
      const started = Date.now();
      await expect(
        mailer.send({ to: "someone@example.com", subject: "s", text: "t", html: "<p>t</p>" }),
      ).rejects.toBeInstanceOf(MailDeliveryError);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      silent.close();
    }
  });
});
