// Security headers and the session cookie on real answers (docs/product.md §13.4): the SPA's index.html
// from a web root, an /api JSON answer and the login answer, once under http and once under an https
// PUBLIC_URL (where HSTS, Secure and the __Host- prefix apply).

import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { createUserWithPassword, type TestUser } from "../test/users";

const SPA_TEMPLATE = fileURLToPath(new URL("../../web/index.html", import.meta.url));

let webRoot: string;

beforeAll(() => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), "hangar-log-headers-web-"));
  // The real page template: what it needs must fit the policy.
  copyFileSync(SPA_TEMPLATE, path.join(webRoot, "index.html"));
  mkdirSync(path.join(webRoot, "assets"));
  writeFileSync(path.join(webRoot, "assets", "index-abc123.js"), "export {};");
});
afterAll(() => {
  rmSync(webRoot, { recursive: true, force: true });
});

/** `content-security-policy` as directive → sources. */
function cspOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers["content-security-policy"] ?? "");
  expect(header, "Content-Security-Policy").not.toBe("");
  const directives = new Map<string, string[]>();
  for (const part of header.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

interface SetCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
}

function setCookiesOf(response: LightMyRequestResponse): SetCookie[] {
  const raw = response.headers["set-cookie"];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return lines.map((line) => {
    const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
    const separator = pair.indexOf("=");
    return {
      name: pair.slice(0, separator),
      value: pair.slice(separator + 1),
      attributes: new Map(
        attributes.map((attribute) => {
          const [key = "", ...value] = attribute.split("=");
          return [key.toLowerCase(), value.join("=")] as const;
        }),
      ),
    };
  });
}

/** The headers every answer carries, page or API. */
function expectBaseline(response: LightMyRequestResponse, https: boolean): void {
  const csp = cspOf(response);
  expect(csp.get("default-src")).toEqual(["'self'"]);
  // Scripts only from our origin: no inline scripts, no eval, no other hosts.
  expect(csp.get("script-src")).toEqual(["'self'"]);
  // Inline handlers (onclick=…) fall under script-src unless script-src-attr loosens them.
  if (csp.has("script-src-attr")) expect(csp.get("script-src-attr")).toEqual(["'none'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);
  // Upgrading requests on a plain-http deployment would break it; under https it closes mixed content.
  expect(csp.has("upgrade-insecure-requests")).toBe(https);

  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(response.headers["x-frame-options"]).toBe("DENY");
  expect(response.headers["x-powered-by"]).toBeUndefined();
  const hsts = response.headers["strict-transport-security"];
  if (https) {
    expect(hsts).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(Number(/max-age=(\d+)/.exec(String(hsts))?.[1])).toBeGreaterThanOrEqual(31_536_000);
  } else {
    expect(hsts).toBeUndefined();
  }
}

for (const scheme of ["http", "https"] as const) {
  const https = scheme === "https";
  const cookieName = https ? "__Host-hangar_session" : "hangar_session";

  describe(`security headers and the session cookie under ${scheme}`, () => {
    let t: TestApp;
    let user: TestUser;

    beforeAll(async () => {
      t = await createTestApp({
        webRoot,
        env: { PUBLIC_URL: https ? "https://hangar.example.com" : "http://localhost:5000" },
      });
      user = await createUserWithPassword(t);
    });
    afterAll(async () => {
      await t?.close();
    });

    const login = () =>
      t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: user.email, password: user.password },
      });

    it("the SPA's index.html: the baseline headers, and a page without inline scripts", async () => {
      const response = await t.app.inject({ method: "GET", url: "/dashboard" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expectBaseline(response, https);
      // script-src 'self' only works if the page has no inline script or handler.
      const scripts = [...response.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes = "", content = ""] of scripts) {
        expect(attributes).toMatch(/\bsrc="\/[^/]/);
        expect(content.trim()).toBe("");
      }
      expect(response.body).not.toMatch(/\son[a-z]+\s*=/i);
      expect(response.body).not.toMatch(/javascript:/i);
      expect(readFileSync(SPA_TEMPLATE, "utf8")).toBe(response.body);
    });

    it("an /api JSON answer and a static asset carry the same headers", async () => {
      const current = await t.app.inject({
        method: "GET",
        url: "/api/user",
        headers: { cookie: user.cookie },
      });
      expect(current.statusCode).toBe(200);
      expect(current.headers["content-type"]).toContain("application/json");
      expectBaseline(current, https);
      const missing = await t.app.inject({ method: "GET", url: "/api/no-such-route" });
      expect(missing.statusCode).toBe(404);
      expectBaseline(missing, https);
      const asset = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
      expect(asset.statusCode).toBe(200);
      expectBaseline(asset, https);
    });

    it(`login sets ${cookieName}: HttpOnly, SameSite=Lax, Path=/, ${https ? "Secure" : "not Secure"}, no Domain`, async () => {
      const response = await login();
      expect(response.statusCode).toBe(200);
      expectBaseline(response, https);
      expect(response.headers["cache-control"]).toBe("no-store");

      const cookies = setCookiesOf(response);
      // The session, and the browser's trusted-device mark for this account (docs/security.md).
      const deviceCookieName = https ? "__Host-hangar_device" : "hangar_device";
      expect(cookies.map((cookie) => cookie.name).sort()).toEqual([deviceCookieName, cookieName].sort());
      const device = cookies.find((candidate) => candidate.name === deviceCookieName);
      expect(device?.attributes.has("httponly")).toBe(true);
      expect(device?.attributes.has("secure")).toBe(https);
      const cookie = cookies.find((candidate) => candidate.name === cookieName);
      if (!cookie) return;
      // A 256-bit random token.
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43,}$/);
      expect(cookie.attributes.has("httponly")).toBe(true);
      expect(cookie.attributes.get("samesite")).toBe("Lax");
      expect(cookie.attributes.get("path")).toBe("/");
      expect(cookie.attributes.has("secure")).toBe(https);
      // __Host- requires no Domain; under http a Domain would widen the cookie for nothing.
      expect(cookie.attributes.has("domain")).toBe(false);
      const expires = Date.parse(cookie.attributes.get("expires") ?? "");
      expect(expires).toBeGreaterThan(t.app.clock().getTime());

      const signedIn = await t.app.inject({
        method: "GET",
        url: "/api/user",
        headers: { cookie: `${cookie.name}=${cookie.value}` },
      });
      expect(signedIn.statusCode).toBe(200);
    });

    it("logout clears the cookie with the same attributes and ends the session", async () => {
      const cookie = setCookiesOf(await login()).find((candidate) => candidate.name === cookieName);
      if (!cookie) throw new Error("no session cookie");
      const header = `${cookie.name}=${cookie.value}`;
      const response = await t.app.inject({
        method: "POST",
        url: "/api/logout",
        headers: { cookie: header },
      });
      expect(response.statusCode).toBe(204);
      expectBaseline(response, https);

      const [cleared] = setCookiesOf(response);
      expect(cleared?.name).toBe(cookieName);
      expect(cleared?.value).toBe("");
      const expires = Date.parse(cleared?.attributes.get("expires") ?? "");
      const maxAge = cleared?.attributes.get("max-age");
      expect(expires <= Date.now() || maxAge === "0").toBe(true);
      // A browser ignores a __Host- cookie (so the clearing too) without Secure and Path=/.
      expect(cleared?.attributes.get("path")).toBe("/");
      expect(cleared?.attributes.has("secure")).toBe(https);
      expect(cleared?.attributes.has("httponly")).toBe(true);
      expect(cleared?.attributes.get("samesite")).toBe("Lax");

      const after = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: header } });
      expect(after.statusCode).toBe(401);
    });
  });
}
