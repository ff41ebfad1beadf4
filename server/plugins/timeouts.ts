import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/errors";

/** How long a client may take to send a request (docs/security.md). */
export interface RequestTimeouts {
  /** A JSON body (1 MB at most) must have arrived within this. */
  jsonBodyMs: number;
  /** A file body (10 MB at most) on a slow link: 10 MB at about 300 kbit/s. */
  fileBodyMs: number;
  /** The request line and headers (Node's headersTimeout). */
  headersMs: number;
}

export const REQUEST_TIMEOUTS: RequestTimeouts = {
  jsonBodyMs: 30_000,
  fileBodyMs: 5 * 60_000,
  headersMs: 20_000,
};

/** The whole request, headers and body, as a backstop to the body timers (Fastify's requestTimeout). */
export const WHOLE_REQUEST_TIMEOUT_MS = REQUEST_TIMEOUTS.fileBodyMs + 60_000;

export const BODY_TOO_SLOW_MESSAGE = "The request body arrived too slowly and was refused. Please try again.";

/**
 * A body dripped a byte at a time would otherwise hold a request, and the memory behind it, for as long
 * as the client likes. The body's stream is ended with 408 once its time is up.
 */
export function registerRequestTimeouts(
  app: FastifyInstance,
  timeouts: RequestTimeouts = REQUEST_TIMEOUTS,
): void {
  app.server.headersTimeout = timeouts.headersMs;
  app.addHook("preParsing", async (request, reply, payload) => {
    if (
      request.headers["content-length"] === undefined &&
      request.headers["transfer-encoding"] === undefined
    ) {
      return payload;
    }
    // Already all here (a small JSON body comes with its headers): nothing left to drip, no clock needed.
    if (request.raw.complete) return payload;
    const isJson = (request.headers["content-type"] ?? "").includes("json");
    const limitMs = isJson ? timeouts.jsonBodyMs : timeouts.fileBodyMs;
    // The body is read through a stream of our own, which can fail alone: the answer still goes out,
    // and `connection: close` then ends the client's drip.
    const body = new PassThrough();
    const timer = setTimeout(() => {
      reply.header("connection", "close");
      payload.unpipe(body);
      body.destroy(new AppError(408, BODY_TOO_SLOW_MESSAGE, "request_timeout"));
    }, limitMs);
    timer.unref();
    const stop = () => clearTimeout(timer);
    body.once("end", stop);
    body.once("close", stop);
    // An answer sent without reading the body (401, 413, 415) ends the body's clock too.
    reply.raw.once("close", stop);
    // Fastify listens while it reads the body; this keeps a late failure from being an uncaught error.
    body.on("error", () => {});
    payload.once("error", (error) => body.destroy(error));
    return payload.pipe(body);
  });
}
