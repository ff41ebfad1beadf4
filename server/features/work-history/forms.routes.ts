// /api/forms and /api/work-history/active. Every route requires a session; the service reaches
// forms through their owner.

import { idParamsSchema } from "@domain/schemas/fields";
import {
  activeWorkHistoryFormSchema,
  createWorkHistoryFormSchema,
  workHistoryFormPatchSchema,
  workHistoryFormSchema,
} from "@domain/schemas/work-history";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import { createForm, getActiveForm, getForm, listForms, patchForm } from "./forms.service";

export const formsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get("/forms", { schema: { response: { 200: z.array(workHistoryFormSchema) } } }, async (request) =>
    listForms(ctx, userOf(request)),
  );

  app.post(
    "/forms",
    {
      // The body may be left out: the caller's own draft.
      schema: { body: createWorkHistoryFormSchema.nullish(), response: { 201: workHistoryFormSchema } },
    },
    async (request, reply) => {
      const form = await createForm(ctx, userOf(request), request.body ?? {});
      return reply.status(201).send(form);
    },
  );

  app.get(
    "/forms/:id",
    { schema: { params: idParamsSchema, response: { 200: workHistoryFormSchema } } },
    async (request) => getForm(ctx, userOf(request), request.params.id),
  );

  app.patch(
    "/forms/:id",
    {
      schema: {
        params: idParamsSchema,
        body: workHistoryFormPatchSchema,
        response: { 200: workHistoryFormSchema },
      },
    },
    async (request) => patchForm(ctx, userOf(request), request.params.id, request.body),
  );

  app.get(
    "/work-history/active",
    { schema: { response: { 200: activeWorkHistoryFormSchema } } },
    async (request) => getActiveForm(ctx, userOf(request)),
  );
};
