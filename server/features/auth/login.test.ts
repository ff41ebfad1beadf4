import {
  LOGIN_FIRST_DELAY_MS,
  LOGIN_FREE_FAILURES,
  LOGIN_IP_FAILURE_LIMIT,
  LOGIN_IP_WINDOW_MS,
  LOGIN_MAX_DELAY_MS,
  TRUSTED_DEVICE_VALIDITY_MS,
} from "@domain/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, manualClock, type TestApp } from "../../test/app";
import { createUserWithPassword, sessionCookieOf, TEST_PASSWORD, uniqueEmail } from "../../test/users";
import { INVALID_CREDENTIALS_MESSAGE } from "./auth.service";

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
  const user = await createUserWithPassword(t);
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
    // The web app branches on this code, never on the wording.
    expect(response.json().code).toBe("email_not_verified");
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

describe("login delays per account (no lock)", () => {
  /** Delay before the attempt after `failures` failures in a row, as the rule says. */
  const delayAfter = (failures: number) =>
    failures < LOGIN_FREE_FAILURES
      ? 0
      : Math.min(LOGIN_FIRST_DELAY_MS * 2 ** (failures - LOGIN_FREE_FAILURES), LOGIN_MAX_DELAY_MS);

  it("after 5 failures each attempt waits a delay that doubles up to a cap (429 + Retry-After), then the right password works", async () => {
    const { email, password } = await verifiedUser();
    for (let i = 0; i < LOGIN_FREE_FAILURES; i++) {
      expect((await login(email, `wrong-${i}`, freshIp())).statusCode).toBe(401);
    }
    let failures = LOGIN_FREE_FAILURES;
    const waits: number[] = [];
    while (delayAfter(failures) < LOGIN_MAX_DELAY_MS || waits.at(-1) !== LOGIN_MAX_DELAY_MS / 1000) {
      const refused = await login(email, password, freshIp());
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers["retry-after"]);
      expect(retryAfter).toBe(delayAfter(failures) / 1000);
      expect(refused.json().error).toContain("Please wait");
      waits.push(retryAfter);
      time.advance(retryAfter * 1000 - 1000);
      expect((await login(email, password, freshIp())).statusCode).toBe(429);
      time.advance(1000);
      expect((await login(email, `wrong-again-${failures}`, freshIp())).statusCode).toBe(401);
      failures++;
    }
    expect(waits.slice(0, 3)).toEqual([15, 30, 60]);
    expect(Math.max(...waits)).toBe(LOGIN_MAX_DELAY_MS / 1000);

    // However long the attack went on, the right password gets in once the capped delay is over.
    time.advance(LOGIN_MAX_DELAY_MS);
    expect((await login(email, password, freshIp())).statusCode).toBe(200);
    // And a success starts the count again.
    expect((await login(email, "wrong-once-more", freshIp())).statusCode).toBe(401);
    expect((await login(email, password, freshIp())).statusCode).toBe(200);
  });

  it("counts consecutive failures only: a success starts the count again", async () => {
    const { email, password } = await verifiedUser();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LOGIN_FREE_FAILURES - 1; i++) await login(email, "wrong-password", freshIp());
      expect((await login(email, password, freshIp())).statusCode).toBe(200);
    }
  });

  it("applies to unknown e-mails too, so a delay does not reveal that an account exists", async () => {
    const unknown = uniqueEmail();
    for (let i = 0; i < LOGIN_FREE_FAILURES; i++) await login(unknown, "wrong-password", freshIp());
    const refused = await login(unknown, "wrong-password", freshIp());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBe(LOGIN_FIRST_DELAY_MS / 1000);
  });

  it("lets at most 5 of many concurrent wrong guesses be checked", async () => {
    const { email } = await verifiedUser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(email, `wrong-${i}`, freshIp())),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_FREE_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - LOGIN_FREE_FAILURES);
  });
});

describe("trusted devices: a browser that signed in before is never kept out by strangers", () => {
  const deviceCookieOf = (response: { cookies: { name: string; value: string }[] }) => {
    const cookie = response.cookies.find((c) => c.name === "hangar_device");
    if (!cookie) throw new Error("no device cookie");
    return `${cookie.name}=${cookie.value}`;
  };

  it("sets an HttpOnly device cookie on sign-in; with it the right password works during an attack, from the attacker's own network too", async () => {
    const { email, password } = await verifiedUser();
    const home = freshIp();
    const first = await login(email, password, home);
    const cookie = first.cookies.find((c) => c.name === "hangar_device");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const device = deviceCookieOf(first);

    // The attack: the account's delay at its cap, and the shared network's failure limit spent.
    const attacker = home;
    for (let i = 0; i < LOGIN_IP_FAILURE_LIMIT; i++) await login(email, `guess-${i}`, attacker);
    expect((await login(email, password, attacker)).statusCode).toBe(429);
    expect((await login(email, password, freshIp())).statusCode).toBe(429);

    const owner = await login(email, password, home, { cookie: device });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().email).toBe(email);
  });

  it("does not trust a cookie of another account, a forged one, or an expired one", async () => {
    const victim = await verifiedUser();
    const other = await verifiedUser();
    const othersDevice = deviceCookieOf(await login(other.email, other.password, freshIp()));
    const [name, value = ""] = othersDevice.split("=");
    const forged = `${name}=${value.replace(/\.[^.]+\.([^.]+)\.([^.]+)$/, ".attackerdevice.$1.$2")}`;
    for (let i = 0; i < LOGIN_FREE_FAILURES; i++) await login(victim.email, `guess-${i}`, freshIp());

    for (const cookie of [othersDevice, forged, "hangar_device=d1.x.y.z.w"]) {
      expect((await login(victim.email, victim.password, freshIp(), { cookie })).statusCode, cookie).toBe(
        429,
      );
    }

    const oldDevice = deviceCookieOf(await login(other.email, other.password, freshIp()));
    time.advance(TRUSTED_DEVICE_VALIDITY_MS + 1000);
    for (let i = 0; i < LOGIN_FREE_FAILURES; i++) await login(other.email, `guess-${i}`, freshIp());
    expect((await login(other.email, other.password, freshIp(), { cookie: oldDevice })).statusCode).toBe(429);
  });

  it("delays a trusted browser's own wrong guesses, apart from the account's", async () => {
    const { email, password } = await verifiedUser();
    const device = deviceCookieOf(await login(email, password, freshIp()));
    for (let i = 0; i < LOGIN_FREE_FAILURES; i++) {
      expect((await login(email, `typo-${i}`, freshIp(), { cookie: device })).statusCode).toBe(401);
    }
    expect((await login(email, password, freshIp(), { cookie: device })).statusCode).toBe(429);
    // The account itself was not delayed by them.
    expect((await login(email, password, freshIp())).statusCode).toBe(200);
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

  it("never refuses correct passwords arriving together, more of them than the failure limit (decision 0055)", async () => {
    const ip = freshIp();
    const people = await Promise.all(
      Array.from({ length: LOGIN_IP_FAILURE_LIMIT + 5 }, () => verifiedUser()),
    );
    const answers = await Promise.all(people.map(({ email, password }) => login(email, password, ip)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(people.map(() => 200));
  });

  it("lets a class in on the last free slot, one after another, and still refuses after the 25th failure", async () => {
    const ip = freshIp();
    for (let i = 1; i < LOGIN_IP_FAILURE_LIMIT; i++) {
      expect((await login(uniqueEmail(), "wrong-password", ip)).statusCode).toBe(401);
    }
    const people = await Promise.all(Array.from({ length: 10 }, () => verifiedUser()));
    const answers = await Promise.all(people.map(({ email, password }) => login(email, password, ip)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(people.map(() => 200));

    expect((await login(uniqueEmail(), "wrong-password", ip)).statusCode).toBe(401);
    const [late] = people;
    expect((await login(late?.email ?? "", late?.password ?? "", ip)).statusCode).toBe(429);
  });

  it("counts an IPv6 /64 as one network", async () => {
    for (let i = 0; i < LOGIN_IP_FAILURE_LIMIT; i++) {
      const ip = `2001:db8:77:1::${(i + 1).toString(16)}`;
      expect((await login(uniqueEmail(), "wrong-password", ip)).statusCode).toBe(401);
    }
    const { email, password } = await verifiedUser();
    expect((await login(email, password, "2001:db8:77:1:dead:beef::1")).statusCode).toBe(429);
    expect((await login(email, password, "2001:db8:77:2::1")).statusCode).toBe(200);
  });
});
