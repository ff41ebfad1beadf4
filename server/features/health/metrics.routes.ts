import { errorResponseSchema } from "@domain/schemas/auth";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, notFound } from "../../lib/errors";
import { METRICS_CONTENT_TYPE, metricsAccess } from "./metrics-access";

/**
 * GET /metrics: Prometheus's text format, for a scraper holding METRICS_TOKEN: 404 when no token is
 * configured (as for any path that is not there), 401 without it or with another.
 */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/metrics",
    {
      schema: {
        summary: "Prometheus metrics",
        description:
          "Prometheus text format. Served only when METRICS_TOKEN is set, and then only to `Authorization: Bearer <METRICS_TOKEN>`.",
        response: {
          // The body is Prometheus text, sent as is (a string is never serialised as JSON).
          200: { content: { "text/plain": { schema: z.string() } } },
          401: errorResponseSchema.extend({ code: z.string() }),
          404: errorResponseSchema.extend({ code: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const access = metricsAccess(app.config.METRICS_TOKEN, request.headers.authorization);
      if (access === "not found") throw notFound("There is no page for GET /metrics.");
      if (access === "unauthorized") {
        throw new AppError(401, "The metrics need their bearer token.", "unauthorized", {
          "www-authenticate": 'Bearer realm="metrics"',
        });
      }
      const text = await app.metrics.render();
      return reply.headers({ "content-type": METRICS_CONTENT_TYPE, "cache-control": "no-store" }).send(text);
    },
  );
};
