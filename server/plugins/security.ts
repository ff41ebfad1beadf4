import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import type { Config } from "../config";
import { AppError } from "../lib/errors";
import { isApiRequest } from "./api-path";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Security headers (a strict CSP for the SPA) and the CSRF rule for unsafe /api requests. */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  // The headers are the same for every answer: computed once here, not by running helmet per request
  // (its Fastify plugin rebuilt the middleware, parsing the CSP, on every request: docs/performance.md).
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix's scroll lock injects a <style> element; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...storageOrigins(config)],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(config.secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Matches frame-ancestors 'none' for browsers that only know X-Frame-Options.
    frameguard: { action: "deny" },
    crossOriginEmbedderPolicy: false,
  });
  const apiHeaders = { ...headers, "cache-control": "no-store" };
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  // Synchronous on purpose: hooks run on every request, and an async one costs a promise each time.
  app.addHook("onRequest", (request, reply, done) => {
    if (!isApiRequest(request)) {
      reply.headers(headers);
      return done();
    }
    // API answers hold people's data: no browser or proxy cache may keep them (a route that sets its
    // own cache-control replaces this).
    reply.headers(apiHeaders);
    if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request, publicOrigin)) {
      return done(
        new AppError(403, "This request came from another site and was refused.", "cross_site_request"),
      );
    }
    done();
  });
}

/**
 * Browsers always send Sec-Fetch-Site or Origin on unsafe requests; a cross-site one is refused.
 * Requests without either header come from non-browser clients, which cannot carry a victim's cookie.
 */
function isSameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (typeof fetchSite === "string") return fetchSite === "same-origin" || fetchSite === "none";
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === publicOrigin) return true;
  const host = request.headers.host;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

/** The headers helmet sets with these options, collected from one run of its middleware. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

function storageOrigins(config: Config): string[] {
  if (config.STORAGE_DRIVER !== "s3") return [];
  if (config.S3_ENDPOINT) return [new URL(config.S3_ENDPOINT).origin];
  return ["https://*.amazonaws.com"];
}
