import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Who may read /metrics: nobody when METRICS_TOKEN is unset (the route answers 404, as if absent),
 * otherwise a caller with `Authorization: Bearer <token>`. The comparison takes the same time
 * whatever the guess (both sides hashed first, so their lengths tell nothing either).
 */
export function metricsAccess(
  token: string | undefined,
  authorization: string | undefined,
): "allowed" | "not found" | "unauthorized" {
  if (!token) return "not found";
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization ?? "");
  if (!match?.[1]) return "unauthorized";
  return timingSafeEqual(digest(match[1]), digest(token)) ? "allowed" : "unauthorized";
}

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** The Content-Type of Prometheus's text format. */
export const METRICS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";
