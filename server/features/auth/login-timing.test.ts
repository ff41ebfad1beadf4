import * as argon2 from "@node-rs/argon2";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { createUserWithPassword, uniqueEmail } from "../../test/users";

// Counts argon2 verifications: an unknown e-mail must cost one, like a wrong password, so response
// time does not tell which addresses have accounts. (Timing itself is measured in lib/passwords.test.ts.)
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...real, verify: vi.fn(real.verify) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it("verifies one argon2 hash for an unknown e-mail, as for a wrong password", async () => {
  const user = await createUserWithPassword(t);
  const verify = vi.mocked(argon2.verify);
  const login = (email: string) =>
    t.app.inject({ method: "POST", url: "/api/login", payload: { email, password: "not-the-password" } });

  verify.mockClear();
  expect((await login(user.email)).statusCode).toBe(401);
  expect(verify).toHaveBeenCalledTimes(1);

  verify.mockClear();
  expect((await login(uniqueEmail())).statusCode).toBe(401);
  expect(verify).toHaveBeenCalledTimes(1);
});
