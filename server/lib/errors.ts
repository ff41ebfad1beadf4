// Typed errors thrown by services; the central error handler turns them into JSON answers.
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string = defaultCode(statusCode),
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

function defaultCode(status: number): string {
  switch (status) {
    case 400:
      return "bad_request";
    case 401:
      return "unauthorized";
    case 403:
      return "forbidden";
    case 404:
      return "not_found";
    case 409:
      return "conflict";
    case 413:
      return "payload_too_large";
    case 415:
      return "unsupported_media_type";
    case 429:
      return "too_many_requests";
    case 502:
      return "bad_gateway";
    case 503:
      return "service_unavailable";
    default:
      return status >= 500 ? "internal_error" : "error";
  }
}

/** One field of a request refused by a rule the schema cannot hold (it needs the clock or the database). */
export interface FieldIssue {
  /** As in schema validation errors: `body.<field>`. */
  path: string;
  message: string;
}

/** A 400 `validation_error` naming the fields, like a schema failure, so a form can show each message by its field. */
export class FieldValidationError extends AppError {
  constructor(readonly issues: FieldIssue[]) {
    super(400, issues.map((issue) => issue.message).join("; "), "validation_error");
    this.name = "FieldValidationError";
  }
}

/** 'Invalid request. body.x: …; body.y: …': how a request that failed its schema is answered. */
export function invalidRequestMessage(issues: readonly FieldIssue[]): string {
  const summary = issues
    .slice(0, 3)
    .map((issue) => `${issue.path}: ${issue.message}`)
    .join("; ");
  return `Invalid request. ${summary}`;
}

/** A body checked against its schema away from the route (in a worker thread), answered like a route's schema failure. */
export class RequestValidationError extends FieldValidationError {
  constructor(issues: FieldIssue[]) {
    super(issues);
    this.message = invalidRequestMessage(issues);
    this.name = "RequestValidationError";
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = "Please sign in to continue.") => new AppError(401, message);
export const forbidden = (message = "You do not have permission to do this.") => new AppError(403, message);
export const notFound = (message = "Not found.") => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
/** The `Retry-After` header (whole seconds, at least 1). */
export const retryAfterHeader = (retryAfterSeconds: number) => ({
  "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))),
});
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, "too_many_requests", retryAfterHeader(retryAfterSeconds));
