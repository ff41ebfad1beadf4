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
import { createEmployment, listEmployment, patchEmployment, removeEmployment } from "./employment.service";
import { formIdParamsSchema } from "./route-params";

export const employmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/employment-entries/:formId",
    { schema: { params: formIdParamsSchema, response: { 200: z.array(employmentEntrySchema) } } },
    async (request) => listEmployment(app.db, userOf(request), request.params.formId),
  );

  app.post(
    "/employment-entries",
    { schema: { body: createEmploymentEntrySchema, response: { 201: employmentEntrySchema } } },
    async (request, reply) => {
      const entry = await createEmployment(app.db, userOf(request), request.body, app.clock());
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
    async (request) => patchEmployment(app.db, userOf(request), request.params.id, request.body, app.clock()),
  );

  app.delete(
    "/employment-entries/:id",
    { schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeEmployment(app.db, userOf(request), request.params.id, app.clock());
      return reply.status(204).send(null);
    },
  );
};
