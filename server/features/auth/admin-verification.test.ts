import { MAX_WRONG_CODE_ATTEMPTS, VERIFICATION_RESEND_LIMIT } from "@domain/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, manualClock, type TestApp } from "../../test/app";
import { latestCode, mailTo } from "../../test/mail";
import { createSignedInUser, type SignedInUser, TEST_PASSWORD, uniqueEmail } from "../../test/users";
import { ADMIN_VERIFICATION_MESSAGES } from "./admin-verification.service";

// The verification dead end (docs/product.md §11.6): once the hour's codes and a code's tries are
// spent, the answers say exactly when a new code can be asked for, and an administrator can verify the
// account or send a new code at once.

let t: TestApp;
let admin: SignedInUser;
const time = manualClock(new Date("2026-06-01T12:00:00Z"));

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  admin = await createSignedInUser(t, { role: "admin" });
});
afterAll(async () => {
  await t?.close();
});

async function register(): Promise<{ email: string; id: string }> {
  const email = uniqueEmail("stuck");
  const response = await t.app.inject({
    method: "POST",
    url: "/api/register",
    payload: { fullName: "Kim Stuck", email, password: TEST_PASSWORD },
  });
  expect(response.statusCode).toBe(201);
  const users = await t.app.inject({
    method: "GET",
    url: "/api/admin/users",
    headers: { cookie: admin.cookie },
  });
  const row = (users.json() as { id: string; email: string; emailVerified: boolean }[]).find(
    (user) => user.email === email,
  );
  if (!row) throw new Error("the new account is not in the admin list");
  expect(row.emailVerified).toBe(false);
  return { email, id: row.id };
}

const verify = (email: string, code: string) =>
  t.app.inject({ method: "POST", url: "/api/verify-email", payload: { email, code } });
const resend = (email: string) =>
  t.app.inject({ method: "POST", url: "/api/resend-verification", payload: { email } });
const login = (email: string) =>
  t.app.inject({ method: "POST", url: "/api/login", payload: { email, password: TEST_PASSWORD } });
const adminPost = (url: string, cookie = admin.cookie) =>
  t.app.inject({ method: "POST", url, headers: { cookie } });

/** Registers, spends the hour's resends and the last code's tries, at 12:00 + the given minutes. */
async function stuckAccount() {
  const account = await register();
  for (let i = 0; i < VERIFICATION_RESEND_LIMIT; i++)
    expect((await resend(account.email)).statusCode).toBe(200);
  const code = await latestCode(t.dataDir, account.email);
  const wrong = code === "000000" ? "000001" : "000000";
  for (let i = 0; i < MAX_WRONG_CODE_ATTEMPTS; i++) await verify(account.email, wrong);
  return { ...account, code };
}

describe("the verification dead end", () => {
  it("says exactly when a new code can be asked for, on the verify page and on Resend alike", async () => {
    time.set(new Date("2026-06-01T12:00:00Z"));
    const { email, code } = await stuckAccount();
    time.set(new Date("2026-06-01T12:17:30Z"));
    const tooMany = await verify(email, code);
    expect(tooMany.json().error).toBe(
      "This code has been tried too many times. You can request a new code in 43 minutes (at 13:00 UTC).",
    );
    // The same time in seconds, for the page to hold Resend until then.
    expect(tooMany.headers["retry-after"]).toBe(String(42 * 60 + 30));
    const refused = await resend(email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(
      "Too many verification codes were requested for this email address. You can request a new code in 43 minutes (at 13:00 UTC).",
    );
    expect(refused.headers["retry-after"]).toBe(String(42 * 60 + 30));
    time.set(new Date("2026-06-01T13:00:00Z"));
    expect((await resend(email)).statusCode).toBe(200);
  });
});

describe("an administrator and an unverified account", () => {
  it("verifies it: the owner can sign in at once", async () => {
    const { email, id } = await stuckAccount();
    expect((await login(email)).statusCode).toBe(403);
    const response = await adminPost(`/api/admin/users/${id}/verify`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: ADMIN_VERIFICATION_MESSAGES.verified });
    expect((await login(email)).statusCode).toBe(200);
    const again = await adminPost(`/api/admin/users/${id}/verify`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ADMIN_VERIFICATION_MESSAGES.alreadyVerified);
  });

  it("sends a new code past the owner's spent limits, and the owner's Resend works again", async () => {
    const { email, id } = await stuckAccount();
    const before = (await mailTo(t.dataDir, email)).length;
    const response = await adminPost(`/api/admin/users/${id}/verification-code`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: ADMIN_VERIFICATION_MESSAGES.codeSent });
    expect((await mailTo(t.dataDir, email)).length).toBe(before + 1);
    expect((await resend(email)).statusCode).toBe(200);
    expect((await verify(email, await latestCode(t.dataDir, email))).statusCode).toBe(200);
  });

  it("refuses a new code for a verified account, and answers 404 for an unknown id", async () => {
    const missing = await adminPost(
      "/api/admin/users/00000000-0000-4000-8000-000000000000/verification-code",
    );
    expect(missing.statusCode).toBe(404);
    const verified = await adminPost(`/api/admin/users/${admin.user.id}/verification-code`);
    expect(verified.statusCode).toBe(409);
  });

  it("is for administrators only", async () => {
    const { id } = await register();
    const technician = await createSignedInUser(t);
    expect((await adminPost(`/api/admin/users/${id}/verify`, technician.cookie)).statusCode).toBe(403);
    expect((await adminPost(`/api/admin/users/${id}/verification-code`, technician.cookie)).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: "POST", url: `/api/admin/users/${id}/verify` })).statusCode).toBe(
      401,
    );
  });
});
