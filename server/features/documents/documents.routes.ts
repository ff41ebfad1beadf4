// The documents a technician hands over (docs/product.md §20): the caller's own, and the KA-310 PDF of
// any member for administrators. index.ts puts each plugin in its scope.

import { idParamsSchema } from "@domain/schemas/fields";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pdfResponse, sendFile } from "../../lib/pdf/pdf-reply";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import { makeWorkHistoryPdf, makeWorkHistoryPdfOf } from "./documents.service";

const workHistoryResponse = pdfResponse("The KA-310 / TR-1005 work history, a PDF file to save");

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    "/forms/:id/pdf",
    { schema: { params: idParamsSchema, response: workHistoryResponse } },
    async (request, reply) =>
      sendFile(reply, await makeWorkHistoryPdf(ctx, userOf(request), request.params.id)),
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
