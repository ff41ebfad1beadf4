// Uploads on the local driver work from whatever address the page was opened at (an IP, localhost, a
// LAN address, a host name), whatever PUBLIC_URL says (docs/decisions/0023-relative-upload-url.md).

import { UPLOAD_EXTENSION_MIME_TYPES } from "@domain/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { makePdf } from "../../test/documents";
import { createSignedInUser, type SignedInUser } from "../../test/users";

const { pdf: PDF } = UPLOAD_EXTENSION_MIME_TYPES;
let testApp: TestApp;
let user: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp({ env: { PUBLIC_URL: "http://127.0.0.1:5000" } });
  user = await createSignedInUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

/** The headers a browser sends on a same-origin fetch from a page opened at `host`. */
function sameOriginFrom(host: string) {
  return { host, origin: `http://${host}`, "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors" };
}

function connectSources(csp: string): string[] {
  const directive = csp.split(";").find((part) => part.trim().startsWith("connect-src"));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

describe("uploads from any origin (local driver)", () => {
  it.each(["127.0.0.1:5000", "localhost:5000", "192.168.1.20:5000", "hangar.training.lan"])(
    "presign → PUT → complete from a page opened at %s",
    async (host) => {
      const pdf = await makePdf();
      const issued = await testApp.app.inject({
        method: "POST",
        url: "/api/upload/presigned-url",
        headers: { ...sameOriginFrom(host), cookie: user.cookie },
        payload: { filename: "resume.pdf", contentType: PDF },
      });
      expect(issued.statusCode, issued.body).toBe(200);
      const { url, objectPath } = issued.json() as { url: string; objectPath: string };
      // A path: the browser sends it to the page's own origin, which connect-src 'self' allows.
      expect(url).toMatch(/^\/api\/storage\/uploads\/[^?]+\?/);
      expect(url).not.toContain("localhost");
      expect(url).not.toContain("127.0.0.1");

      const put = await testApp.app.inject({
        method: "PUT",
        url,
        payload: pdf,
        headers: { ...sameOriginFrom(host), "content-type": PDF },
      });
      expect(put.statusCode, put.body).toBe(204);

      const completed = await testApp.app.inject({
        method: "POST",
        url: "/api/upload/complete",
        headers: { ...sameOriginFrom(host), cookie: user.cookie },
        payload: {
          objectPath,
          filename: "resume.pdf",
          fileSize: pdf.length,
          mimeType: PDF,
          documentType: "resume",
        },
      });
      expect(completed.statusCode, completed.body).toBe(201);
    },
  );

  it("needs no other origin in the CSP's connect-src", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { host: "10.0.0.5" },
    });
    expect(connectSources(String(response.headers["content-security-policy"]))).toEqual(["'self'"]);
  });
});
