import {
  MAX_WRONG_CODE_ATTEMPTS,
  VERIFICATION_CODE_VALIDITY_MS,
  VERIFICATION_RESEND_LIMIT,
} from "@domain/constants";
import { PASSWORD_TOO_SHORT_MESSAGE } from "@domain/password-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, manualClock, type TestApp } from "../../test/app";
import { latestCodeTo, mailTo } from "../../test/mail";
import { createUserWithPassword, signIn, TEST_PASSWORD, uniqueEmail } from "../../test/users";
import { PASSWORD_RESET_EMAIL_SUBJECT } from "./code-emails";
import {
  NO_ACTIVE_RESET_CODE_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  WRONG_RESET_CODE_MESSAGE,
} from "./password-reset.service";

// 'Forgot password?' (docs/product.md §11.4): a code with the rules of the verification code, one
// answer for every address, and a new password that ends every session.

let t: TestApp;
const time = manualClock();
const NEW_PASSWORD = "a brand new hangar passphrase";

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => {
  await t?.close();
});

const requestReset = (email: string) =>
  t.app.inject({ method: "POST", url: "/api/password-reset/request", payload: { email } });
const confirmReset = (email: string, code: string, password = NEW_PASSWORD) =>
  t.app.inject({ method: "POST", url: "/api/password-reset/confirm", payload: { email, code, password } });
const currentUser = (cookie: string) =>
  t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
const login = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/login", payload: { email, password } });
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("POST /api/password-reset/request", () => {
  it("answers a known and an unknown address alike, and mails a code only to the account", async () => {
    const user = await createUserWithPassword(t);
    const unknown = uniqueEmail("nobody");
    const known = await requestReset(user.email.toUpperCase());
    const stranger = await requestReset(unknown);
    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(stranger.json()).toEqual(known.json());
    const mails = await mailTo(t.dataDir, user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([PASSWORD_RESET_EMAIL_SUBJECT]);
    expect(mails[0]?.text).toMatch(/expires in 15 minutes/);
    expect(await mailTo(t.dataDir, unknown)).toEqual([]);
  });

  it("allows 3 codes an hour per address, unknown ones too, and says at what time the next may be asked for", async () => {
    const user = await createUserWithPassword(t);
    const unknown = uniqueEmail("nobody");
    for (let i = 0; i < VERIFICATION_RESEND_LIMIT; i++) {
      expect((await requestReset(user.email)).statusCode).toBe(200);
      expect((await requestReset(unknown)).statusCode).toBe(200);
    }
    const refused = await requestReset(user.email);
    const refusedUnknown = await requestReset(unknown);
    expect(refused.statusCode).toBe(429);
    expect(refusedUnknown.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("3600");
    // The manual clock reads 12:00 UTC: the window ends at 13:00.
    expect(refused.json().error).toBe(
      "Too many reset codes were requested for this email address. You can request a new code in 60 minutes (at 13:00 UTC).",
    );
    expect(refusedUnknown.json().error).toBe(refused.json().error);
    time.advance(60 * 60 * 1000);
    expect((await requestReset(user.email)).statusCode).toBe(200);
  });
});

describe("POST /api/password-reset/confirm", () => {
  it("sets the new password and ends every session of the account", async () => {
    const user = await createUserWithPassword(t);
    const otherBrowser = await signIn(t, { email: user.email, password: user.password });
    await requestReset(user.email);

    const response = await confirmReset(user.email, await latestCodeTo(t.dataDir, user.email));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_MESSAGE });

    expect((await currentUser(user.cookie)).statusCode).toBe(401);
    expect((await currentUser(otherBrowser)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("is single use: the same code again answers as for an unknown address", async () => {
    const user = await createUserWithPassword(t);
    await requestReset(user.email);
    const code = await latestCodeTo(t.dataDir, user.email);
    expect((await confirmReset(user.email, code)).statusCode).toBe(200);
    const again = await confirmReset(user.email, code, "yet another passphrase here");
    const unknown = await confirmReset(uniqueEmail("nobody"), code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: NO_ACTIVE_RESET_CODE_MESSAGE, code: "no_active_code" });
    expect(unknown.json()).toEqual(again.json());
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a wrong code and keeps the old password", async () => {
    const user = await createUserWithPassword(t);
    await requestReset(user.email);
    const code = await latestCodeTo(t.dataDir, user.email);
    const wrong = await confirmReset(user.email, wrongCodeFor(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: WRONG_RESET_CODE_MESSAGE, code: "invalid_code" });
    expect((await currentUser(user.cookie)).statusCode).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("allows 5 tries per code; then even the right code is refused until a new one is sent", async () => {
    const user = await createUserWithPassword(t);
    await requestReset(user.email);
    const code = await latestCodeTo(t.dataDir, user.email);
    for (let i = 1; i < MAX_WRONG_CODE_ATTEMPTS; i++) {
      expect((await confirmReset(user.email, wrongCodeFor(code))).json().code).toBe("invalid_code");
    }
    const last = await confirmReset(user.email, wrongCodeFor(code));
    expect(last.json()).toMatchObject({
      error:
        "The reset code is incorrect, and it has now been tried too many times. Please request a new code.",
      code: "too_many_attempts",
    });
    const right = await confirmReset(user.email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().error).toBe(
      "This reset code has been tried too many times. Please request a new code.",
    );

    await requestReset(user.email);
    expect((await confirmReset(user.email, await latestCodeTo(t.dataDir, user.email))).statusCode).toBe(200);
  });

  it("tells exactly when a new code can be asked for once the hour's codes are spent", async () => {
    const user = await createUserWithPassword(t);
    for (let i = 0; i < VERIFICATION_RESEND_LIMIT; i++) await requestReset(user.email);
    const code = await latestCodeTo(t.dataDir, user.email);
    time.advance(10 * 60 * 1000);
    for (let i = 0; i < MAX_WRONG_CODE_ATTEMPTS; i++) await confirmReset(user.email, wrongCodeFor(code));
    const stuck = await confirmReset(user.email, code);
    const start = time.clock().getTime() - 10 * 60 * 1000;
    const at = new Date(start + 60 * 60 * 1000).toISOString().slice(11, 16);
    expect(stuck.json().error).toBe(
      `This reset code has been tried too many times. You can request a new code in 50 minutes (at ${at} UTC).`,
    );
  });

  it("refuses an expired code (15 minutes)", async () => {
    const user = await createUserWithPassword(t);
    await requestReset(user.email);
    const code = await latestCodeTo(t.dataDir, user.email);
    time.advance(VERIFICATION_CODE_VALIDITY_MS);
    const expired = await confirmReset(user.email, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      error: "This reset code has expired. Please request a new code.",
      code: "code_expired",
    });
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a password that breaks the rules before using up a try", async () => {
    const user = await createUserWithPassword(t);
    await requestReset(user.email);
    const code = await latestCodeTo(t.dataDir, user.email);
    const short = await confirmReset(user.email, code, "short");
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(PASSWORD_TOO_SHORT_MESSAGE);
    const asEmail = await confirmReset(user.email, code, user.email);
    expect(asEmail.statusCode).toBe(400);
    expect((await confirmReset(user.email, code)).statusCode).toBe(200);
  });

  it("verifies an account that never entered its registration code: the reset code proves the mailbox", async () => {
    const email = uniqueEmail("pending");
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { fullName: "Sam Pending", email, password: TEST_PASSWORD },
    });
    expect(registered.statusCode).toBe(201);
    await requestReset(email);
    expect((await confirmReset(email, await latestCodeTo(t.dataDir, email))).statusCode).toBe(200);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("lifts the sign-in delay that strangers' wrong guesses put on the account", async () => {
    const user = await createUserWithPassword(t);
    for (let i = 0; i < 6; i++) await login(user.email, "a wrong password guess");
    expect((await login(user.email, user.password)).statusCode).toBe(429);
    await requestReset(user.email);
    expect((await confirmReset(user.email, await latestCodeTo(t.dataDir, user.email))).statusCode).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
