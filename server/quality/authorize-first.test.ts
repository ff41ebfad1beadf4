// Who may call a route is decided before its input is looked at: a signed-out caller gets 401 and a
// technician on an administrator's route gets 403, never a 400 that describes the route's schema.

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { createSignedInUser, type SignedInUser } from "../test/users";
import { apiRoutes } from "./route-table";

vi.mock("../features/index", async (importOriginal) => {
  const { recordingFeatures } = await import("./route-table");
  return recordingFeatures(await importOriginal<typeof import("../features/index")>());
});

/** Routes anyone may call: the account routes before sign-in, the signed upload URL, the calendar feed, the invitation and countersignature links. */
const PUBLIC_ROUTES = new Set([
  "POST /api/login",
  "POST /api/logout",
  "POST /api/register",
  "POST /api/verify-email",
  "POST /api/resend-verification",
  "POST /api/password-reset/request",
  "POST /api/password-reset/confirm",
  "PUT /api/storage/*",
  "GET /api/me/calendar.ics",
  "GET /api/invitations/:token",
  "POST /api/invitations/accept",
  "GET /api/countersign/:token",
  "POST /api/countersign/:token",
]);

let testApp: TestApp;
let technician: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  technician = await createSignedInUser(testApp);
});
afterAll(() => testApp.close());

/** A path with every parameter filled by something no schema accepts, and a body no schema accepts. */
function garbageRequest(method: string, url: string, cookie?: string) {
  return testApp.app.inject({
    method: method as "POST",
    url: url.replace(/:[A-Za-z]+/g, "%00not-an-id").replace("*", "x"),
    headers: cookie ? { cookie } : {},
    ...(method === "GET" || method === "DELETE" ? {} : { payload: { unexpected: ["garbage"], id: 7 } }),
  });
}

describe("authorization comes before validation", () => {
  it("answers 401 to a signed-out caller on every route that needs a session", async () => {
    const answers: string[] = [];
    for (const route of apiRoutes()) {
      if (PUBLIC_ROUTES.has(route.key)) continue;
      const response = await garbageRequest(route.method, route.url);
      if (response.statusCode !== 401) answers.push(`${route.key}: ${response.statusCode} ${response.body}`);
    }
    expect(answers).toEqual([]);
  });

  it("answers 403 to a technician on every administrator's route", async () => {
    const adminRoutes = apiRoutes().filter((route) => route.url.startsWith("/api/admin/"));
    expect(adminRoutes.length).toBeGreaterThan(3);
    const answers: string[] = [];
    for (const route of adminRoutes) {
      const response = await garbageRequest(route.method, route.url, technician.cookie);
      if (response.statusCode !== 403) answers.push(`${route.key}: ${response.statusCode} ${response.body}`);
    }
    expect(answers).toEqual([]);
  });
});
