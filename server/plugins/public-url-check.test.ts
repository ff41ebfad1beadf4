import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";

const WARNING = /The app was opened at (\S+), not at PUBLIC_URL/;
let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function appLogging(env: Record<string, string>) {
  const lines: string[] = [];
  testApp = await createTestApp({
    env,
    logger: { level: "warn", stream: { write: (line: string) => void lines.push(line) } },
  });
  const warnings = () =>
    lines
      .map((line) => JSON.parse(line) as { msg: string; openedAt?: string })
      .filter((entry) => WARNING.test(entry.msg));
  return { app: testApp.app, warnings };
}

/** What a browser sends when it opens the app at `host`. */
const pageAt = (host: string) => ({ host, "sec-fetch-mode": "navigate", "sec-fetch-site": "none" });

describe("a page opened away from PUBLIC_URL", () => {
  it("is logged once, however many requests come from other hosts", async () => {
    const { app, warnings } = await appLogging({ PUBLIC_URL: "http://127.0.0.1:5000" });
    await app.inject({ method: "GET", url: "/api/user", headers: pageAt("127.0.0.1:5000") });
    expect(warnings()).toEqual([]);

    await app.inject({ method: "GET", url: "/api/user", headers: pageAt("localhost:5000") });
    await app.inject({ method: "GET", url: "/api/user", headers: pageAt("localhost:5000") });
    await app.inject({ method: "GET", url: "/api/user", headers: pageAt("192.168.1.20:5000") });
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]?.openedAt).toBe("localhost:5000");
    expect(warnings()[0]?.msg).toContain("set PUBLIC_URL to the address people open");
  });

  it("is not logged for health checks and scripts (no browser headers)", async () => {
    const { app, warnings } = await appLogging({ PUBLIC_URL: "http://127.0.0.1:5000" });
    await app.inject({ method: "GET", url: "/healthz", headers: { host: "10.0.0.7:5000" } });
    expect(warnings()).toEqual([]);
  });

  it("is not logged when PUBLIC_URL is not set", async () => {
    const { app, warnings } = await appLogging({ PUBLIC_URL: "" });
    await app.inject({ method: "GET", url: "/api/user", headers: pageAt("192.168.1.20:5000") });
    expect(warnings()).toEqual([]);
  });

  it("treats a default port written out as the same host", async () => {
    const { app, warnings } = await appLogging({ PUBLIC_URL: "https://Hangar.example.com" });
    await app.inject({ method: "GET", url: "/api/user", headers: pageAt("hangar.example.com:443") });
    expect(warnings()).toEqual([]);
  });
});
