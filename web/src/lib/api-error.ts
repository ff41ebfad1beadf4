/**
 * A non-ok HTTP answer, its body read once. The server's bodies are `{error, message, code}`
 * (docs/decisions/0004-error-body-and-csrf.md): callers branch on `status` and `code`, never on the
 * words of a message, and show `serverMessage` (or their own fallback).
 *
 * `message` stays `"<status>: <body text or statusText>"` (docs/product.md §8.1).
 */
export class ApiError extends Error {
  /** The machine-readable `code` of our JSON body, e.g. `email_not_verified`; undefined otherwise. */
  readonly code: string | undefined;
  /** The sentence to show: the body's `message`, else its `error`; undefined when the body has neither. */
  readonly serverMessage: string | undefined;
  /** The body's `error` field alone (some screens show exactly that field). */
  readonly serverError: string | undefined;
  /** A validation_error's fields: `path` like `body.endDate`, and the message for that field. */
  readonly issues: { path: string; message: string }[];

  constructor(
    readonly status: number,
    /** The raw body text ("" when empty). */
    readonly body: string,
    statusText: string,
    /** The answer's `Retry-After` in seconds (a rate limit, or a spent new-code allowance); else undefined. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    const parsed = parseErrorBody(body);
    this.code = parsed.code;
    this.serverError = parsed.error;
    this.serverMessage = parsed.message ?? parsed.error;
    this.issues = parsed.issues ?? [];
  }

  /** Reads a failed `fetch` answer into an `ApiError`. */
  static async fromResponse(res: Response): Promise<ApiError> {
    const text = await res.text().catch(() => "");
    const retryAfter = Number(res.headers.get("retry-after") ?? Number.NaN);
    return new ApiError(res.status, text, res.statusText, retryAfter > 0 ? retryAfter : undefined);
  }
}

type ErrorBody = {
  error?: string;
  message?: string;
  code?: string;
  issues?: { path: string; message: string }[];
};

function parseErrorBody(body: string): ErrorBody {
  if (!body) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return {}; // not our JSON: callers show the raw text or their fallback
  }
  if (!parsed || typeof parsed !== "object") return {};
  const record = parsed as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);
  const issues = Array.isArray(record.issues)
    ? record.issues.flatMap((issue: unknown) => {
        const { path, message } = (issue ?? {}) as Record<string, unknown>;
        return typeof path === "string" && typeof message === "string" ? [{ path, message }] : [];
      })
    : undefined;
  return { error: text(record.error), message: text(record.message), code: text(record.code), issues };
}

/** True when `error` is an `ApiError` carrying this `code`. */
export function hasErrorCode(error: unknown, code: string): boolean {
  return error instanceof ApiError && error.code === code;
}

/**
 * Whether trying the same request again may succeed: the connection, the server or a limit (5xx, 408,
 * 429, no answer), not a refusal of what was sent (another 4xx).
 */
export function isTransientError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}
