import {
  LOGIN_IP_FAILURE_LIMIT,
  LOGIN_IP_WINDOW_MS,
  LOGIN_LOCK_AFTER_FAILURES,
  LOGIN_LOCK_DURATION_MS,
} from "@domain/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, manualClock, type TestApp } from "../../test/app";
import { INVALID_CREDENTIALS_MESSAGE } from "./auth.service";
import { createUserWithPassword, sessionCookieOf, TEST_PASSWORD, uniqueEmail } from "./testing";

let t: TestApp;
const time = manualClock();

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock, env: { PUBLIC_URL: "http://hangar.test" } });
});
afterAll(async () => {
  await t?.close();
});

let ipCounter = 0;
/** Each test signs in from its own address unless it is about the per-IP limit. */
const freshIp = () => `192.0.2.${++ipCounter}`;

const login = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { email, password },
    remoteAddress: ip,
    headers,
  });

async function verifiedUser(): Promise<{ email: string; password: string }> {
  const user = await createUserWithPassword(t.app);
  return { email: user.email, password: user.password };
}

async function unverifiedUser(): Promise<string> {
  const email = uniqueEmail();
  const response = await t.app.inject({
    method: "POST",
    url: "/api/register",
    payload: { fullName: "Ana Silva", email, password: TEST_PASSWORD, role: "user" },
  });
  expect(response.statusCode).toBe(201);
  return email;
}

describe("POST /api/login", () => {
  it("returns exactly the current-user view and sets an HttpOnly SameSite=Lax session cookie", async () => {
    const { email, password } = await verifiedUser();
    const response = await login(email.toUpperCase(), password, freshIp());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(["createdAt", "email", "fullName", "id", "role"]);
    expect(body).toMatchObject({ email, fullName: "Test Technician", role: "user" });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    expect(response.body).not.toContain("argon2");

    const cookie = response.cookies.find((c) => c.name === "hangar_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url

    const me = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: sessionCookieOf(response) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body);
  });

  it("gives the same 401 for an unknown e-mail and a wrong password", async () => {
    const { email } = await verifiedUser();
    const unknown = await login(uniqueEmail(), "whatever-password", freshIp());
    const wrong = await login(email, "wrong-password", freshIp());
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json().error).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect(unknown.headers["set-cookie"]).toBeUndefined();
  });

  it("refuses an unverified account with the right password: 403 saying the email is not verified", async () => {
    const email = await unverifiedUser();
    const response = await login(email, TEST_PASSWORD, freshIp());
    expect(response.statusCode).toBe(403);
    const error: string = response.json().error;
    expect(error.toLowerCase()).toContain("email");
    expect(error.toLowerCase()).toContain("not verified");
    expect(response.headers["set-cookie"]).toBeUndefined();
    // With a wrong password the account's state is not revealed.
    expect((await login(email, "wrong-password", freshIp())).statusCode).toBe(401);
  });

  it("validates the body", async () => {
    expect((await login("not-an-email", "x", freshIp())).statusCode).toBe(400);
    expect((await login(uniqueEmail(), "", freshIp())).statusCode).toBe(400);
  });

  it("refuses a cross-site request (CSRF) and accepts a same-origin one", async () => {
    const { email, password } = await verifiedUser();
    const crossOrigin = await login(email, password, freshIp(), { origin: "https://evil.example" });
    expect(crossOrigin.statusCode).toBe(403);
    expect(crossOrigin.headers["set-cookie"]).toBeUndefined();
    const crossSite = await login(email, password, freshIp(), { "sec-fetch-site": "cross-site" });
    expect(crossSite.statusCode).toBe(403);
    const sameOrigin = await login(email, password, freshIp(), {
      origin: "http://hangar.test",
      "sec-fetch-site": "same-origin",
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it("accepts only a JSON body (a form post gets 415)", async () => {
    const { email, password } = await verifiedUser();
    const form = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `email=${encodeURIComponent(email)}&password=${encodeURIComponent(password)}`,
    });
    expect(form.statusCode).toBe(415);
  });
});

describe("login throttling per account", () => {
  it("locks the account for 15 minutes after 10 consecutive failures (429 + Retry-After), even for the right password", async () => {
    const { email, password } = await verifiedUser();
    for (let i = 0; i < LOGIN_LOCK_AFTER_FAILURES; i++) {
      expect((await login(email, `wrong-${i}`, freshIp())).statusCode).toBe(401);
    }
    const locked = await login(email, password, freshIp());
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBe(LOGIN_LOCK_DURATION_MS / 1000);
    expect(locked.json().error).toContain("15 minutes");

    time.advance(LOGIN_LOCK_DURATION_MS - 60_000);
    expect((await login(email, password, freshIp())).statusCode).toBe(429);
    time.advance(60_000);
    expect((await login(email, password, freshIp())).statusCode).toBe(200);
  });

  it("counts consecutive failures only: a success starts the count again", async () => {
    const { email, password } = await verifiedUser();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LOGIN_LOCK_AFTER_FAILURES - 1; i++) await login(email, "wrong-password", freshIp());
      expect((await login(email, password, freshIp())).statusCode).toBe(200);
    }
  });

  it("applies to unknown e-mails too, so a lock does not reveal that an account exists", async () => {
    const unknown = uniqueEmail();
    for (let i = 0; i < LOGIN_LOCK_AFTER_FAILURES; i++) await login(unknown, "wrong-password", freshIp());
    expect((await login(unknown, "wrong-password", freshIp())).statusCode).toBe(429);
  });

  it("lets at most 10 of many concurrent wrong guesses be checked", async () => {
    const { email } = await verifiedUser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(email, `wrong-${i}`, freshIp())),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_LOCK_AFTER_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - LOGIN_LOCK_AFTER_FAILURES);
  });
});

describe("login throttling per IP", () => {
  it("refuses a network after 25 failed attempts in 5 minutes, for every account, until the window ends", async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_IP_FAILURE_LIMIT; i++) {
      expect((await login(uniqueEmail(), "wrong-password", ip)).statusCode).toBe(401);
    }
    const { email, password } = await verifiedUser();
    const refused = await login(email, password, ip);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_IP_WINDOW_MS / 1000);

    expect((await login(email, password, freshIp())).statusCode).toBe(200);
    time.advance(retryAfter * 1000);
    expect((await login(email, password, ip)).statusCode).toBe(200);
  });

  it("does not count successful sign-ins: a whole class can sign in from one address", async () => {
    const ip = freshIp();
    const { email, password } = await verifiedUser();
    for (let i = 0; i < LOGIN_IP_FAILURE_LIMIT + 10; i++) {
      expect((await login(email, password, ip)).statusCode).toBe(200);
    }
    for (let i = 0; i < LOGIN_IP_FAILURE_LIMIT; i++) {
      expect((await login(uniqueEmail(), "wrong-password", ip)).statusCode).toBe(401);
    }
    expect((await login(email, password, ip)).statusCode).toBe(429);
  });

  it("does not count an unverified account with the right password as a failure", async () => {
    const ip = freshIp();
    const email = await unverifiedUser();
    for (let i = 0; i < LOGIN_IP_FAILURE_LIMIT + 5; i++) {
      expect((await login(email, TEST_PASSWORD, ip)).statusCode).toBe(403);
    }
  });

  it("lets exactly 25 of many concurrent failures through", async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => login(uniqueEmail(), "wrong-password", ip)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_IP_FAILURE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - LOGIN_IP_FAILURE_LIMIT);
  });
});
