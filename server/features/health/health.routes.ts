import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { withTimeout } from "./with-timeout";

const PING_TIMEOUT_MS = 2_000;

/** GET /healthz: 200 when the database answers, 503 otherwise (for load balancers and orchestrators). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/healthz",
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      try {
        await withTimeout(app.database.ping(), PING_TIMEOUT_MS);
        return { status: "ok" as const, database: "ok" as const };
      } catch (error) {
        app.log.warn({ err: error }, "health check: database unavailable");
        return reply.status(503).send({ status: "unavailable", database: "unavailable" });
      }
    },
  );
};

const healthSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["ok", "unavailable"]),
});
