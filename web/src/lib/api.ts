import type { QueryFunction } from "@tanstack/react-query";
import { ApiError } from "./api-error";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) throw await ApiError.fromResponse(res);
}

/**
 * Sends a request with the session cookie. The body is JSON and sent only when given.
 * Any non-ok answer throws an `ApiError`; the caller reads the answer when it needs it.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  init?: { signal?: AbortSignal; keepalive?: boolean },
): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    headers: hasBody ? { "Content-Type": "application/json" } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: "include",
    signal: init?.signal,
    // Lets a save started while the tab closes reach the server.
    keepalive: init?.keepalive,
  });
  await throwIfResNotOk(res);
  return res;
}

/**
 * `apiRequest` for calls whose answer is not needed: the body is still read, because an API answer is
 * no-store and a browser keeps an unread one loading (the page never goes network-idle).
 */
export async function apiSend(
  method: HttpMethod,
  url: string,
  body?: unknown,
  init?: { signal?: AbortSignal; keepalive?: boolean },
): Promise<void> {
  const res = await apiRequest(method, url, body, init);
  await res.text().catch(() => "");
}

/** `apiRequest` that parses the JSON answer. */
export async function apiJson<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  init?: { signal?: AbortSignal; keepalive?: boolean },
): Promise<T> {
  const res = await apiRequest(method, url, body, init);
  return (await res.json()) as T;
}

/**
 * The text to show for a failed call: the server's sentence (its `message`, else `error`), else
 * the body text when it is not our JSON, else "<status>: <status text>", else the error's own message,
 * else `fallback`.
 */
export function getErrorMessage(error: unknown, fallback = "Something went wrong"): string {
  if (error instanceof ApiError) return error.serverMessage ?? (error.body || error.message);
  if (error instanceof Error) return error.message || fallback;
  return typeof error === "string" && error ? error : fallback;
}

/** The server's sentence only (undefined when the answer has none), for "server message, or fallback" toasts. */
export function getServerMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/** The body's `error` field alone (docs/product.md §7.2: the verify and resend toasts show exactly it). */
export function getServerErrorField(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverError : undefined;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * The key-derived fetcher, used by the current-user query (`["/api/user"]`) alone; every other
 * query names its own `queryFn` (docs/conventions.md). A GET that parses JSON. The URL is the query key's segments joined by "/"
 * (`["/api/forms", id]` → `/api/forms/<id>`). With `on401: "returnNull"` a 401 answer yields `null`.
 */
export function getQueryFn<T>(options: { on401: "returnNull" }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: "throw" }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKeyToUrl(queryKey);
    const res = await fetch(url, { credentials: "include", signal });
    if (on401 === "returnNull" && res.status === 401) {
      // Read the short body: an API answer is no-store, and a browser keeps an unread one loading.
      await res.text().catch(() => "");
      return null;
    }
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export function queryKeyToUrl(queryKey: readonly unknown[]): string {
  return queryKey
    .filter((part): part is string | number => typeof part === "string" || typeof part === "number")
    .map(String)
    .join("/");
}
