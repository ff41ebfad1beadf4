import { VERIFICATION_CODE_VALIDITY_MS } from "@domain/constants";
import { PASSWORD_IS_EMAIL_MESSAGE } from "@domain/password-rules";
import { WRONG_PASSWORD_CODE } from "@domain/schemas/account";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountWithFiles, isStored, NO_ROWS, rowsOwnedBy } from "../../test/account-files";
import { createTestApp, manualClock, type TestApp } from "../../test/app";
import { latestCodeTo, mailTo } from "../../test/mail";
import { createUserWithPassword, signIn, type TestUser, uniqueEmail } from "../../test/users";
import { EMAIL_CHANGE_CODE_SUBJECT, EMAIL_CHANGED_NOTICE_SUBJECT } from "../auth/code-emails";
import { NO_PENDING_EMAIL_CHANGE_MESSAGE } from "../auth/email-change-codes";
import { ADMIN_USER_MESSAGES } from "../users/admin-users.service";
import { ACCOUNT_MESSAGES } from "./account.service";

// The Account page's routes (docs/product.md §11.5): the caller's own account only, the password
// asked for where it matters, and sessions ended as each change says.

let t: TestApp;
const time = manualClock();

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => {
  await t?.close();
});

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const call = (user: Pick<TestUser, "cookie">, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
const currentUser = (cookie: string) =>
  t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
const login = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/login", payload: { email, password } });

describe("PATCH /api/account/name", () => {
  it("renames the caller and answers the current user", async () => {
    const user = await createUserWithPassword(t);
    const response = await call(user, "PATCH", "/api/account/name", { fullName: "  Robin Torque " });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, fullName: "Robin Torque", email: user.email });
    expect((await currentUser(user.cookie)).json().fullName).toBe("Robin Torque");
  });

  it("refuses a blank name, and answers 401 signed out", async () => {
    const user = await createUserWithPassword(t);
    expect((await call(user, "PATCH", "/api/account/name", { fullName: "  " })).statusCode).toBe(400);
    const signedOut = await t.app.inject({
      method: "PATCH",
      url: "/api/account/name",
      payload: { fullName: "X" },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe("changing the e-mail address", () => {
  const requestChange = (user: TestUser, newEmail: string, currentPassword = user.password) =>
    call(user, "POST", "/api/account/email", { newEmail, currentPassword });
  const confirmChange = (user: TestUser, code: string) =>
    call(user, "POST", "/api/account/email/confirm", { code });

  it("changes nothing until the code mailed to the new address is entered; then the old address is told", async () => {
    const user = await createUserWithPassword(t);
    const newEmail = uniqueEmail("moved");
    const started = await requestChange(user, newEmail.toUpperCase());
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ pendingEmail: newEmail });
    expect((await mailTo(t.dataDir, newEmail)).map((mail) => mail.subject)).toEqual([
      EMAIL_CHANGE_CODE_SUBJECT,
    ]);
    expect((await currentUser(user.cookie)).json().email).toBe(user.email);
    expect((await call(user, "GET", "/api/account/email-change")).json()).toEqual({ pendingEmail: newEmail });

    const confirmed = await confirmChange(user, await latestCodeTo(t.dataDir, newEmail));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: user.id, email: newEmail });
    expect((await login(newEmail, user.password)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);

    const notice = (await mailTo(t.dataDir, user.email)).at(-1);
    expect(notice?.subject).toBe(EMAIL_CHANGED_NOTICE_SUBJECT);
    expect(notice?.text).toContain(newEmail);
    expect((await call(user, "GET", "/api/account/email-change")).json()).toEqual({ pendingEmail: null });
  });

  it("asks for the current password", async () => {
    const user = await createUserWithPassword(t);
    const newEmail = uniqueEmail("moved");
    const refused = await requestChange(user, newEmail, "not my password at all");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: ACCOUNT_MESSAGES.wrongPassword,
      code: WRONG_PASSWORD_CODE,
    });
    expect(await mailTo(t.dataDir, newEmail)).toEqual([]);
  });

  it("refuses the address the account already has", async () => {
    const user = await createUserWithPassword(t);
    const same = await requestChange(user, user.email);
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toBe(ACCOUNT_MESSAGES.sameEmail);
  });

  it("answers an address another account holds as any other, and mails it nothing (no enumeration)", async () => {
    const user = await createUserWithPassword(t);
    const other = await createUserWithPassword(t);
    const fresh = uniqueEmail("fresh");
    const taken = await requestChange(user, other.email);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().message).toBe(
      (await requestChange(user, fresh)).json().message.replace(fresh, other.email),
    );
    expect(await mailTo(t.dataDir, other.email)).toEqual([]);
  });

  it("shows a change to a taken address as pending, and answers its codes as any wrong code", async () => {
    const user = await createUserWithPassword(t);
    const other = await createUserWithPassword(t);
    await requestChange(user, other.email);
    expect((await call(user, "GET", "/api/account/email-change")).json()).toEqual({
      pendingEmail: other.email,
    });
    const guess = await confirmChange(user, "123456");
    expect(guess.statusCode).toBe(400);
    expect(guess.json().code).toBe("invalid_code");
    expect((await call(user, "GET", "/api/user")).json().email).toBe(user.email);
  });

  it("refuses a wrong code, an expired one, and after 5 tries even the right one", async () => {
    const user = await createUserWithPassword(t);
    const newEmail = uniqueEmail("moved");
    await requestChange(user, newEmail);
    const code = await latestCodeTo(t.dataDir, newEmail);
    const wrong = code === "000000" ? "000001" : "000000";
    const first = await confirmChange(user, wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json().code).toBe("invalid_code");
    for (let i = 0; i < 4; i++) await confirmChange(user, wrong);
    const right = await confirmChange(user, code);
    expect(right.json()).toMatchObject({ code: "too_many_attempts" });
    expect(right.json().error).toMatch(/tried too many times\. Please request a new code\.$/);

    await requestChange(user, newEmail);
    const fresh = await latestCodeTo(t.dataDir, newEmail);
    time.advance(VERIFICATION_CODE_VALIDITY_MS);
    const expired = await confirmChange(user, fresh);
    expect(expired.json()).toMatchObject({ code: "code_expired" });
    expect((await currentUser(user.cookie)).json().email).toBe(user.email);
  });

  it("answers a confirmation without a pending change, and never takes another account's code", async () => {
    const user = await createUserWithPassword(t);
    const other = await createUserWithPassword(t);
    const none = await confirmChange(user, "123456");
    expect(none.json()).toMatchObject({ error: NO_PENDING_EMAIL_CHANGE_MESSAGE, code: "no_active_code" });
    const newEmail = uniqueEmail("moved");
    await requestChange(other, newEmail);
    const stolen = await confirmChange(user, await latestCodeTo(t.dataDir, newEmail));
    expect(stolen.json().code).toBe("no_active_code");
    expect((await currentUser(other.cookie)).json().email).toBe(other.email);
  });

  it("keeps one account's pending change when another asks for the same new address", async () => {
    const first = await createUserWithPassword(t);
    const second = await createUserWithPassword(t);
    const newEmail = uniqueEmail("shared");
    await requestChange(first, newEmail);
    const firstCode = await latestCodeTo(t.dataDir, newEmail);
    await requestChange(second, newEmail);
    expect((await call(first, "GET", "/api/account/email-change")).json()).toEqual({
      pendingEmail: newEmail,
    });
    const confirmed = await confirmChange(first, firstCode);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await currentUser(first.cookie)).json().email).toBe(newEmail);
  });

  it("refuses when another account took the address between the code and its use", async () => {
    const user = await createUserWithPassword(t);
    const newEmail = uniqueEmail("race");
    await requestChange(user, newEmail);
    const code = await latestCodeTo(t.dataDir, newEmail);
    await createUserWithPassword(t, { email: newEmail });
    const taken = await confirmChange(user, code);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(ACCOUNT_MESSAGES.emailTaken);
    expect((await currentUser(user.cookie)).json().email).toBe(user.email);
  });
});

describe("POST /api/account/password", () => {
  const NEW_PASSWORD = "a fresh hangar passphrase";
  const change = (user: TestUser, currentPassword: string, newPassword = NEW_PASSWORD) =>
    call(user, "POST", "/api/account/password", { currentPassword, newPassword });

  it("asks for the current password, keeps this session and ends the others", async () => {
    const user = await createUserWithPassword(t);
    const otherBrowser = await signIn(t, { email: user.email, password: user.password });
    const response = await change(user, user.password);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
    expect((await currentUser(user.cookie)).statusCode).toBe(200);
    expect((await currentUser(otherBrowser)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a wrong current password and changes nothing", async () => {
    const user = await createUserWithPassword(t);
    const otherBrowser = await signIn(t, { email: user.email, password: user.password });
    const refused = await change(user, "not the current one");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: ACCOUNT_MESSAGES.wrongPassword,
      code: WRONG_PASSWORD_CODE,
    });
    expect((await currentUser(otherBrowser)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it("slows guessing: after 5 wrong current passwords the next waits (429)", async () => {
    const user = await createUserWithPassword(t);
    for (let i = 0; i < 5; i++) expect((await change(user, `wrong guess ${i}`)).statusCode).toBe(400);
    const slowed = await change(user, user.password);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("holds the new password to the password rules", async () => {
    const user = await createUserWithPassword(t);
    expect((await change(user, user.password, "short")).statusCode).toBe(400);
    const asEmail = await change(user, user.password, user.email);
    expect(asEmail.statusCode).toBe(400);
    expect(asEmail.json().error).toBe(PASSWORD_IS_EMAIL_MESSAGE);
  });
});

describe("POST /api/account/sign-out-everywhere", () => {
  it("ends every session of the account, this one too, and clears the cookie", async () => {
    const user = await createUserWithPassword(t);
    const otherBrowser = await signIn(t, { email: user.email, password: user.password });
    const bystander = await createUserWithPassword(t);
    const response = await call(user, "POST", "/api/account/sign-out-everywhere");
    expect(response.statusCode).toBe(204);
    expect(response.cookies.some((cookie) => cookie.name.endsWith("hangar_session") && !cookie.value)).toBe(
      true,
    );
    expect((await currentUser(user.cookie)).statusCode).toBe(401);
    expect((await currentUser(otherBrowser)).statusCode).toBe(401);
    expect((await currentUser(bystander.cookie)).statusCode).toBe(200);
  });
});

describe("DELETE /api/account", () => {
  it("asks for the password and keeps the account when it is wrong", async () => {
    const user = await createUserWithPassword(t);
    const refused = await call(user, "DELETE", "/api/account", { password: "not my password at all" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe(WRONG_PASSWORD_CODE);
    expect((await currentUser(user.cookie)).statusCode).toBe(200);
  });

  it("deletes the account with its data and stored files, as the administrator's deletion does", async () => {
    const user = await createUserWithPassword(t);
    const { objectPaths } = await createAccountWithFiles(t, { user: { id: user.id }, cookie: user.cookie });
    const response = await call(user, "DELETE", "/api/account", { password: user.password });
    expect(response.statusCode, response.body).toBe(204);
    expect(await rowsOwnedBy(t, user.id)).toEqual(NO_ROWS);
    for (const objectPath of objectPaths) expect(await isStored(t, objectPath)).toBe(false);
    expect((await currentUser(user.cookie)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
  });

  it("refuses the last administrator, who must hand over first", async () => {
    const admin = await createUserWithPassword(t, { role: "admin" });
    const refused = await call(admin, "DELETE", "/api/account", { password: admin.password });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(ADMIN_USER_MESSAGES.deleteOwnLastAdmin);
    expect((await currentUser(admin.cookie)).statusCode).toBe(200);

    const second = await createUserWithPassword(t, { role: "admin" });
    expect((await call(admin, "DELETE", "/api/account", { password: admin.password })).statusCode).toBe(204);
    expect((await currentUser(second.cookie)).statusCode).toBe(200);
  });
});
