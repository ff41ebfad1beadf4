import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from "@domain/constants";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/index";
import { sha256 } from "../../lib/tokens";
import { createTestApp, manualClock, type TestApp } from "../../test/app";
import { latestCode } from "../../test/mail";
import { createUserWithPassword, sessionCookieOf } from "../../test/users";

let t: TestApp;
const time = manualClock();
const HOUR_MS = 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => {
  await t?.close();
});

const currentUser = (cookie?: string) =>
  t.app.inject({ method: "GET", url: "/api/user", headers: cookie ? { cookie } : {} });

const login = (email: string, password: string, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { email, password },
    headers: cookie ? { cookie } : {},
  });

const logout = (cookie?: string) =>
  t.app.inject({ method: "POST", url: "/api/logout", headers: cookie ? { cookie } : {} });

const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf("=") + 1);

describe("GET /api/user", () => {
  it("answers 401 without a session, and for an unknown or malformed token", async () => {
    expect((await currentUser()).statusCode).toBe(401);
    expect((await currentUser("hangar_session=not-a-real-token")).statusCode).toBe(401);
    expect((await currentUser(`hangar_session=${"x".repeat(500)}`)).statusCode).toBe(401);
    expect((await currentUser()).json()).toEqual({
      error: "Please sign in to continue.",
      message: "Please sign in to continue.",
      code: "unauthorized",
    });
  });

  it("answers the current-user view and nothing more", async () => {
    const user = await createUserWithPassword(t, { fullName: "Jordan Blake" });
    const response = await currentUser(user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      id: user.id,
      fullName: "Jordan Blake",
      email: user.email,
      role: "user",
      createdAt: time.clock().toISOString(),
    });
  });

  it("shows the admin role to an administrator", async () => {
    const admin = await createUserWithPassword(t, { role: "admin" });
    expect((await currentUser(admin.cookie)).json().role).toBe("admin");
  });
});

describe("sessions", () => {
  it("stores only a hash of the token", async () => {
    const user = await createUserWithPassword(t);
    const token = tokenOf(user.cookie);
    const rows = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256(token));
    expect(rows[0]?.tokenHash).not.toBe(token);
  });

  it("rotates at login: the cookie the browser held stops working, the new one works", async () => {
    const user = await createUserWithPassword(t);
    const relogin = await login(user.email, user.password, user.cookie);
    expect(relogin.statusCode).toBe(200);
    const fresh = sessionCookieOf(relogin);
    expect(fresh).not.toBe(user.cookie);
    expect((await currentUser(user.cookie)).statusCode).toBe(401);
    expect((await currentUser(fresh)).statusCode).toBe(200);
  });

  it("keeps another device's session when signing in without its cookie", async () => {
    const user = await createUserWithPassword(t);
    const other = sessionCookieOf(await login(user.email, user.password));
    expect((await currentUser(user.cookie)).statusCode).toBe(200);
    expect((await currentUser(other)).statusCode).toBe(200);
  });

  it("ends after 12 hours without activity", async () => {
    const user = await createUserWithPassword(t);
    time.advance(SESSION_IDLE_TIMEOUT_MS - 60_000);
    expect((await currentUser(user.cookie)).statusCode).toBe(200);
    // That request counted as activity: another almost-12 hours is fine.
    time.advance(SESSION_IDLE_TIMEOUT_MS - 60_000);
    expect((await currentUser(user.cookie)).statusCode).toBe(200);
    time.advance(SESSION_IDLE_TIMEOUT_MS + 60_000);
    expect((await currentUser(user.cookie)).statusCode).toBe(401);
  });

  it("ends 7 days after sign-in even when used all the time", async () => {
    const user = await createUserWithPassword(t);
    let elapsed = 0;
    while (elapsed + 11 * HOUR_MS < SESSION_ABSOLUTE_TIMEOUT_MS) {
      time.advance(11 * HOUR_MS);
      elapsed += 11 * HOUR_MS;
      expect((await currentUser(user.cookie)).statusCode).toBe(200);
    }
    time.advance(SESSION_ABSOLUTE_TIMEOUT_MS - elapsed);
    expect((await currentUser(user.cookie)).statusCode).toBe(401);
  });
});

describe("POST /api/logout", () => {
  it("revokes the session on the server and clears the cookie", async () => {
    const user = await createUserWithPassword(t);
    const response = await logout(user.cookie);
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === "hangar_session");
    expect(cleared?.value).toBe("");
    expect(cleared?.expires?.getTime() ?? 0).toBeLessThanOrEqual(Date.now());

    // The old cookie, replayed, is refused: the row is gone, not just the browser's copy.
    expect((await currentUser(user.cookie)).statusCode).toBe(401);
    const rows = await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(tokenOf(user.cookie))));
    expect(rows).toHaveLength(0);
  });

  it("works when already signed out, or with a stale cookie", async () => {
    expect((await logout()).statusCode).toBe(204);
    expect((await logout("hangar_session=stale-token")).statusCode).toBe(204);
  });

  it("ends only this session", async () => {
    const user = await createUserWithPassword(t);
    const other = sessionCookieOf(await login(user.email, user.password));
    await logout(user.cookie);
    expect((await currentUser(other)).statusCode).toBe(200);
  });

  it("refuses a cross-site logout", async () => {
    const user = await createUserWithPassword(t);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie: user.cookie, origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect((await currentUser(user.cookie)).statusCode).toBe(200);
  });
});

describe("the session cookie under https", () => {
  it("is Secure with the __Host- prefix when PUBLIC_URL is https", async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: "https://hangar.example.com" } });
    try {
      const user = await createUserWithPassword(secure);
      expect(user.cookie.startsWith("__Host-hangar_session=")).toBe(true);
      const response = await secure.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: user.email, password: user.password },
      });
      const cookie = response.cookies.find((c) => c.name === "__Host-hangar_session");
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax", path: "/" });
    } finally {
      await secure.close();
    }
  });
});

describe("the password and its hash", () => {
  it("appear in no answer of any account route", async () => {
    const email = `whole-flow-${Date.now()}@example.com`;
    const password = "a very secret passphrase";
    const inject = (method: "GET" | "POST", url: string, payload?: object, cookie?: string) =>
      t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

    const answers = [
      await inject("POST", "/api/register", { fullName: "Whole Flow", email, password, role: "admin" }),
      await inject("POST", "/api/register", { fullName: "Whole Flow", email, password, role: "admin" }),
      await inject("POST", "/api/login", { email, password }),
      await inject("POST", "/api/resend-verification", { email }),
    ];
    answers.push(
      await inject("POST", "/api/verify-email", { email, code: await latestCode(t.dataDir, email) }),
    );
    const signedIn = await inject("POST", "/api/login", { email, password });
    answers.push(signedIn, await inject("POST", "/api/login", { email, password: "wrong one" }));
    const cookie = sessionCookieOf(signedIn);
    answers.push(
      await inject("GET", "/api/user", undefined, cookie),
      await inject("POST", "/api/logout", undefined, cookie),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 403, 200, 200, 200, 401, 200, 204]);
    for (const answer of answers) {
      expect(answer.body).not.toContain(password);
      expect(answer.body).not.toMatch(/argon2|"password"/);
    }
  });
});
