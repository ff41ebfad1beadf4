// A small HTTP client for API tests: requests through `app.inject`, signed with a user's session
// cookie, and the status check that reads the body.

import type { LightMyRequestResponse } from "fastify";
import type { TestApp } from "./app";
import { createSignedInUser, type SignedInUser, type TestUserOptions } from "./users";

export interface Client {
  user: SignedInUser["user"];
  cookie: string;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, body: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
}

/** A client for a user already signed in (or, with a null cookie, for the same user signed out). */
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
    put: (url, body) => app.inject({ method: "PUT", url, headers, payload: body as object }),
    delete: (url) => app.inject({ method: "DELETE", url, headers }),
  };
}

/** A new user (`createSignedInUser`) and a client signed in as them. */
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
