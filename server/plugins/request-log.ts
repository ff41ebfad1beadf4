import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";

type LoggerOption = FastifyServerOptions["logger"];

/** Query parameters that carry a capability: a signed upload URL works for whoever reads it in a log. */
const SECRET_QUERY_PARAMETER = /([?&](?:sig|signature|x-amz-signature|x-amz-security-token)=)[^&#]*/gi;

/** The URL with the values of signature parameters replaced, so request logs cannot replay an upload URL. */
export function redactUrlSecrets(url: string): string {
  return url.replace(SECRET_QUERY_PARAMETER, "$1[REDACTED]");
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
 * Logger options with the app's redactions: session cookies, authorization headers and signed-URL
 * query parameters never reach a log. `false`, `true` and custom setups given whole pass unchanged
 * except that an options object gains the redactions.
 */
export function withRequestLogRedaction(option: LoggerOption): LoggerOption {
  if (typeof option !== "object" || option === null) return option;
  return {
    ...option,
    redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    serializers: { ...option.serializers, req: serializeRequest },
  };
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
