// What the logbook feeds (docs/product.md §22.4): a technician's own summary (signed-in scope: there
// is no id to ask for anyone else's) and the administrators' team and member summaries.

import { idParamsSchema } from "@domain/schemas/fields";
import { logbookSummarySchema, teamLogbookSummarySchema } from "@domain/schemas/logbook-summary";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import {
  getMemberLogbookSummary,
  getOwnLogbookSummary,
  getTeamLogbookSummary,
} from "./logbook-summary.service";

export const logbookSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get("/logbook/summary", { schema: { response: { 200: logbookSummarySchema } } }, async (request) =>
    getOwnLogbookSummary(ctx, userOf(request)),
  );
};

export const logbookSummaryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get("/admin/logbook/summary", { schema: { response: { 200: teamLogbookSummarySchema } } }, async () =>
    getTeamLogbookSummary(ctx),
  );
  app.get(
    "/admin/users/:id/logbook/summary",
    { schema: { params: idParamsSchema, response: { 200: logbookSummarySchema } } },
    async (request) => getMemberLogbookSummary(ctx, { userId: request.params.id }),
  );
};
