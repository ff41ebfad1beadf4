// The documents a technician hands over (docs/product.md §20): the caller's own, and the KA-310 PDF of
// any member for administrators. index.ts puts each plugin in its scope.

import { DOCUMENT_URLS } from "@domain/documents";
import { experienceLettersQuerySchema } from "@domain/schemas/documents";
import { idParamsSchema } from "@domain/schemas/fields";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pdfResponse, sendFile } from "../../lib/pdf/pdf-reply";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import {
  makeEmploymentSummary,
  makeExperienceLetters,
  makeWorkHistoryPdf,
  makeWorkHistoryPdfOf,
} from "./documents.service";

const workHistoryResponse = pdfResponse("The KA-310 / TR-1005 work history, a PDF file to save");

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    "/forms/:id/pdf",
    { schema: { params: idParamsSchema, response: workHistoryResponse } },
    async (request, reply) =>
      sendFile(reply, await makeWorkHistoryPdf(ctx, userOf(request), request.params.id)),
  );
  // The paths the web's buttons use too (domain/documents.ts), without the /api prefix of the scope.
  app.get(
    DOCUMENT_URLS.employmentSummary.replace(/^\/api/, ""),
    {
      schema: { response: pdfResponse("The employment summary (14 CFR 145.161(a)(4)), a PDF file to save") },
    },
    async (request, reply) => sendFile(reply, await makeEmploymentSummary(ctx, userOf(request))),
  );
  app.get(
    DOCUMENT_URLS.experienceLetters.replace(/^\/api/, ""),
    {
      schema: {
        querystring: experienceLettersQuerySchema,
        response: pdfResponse("Draft experience letters, one per employer, a PDF file to save"),
      },
    },
    async (request, reply) =>
      sendFile(reply, await makeExperienceLetters(ctx, userOf(request), request.query)),
  );
};

export const documentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    "/admin/users/:id/work-history.pdf",
    { schema: { params: idParamsSchema, response: workHistoryResponse } },
    async (request, reply) => sendFile(reply, await makeWorkHistoryPdfOf(ctx, request.params.id)),
  );
};
