// GET /api/experience-summary: the caller's active form's totals per discipline.

import { experienceSummarySchema } from "@domain/schemas/work-history";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import { getExperienceSummary } from "./summary";

export const summaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    "/experience-summary",
    { schema: { response: { 200: experienceSummarySchema } } },
    async (request) => getExperienceSummary(ctx, userOf(request)),
  );
};
