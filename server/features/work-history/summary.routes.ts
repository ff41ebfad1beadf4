// GET /api/experience-summary: the caller's active form's totals per discipline.

import { experienceSummarySchema } from "@domain/schemas/work-history";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userOf } from "../../plugins/session";
import { getExperienceSummary } from "./summary";

export const summaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/experience-summary",
    { schema: { response: { 200: experienceSummarySchema } } },
    async (request) => getExperienceSummary(app.db, userOf(request).id, app.clock()),
  );
};
