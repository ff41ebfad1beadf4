// Shared by this feature's API tests: an app on a fresh database with a manual clock, and a small
// client that signs requests with a user's session cookie.

import type { LightMyRequestResponse } from "fastify";
import { createTestApp, manualClock, type TestApp } from "../../test/app";
import { createSignedInUser, type SignedInUser, type TestUserOptions } from "../../test/users";

export const START = new Date("2026-06-01T12:00:00Z");

export interface Harness {
  testApp: TestApp;
  clock: ReturnType<typeof manualClock>;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const clock = manualClock(START);
  const testApp = await createTestApp({ clock: clock.clock });
  return { testApp, clock, close: () => testApp.close() };
}

export interface Client {
  user: SignedInUser["user"];
  cookie: string;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, body: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
}

export function clientFor(
  testApp: TestApp,
  signedIn: { user: SignedInUser["user"]; cookie: string | null },
): Client {
  const headers = signedIn.cookie ? { cookie: signedIn.cookie } : {};
  const { app } = testApp;
  return {
    user: signedIn.user,
    cookie: signedIn.cookie ?? "",
    get: (url) => app.inject({ method: "GET", url, headers }),
    post: (url, body) =>
      body === undefined
        ? app.inject({ method: "POST", url, headers })
        : app.inject({ method: "POST", url, headers, payload: body as object }),
    patch: (url, body) => app.inject({ method: "PATCH", url, headers, payload: body as object }),
    delete: (url) => app.inject({ method: "DELETE", url, headers }),
  };
}

export async function signedInClient(testApp: TestApp, options: TestUserOptions = {}): Promise<Client> {
  return clientFor(testApp, await createSignedInUser(testApp, options));
}

/** The parsed JSON body, after checking the status (the body is in the failure message). */
// biome-ignore lint/suspicious/noExplicitAny: tests read answer bodies loosely unless they name a type
export function expectStatus<T = any>(response: LightMyRequestResponse, status: number): T {
  if (response.statusCode !== status) {
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
  return response.body === "" ? (undefined as T) : (response.json() as T);
}

/** A form of the client's with its id. */
export async function createForm(
  client: Client,
  body: object = {},
): Promise<{ id: string; isActive: boolean }> {
  return expectStatus(await client.post("/api/forms", body), 201);
}

export async function createEmployment(
  client: Client,
  formId: string,
  fields: Record<string, unknown> = {},
  entryNumber = 1,
): Promise<{ id: string }> {
  const entry = expectStatus<{ id: string }>(
    await client.post("/api/employment-entries", { formId, entryNumber }),
    201,
  );
  if (Object.keys(fields).length === 0) return entry;
  return expectStatus(await client.patch(`/api/employment-entries/${entry.id}`, fields), 200);
}

export async function createExperience(
  client: Client,
  discipline: string,
  formId: string,
  fields: Record<string, unknown> = {},
  entryNumber = 1,
  // biome-ignore lint/suspicious/noExplicitAny: the entry's fields depend on the discipline
): Promise<any> {
  const entry = expectStatus<{ id: string }>(
    await client.post(`/api/${discipline}-experience`, { formId, entryNumber }),
    201,
  );
  if (Object.keys(fields).length === 0) return entry;
  return expectStatus(
    await client.patch(`/api/${discipline}-experience/${entry.id}`, { formId, ...fields }),
    200,
  );
}
