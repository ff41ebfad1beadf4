import { once } from "node:events";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { uploadDocument } from "../test/uploads";
import { createSignedInUser } from "../test/users";
import { redactUrlSecrets } from "./request-log";

const logLines: string[] = [];
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    logger: { level: "info", stream: { write: (line: string) => void logLines.push(line) } },
  });
});
afterAll(() => testApp.close());

describe("request logs", () => {
  it("never hold the signature of an upload URL", async () => {
    const user = await createSignedInUser(testApp);
    await uploadDocument(testApp, user, { filename: "cv.txt", bytes: Buffer.from("Jane Doe\n") });
    const putLines = logLines.filter((line) => line.includes('"method":"PUT"'));
    expect(putLines.length).toBeGreaterThan(0);
    for (const line of putLines) {
      const url = (JSON.parse(line) as { req: { url: string } }).req.url;
      expect(url).toMatch(/[?&]sig=\[REDACTED\]/);
      expect(url).toMatch(/[?&]expires=\d+/);
    }
    expect(logLines.join("\n")).not.toMatch(/[?&]sig=[0-9A-Za-z_-]{16,}/);
  });

  it("writes one line per request, when it is answered, with its status and time", async () => {
    logLines.length = 0;
    const response = await testApp.app.inject({ method: "GET", url: "/api/user" });
    expect(response.statusCode).toBe(401);
    const lines = logLines
      .map(
        (line) => JSON.parse(line) as { reqId?: string; req?: { url: string }; res?: { statusCode: number } },
      )
      .filter((entry) => entry.req?.url === "/api/user");
    expect(lines).toHaveLength(1);
    expect(lines[0]!.res?.statusCode).toBe(401);
    expect(lines[0]).toHaveProperty("responseTime");
    expect(lines[0]).toHaveProperty("reqId");
  });

  it("never hold a session cookie or an authorization header, on success or refusal", async () => {
    logLines.length = 0;
    const user = await createSignedInUser(testApp);
    const session = user.cookie.split("=")[1]!.split(";")[0]!;
    await testApp.app.inject({ method: "GET", url: "/api/user", headers: { cookie: user.cookie } });
    await testApp.app.inject({
      method: "GET",
      url: "/api/admin/users",
      headers: { cookie: user.cookie, authorization: "Bearer secret-bearer-token-123" },
    });
    const written = logLines.join("\n");
    expect(logLines.length).toBeGreaterThanOrEqual(2);
    expect(written).not.toContain(session);
    expect(written).not.toContain("secret-bearer-token-123");
  });

  it("writes a line for a request its client abandons before the answer", async () => {
    const address = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
    logLines.length = 0;
    const socket = net.connect(Number(new URL(address).port), "127.0.0.1");
    await once(socket, "connect");
    socket.write(
      "POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{",
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await vi.waitFor(() => {
      const aborted = logLines
        .map((line) => JSON.parse(line))
        .find((entry) => entry.msg === "request aborted");
      expect(aborted?.req).toMatchObject({ method: "POST", url: "/api/login" });
    });
  });

  it("never holds a calendar feed's secret", async () => {
    logLines.length = 0;
    await testApp.app.inject({ method: "GET", url: "/api/me/calendar.ics?token=calendar-secret-0123456789" });
    expect(logLines.join("\n")).toContain("/api/me/calendar.ics?token=[REDACTED]");
    expect(logLines.join("\n")).not.toContain("calendar-secret-0123456789");
  });

  it("never holds an invitation's or a countersignature link's token", async () => {
    logLines.length = 0;
    const token = "link-secret-0123456789abcdefghijklmnop";
    await testApp.app.inject({ method: "GET", url: `/api/countersign/${token}` });
    await testApp.app.inject({ method: "GET", url: `/api/invitations/${token}` });
    const logged = logLines.join("\n");
    expect(logged).toContain("/api/countersign/[REDACTED]");
    expect(logged).toContain("/api/invitations/[REDACTED]");
    expect(logged).not.toContain(token);
    expect(redactUrlSecrets("/api/invitations/accept")).toBe("/api/invitations/accept");
  });

  it("redacts S3 signatures and tokens too, whatever their case, and leaves other parameters", () => {
    expect(
      redactUrlSecrets(
        "/b/o.pdf?X-Amz-Credential=AK%2F1&X-Amz-Signature=abc123&x-amz-security-token=tok&SIG=x&keep=1#f",
      ),
    ).toBe(
      "/b/o.pdf?X-Amz-Credential=AK%2F1&X-Amz-Signature=[REDACTED]&x-amz-security-token=[REDACTED]&SIG=[REDACTED]&keep=1#f",
    );
    expect(redactUrlSecrets("/api/user?design=1")).toBe("/api/user?design=1");
  });
});
