// Errors that mean "the database cannot answer right now" rather than "this request is wrong".
const UNAVAILABLE_NODE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
]);
// 08xxx connection exceptions, 57P01-57P03 admin shutdown / crash shutdown / cannot connect now, 53300 too many connections.
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3]|53300)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === "string") {
      if (UNAVAILABLE_NODE_CODES.has(candidate.code) || UNAVAILABLE_SQLSTATE.test(candidate.code))
        return true;
    }
    if (typeof candidate.message === "string" && isConnectionMessage(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
}

function isConnectionMessage(message: string): boolean {
  return (
    message.includes("Connection terminated") ||
    message.includes("timeout exceeded when trying to connect") ||
    message.includes("Client has encountered a connection error") ||
    message.includes("database closed")
  );
}

/** PostgreSQL unique_violation, optionally on a named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === "23505") return constraint === undefined || candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}
