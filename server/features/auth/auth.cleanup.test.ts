import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailVerifications, rateLimitBuckets, sessions } from "../../db/schema/index";
import { createTestApp, manualClock, type TestApp } from "../../test/app";
import { createSignedInUser } from "../../test/users";
import { removeStaleAuthRows } from "./auth.cleanup";

const time = manualClock();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ clock: time.clock });
});
afterAll(() => testApp.close());

describe("auth housekeeping", () => {
  it("removes sessions past their timeouts and counters whose window and lock are over, nothing else", async () => {
    const now = time.clock();
    const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
    await createSignedInUser(testApp); // a live session
    await testApp.app.db.insert(rateLimitBuckets).values([
      { key: "login:ip:old", count: 3, windowStartedAt: hours(-48) },
      { key: "login:ip:recent", count: 3, windowStartedAt: hours(-1) },
      { key: "login:account:locked", count: 10, windowStartedAt: hours(-48), lockedUntil: hours(14) },
    ]);
    time.advance(13 * 3_600_000); // past the 12-hour idle timeout of the first session
    await createSignedInUser(testApp); // a session created now

    await removeStaleAuthRows(testApp.app);

    expect(await testApp.app.db.select().from(sessions)).toHaveLength(1);
    const keys = (await testApp.app.db.select().from(rateLimitBuckets)).map((row) => row.key).sort();
    expect(keys).toEqual(["login:account:locked", "login:ip:recent"]);
  });

  it("removes codes a day past their expiry, those of unknown addresses too, and keeps live ones", async () => {
    const now = time.clock();
    const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
    const code = (email: string, expiresAt: Date) => ({
      email,
      code: "hash",
      expiresAt,
      purpose: "reset_password" as const,
      requestHash: `request-of-${email}`,
    });
    await testApp.app.db
      .insert(emailVerifications)
      .values([code("stale@example.com", hours(-25)), code("live@example.com", hours(1))]);

    await removeStaleAuthRows(testApp.app);

    const left = await testApp.app.db.select({ email: emailVerifications.email }).from(emailVerifications);
    expect(left.map((row) => row.email)).toContain("live@example.com");
    expect(left.map((row) => row.email)).not.toContain("stale@example.com");
  });
});
