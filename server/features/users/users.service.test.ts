import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index";
import { verifyPassword } from "../../lib/passwords";
import { createTestApp, type TestApp } from "../../test/app";
import { latestCode } from "../../test/mail";
import { createUserWithPassword, signIn, TEST_PASSWORD, uniqueEmail } from "../../test/users";
import {
  bootstrapAdministrator,
  countAdministrators,
  DEFAULT_ADMINISTRATOR_NAME,
  ensureAdministrator,
  NO_ADMINISTRATOR_HINT,
} from "./users.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const row = async (email: string) => (await t.app.db.select().from(users).where(eq(users.email, email)))[0];

describe("ensureAdministrator", () => {
  it("creates a verified administrator who can sign in (address normalised)", async () => {
    const email = uniqueEmail("admin");
    const before = await countAdministrators(t.app);
    const result = await ensureAdministrator(t.app, {
      email: `  ${email.toUpperCase()} `,
      password: "admin-password-1",
      fullName: "Chief Inspector",
    });
    expect(result).toMatchObject({ email, outcome: "created" });
    expect(await row(email)).toMatchObject({
      role: "admin",
      emailVerified: true,
      fullName: "Chief Inspector",
      verifiedAt: expect.any(Date),
    });
    expect(await countAdministrators(t.app)).toBe(before + 1);

    const cookie = await signIn(t, { email, password: "admin-password-1" });
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(me.json()).toMatchObject({ email, role: "admin" });
  });

  it("uses a default name when none is given", async () => {
    const email = uniqueEmail("admin");
    await ensureAdministrator(t.app, { email, password: "admin-password-1" });
    expect((await row(email))?.fullName).toBe(DEFAULT_ADMINISTRATOR_NAME);
  });

  it("promotes and verifies an existing unverified user and sets the given password", async () => {
    const email = uniqueEmail();
    await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { fullName: "Pat Doyle", email, password: TEST_PASSWORD, role: "user" },
    });
    expect(await latestCode(t.dataDir, email)).toMatch(/^\d{6}$/);

    const result = await ensureAdministrator(t.app, { email, password: "new-admin-password" });
    expect(result.outcome).toBe("promoted");
    const promoted = await row(email);
    expect(promoted).toMatchObject({ role: "admin", emailVerified: true, fullName: "Pat Doyle" });
    expect(await verifyPassword(promoted?.password ?? "", "new-admin-password")).toBe(true);
    await signIn(t, { email, password: "new-admin-password" });
  });

  it("promotes a verified user without ending their sessions when the password is unchanged", async () => {
    const user = await createUserWithPassword(t);
    const result = await ensureAdministrator(t.app, { email: user.email, password: user.password });
    expect(result.outcome).toBe("promoted");
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: user.cookie } });
    expect(me.json().role).toBe("admin");
  });

  it("changes nothing the second time (restarts with the same ADMIN_* keep sessions)", async () => {
    const admin = await createUserWithPassword(t, { role: "admin" });
    const result = await ensureAdministrator(t.app, { email: admin.email, password: admin.password });
    expect(result.outcome).toBe("unchanged");
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: admin.cookie } });
    expect(me.statusCode).toBe(200);
  });

  it("a new password replaces the old one and ends the administrator's sessions", async () => {
    const admin = await createUserWithPassword(t, { role: "admin" });
    const result = await ensureAdministrator(t.app, { email: admin.email, password: "rotated-password" });
    expect(result.outcome).toBe("updated");
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: admin.cookie } });
    expect(me.statusCode).toBe(401);
    await signIn(t, { email: admin.email, password: "rotated-password" });
  });

  it("refuses an invalid address or a too-short password", async () => {
    await expect(ensureAdministrator(t.app, { email: "nope", password: "long-enough-1" })).rejects.toThrow();
    await expect(ensureAdministrator(t.app, { email: uniqueEmail(), password: "short" })).rejects.toThrow();
  });

  it("two at once for the same address make one account", async () => {
    const email = uniqueEmail("admin");
    const results = await Promise.all([
      ensureAdministrator(t.app, { email, password: "admin-password-1" }),
      ensureAdministrator(t.app, { email, password: "admin-password-1" }),
    ]);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
  });
});

describe("bootstrapAdministrator (server start)", () => {
  const recorder = () => {
    const lines: { level: string; message: string }[] = [];
    return {
      lines,
      log: {
        info: (message: string) => void lines.push({ level: "info", message }),
        warn: (message: string) => void lines.push({ level: "warn", message }),
      },
    };
  };

  it("with ADMIN_EMAIL and ADMIN_PASSWORD creates that administrator", async () => {
    const email = uniqueEmail("boot");
    const { lines, log } = recorder();
    await bootstrapAdministrator(
      { db: t.app.db, clock: t.app.clock, log },
      { ADMIN_EMAIL: email, ADMIN_PASSWORD: "boot-password-1" },
    );
    expect((await row(email))?.role).toBe("admin");
    expect(lines).toEqual([{ level: "info", message: `administrator ${email} from ADMIN_EMAIL: created` }]);
  });

  it("without them, says nothing when an administrator exists", async () => {
    const { lines, log } = recorder();
    await bootstrapAdministrator({ db: t.app.db, clock: t.app.clock, log }, {});
    expect(lines).toEqual([]);
  });

  it("without them and without any administrator, logs one line saying how to create one", async () => {
    const fresh = await createTestApp();
    try {
      const { lines, log } = recorder();
      await bootstrapAdministrator({ db: fresh.app.db, clock: fresh.app.clock, log }, {});
      expect(lines).toEqual([{ level: "warn", message: NO_ADMINISTRATOR_HINT }]);
      expect(NO_ADMINISTRATOR_HINT).toContain("npm run create-admin -- --email");
      expect(NO_ADMINISTRATOR_HINT).toContain("ADMIN_EMAIL");
    } finally {
      await fresh.close();
    }
  });

  it("does not re-apply ADMIN_PASSWORD to an existing administrator, so a changed password survives restarts", async () => {
    const admin = await createUserWithPassword(t, { role: "admin" });
    const { lines, log } = recorder();
    const config = { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: "the-old-env-password" };
    await bootstrapAdministrator({ db: t.app.db, clock: t.app.clock, log }, config);
    expect(lines).toEqual([
      { level: "info", message: `administrator ${admin.email} from ADMIN_EMAIL: unchanged` },
    ]);
    expect(await verifyPassword((await row(admin.email))?.password ?? "", admin.password)).toBe(true);
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: admin.cookie } });
    expect(me.statusCode).toBe(200);
  });

  it("applies ADMIN_PASSWORD when it makes an existing account administrator", async () => {
    const user = await createUserWithPassword(t);
    const { log } = recorder();
    await bootstrapAdministrator(
      { db: t.app.db, clock: t.app.clock, log },
      { ADMIN_EMAIL: user.email, ADMIN_PASSWORD: "promoted-password-1" },
    );
    expect((await row(user.email))?.role).toBe("admin");
    await signIn(t, { email: user.email, password: "promoted-password-1" });
  });

  it("with ADMIN_PASSWORD_RESET=true sets the password again and says to remove the flag", async () => {
    const admin = await createUserWithPassword(t, { role: "admin" });
    const { lines, log } = recorder();
    const config = { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: "reset-by-env-1", ADMIN_PASSWORD_RESET: true };
    await bootstrapAdministrator({ db: t.app.db, clock: t.app.clock, log }, config);
    expect(lines[0]?.message).toBe(`administrator ${admin.email} from ADMIN_EMAIL: updated`);
    expect(lines[1]).toMatchObject({
      level: "warn",
      message: expect.stringContaining("ADMIN_PASSWORD_RESET"),
    });
    await signIn(t, { email: admin.email, password: "reset-by-env-1" });
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/login",
          payload: { email: admin.email, password: admin.password },
        })
      ).statusCode,
    ).toBe(401);
  });
});
