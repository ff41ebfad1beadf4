import {
  MAX_WRONG_CODE_ATTEMPTS,
  RESET_REQUESTS_PER_ADDRESS_LIMIT,
  RESET_REQUESTS_PER_NETWORK_LIMIT,
  VERIFICATION_CODE_VALIDITY_MS,
  VERIFICATION_RESEND_LIMIT,
} from "@domain/constants";
import { PASSWORD_TOO_SHORT_MESSAGE } from "@domain/password-rules";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailVerifications } from "../../db/schema/index";
import { createBackgroundMail, MailDeliveryError } from "../../lib/mail/index";
import { createTestApp, manualClock, type TestApp } from "../../test/app";
import { latestCodeTo, mailTo } from "../../test/mail";
import { createUserWithPassword, signIn, TEST_PASSWORD, uniqueEmail } from "../../test/users";
import { type ServiceContext, serviceContext } from "../service-context";
import { PASSWORD_RESET_EMAIL_SUBJECT } from "./code-emails";
import {
  NO_ACTIVE_RESET_CODE_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  requestPasswordReset,
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

const OWNER_NETWORK = "198.51.100.7";
const STRANGER_NETWORK = "203.0.113.66";

/** The request, once its mail (sent after the answer) is in the outbox. */
const requestReset = async (email: string, remoteAddress = OWNER_NETWORK) => {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/password-reset/request",
    payload: { email },
    remoteAddress,
  });
  await t.app.backgroundMail.settled();
  return response;
};
/** A request and the code its e-mail carries. */
const askForCode = async (email: string) => {
  const response = await requestReset(email);
  expect(response.statusCode, response.body).toBe(200);
  return { requestId: response.json().requestId as string, code: await latestCodeTo(t.dataDir, email) };
};
const confirmReset = (
  email: string,
  { code, requestId }: { code: string; requestId: string },
  password = NEW_PASSWORD,
  remoteAddress = OWNER_NETWORK,
) =>
  t.app.inject({
    method: "POST",
    url: "/api/password-reset/confirm",
    payload: { email, code, requestId, password },
    remoteAddress,
  });
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
    expect(known.json()).toEqual({ message: RESET_REQUESTED_MESSAGE, requestId: expect.any(String) });
    expect(stranger.json()).toEqual({ message: RESET_REQUESTED_MESSAGE, requestId: expect.any(String) });
    const mails = await mailTo(t.dataDir, user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([PASSWORD_RESET_EMAIL_SUBJECT]);
    expect(mails[0]?.text).toMatch(/expires in 15 minutes/);
    expect(mails[0]?.text).toContain(`&request=${known.json().requestId}`);
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

const wrong = (asked: { code: string; requestId: string }) => ({ ...asked, code: wrongCodeFor(asked.code) });

describe("POST /api/password-reset/confirm", () => {
  it("sets the new password and ends every session of the account", async () => {
    const user = await createUserWithPassword(t);
    const otherBrowser = await signIn(t, { email: user.email, password: user.password });
    const asked = await askForCode(user.email);

    const response = await confirmReset(user.email, asked);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_MESSAGE });

    expect((await currentUser(user.cookie)).statusCode).toBe(401);
    expect((await currentUser(otherBrowser)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("is single use: the same code again answers as for an unknown address", async () => {
    const user = await createUserWithPassword(t);
    const asked = await askForCode(user.email);
    expect((await confirmReset(user.email, asked)).statusCode).toBe(200);
    const again = await confirmReset(user.email, asked, "yet another passphrase here");
    const unknown = await confirmReset(uniqueEmail("nobody"), asked);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: NO_ACTIVE_RESET_CODE_MESSAGE, code: "no_active_code" });
    expect(unknown.json()).toEqual(again.json());
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a wrong code and keeps the old password", async () => {
    const user = await createUserWithPassword(t);
    const asked = await askForCode(user.email);
    const refused = await confirmReset(user.email, wrong(asked));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: WRONG_RESET_CODE_MESSAGE, code: "invalid_code" });
    expect((await currentUser(user.cookie)).statusCode).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("answers a known and an unknown address alike after a request, right up to the used-up code", async () => {
    const user = await createUserWithPassword(t);
    const unknown = uniqueEmail("nobody");
    const known = await askForCode(user.email);
    const strangerRequest = (await requestReset(unknown)).json().requestId as string;
    const guess = { code: wrongCodeFor(known.code), requestId: "" };
    for (let i = 1; i <= MAX_WRONG_CODE_ATTEMPTS + 1; i++) {
      const forKnown = await confirmReset(user.email, { ...guess, requestId: known.requestId });
      const forUnknown = await confirmReset(unknown, { ...guess, requestId: strangerRequest });
      expect(forUnknown.statusCode).toBe(forKnown.statusCode);
      expect(forUnknown.json()).toEqual(forKnown.json());
      expect(forKnown.json().code).toBe(i < MAX_WRONG_CODE_ATTEMPTS ? "invalid_code" : "too_many_attempts");
    }
  });

  it("allows 5 tries per code; then even the right code is refused until a new one is sent", async () => {
    const user = await createUserWithPassword(t);
    const asked = await askForCode(user.email);
    for (let i = 1; i < MAX_WRONG_CODE_ATTEMPTS; i++) {
      expect((await confirmReset(user.email, wrong(asked))).json().code).toBe("invalid_code");
    }
    const last = await confirmReset(user.email, wrong(asked));
    expect(last.json()).toMatchObject({
      error:
        "The reset code is incorrect, and it has now been tried too many times. Please request a new code.",
      code: "too_many_attempts",
    });
    const right = await confirmReset(user.email, asked);
    expect(right.statusCode).toBe(400);
    expect(right.json().error).toBe(
      "This reset code has been tried too many times. Please request a new code.",
    );

    expect((await confirmReset(user.email, await askForCode(user.email))).statusCode).toBe(200);
  });

  it("tells exactly when a new code can be asked for once the hour's codes are spent", async () => {
    const user = await createUserWithPassword(t);
    for (let i = 1; i < VERIFICATION_RESEND_LIMIT; i++) await requestReset(user.email);
    const asked = await askForCode(user.email);
    time.advance(10 * 60 * 1000);
    for (let i = 0; i < MAX_WRONG_CODE_ATTEMPTS; i++) await confirmReset(user.email, wrong(asked));
    const stuck = await confirmReset(user.email, asked);
    const start = time.clock().getTime() - 10 * 60 * 1000;
    const at = new Date(start + 60 * 60 * 1000).toISOString().slice(11, 16);
    expect(stuck.json().error).toBe(
      `This reset code has been tried too many times. You can request a new code in 50 minutes (at ${at} UTC).`,
    );
  });

  it("refuses an expired code (15 minutes)", async () => {
    const user = await createUserWithPassword(t);
    const asked = await askForCode(user.email);
    time.advance(VERIFICATION_CODE_VALIDITY_MS);
    const expired = await confirmReset(user.email, asked);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      error: "This reset code has expired. Please request a new code.",
      code: "code_expired",
    });
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a password that breaks the rules before using up a try", async () => {
    const user = await createUserWithPassword(t);
    const asked = await askForCode(user.email);
    const short = await confirmReset(user.email, asked, "short");
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(PASSWORD_TOO_SHORT_MESSAGE);
    const asEmail = await confirmReset(user.email, asked, user.email);
    expect(asEmail.statusCode).toBe(400);
    expect((await confirmReset(user.email, asked)).statusCode).toBe(200);
  });

  it("verifies an account that never entered its registration code: the reset code proves the mailbox", async () => {
    const email = uniqueEmail("pending");
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { fullName: "Sam Pending", email, password: TEST_PASSWORD },
    });
    expect(registered.statusCode).toBe(201);
    expect((await confirmReset(email, await askForCode(email))).statusCode).toBe(200);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("lifts the sign-in delay that strangers' wrong guesses put on the account", async () => {
    const user = await createUserWithPassword(t);
    for (let i = 0; i < 6; i++) await login(user.email, "a wrong password guess");
    expect((await login(user.email, user.password)).statusCode).toBe(429);
    expect((await confirmReset(user.email, await askForCode(user.email))).statusCode).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe("a stranger cannot block the owner's password recovery (docs/decisions/0054)", () => {
  it("a stranger's requests and wrong guesses leave the owner's code and allowance whole", async () => {
    const user = await createUserWithPassword(t);
    const strangerRequests: string[] = [];
    for (let i = 0; i < VERIFICATION_RESEND_LIMIT; i++) {
      const response = await requestReset(user.email, STRANGER_NETWORK);
      expect(response.statusCode).toBe(200);
      strangerRequests.push(response.json().requestId);
    }
    expect((await requestReset(user.email, STRANGER_NETWORK)).statusCode).toBe(429);
    for (const requestId of strangerRequests) {
      for (let i = 0; i < MAX_WRONG_CODE_ATTEMPTS; i++) {
        await confirmReset(user.email, { code: "000000", requestId }, NEW_PASSWORD, STRANGER_NETWORK);
      }
    }

    // The owner still gets a code, with all its tries, and it works.
    const asked = await askForCode(user.email);
    for (let i = 1; i < MAX_WRONG_CODE_ATTEMPTS; i++) {
      expect((await confirmReset(user.email, wrong(asked))).json().code).toBe("invalid_code");
    }
    expect((await confirmReset(user.email, asked)).statusCode).toBe(200);
  });

  it("a code is tried only with the token of the request that asked for it", async () => {
    const user = await createUserWithPassword(t);
    const asked = await askForCode(user.email);
    const strangersOwn = (await requestReset(user.email, STRANGER_NETWORK)).json().requestId as string;
    const misbound = await confirmReset(user.email, { code: asked.code, requestId: strangersOwn });
    expect(misbound.json().code).toBe("invalid_code");
    const madeUp = await confirmReset(user.email, { code: asked.code, requestId: "A".repeat(43) });
    expect(madeUp.json()).toMatchObject({ code: "no_active_code" });
    expect((await confirmReset(user.email, asked)).statusCode).toBe(200);
  });

  it("limits requests per network across addresses, and per address across networks", async () => {
    const network = "192.0.2.200";
    for (let i = 0; i < RESET_REQUESTS_PER_NETWORK_LIMIT; i++) {
      expect((await requestReset(uniqueEmail(`class${i}`), network)).statusCode).toBe(200);
    }
    const refused = await requestReset(uniqueEmail("one-more"), network);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many reset codes were requested from this network\. /);

    const user = await createUserWithPassword(t);
    let networks = 0;
    for (let sent = 0; sent < RESET_REQUESTS_PER_ADDRESS_LIMIT; networks++) {
      for (let i = 0; i < VERIFICATION_RESEND_LIMIT && sent < RESET_REQUESTS_PER_ADDRESS_LIMIT; i++, sent++) {
        expect((await requestReset(user.email, `10.9.${networks}.1`)).statusCode).toBe(200);
      }
    }
    expect((await requestReset(user.email, `10.9.${networks}.1`)).statusCode).toBe(429);
  });

  it("answers before the mail server has taken the mail", async () => {
    const user = await createUserWithPassword(t);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowMail = createBackgroundMail(() => ({ kind: "smtp", send: () => held }), { error: () => {} });
    const ctx: ServiceContext = { ...serviceContext(t.app), backgroundMail: slowMail };
    const answer = await requestPasswordReset(ctx, { email: user.email }, { ip: OWNER_NETWORK });
    expect(answer.message).toBe(RESET_REQUESTED_MESSAGE);
    let mailDone = false;
    void slowMail.settled().then(() => {
      mailDone = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(mailDone).toBe(false);
    release();
    await slowMail.settled();
    expect(mailDone).toBe(true);
  });

  it("sends the mail after the answer: a mail server's failure voids the code and is not told", async () => {
    const user = await createUserWithPassword(t);
    const failingMail = createBackgroundMail(
      () => ({
        kind: "smtp",
        send: async () => {
          throw new MailDeliveryError("connection refused");
        },
      }),
      { error: () => {} },
    );
    const ctx: ServiceContext = { ...serviceContext(t.app), backgroundMail: failingMail };
    const answer = await requestPasswordReset(ctx, { email: user.email }, { ip: OWNER_NETWORK });
    expect(answer.message).toBe(RESET_REQUESTED_MESSAGE);
    await failingMail.settled();
    const codes = await t.app.db
      .select()
      .from(emailVerifications)
      .where(and(eq(emailVerifications.email, user.email), eq(emailVerifications.purpose, "reset_password")));
    expect(codes).toEqual([]);
    // Nobody received it, so it did not count: the owner's 3 codes an hour are all still there.
    for (let i = 0; i < VERIFICATION_RESEND_LIMIT; i++) {
      expect((await requestReset(user.email)).statusCode).toBe(200);
    }
  });
});
