import { idParamsSchema } from "@domain/schemas/fields";
import { countersignerDesignationSchema, countersignerDesignationViewSchema } from "@domain/schemas/logbook";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import { getCountersignerDesignation, setCountersignerDesignation } from "./countersigners.service";

/** 'Can countersign' on Admin → Users (docs/product.md §22); registered in the administrators' scope. */
export const countersignerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get(
    "/admin/users/:id/countersigner",
    { schema: { params: idParamsSchema, response: { 200: countersignerDesignationViewSchema } } },
    async (request) => getCountersignerDesignation(ctx, request.params.id),
  );

  app.put(
    "/admin/users/:id/countersigner",
    {
      schema: {
        params: idParamsSchema,
        body: countersignerDesignationSchema,
        response: { 200: countersignerDesignationViewSchema },
      },
    },
    async (request) =>
      setCountersignerDesignation(ctx, userOf(request), {
        userId: request.params.id,
        designation: request.body,
      }),
  );
};
