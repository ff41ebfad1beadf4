import { idParamsSchema } from "@domain/schemas/fields";
import { countersignerDesignationSchema, countersignerDesignationViewSchema } from "@domain/schemas/logbook";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import { setCountersignerDesignation } from "../users/countersigners.service";
import { withdrawQueueOfSupervisor } from "./countersign.service";

/**
 * PUT /api/admin/users/{id}/countersigner ('Can countersign' on Admin → Users, docs/product.md §22.2):
 * the users feature records the designation and its event; removing it withdraws, in the same
 * transaction, the requests waiting in that supervisor's queue. Registered in the administrators' scope.
 */
export const countersignDesignationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.put(
    "/admin/users/:id/countersigner",
    {
      schema: {
        params: idParamsSchema,
        body: countersignerDesignationSchema,
        response: { 200: countersignerDesignationViewSchema },
      },
    },
    async (request) => {
      const admin = userOf(request);
      return setCountersignerDesignation(ctx, admin, {
        userId: request.params.id,
        designation: request.body,
        withdrawQueue: (tx, now) =>
          withdrawQueueOfSupervisor(tx, { supervisorId: request.params.id, actor: admin, now }),
      });
    },
  );
};
