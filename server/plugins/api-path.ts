import type { FastifyRequest } from "fastify";

/**
 * Whether a request goes to the API, judged by the route the router matched (it decodes the path:
 * `/%61pi/logout` is `/api/logout`), or by the decoded path when no route matched. A check on the raw
 * URL would let a percent-encoded path skip the CSRF and session hooks (docs/security.md).
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  const path = route ?? decodedPath(request.url);
  return path === "/api" || path.startsWith("/api/");
}

function decodedPath(url: string): string {
  const path = url.split("?")[0] ?? "";
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
