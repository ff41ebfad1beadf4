import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp, MAX_JSON_BODY_BYTES } from "./app";
import { loadConfig } from "./config";
import type { DatabaseConnection } from "./db/client";
import { createTestDatabase } from "./test/db";
import type { App } from "./types";

let app: App;
let database: DatabaseConnection;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), "hangar-log-web-"));
  mkdirSync(path.join(webRoot, "assets"));
  writeFileSync(
    path.join(webRoot, "index.html"),
    "<!doctype html><title>Hangar Log</title><div id=root></div>",
  );
  writeFileSync(path.join(webRoot, "assets", "index-abc123.js"), "console.log('app')");
  // The build writes compressed copies beside the text files (vite.config.ts); stand-ins here.
  writeFileSync(path.join(webRoot, "assets", "index-abc123.js.br"), "brotli bytes");
  writeFileSync(path.join(webRoot, "assets", "index-abc123.js.gz"), "gzip bytes");
  // A source map left in the folder by an older build must not be published.
  writeFileSync(path.join(webRoot, "assets", "index-abc123.js.map"), '{"sources":["secret.ts"]}');
  database = await createTestDatabase();
  const config = loadConfig({ DATA_DIR: webRoot, SESSION_SECRET: "x".repeat(40), LOG_LEVEL: "silent" });
  app = await buildApp({ config, database, webRoot, logger: false });
  // A throwaway JSON route to exercise body handling; real routes come from the features.
  app.post(
    "/api/echo",
    { schema: { body: z.object({ name: z.string() }) } },
    async (request) => request.body,
  );
  app.get("/api/boom", async () => {
    throw new Error("secret internal detail");
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe("health", () => {
  it("answers ok when the database answers", async () => {
    const response = await app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "ok" });
  });
});

describe("API errors", () => {
  it("answers JSON 404 for unknown /api paths, whatever the method", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const response = await app.inject({ method, url: "/api/does-not-exist" });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("application/json");
      expect(response.json()).toMatchObject({
        code: "not_found",
        error: expect.stringContaining("/api/does-not-exist"),
      });
    }
  });

  it("answers 400 with a JSON message for malformed JSON", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/echo",
      headers: { "content-type": "application/json" },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("The request body is not valid JSON.");
  });

  it("answers 400 naming the field when the body does not match the schema", async () => {
    const response = await app.inject({ method: "POST", url: "/api/echo", payload: { name: 42 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "validation_error",
      error: expect.stringContaining("body.name"),
    });
  });

  it("answers 413 for a body over 1 MB", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/echo",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ name: "a".repeat(MAX_JSON_BODY_BYTES) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe("payload_too_large");
  });

  it("refuses non-JSON bodies with 415", async () => {
    for (const contentType of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/echo",
        headers: { "content-type": contentType },
        payload: "name=x",
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json().code).toBe("unsupported_media_type");
    }
  });

  it("hides internal errors behind a generic 500", async () => {
    const response = await app.inject({ method: "GET", url: "/api/boom" });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain("secret internal detail");
    expect(response.json().code).toBe("internal_error");
  });

  it("gives every answer a request id", async () => {
    const response = await app.inject({ method: "GET", url: "/healthz" });
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("CSRF", () => {
  it("refuses an unsafe request from another site", async () => {
    const byOrigin = await app.inject({
      method: "POST",
      url: "/api/echo",
      headers: { origin: "https://evil.example" },
      payload: { name: "x" },
    });
    expect(byOrigin.statusCode).toBe(403);
    expect(byOrigin.json().code).toBe("cross_site_request");
    const byFetchSite = await app.inject({
      method: "POST",
      url: "/api/echo",
      headers: { "sec-fetch-site": "cross-site" },
      payload: { name: "x" },
    });
    expect(byFetchSite.statusCode).toBe(403);
  });

  it("accepts a same-origin request", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/echo",
      headers: { origin: "http://localhost:5000", "sec-fetch-site": "same-origin" },
      payload: { name: "x" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: "x" });
  });
});

describe("single-page app", () => {
  it("serves index.html for deep links and unknown paths, never cached", async () => {
    for (const url of ["/", "/forms/123", "/no/such/page?x=1"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain("<div id=root>");
    }
  });

  it("never publishes a source map", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-abc123.js.map" });
    expect(response.body).not.toContain("secret.ts");
  });

  it("caches hashed assets for a year", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends the build's brotli or gzip copy to a browser that accepts it, the file itself otherwise", async () => {
    const url = "/assets/index-abc123.js";
    const cases = [
      ["br, gzip, deflate", "br", "brotli bytes"],
      ["gzip, deflate", "gzip", "gzip bytes"],
      ["identity", undefined, "console.log('app')"],
    ] as const;
    for (const [acceptEncoding, encoding, body] of cases) {
      const response = await app.inject({
        method: "GET",
        url,
        headers: { "accept-encoding": acceptEncoding },
      });
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers["content-encoding"], acceptEncoding).toBe(encoding);
      expect(response.headers["content-type"]).toContain("javascript");
      expect(response.headers.vary).toContain("accept-encoding");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.body).toBe(body);
    }
  });

  it("sends a strict content security policy and the usual headers", async () => {
    const response = await app.inject({ method: "GET", url: "/" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("health when the database is gone", () => {
  it("answers 503", async () => {
    const lonely = await createTestDatabase();
    const config = loadConfig({ DATA_DIR: webRoot, SESSION_SECRET: "x".repeat(40), LOG_LEVEL: "silent" });
    const other = await buildApp({ config, database: lonely, logger: false });
    await lonely.close();
    const response = await other.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: "unavailable", database: "unavailable" });
    await other.close();
  });
});
