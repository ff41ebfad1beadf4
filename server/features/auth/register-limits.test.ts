import {
  REGISTRATION_NETWORK_LIMIT,
  REGISTRATION_WINDOW_MS,
  UNVERIFIED_ACCOUNT_RETENTION_MS,
} from "@domain/constants";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index";
import { createTestApp, manualClock, type TestApp } from "../../test/app";
import { latestCode } from "../../test/mail";
import { TEST_PASSWORD, uniqueEmail } from "../../test/users";
import { removeStaleAuthRows } from "./auth.cleanup";

// Bulk registration (docs/security.md): per network and overall per hour, and accounts left
// unverified are removed after 7 days.

/** Lowered from REGISTRATION_GLOBAL_LIMIT so the test stays quick; the mechanism is the same. */
const GLOBAL_LIMIT = REGISTRATION_NETWORK_LIMIT + 5;

let t: TestApp;
const time = manualClock();

beforeAll(async () => {
  t = await createTestApp({
    clock: time.clock,
    env: {
      REGISTRATIONS_PER_NETWORK_PER_HOUR: String(REGISTRATION_NETWORK_LIMIT),
      REGISTRATIONS_PER_HOUR: String(GLOBAL_LIMIT),
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const register = (email: string, ip: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/register",
    payload: { fullName: "Bulk Script", email, password: TEST_PASSWORD, role: "user" },
    remoteAddress: ip,
  });

describe("registration limits", () => {
  it("refuses a network after its hourly allowance (429 + Retry-After), not another one, and lifts it after the hour", async () => {
    for (let i = 0; i < REGISTRATION_NETWORK_LIMIT; i++) {
      expect((await register(uniqueEmail(), "192.0.2.10")).statusCode).toBe(201);
    }
    const refused = await register(uniqueEmail(), "192.0.2.10");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toContain("Too many accounts were registered from this network");
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(REGISTRATION_WINDOW_MS / 1000);

    expect((await register(uniqueEmail(), "192.0.2.11")).statusCode).toBe(201);
    time.advance(retryAfter * 1000);
    expect((await register(uniqueEmail(), "192.0.2.10")).statusCode).toBe(201);
    time.advance(REGISTRATION_WINDOW_MS);
  });

  it("counts every address of one IPv6 /64 together", async () => {
    for (let i = 0; i < REGISTRATION_NETWORK_LIMIT; i++) {
      expect((await register(uniqueEmail(), `2001:db8:5:6::${(i + 1).toString(16)}`)).statusCode).toBe(201);
    }
    expect((await register(uniqueEmail(), "2001:db8:5:6:ffff::1")).statusCode).toBe(429);
    expect((await register(uniqueEmail(), "2001:db8:5:7::1")).statusCode).toBe(201);
    time.advance(REGISTRATION_WINDOW_MS);
  });

  it("refuses everyone once the hourly total is reached, whatever the network", async () => {
    for (let i = 0; i < GLOBAL_LIMIT; i++) {
      expect((await register(uniqueEmail(), `198.51.100.${i + 1}`)).statusCode).toBe(201);
    }
    const refused = await register(uniqueEmail(), "203.0.113.99");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    time.advance(REGISTRATION_WINDOW_MS);
    expect((await register(uniqueEmail(), "203.0.113.99")).statusCode).toBe(201);
  });
});

describe("accounts left unverified", () => {
  const exists = async (email: string) =>
    (await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length === 1;

  it("are deleted by the cleanup 7 days after registering; verified and younger ones stay", async () => {
    time.advance(REGISTRATION_WINDOW_MS);
    const stale = uniqueEmail();
    const verified = uniqueEmail();
    await register(stale, "192.0.2.50");
    await register(verified, "192.0.2.50");
    await t.app.inject({
      method: "POST",
      url: "/api/verify-email",
      payload: { email: verified, code: await latestCode(t.dataDir, verified) },
    });
    time.advance(UNVERIFIED_ACCOUNT_RETENTION_MS - 60_000);
    const young = uniqueEmail();
    await register(young, "192.0.2.51");

    await removeStaleAuthRows(t.app);
    expect(await exists(stale)).toBe(true);

    time.advance(60_000);
    await removeStaleAuthRows(t.app);
    expect(await exists(stale)).toBe(false);
    expect(await exists(verified)).toBe(true);
    expect(await exists(young)).toBe(true);

    // The address is free again: its owner can register it with their own password.
    expect((await register(stale, "192.0.2.52")).statusCode).toBe(201);
    expect(await exists(stale)).toBe(true);
  });
});
