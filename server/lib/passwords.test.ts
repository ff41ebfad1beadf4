import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword, verifyPasswordOrDummy } from "./passwords";

describe("passwords", () => {
  it("hashes with argon2id and the OWASP parameters, salted", async () => {
    const first = await hashPassword("correct horse battery");
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword("correct horse battery")).not.toBe(first);
  });

  it("verifies the exact password only", async () => {
    const stored = await hashPassword(" with spaces ");
    expect(await verifyPassword(stored, " with spaces ")).toBe(true);
    expect(await verifyPassword(stored, "with spaces")).toBe(false);
  });

  it("treats a stored value that is not a hash as a mismatch instead of throwing", async () => {
    expect(await verifyPassword("not-a-hash", "anything")).toBe(false);
  });

  it("spends about the same time without an account as with a wrong password", async () => {
    const stored = await hashPassword("the real one");
    await verifyPasswordOrDummy(null, "warm up");
    const median = async (run: () => Promise<boolean>) => {
      const times: number[] = [];
      for (let i = 0; i < 7; i++) {
        const start = performance.now();
        expect(await run()).toBe(false);
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[3] ?? 0;
    };
    const wrongPassword = await median(() => verifyPasswordOrDummy(stored, "guess"));
    const noAccount = await median(() => verifyPasswordOrDummy(null, "guess"));
    // Skipping the dummy verification would make this close to 0.
    expect(noAccount).toBeGreaterThan(wrongPassword * 0.4);
  });
});
