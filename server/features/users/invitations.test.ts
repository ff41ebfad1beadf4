// Invitations (docs/product.md §21): 'Add User' without a password invites the person, whose link sets
// the password once within 7 days unless a newer invitation or a password change voided it.

import { adminUserListSchema, adminUserSchema } from "@domain/schemas/admin";
import { INVITATION_ERROR_CODES, invitationViewSchema } from "@domain/schemas/invitations";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index";
import { createTestApp, manualClock, type TestApp } from "../../test/app";
import { type Client, clientFor, expectStatus, signedInClient } from "../../test/client";
import { latestCodeTo, mailTo } from "../../test/mail";
import { signIn, uniqueEmail } from "../../test/users";
import { removeStaleAuthRows } from "../auth/auth.cleanup";
import { INVITATION_MESSAGES } from "./invitations.service";

const DAY_MS = 24 * 60 * 60 * 1000;
const time = manualClock();
let t: TestApp;
let admin: Client;
let anonymous: Client;

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  admin = await signedInClient(t, { role: "admin", fullName: "Chief Inspector" });
  anonymous = clientFor(t, { user: admin.user, cookie: null });
});
afterAll(() => t?.close());

/** Moves the clock, and signs the administrator in again (sessions end after 12 idle hours). */
async function advance(ms: number) {
  time.advance(ms);
  admin = clientFor(t, { user: admin.user, cookie: await signIn(t, { userId: admin.user.id }) });
}

/** 'Add User' without a password; answers the new account and the token of its invitation. */
async function invite(fullName = "Ines Invited", extra: Record<string, unknown> = {}) {
  const email = uniqueEmail("invited");
  const user = adminUserSchema.parse(
    expectStatus(await admin.post("/api/admin/users", { fullName, email, role: "user", ...extra }), 201),
  );
  return { user, email, token: await latestToken(email) };
}

async function latestToken(email: string): Promise<string> {
  const mail = (await mailTo(t.dataDir, email)).at(-1);
  const token = /\/invitation\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no invitation link in the newest mail to ${email}`);
  return token;
}

const view = async (token: string) =>
  invitationViewSchema.parse(expectStatus(await anonymous.get(`/api/invitations/${token}`), 200));
const accept = (token: string, password = "a brand new password") =>
  anonymous.post("/api/invitations/accept", { token, password });

async function stateOf(userId: string) {
  const list = adminUserListSchema.parse(expectStatus(await admin.get("/api/admin/users"), 200));
  return list.find((user) => user.id === userId)?.state;
}

describe("Add User without a password", () => {
  it("creates a verified account, invites it, and the link sets the password once", async () => {
    const { user, email, token } = await invite();
    expect(user).toMatchObject({ state: "invited", emailVerified: true });
    expect(await stateOf(user.id)).toBe("invited");

    const [mail] = await mailTo(t.dataDir, email);
    expect(mail?.subject).toBe("You have been invited to Hangar Log");
    expect(mail?.text).toContain("Hello Ines Invited,");
    expect(mail?.text).toContain(
      "An administrator of your training center created a Hangar Log account for you",
    );
    expect(mail?.text).toContain(`${t.app.config.PUBLIC_URL}/invitation/${token}`);
    expect(mail?.text).toContain("The link works once, for 7 days.");

    expect(await view(token)).toEqual({
      state: "open",
      fullName: "Ines Invited",
      email,
      centerName: "your training center",
      expiresAt: new Date(time.clock().getTime() + 7 * DAY_MS).toISOString(),
    });

    const accepted = expectStatus(await accept(token), 200);
    expect(accepted).toEqual({ message: INVITATION_MESSAGES.accepted, email });
    expect(await stateOf(user.id)).toBe("active");
    await signIn(t, { email, password: "a brand new password" });

    // Single use: the same link again neither shows the person nor sets a password.
    expect(await view(token)).toMatchObject({ state: "used", fullName: null, email: null });
    const again = await accept(token, "another new password");
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      code: INVITATION_ERROR_CODES.used,
      message: INVITATION_MESSAGES.used,
    });
    await signIn(t, { email, password: "a brand new password" });
  });

  it("treats a blank password as none, and a password as before: no invitation", async () => {
    const blank = await invite("Blank Password", { password: "  " });
    expect(blank.user.state).toBe("invited");

    const email = uniqueEmail("with-password");
    const withPassword = expectStatus(
      await admin.post("/api/admin/users", {
        fullName: "Has Password",
        email,
        password: "chosen-password-1",
      }),
      201,
    );
    expect(withPassword.state).toBe("active");
    expect(await mailTo(t.dataDir, email)).toEqual([]);
    expect(
      expectStatus(await admin.post(`/api/admin/users/${withPassword.id}/invitation`), 409),
    ).toMatchObject({
      message: INVITATION_MESSAGES.notInvited,
    });
  });

  it("applies the password rules to the new password", async () => {
    const { email, token } = await invite();
    expect((await accept(token, "short")).statusCode).toBe(400);
    expect((await accept(token, email)).statusCode).toBe(400);
    // Refused attempts do not use the link up.
    expect(expectStatus(await accept(token), 200).email).toBe(email);
  });
});

describe("a link that no longer sets the password", () => {
  it("expires after 7 days", async () => {
    const { token } = await invite();
    await advance(7 * DAY_MS - 1);
    expect((await view(token)).state).toBe("open");
    await advance(1);
    expect(await view(token)).toMatchObject({ state: "expired", fullName: null });
    const refused = await accept(token);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ code: INVITATION_ERROR_CODES.expired });
  });

  it("is voided by a newer invitation ('Resend invitation'), which works", async () => {
    const { user, email, token } = await invite();
    expect(expectStatus(await admin.post(`/api/admin/users/${user.id}/invitation`), 200)).toEqual({
      message: `A new invitation was sent to ${email}.`,
    });
    const newer = await latestToken(email);
    expect(newer).not.toBe(token);
    expect((await view(token)).state).toBe("voided");
    const refused = await accept(token);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ code: INVITATION_ERROR_CODES.voided });
    expectStatus(await accept(newer), 200);
    expect(await stateOf(user.id)).toBe("active");
  });

  it("is voided when the password is reset with 'Forgot password?'", async () => {
    const { user, email, token } = await invite();
    const requested = expectStatus(await anonymous.post("/api/password-reset/request", { email }), 200);
    const code = await latestCodeTo(t.dataDir, email);
    expectStatus(
      await anonymous.post("/api/password-reset/confirm", {
        email,
        code,
        requestId: requested.requestId,
        password: "reset password 123",
      }),
      200,
    );
    expect((await view(token)).state).toBe("voided");
    expect(await stateOf(user.id)).toBe("active");
  });

  it("is voided when an administrator sets the password", async () => {
    const { user, email, token } = await invite();
    const edit = { fullName: user.fullName, email, role: "user", password: "set-by-admin-123" };
    expectStatus(await admin.patch(`/api/admin/users/${user.id}`, edit), 200);
    expect((await view(token)).state).toBe("voided");
    expect((await accept(token)).statusCode).toBe(410);
  });

  it("answers 404 for an unknown link, and limits unknown links per network", async () => {
    const unknown = await anonymous.get(`/api/invitations/${"x".repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: INVITATION_ERROR_CODES.notFound });
    const malformed = await anonymous.get("/api/invitations/not%20a%20token");
    expect(malformed.statusCode).toBe(400);

    // 50 unknown links in 15 minutes from one network (one is spent above), then 429 even for a real one.
    const { token } = await invite();
    for (let i = 1; i < 50; i += 1) {
      expect((await anonymous.get(`/api/invitations/${"y".repeat(40)}${i}`)).statusCode).toBe(404);
    }
    const limited = await anonymous.get(`/api/invitations/${token}`);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await accept(token)).statusCode).toBe(429);
    await advance(15 * 60 * 1000);
    expect((await view(token)).state).toBe("open");
  });
});

describe("Resend invitation", () => {
  it("sends at most 3 an hour per account, and 404 for an unknown one", async () => {
    const { user } = await invite();
    for (let i = 0; i < 3; i += 1)
      expectStatus(await admin.post(`/api/admin/users/${user.id}/invitation`), 200);
    const refused = await admin.post(`/api/admin/users/${user.id}/invitation`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain("Too many invitations were sent to this account.");
    await advance(60 * 60 * 1000);
    expectStatus(await admin.post(`/api/admin/users/${user.id}/invitation`), 200);
    expect(
      (await admin.post("/api/admin/users/00000000-0000-4000-8000-000000000000/invitation")).statusCode,
    ).toBe(404);
  });

  it("stays possible after the invitation expired", async () => {
    const { user, email } = await invite();
    await advance(8 * DAY_MS);
    expect(await stateOf(user.id)).toBe("invited");
    expectStatus(await admin.post(`/api/admin/users/${user.id}/invitation`), 200);
    expect((await view(await latestToken(email))).state).toBe("open");
  });
});

describe("account states and the center's name", () => {
  it("lists an account that registered and never proved its address as unverified", async () => {
    const email = uniqueEmail("registered");
    expectStatus(
      await anonymous.post("/api/register", {
        fullName: "Reg Istered",
        email,
        password: "registered password",
      }),
      201,
    );
    const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await stateOf(row!.id)).toBe("unverified");
  });

  it("names the center an administrator set, and blank restores the default", async () => {
    expect(expectStatus(await admin.get("/api/admin/settings/center"), 200)).toEqual({
      centerName: "your training center",
    });
    expect(
      expectStatus(
        await admin.put("/api/admin/settings/center", { centerName: "  Northwind Aero Academy " }),
        200,
      ),
    ).toEqual({ centerName: "Northwind Aero Academy" });
    const { email, token } = await invite();
    expect((await mailTo(t.dataDir, email))[0]?.text).toContain(
      "An administrator of Northwind Aero Academy created",
    );
    expect((await view(token)).centerName).toBe("Northwind Aero Academy");
    expect((await admin.put("/api/admin/settings/center", { centerName: "x".repeat(121) })).statusCode).toBe(
      400,
    );
    expect(expectStatus(await admin.put("/api/admin/settings/center", { centerName: "" }), 200)).toEqual({
      centerName: "your training center",
    });
  });

  it("never removes an invited account with the unverified ones after 7 days", async () => {
    const { user, token } = await invite();
    await advance(30 * DAY_MS);
    await removeStaleAuthRows(t.app);
    expect(await stateOf(user.id)).toBe("invited");
    expect((await view(token)).state).toBe("expired");
  });
});
