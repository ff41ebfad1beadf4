import { VERIFICATION_RESEND_LIMIT, VERIFICATION_RESEND_WINDOW_MS } from "@domain/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, manualClock, type TestApp } from "../../test/app";
import { latestCode, outboxMessages, recipients } from "../../test/mail";
import { TEST_PASSWORD, uniqueEmail } from "../../test/users";
import { RESEND_MESSAGE } from "./verification.service";

let t: TestApp;
const time = manualClock();

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => {
  await t?.close();
});

const resend = (email: string) =>
  t.app.inject({ method: "POST", url: "/api/resend-verification", payload: { email } });

async function register(email = uniqueEmail()): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/register",
    payload: { fullName: "Lee Park", email, password: TEST_PASSWORD, role: "user" },
  });
  expect(response.statusCode).toBe(201);
  return email;
}

const mailCount = async (email: string) =>
  (await outboxMessages(t.dataDir)).filter((mail) => recipients(mail).includes(email)).length;

describe("POST /api/resend-verification", () => {
  it("mails a new code to an unverified account", async () => {
    const email = await register();
    const response = await resend(email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RESEND_MESSAGE });
    expect(await mailCount(email)).toBe(2);
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/verify-email",
      payload: { email, code: await latestCode(t.dataDir, email) },
    });
    expect(verified.statusCode).toBe(200);
  });

  it("allows 3 per hour per address: the 4th within the hour gets 429 with {error} and Retry-After, and an hour later it works again", async () => {
    const email = await register();
    for (let i = 0; i < VERIFICATION_RESEND_LIMIT; i++) {
      expect((await resend(email)).statusCode).toBe(200);
      time.advance(60_000);
    }
    const fourth = await resend(email);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toMatch(/too many/i);
    const retryAfter = Number(fourth.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(VERIFICATION_RESEND_WINDOW_MS / 1000);
    expect(await mailCount(email)).toBe(1 + VERIFICATION_RESEND_LIMIT);

    time.advance(retryAfter * 1000);
    expect((await resend(email)).statusCode).toBe(200);
    expect(await mailCount(email)).toBe(2 + VERIFICATION_RESEND_LIMIT);
  });

  it("counts per address: another address is not affected", async () => {
    const busy = await register();
    for (let i = 0; i <= VERIFICATION_RESEND_LIMIT; i++) await resend(busy);
    expect((await resend(busy)).statusCode).toBe(429);
    expect((await resend(await register())).statusCode).toBe(200);
  });

  it("answers unknown, verified and unverified addresses the same way, and mails only the unverified one", async () => {
    const unverified = await register();
    const verified = await register();
    await t.app.inject({
      method: "POST",
      url: "/api/verify-email",
      payload: { email: verified, code: await latestCode(t.dataDir, verified) },
    });
    const unknown = uniqueEmail();

    const answers = await Promise.all([resend(unknown), resend(verified), resend(unverified)]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[2]?.body);
    }
    expect(await mailCount(unknown)).toBe(0);
    expect(await mailCount(verified)).toBe(1);
    expect(await mailCount(unverified)).toBe(2);
  });

  it("limits unknown addresses the same way too, so the 429 reveals nothing", async () => {
    const unknown = uniqueEmail();
    const unverified = await register();
    for (let i = 0; i < VERIFICATION_RESEND_LIMIT; i++) {
      await resend(unknown);
      await resend(unverified);
    }
    const [a, b] = [await resend(unknown), await resend(unverified)];
    expect(a.statusCode).toBe(429);
    expect(b.statusCode).toBe(429);
    expect(a.json().error).toBe(b.json().error);
    expect(a.headers["retry-after"]).toBe(b.headers["retry-after"]);
  });

  it("validates the address", async () => {
    expect((await resend("nope")).statusCode).toBe(400);
  });
});
