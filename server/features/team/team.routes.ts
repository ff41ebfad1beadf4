// The Team screen's data (docs/product.md §17), for administrators; index.ts puts it in their scope.

import { teamOverviewSchema } from "@domain/schemas/team";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { serviceContext } from "../service-context";
import { getTeamOverview } from "./team.service";

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get("/team", { schema: { response: { 200: teamOverviewSchema } } }, async () => getTeamOverview(ctx));
};
