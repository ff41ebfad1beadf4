import { countersignerDesignationHistorySchema } from "@domain/schemas/countersigner-events";
import { idParamsSchema } from "@domain/schemas/fields";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { serviceContext } from "../service-context";
import { getCountersignerDesignation } from "./countersigners.service";

/**
 * 'Can countersign' on Admin → Users (docs/product.md §22.2): the designation and its history;
 * registered in the administrators' scope. Setting it is the logbook's route
 * (logbook/countersign-designation.routes.ts), which withdraws a removed supervisor's queue.
 */
export const countersignerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get(
    "/admin/users/:id/countersigner",
    { schema: { params: idParamsSchema, response: { 200: countersignerDesignationHistorySchema } } },
    async (request) => getCountersignerDesignation(ctx, { userId: request.params.id }),
  );
};
