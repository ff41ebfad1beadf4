// /api/employment-entries. Every route requires a session; entries are reached through their
// form's owner.

import { idParamsSchema } from "@domain/schemas/fields";
import {
  createEmploymentEntrySchema,
  employmentEntryPatchSchema,
  employmentEntrySchema,
} from "@domain/schemas/work-history";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import { createEmployment, listEmployment, patchEmployment, removeEmployment } from "./employment.service";
import { formIdParamsSchema } from "./route-params";

export const employmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    "/employment-entries/:formId",
    { schema: { params: formIdParamsSchema, response: { 200: z.array(employmentEntrySchema) } } },
    async (request) => listEmployment(ctx, userOf(request), request.params.formId),
  );

  app.post(
    "/employment-entries",
    { schema: { body: createEmploymentEntrySchema, response: { 201: employmentEntrySchema } } },
    async (request, reply) => {
      const entry = await createEmployment(ctx, userOf(request), request.body);
      return reply.status(201).send(entry);
    },
  );

  app.patch(
    "/employment-entries/:id",
    {
      schema: {
        params: idParamsSchema,
        body: employmentEntryPatchSchema,
        response: { 200: employmentEntrySchema },
      },
    },
    async (request) => patchEmployment(ctx, userOf(request), request.params.id, request.body),
  );

  app.delete(
    "/employment-entries/:id",
    { schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeEmployment(ctx, userOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
