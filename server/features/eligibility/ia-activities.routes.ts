// /api/me/ia-activities: the caller's own IA activity log (docs/product.md §19.3). Registered in the
// signed-in scope; each service queries with the owner, so another user's id is a 404.

import { idParamsSchema } from "@domain/schemas/fields";
import { iaActivityInputSchema, iaActivitySchema } from "@domain/schemas/ia-activities";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import {
  createIaActivity,
  listIaActivities,
  removeIaActivity,
  replaceIaActivity,
} from "./ia-activities.service";

export const iaActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get(
    "/me/ia-activities",
    { schema: { response: { 200: z.array(iaActivitySchema) } } },
    async (request) => listIaActivities(ctx, userOf(request)),
  );

  app.post(
    "/me/ia-activities",
    { schema: { body: iaActivityInputSchema, response: { 201: iaActivitySchema } } },
    async (request, reply) =>
      reply.status(201).send(await createIaActivity(ctx, userOf(request), request.body)),
  );

  app.put(
    "/me/ia-activities/:id",
    { schema: { params: idParamsSchema, body: iaActivityInputSchema, response: { 200: iaActivitySchema } } },
    async (request) =>
      replaceIaActivity(ctx, userOf(request), { id: request.params.id, values: request.body }),
  );

  app.delete(
    "/me/ia-activities/:id",
    { schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeIaActivity(ctx, userOf(request), request.params);
      return reply.status(204).send(null);
    },
  );
};
