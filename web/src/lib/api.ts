import type { QueryFunction } from "@tanstack/react-query";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A non-ok HTTP answer. `message` is `"<status>: <body text or statusText>"` (docs/product.md §8.1);
 * `status` and `body` are kept so callers can branch without parsing the message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }
}

async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => "");
  throw new ApiError(res.status, text, res.statusText);
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

/** `apiRequest` that parses the JSON answer. */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as T;
}

const STATUS_PREFIX = /^\d{3}: /;

/**
 * The text to show for a failed call: the server's `message` or `error` field
 * (the server answers `{ "error": "...", "message": "..." }`), else the raw body text,
 * else the error's own message, else `fallback`.
 */
export function getErrorMessage(error: unknown, fallback = "Something went wrong"): string {
  if (!(error instanceof Error)) return typeof error === "string" && error ? error : fallback;
  const body = error instanceof ApiError ? error.body : error.message.replace(STATUS_PREFIX, "");
  const fromBody = readServerMessage(body);
  if (fromBody) return fromBody;
  if (error instanceof ApiError) return error.body || error.message || fallback;
  return error.message || fallback;
}

/** The server's `message` or `error` field only (undefined when the answer has none), for "server message, or fallback" toasts. */
export function getServerMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const body = error instanceof ApiError ? error.body : error.message.replace(STATUS_PREFIX, "");
  return readServerMessage(body);
}

function readServerMessage(body: string): string | undefined {
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object") {
      const { message, error } = parsed as { message?: unknown; error?: unknown };
      if (typeof message === "string" && message) return message;
      if (typeof error === "string" && error) return error;
    }
  } catch {
    // not JSON: the caller decides what to show
  }
  return undefined;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * A GET query function that parses JSON. The URL is the query key's segments joined by "/"
 * (`["/api/forms", id]` → `/api/forms/<id>`). With `on401: "returnNull"` a 401 answer yields `null`.
 */
export function getQueryFn<T>(options: { on401: "returnNull" }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: "throw" }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKeyToUrl(queryKey);
    const res = await fetch(url, { credentials: "include", signal });
    if (on401 === "returnNull" && res.status === 401) return null;
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
