import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built SPA: hashed assets cached for a year, index.html for every other non-/api GET
 * so deep links and unknown paths reach the client router. Unknown /api paths answer JSON 404.
 * Files are looked up per request, so a rebuild while the server runs is picked up. The build writes
 * brotli and gzip copies beside the text files (vite.config.ts); a browser gets the one it accepts.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string | null): Promise<void> {
  if (webRoot !== null) {
    if (!existsSync(path.join(webRoot, "index.html"))) {
      app.log.warn(`The web app is not built (${webRoot} has no index.html): run npm run build.`);
    }
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: "/",
      wildcard: true,
      index: "index.html",
      cacheControl: false,
      preCompressed: true,
      // Source maps would publish the sources; the build makes none, and an old one is not served.
      allowedPath: (pathName) => !pathName.endsWith(".map"),
      setHeaders(response, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
        // The build has compressed copies of the text files: caches must key on the encoding asked for.
        response.setHeader("vary", "accept-encoding");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    const canServePage =
      !isApi &&
      webRoot !== null &&
      (request.method === "GET" || request.method === "HEAD") &&
      existsSync(path.join(webRoot, "index.html"));
    if (canServePage) return reply.sendFile("index.html");
    const message = `There is no ${isApi ? "API route" : "page"} for ${request.method} ${request.url.split("?")[0]}.`;
    return reply.status(404).send({ error: message, message, code: "not_found" });
  });
}
