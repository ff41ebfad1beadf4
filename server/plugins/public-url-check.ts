import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config";

/**
 * Uploads and the API work from any address the page is opened at (the local driver's upload URL is
 * relative), but e-mail links still point at PUBLIC_URL. When PUBLIC_URL is set and a browser opens the
 * app at another host, say so once, so the operator can fix PUBLIC_URL
 * (docs/decisions/0023-relative-upload-url.md).
 */
export function registerPublicUrlCheck(app: FastifyInstance, config: Config): void {
  if (!config.publicUrlIsSet) return;
  const publicHost = new URL(config.PUBLIC_URL).host;
  let warned = false;
  app.addHook("onRequest", async (request) => {
    if (warned || !fromBrowser(request)) return;
    const openedAt = request.host;
    if (!openedAt || sameHost(openedAt, publicHost)) return;
    warned = true;
    request.log.warn(
      { openedAt, publicUrl: config.PUBLIC_URL },
      `The app was opened at ${openedAt}, not at PUBLIC_URL (${config.PUBLIC_URL}). It works, but links in ` +
        "e-mails point at PUBLIC_URL: set PUBLIC_URL to the address people open. This is logged once.",
    );
  });
}

/** Browsers send Sec-Fetch-Mode on every request; health checks and scripts do not, and are no sign of a wrong PUBLIC_URL. */
function fromBrowser(request: FastifyRequest): boolean {
  return typeof request.headers["sec-fetch-mode"] === "string";
}

/** Host names compare without case; a default port may be written or left out. */
function sameHost(openedAt: string, publicHost: string): boolean {
  const strip = (host: string) => host.toLowerCase().replace(/:(80|443)$/, "");
  return strip(openedAt) === strip(publicHost);
}
