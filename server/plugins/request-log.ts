import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";

type LoggerOption = FastifyServerOptions["logger"];

/**
 * Query parameters that carry a capability: a signed upload URL or a calendar feed's secret works for
 * whoever reads it in a log.
 */
const SECRET_QUERY_PARAMETER = /([?&](?:sig|signature|x-amz-signature|x-amz-security-token|token)=)[^&#]*/gi;

/**
 * Path segments that are a capability: an invitation's or a countersignature link's token (the
 * segment after the prefix; literal routes such as `/api/invitations/accept` are shorter).
 */
const SECRET_PATH_SEGMENT = /(\/api\/(?:countersign|invitations)\/)[^/?#]{16,}/g;

/**
 * The URL with the values of signature parameters and token path segments replaced, so request logs
 * cannot replay an upload URL, an invitation or a countersignature link.
 */
export function redactUrlSecrets(url: string): string {
  const path = url.replace(SECRET_PATH_SEGMENT, "$1[REDACTED]");
  return path.includes("?") ? path.replace(SECRET_QUERY_PARAMETER, "$1[REDACTED]") : path;
}

/** Fastify's request serializer, with the URL redacted. */
function serializeRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: redactUrlSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Logger options with the app's redactions: a request is logged through `serializeRequest` (method,
 * URL with signed-URL parameters redacted, host, address), an answer as its status: headers, and so
 * session cookies and authorization headers, never reach a log. (pino's `redact` did the same by
 * path on every line, at a cost on every request: docs/performance.md.) `false`, `true` and custom
 * setups given whole pass unchanged except that an options object gains the serializers.
 */
export function withRequestLogRedaction(option: LoggerOption): LoggerOption {
  if (typeof option !== "object" || option === null) return option;
  return {
    ...option,
    serializers: { ...option.serializers, req: serializeRequest, res: serializeReply },
  };
}

/** An answer in the log: its status only (never its headers, which may set a session cookie). */
function serializeReply(reply: { statusCode: number }) {
  return { statusCode: reply.statusCode };
}

/**
 * One line per answered request (method, redacted URL, status, time), instead of Fastify's two (one on
 * arrival, one on answer): half the logging work on every request (docs/performance.md). Fastify's
 * other lines (stream errors, a failed serializer, a route not found) are kept.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}

/**
 * A request its client gave up on before the answer gets a line too (an abandoned upload, a body
 * dripped and dropped), since the one line per request is written only when an answer is sent.
 */
export function registerAbortLog(app: FastifyInstance): void {
  app.addHook("onRequestAbort", (request, done) => {
    request.log.info({ req: request }, "request aborted");
    done();
  });
}
