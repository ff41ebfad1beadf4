// The personal dashboard's numbers (docs/product.md §2.9, docs/dashboard-stats.md). The checklist and team
// screen is the team feature.

import { dashboardStatsSchema } from "@domain/schemas/dashboard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import { getDashboardStats } from "./dashboard.service";

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get("/dashboard/stats", { schema: { response: { 200: dashboardStatsSchema } } }, async (request) =>
    getDashboardStats(ctx, userOf(request)),
  );
};
