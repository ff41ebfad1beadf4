import { REGISTRATION_ADDRESS_LIMIT, REGISTRATION_WINDOW_MS } from "@domain/constants";
import {
  PASSWORD_IS_EMAIL_MESSAGE,
  PASSWORD_TOO_COMMON_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from "@domain/password-rules";
import { registerRequestSchema } from "@domain/schemas/auth";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailVerifications, users } from "../../db/schema/index";
import type { AppError } from "../../lib/errors";
import { MailDeliveryError } from "../../lib/mail/index";
import { createTestApp, manualClock, type TestApp } from "../../test/app";
import { latestCode, outboxMessages, recipients } from "../../test/mail";
import { TEST_PASSWORD, uniqueEmail } from "../../test/users";
import { type ServiceContext, serviceContext } from "../service-context";
import { REGISTER_MAIL_FAILURE_MESSAGE, register as registerAccount } from "./auth.service";
import { EXISTING_ACCOUNT_EMAIL_SUBJECT } from "./existing-account-email";

let t: TestApp;
const time = manualClock();

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => {
  await t?.close();
});

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/register", payload });

const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  fullName: "Dana Rivera",
  email,
  password: TEST_PASSWORD,
  role: "user",
  ...overrides,
});

const userRow = async (email: string) => {
  const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
  return row;
};

const verify = (email: string, code: string) =>
  t.app.inject({ method: "POST", url: "/api/verify-email", payload: { email, code } });

const login = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/login", payload: { email, password } });

describe("POST /api/register", () => {
  it("creates an unverified user with an argon2id hash, mails a code, answers 201 and does not sign in", async () => {
    const email = uniqueEmail();
    const response = await register(
      registration(`  ${email.toUpperCase()} `, { fullName: "  Dana Rivera " }),
    );

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: expect.stringContaining(email), email });
    expect(response.headers["set-cookie"]).toBeUndefined();

    const row = await userRow(email);
    expect(row).toMatchObject({
      email,
      fullName: "Dana Rivera",
      role: "user",
      emailVerified: false,
      verifiedAt: null,
    });
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password).not.toContain(TEST_PASSWORD);

    const mails = (await outboxMessages(t.dataDir)).filter((mail) => recipients(mail).includes(email));
    expect(mails).toHaveLength(1);
    const codes = await t.app.db.select().from(emailVerifications).where(eq(emailVerifications.email, email));
    expect(codes).toHaveLength(1);
    // Stored hashed, never as the 6 digits.
    expect(codes[0]?.code).not.toBe(await latestCode(t.dataDir, email));
    expect(codes[0]?.code).toMatch(/^[0-9a-f]{64}$/);
    expect(codes[0]?.userId).toBe(row?.id);
  });

  it("ignores the role the client sends: an attempt to register as admin makes a user", async () => {
    const email = uniqueEmail();
    const response = await register(registration(email, { role: "admin" }));
    expect(response.statusCode).toBe(201);
    expect((await userRow(email))?.role).toBe("user");

    await verify(email, await latestCode(t.dataDir, email));
    const signedIn = await login(email, TEST_PASSWORD);
    expect(signedIn.json().role).toBe("user");
  });

  it("refuses an unknown role value instead of storing it", async () => {
    const response = await register(registration(uniqueEmail(), { role: "superuser" }));
    expect(response.statusCode).toBe(400);
  });

  it("answers a taken address exactly like a new one and mails its owner instead of a code (no enumeration)", async () => {
    const email = uniqueEmail();
    await register(registration(email));
    await verify(email, await latestCode(t.dataDir, email));
    const mailsBefore = (await outboxMessages(t.dataDir)).filter((mail) => recipients(mail).includes(email));

    const newcomer = uniqueEmail();
    const fresh = await register(registration(newcomer));
    const again = await register(registration(email.toUpperCase(), { fullName: "Someone Else" }));
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.headers["content-type"]).toBe(fresh.headers["content-type"]);
    expect(again.body).toBe(fresh.body.replaceAll(newcomer, email));

    expect((await userRow(email))?.fullName).toBe("Dana Rivera");
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
    const mails = (await outboxMessages(t.dataDir)).filter((mail) => recipients(mail).includes(email));
    expect(mails).toHaveLength(mailsBefore.length + 1);
    const notice = mails.at(-1);
    expect(notice?.subject).toBe(EXISTING_ACCOUNT_EMAIL_SUBJECT);
    expect(notice?.text).toContain("Someone tried to register");
    expect(notice?.text).toMatch(/sign in/i);
    expect(notice?.text).toMatch(/forgotten your password/i);
    // Self-service now exists: the notice points to it, with the address filled in.
    expect(notice?.text).toContain("'Forgot password?'");
    expect(notice?.text).toContain(`/forgot-password?email=${encodeURIComponent(email)}`);
    expect(notice?.text).not.toMatch(/verification code is/);
  });

  it("answers a mail failure with the same 502 for a new and a taken address", async () => {
    const taken = uniqueEmail();
    await register(registration(taken));
    await verify(taken, await latestCode(t.dataDir, taken));
    const ctx: ServiceContext = {
      ...serviceContext(t.app),
      mailer: {
        ...t.app.mailer,
        send: async () => {
          throw new MailDeliveryError("connection refused");
        },
      },
    };
    const outcome = (email: string) =>
      registerAccount(ctx, registerRequestSchema.parse(registration(email)), { ip: "192.0.2.200" }).then(
        () => null,
        (error: AppError) => ({ status: error.statusCode, message: error.message }),
      );
    const fresh = await outcome(uniqueEmail());
    expect(fresh).toEqual({ status: 502, message: REGISTER_MAIL_FAILURE_MESSAGE });
    expect(await outcome(taken)).toEqual(fresh);
  });

  it("limits registrations per address the same way whether it is new or taken", async () => {
    const taken = uniqueEmail();
    await register(registration(taken));
    await verify(taken, await latestCode(t.dataDir, taken));
    time.advance(REGISTRATION_WINDOW_MS);
    const brandNew = uniqueEmail();
    for (const email of [brandNew, taken]) {
      const statuses = [];
      for (let i = 0; i <= REGISTRATION_ADDRESS_LIMIT; i++)
        statuses.push((await register(registration(email))).statusCode);
      expect(statuses, email).toEqual([...Array(REGISTRATION_ADDRESS_LIMIT).fill(201), 429]);
    }
  });

  it("validates the fields on the server", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: "not-an-email" }, "email"],
      [{ password: "short" }, "password"],
      [{ password: "k7#mQ2x" }, "password"],
      [{ password: "x".repeat(257) }, "password"],
      [{ password: "12345678" }, "password"],
      [{ password: "aaaaaaaaaaaa" }, "password"],
      [{ password: "Password123!" }, "password"],
      [{ password: "qwertyuiop" }, "password"],
      [{ fullName: "   " }, "fullName"],
      [{ fullName: "n".repeat(201) }, "fullName"],
      [{ email: undefined }, "email"],
      [{ password: undefined }, "password"],
    ];
    for (const [override, field] of cases) {
      const response = await register(registration(uniqueEmail(), override));
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json().error).toContain(field);
    }
  });

  it("refuses weak passwords with a message that says why, the e-mail's own name included", async () => {
    const email = uniqueEmail("dana.rivera");
    const cases: [string, string][] = [
      ["k7#mQ2x", PASSWORD_TOO_SHORT_MESSAGE],
      ["12345678", PASSWORD_TOO_COMMON_MESSAGE],
      ["aaaaaaaa", PASSWORD_TOO_COMMON_MESSAGE],
      ["aaaaaaaaaa", PASSWORD_TOO_COMMON_MESSAGE],
      ["1234567890", PASSWORD_TOO_COMMON_MESSAGE],
      ["Sunshine2024!", PASSWORD_TOO_COMMON_MESSAGE],
      ["P@ssw0rd2026", PASSWORD_TOO_COMMON_MESSAGE],
      [email, PASSWORD_IS_EMAIL_MESSAGE],
      [`${email.split("@")[0]}`, PASSWORD_IS_EMAIL_MESSAGE],
    ];
    for (const [password, message] of cases) {
      const response = await register(registration(email, { password }));
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error, password).toContain(message);
    }
    expect(await userRow(email)).toBeUndefined();
  });

  it("accepts 8 and 256 characters and keeps the password exactly as typed (no trimming, no composition rules)", async () => {
    const long = "a-long-passphrase ".repeat(15).slice(0, 256);
    for (const password of ["k7#mQ2x!", long, "  spaced out  "]) {
      const email = uniqueEmail();
      expect((await register(registration(email, { password }))).statusCode).toBe(201);
      await verify(email, await latestCode(t.dataDir, email));
      expect((await login(email, password)).statusCode).toBe(200);
      if (password.startsWith(" ")) expect((await login(email, password.trim())).statusCode).toBe(401);
      if (password.length === 256) expect((await login(email, password.slice(0, 72))).statusCode).toBe(401);
    }
  });

  it("answers with JSON only and never returns the password or its hash", async () => {
    const response = await register(registration(uniqueEmail()));
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.body).not.toContain(TEST_PASSWORD);
    expect(response.body).not.toContain("argon2");
    expect(Object.keys(response.json()).sort()).toEqual(["email", "message"]);
  });
});

describe("registering again with an address that is not verified yet (decision 0005)", () => {
  it("sends a new code for the original registration: the old code is void, name and password are kept", async () => {
    const email = uniqueEmail();
    await register(registration(email));
    const first = await latestCode(t.dataDir, email);

    const again = await register(registration(email, { fullName: "Dana R. Rivera" }));
    expect(again.statusCode).toBe(201);
    const second = await latestCode(t.dataDir, email);
    expect((await userRow(email))?.fullName).toBe("Dana Rivera");

    if (first !== second) expect((await verify(email, first)).statusCode).toBe(400);
    expect((await verify(email, second)).statusCode).toBe(200);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("answers a stranger exactly as for a new address, and never takes their password", async () => {
    const email = uniqueEmail();
    const fresh = await register(registration(uniqueEmail()));
    await register(registration(email));
    const code = await latestCode(t.dataDir, email);

    const hijack = await register(registration(email, { password: "attacker-password", fullName: "Eve" }));
    expect(hijack.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(hijack.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    const hash = (await userRow(email))?.password;

    const newest = await latestCode(t.dataDir, email);
    expect((await verify(email, newest === code ? code : newest)).statusCode).toBe(200);
    expect((await userRow(email))?.password).toBe(hash);
    expect((await login(email, "attacker-password")).statusCode).toBe(401);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("takeover attack: five wrong codes, then registering again with another password, leaves the owner's password", async () => {
    const email = uniqueEmail();
    await register(registration(email));
    const ownersCode = await latestCode(t.dataDir, email);
    const wrong = ownersCode === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await verify(email, wrong)).statusCode).toBe(400);

    const attacker = await register(registration(email, { password: "attacker-password" }));
    expect(attacker.statusCode).toBe(201);
    // Even after the owner's code has run out, nothing the stranger sends is taken.
    time.advance(16 * 60 * 1000);
    expect((await register(registration(email, { password: "attacker-password-2" }))).statusCode).toBe(201);

    // The owner reads the newest mail in their mailbox and verifies.
    expect((await verify(email, await latestCode(t.dataDir, email))).statusCode).toBe(200);
    expect((await login(email, "attacker-password")).statusCode).toBe(401);
    expect((await login(email, "attacker-password-2")).statusCode).toBe(401);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await userRow(email))?.fullName).toBe("Dana Rivera");
  });

  it("is limited per address (the first registration and three repeats an hour), so it cannot get unlimited codes", async () => {
    const email = uniqueEmail();
    await register(registration(email));
    for (let i = 0; i < 3; i++) expect((await register(registration(email))).statusCode).toBe(201);
    const refused = await register(registration(email));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});
