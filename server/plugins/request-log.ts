import type { FastifyServerOptions } from "fastify";

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
