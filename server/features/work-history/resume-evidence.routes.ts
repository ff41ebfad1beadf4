// The review beside the resume (docs/product.md §14.7): read by the form's owner or an
// administrator; a dismissal is the owner's.

import { idParamsSchema } from "@domain/schemas/fields";
import { dismissSuggestionSchema, resumeEvidenceSchema } from "@domain/schemas/resume-evidence";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import { dismissResumeSuggestion, getResumeEvidence } from "./resume-evidence";

export const resumeEvidenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    "/forms/:id/resume-evidence",
    { schema: { params: idParamsSchema, response: { 200: resumeEvidenceSchema } } },
    async (request) => getResumeEvidence(ctx, userOf(request), request.params.id),
  );
  app.post(
    "/forms/:id/resume-evidence/dismissals",
    { schema: { params: idParamsSchema, body: dismissSuggestionSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await dismissResumeSuggestion(ctx, userOf(request), request.params.id, request.body.suggestionId);
      return reply.status(204).send(null);
    },
  );
};
