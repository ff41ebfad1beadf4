import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { checkReadiness } from "./readiness";

/**
 * The orchestrator's probes, outside /api and open to anyone (they say nothing of users):
 * GET /livez: the process runs and answers (no database: a database outage must not restart it);
 * GET /readyz: it can serve: database, migrations and storage each answered in time.
 */
export const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/livez",
    {
      schema: {
        summary: "Liveness probe",
        description: "200 while the process runs and answers; touches no database.",
        response: { 200: livenessSchema },
      },
    },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/readyz",
    {
      schema: {
        summary: "Readiness probe",
        description:
          "200 when the database answers, has every migration of this build and the storage answers; 503 naming the part that did not, each check bounded in time.",
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness({
        database: app.database,
        storage: app.storage,
        log: app.log,
      });
      return reply.status(readiness.status === "ok" ? 200 : 503).send(readiness);
    },
  );
};

const livenessSchema = z.object({ status: z.literal("ok") });

const state = z.enum(["ok", "unavailable"]);
const readinessSchema = z.object({
  status: state,
  database: state,
  migrations: z.enum(["ok", "pending", "unavailable"]),
  storage: state,
});
