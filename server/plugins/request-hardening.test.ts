import { once } from "node:events";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { createSignedInUser, type SignedInUser } from "../test/users";
import { BODY_TOO_SLOW_MESSAGE } from "./timeouts";

let testApp: TestApp;
let user: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp({ timeouts: { jsonBodyMs: 300, fileBodyMs: 600, headersMs: 20_000 } });
  user = await createSignedInUser(testApp);
});
afterAll(() => testApp.close());

const userOf = (cookie: string) =>
  testApp.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });

describe("CSRF on percent-encoded paths", () => {
  it.each(["/%61pi/logout", "/api/%6cogout", "/%61%70%69/logout"])(
    "refuses a cross-site POST %s and keeps the session",
    async (url) => {
      const response = await testApp.app.inject({
        method: "POST",
        url,
        headers: { cookie: user.cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: "cross_site_request" });
      expect((await userOf(user.cookie)).statusCode).toBe(200);
    },
  );

  it("still serves a same-origin request to an encoded path with its session", async () => {
    const other = await createSignedInUser(testApp);
    const response = await testApp.app.inject({
      method: "GET",
      url: "/%61pi/user",
      headers: { cookie: other.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: other.user.id });
  });
});

describe("caching", () => {
  it("marks every API answer no-store, signed in or not, success or error", async () => {
    for (const response of [
      await userOf(user.cookie),
      await testApp.app.inject({ method: "GET", url: "/api/user" }),
      await testApp.app.inject({ method: "GET", url: "/api/no-such-route" }),
      await testApp.app.inject({ method: "GET", url: "/api/uploads", headers: { cookie: user.cookie } }),
    ]) {
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });
});

/** Sends headers for a 10,000-byte JSON body over a real socket, then one byte every 20 ms. */
async function dripOverSocket(port: number): Promise<{ answer: string; closed: boolean; ms: number }> {
  const socket = net.connect(port, "127.0.0.1");
  await once(socket, "connect");
  const started = performance.now();
  socket.write(
    "POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{",
  );
  const dripper = setInterval(() => socket.writable && socket.write(" "), 20);
  let answer = "";
  socket.on("data", (chunk) => {
    answer += chunk.toString("utf8");
  });
  socket.on("error", () => {});
  const closed = await Promise.race([
    once(socket, "close").then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
  ]);
  clearInterval(dripper);
  socket.destroy();
  return { answer, closed, ms: performance.now() - started };
}

describe("slow bodies", () => {
  it("ends a JSON body dripped a byte at a time with 408 and closes the connection", async () => {
    await testApp.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = testApp.app.server.address() as AddressInfo;
    const { answer, closed, ms } = await dripOverSocket(port);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain(BODY_TOO_SLOW_MESSAGE);
    expect(closed).toBe(true);
    expect(ms).toBeLessThan(5_000);
  });

  it("lets a JSON body that arrives in time through", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "nobody@example.com", password: "wrong-password-1" }),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("a body that is never read", () => {
  it("leaves no timer behind when the answer comes before the body is read", async () => {
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.on("uncaughtException", onError);
    try {
      // A body type the API does not take: 415 once the body's clock runs, before the body is read.
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/login",
        headers: { "content-type": "text/plain" },
        payload: "email=someone",
      });
      expect(response.statusCode).toBe(415);
      // Past the 300 ms JSON limit of this test app.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(errors).toEqual([]);
    } finally {
      process.off("uncaughtException", onError);
    }
  });
});
