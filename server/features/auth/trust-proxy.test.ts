import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";

// Behind a proxy every request comes from the proxy's address; with TRUST_PROXY the per-IP sign-in
// limit counts the client's address from X-Forwarded-For instead.
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { TRUST_PROXY: "true" } });
});
afterAll(() => testApp.close());

const failedLogin = (clientIp: string, attempt: number) =>
  testApp.app.inject({
    method: "POST",
    url: "/api/login",
    headers: { "x-forwarded-for": clientIp },
    payload: { email: `nobody-${attempt}@example.com`, password: "wrong-password" },
  });

describe("per-IP sign-in limit behind a trusted proxy", () => {
  it("counts each client address on its own", async () => {
    for (let attempt = 0; attempt < 25; attempt++) {
      expect((await failedLogin("203.0.113.7", attempt)).statusCode).toBe(401);
    }
    expect((await failedLogin("203.0.113.7", 25)).statusCode).toBe(429);
    expect((await failedLogin("198.51.100.4", 26)).statusCode).toBe(401);
  });
});
