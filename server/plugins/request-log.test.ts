import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
