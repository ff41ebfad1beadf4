import {
  VERIFICATION_CODE_VALIDITY_MS,
  VERIFY_IP_FAILURE_LIMIT,
  VERIFY_IP_WINDOW_MS,
} from "@domain/constants";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index";
import { createTestApp, manualClock, type TestApp } from "../../test/app";
import { latestCode } from "../../test/mail";
import { TEST_PASSWORD, uniqueEmail } from "../../test/users";
import {
  EXPIRED_CODE_MESSAGE,
  LAST_WRONG_CODE_MESSAGE,
  NO_ACTIVE_CODE_MESSAGE,
  TOO_MANY_TRIES_MESSAGE,
  VERIFIED_MESSAGE,
  WRONG_CODE_MESSAGE,
} from "./verification.service";
import { generateVerificationCode } from "./verification-codes";

let t: TestApp;
const time = manualClock();

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => {
  await t?.close();
});

let ipCounter = 0;
/** Each test checks codes from its own address, so the per-IP budget of one does not leak into another. */
const freshIp = () => `198.51.100.${++ipCounter}`;

async function registered(): Promise<{ email: string; code: string }> {
  const email = uniqueEmail();
  const response = await t.app.inject({
    method: "POST",
    url: "/api/register",
    payload: { fullName: "Sam Okafor", email, password: TEST_PASSWORD, role: "user" },
  });
  expect(response.statusCode).toBe(201);
  return { email, code: await latestCode(t.dataDir, email) };
}

const verify = (email: string, code: string, ip = "203.0.113.1") =>
  t.app.inject({ method: "POST", url: "/api/verify-email", payload: { email, code }, remoteAddress: ip });

const resend = (email: string) =>
  t.app.inject({ method: "POST", url: "/api/resend-verification", payload: { email } });

const wrongCodeFor = (code: string) => (code === "000000" ? "111111" : "000000");

describe("POST /api/verify-email", () => {
  it("verifies with the mailed code: {message}, emailVerified and verifiedAt set, and sign-in works", async () => {
    const { email, code } = await registered();
    const response = await verify(email, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: VERIFIED_MESSAGE });

    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(true);
    expect(row?.verifiedAt?.toISOString()).toBe(time.clock().toISOString());

    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it("accepts the address in any case and with spaces around it", async () => {
    const { email, code } = await registered();
    expect((await verify(`  ${email.toUpperCase()} `, code)).statusCode).toBe(200);
  });

  it("is single use: the same code again answers exactly as for an unknown address (no enumeration)", async () => {
    const { email, code } = await registered();
    expect((await verify(email, code)).statusCode).toBe(200);
    const again = await verify(email, code);
    const unknown = await verify(uniqueEmail(), code);
    expect(again.statusCode).toBe(400);
    expect(again.body).toBe(unknown.body);
    expect(again.json()).toMatchObject({ error: NO_ACTIVE_CODE_MESSAGE, code: "no_active_code" });
    expect(NO_ACTIVE_CODE_MESSAGE).toContain("already verified, you can log in");
  });

  it("refuses a wrong code with a message that says so", async () => {
    const { email, code } = await registered();
    const response = await verify(email, wrongCodeFor(code));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: WRONG_CODE_MESSAGE, code: "invalid_code" });
  });

  it("allows at most 5 wrong tries per code; then even the right code is refused until a new one is sent", async () => {
    const ip = freshIp();
    const { email, code } = await registered();
    const wrong = wrongCodeFor(code);
    for (let i = 1; i <= 4; i++)
      expect((await verify(email, wrong, ip)).json().error).toBe(WRONG_CODE_MESSAGE);
    const fifth = await verify(email, wrong, ip);
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().error).toBe(LAST_WRONG_CODE_MESSAGE);

    const right = await verify(email, code, ip);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ error: TOO_MANY_TRIES_MESSAGE, code: "too_many_attempts" });

    expect((await resend(email)).statusCode).toBe(200);
    expect((await verify(email, await latestCode(t.dataDir, email), ip)).statusCode).toBe(200);
  });

  it("counts concurrent wrong tries exactly: 5 of them at once void the code", async () => {
    const ip = freshIp();
    const { email, code } = await registered();
    const wrong = wrongCodeFor(code);
    const answers = await Promise.all(Array.from({ length: 8 }, () => verify(email, wrong, ip)));
    const errors = answers.map((answer) => answer.json().error);
    expect(
      errors.filter((error) => error === WRONG_CODE_MESSAGE || error === LAST_WRONG_CODE_MESSAGE),
    ).toHaveLength(5);
    expect((await verify(email, code, ip)).json().error).toBe(TOO_MANY_TRIES_MESSAGE);
  });

  it("a code is valid for 15 minutes: accepted just before, refused as expired just after", async () => {
    const early = await registered();
    const late = await registered();
    time.advance(VERIFICATION_CODE_VALIDITY_MS - 1000);
    expect((await verify(early.email, early.code)).statusCode).toBe(200);

    time.advance(2000);
    const expired = await verify(late.email, late.code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ error: EXPIRED_CODE_MESSAGE, code: "code_expired" });

    expect((await resend(late.email)).statusCode).toBe(200);
    expect((await verify(late.email, await latestCode(t.dataDir, late.email))).statusCode).toBe(200);
  });

  it("a new code voids the older one", async () => {
    const ip = freshIp();
    const { email, code: first } = await registered();
    await resend(email);
    const second = await latestCode(t.dataDir, email);
    if (second !== first) expect((await verify(email, first, ip)).json().error).toBe(WRONG_CODE_MESSAGE);
    expect((await verify(email, second, ip)).statusCode).toBe(200);
  });

  it("says there is no active code for an address without one (unknown, or its mail failed)", async () => {
    const response = await verify(uniqueEmail(), generateVerificationCode());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: NO_ACTIVE_CODE_MESSAGE, code: "no_active_code" });
  });

  it("refuses codes that are not exactly 6 digits before looking anything up", async () => {
    const { email } = await registered();
    for (const code of ["12345", "1234567", "12a456", ""]) {
      expect((await verify(email, code)).statusCode).toBe(400);
    }
  });

  it("limits failed checks per IP (429 with Retry-After), successes not counted, and lifts it after the window", async () => {
    const ip = freshIp();
    const good = await registered();
    for (let i = 0; i < VERIFY_IP_FAILURE_LIMIT; i++) {
      expect((await verify(uniqueEmail(), "123456", ip)).statusCode).toBe(400);
    }
    const refused = await verify(good.email, good.code, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().error).toContain("Too many");
    // Another network is not affected.
    const other = await registered();
    expect((await verify(other.email, other.code, freshIp())).statusCode).toBe(200);

    time.advance(VERIFY_IP_WINDOW_MS);
    const fresh = await registered();
    expect((await verify(fresh.email, fresh.code, ip)).statusCode).toBe(200);
  });

  it("does not count successful checks against the IP", async () => {
    const ip = freshIp();
    for (let i = 0; i < VERIFY_IP_FAILURE_LIMIT - 1; i++) await verify(uniqueEmail(), "123456", ip);
    for (let i = 0; i < 5; i++) {
      const { email, code } = await registered();
      expect((await verify(email, code, ip)).statusCode).toBe(200);
    }
    expect((await verify(uniqueEmail(), "123456", ip)).statusCode).toBe(400);
    expect((await verify(uniqueEmail(), "123456", ip)).statusCode).toBe(429);
  });
});
