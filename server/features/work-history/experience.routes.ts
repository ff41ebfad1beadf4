// /api/airframe-experience, /api/powerplant-experience and /api/avionics-experience: one route
// family built per discipline, so the three cannot drift apart.

import type { ExperienceDiscipline } from "@domain/enums";
import { idParamsSchema } from "@domain/schemas/fields";
import { EXPERIENCE_SCHEMAS, type ExperiencePatch } from "@domain/schemas/work-history";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import { createExperience, listExperience, patchExperience, removeExperience } from "./experience.service";
import { formIdParamsSchema } from "./route-params";
import { toExperienceView } from "./views";

export function experienceRoutes(discipline: ExperienceDiscipline): FastifyPluginAsyncZod {
  const schemas = EXPERIENCE_SCHEMAS[discipline];
  const base = `/${discipline}-experience`;
  // The disciplines' schemas differ in field names, so the handlers are typed against the shape they
  // share; each response is still checked against its own discipline's schema by the serializer.
  const entrySchema: z.ZodType = schemas.entry;
  const createSchema: z.ZodType<{ formId: string; entryNumber: number }> = schemas.create;
  const patchSchema: z.ZodType<ExperiencePatch> = schemas.patch;

  return async (app) => {
    const ctx = serviceContext(app);
    app.get(
      `${base}/:formId`,
      { schema: { params: formIdParamsSchema, response: { 200: z.array(entrySchema) } } },
      async (request) => {
        const rows = await listExperience(ctx, discipline, userOf(request), request.params.formId);
        return rows.map(toExperienceView);
      },
    );

    app.post(
      base,
      { schema: { body: createSchema, response: { 201: entrySchema } } },
      async (request, reply) => {
        const row = await createExperience(ctx, discipline, userOf(request), request.body);
        return reply.status(201).send(toExperienceView(row));
      },
    );

    app.patch(
      `${base}/:id`,
      { schema: { params: idParamsSchema, body: patchSchema, response: { 200: entrySchema } } },
      async (request) => {
        const row = await patchExperience(ctx, discipline, userOf(request), request.params.id, request.body);
        return toExperienceView(row);
      },
    );

    app.delete(
      `${base}/:id`,
      { schema: { params: idParamsSchema, response: { 204: z.null() } } },
      async (request, reply) => {
        await removeExperience(ctx, discipline, userOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
