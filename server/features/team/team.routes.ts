// The Team screen's data (docs/product.md §17), for administrators; index.ts puts it in their scope.

import {
  teamEquipmentSchema,
  teamMatrixQuerySchema,
  teamMatrixSchema,
  teamOverviewSchema,
} from "@domain/schemas/team";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { serviceContext } from "../service-context";
import { getTeamEquipment, getTeamMatrix, getTeamOverview } from "./team.service";

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get("/team", { schema: { response: { 200: teamOverviewSchema } } }, async () => getTeamOverview(ctx));
  app.get(
    "/team/matrix",
    { schema: { querystring: teamMatrixQuerySchema, response: { 200: teamMatrixSchema } } },
    async (request) => getTeamMatrix(ctx, request.query),
  );
  app.get("/team/equipment", { schema: { response: { 200: teamEquipmentSchema } } }, async () =>
    getTeamEquipment(ctx),
  );
};
