// A technician confirms or rejects what a training document proposes (docs/product.md §16.5).
// Registered with the signed-in routes: the service answers only for the caller's own documents.

import {
  confirmMappingRequestSchema,
  rejectMappingRequestSchema,
  trainingDocumentViewSchema,
} from "@domain/schemas/training-document";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import { confirmMapping, rejectMapping } from "./training-documents.service";

export const trainingMappingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  const answer = { response: { 200: trainingDocumentViewSchema } };
  app.post(
    "/checklists/mappings/confirm",
    { schema: { ...answer, body: confirmMappingRequestSchema } },
    async (request) => confirmMapping(ctx, userOf(request), request.body),
  );
  app.post(
    "/checklists/mappings/reject",
    { schema: { ...answer, body: rejectMappingRequestSchema } },
    async (request) => rejectMapping(ctx, userOf(request), request.body),
  );
};
