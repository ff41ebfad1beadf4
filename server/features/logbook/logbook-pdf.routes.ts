// The logbook PDF (docs/product.md §22.5): the technician's own in the signed-in scope, any member's
// in the administrators' scope. index.ts puts each plugin in its scope.

import { idParamsSchema } from "@domain/schemas/fields";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pdfResponse, sendFile } from "../../lib/pdf/pdf-reply";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import { makeLogbookPdfOf, makeOwnLogbookPdf } from "./logbook-pdf.service";

const logbookPdfResponse = pdfResponse("The task logbook, a PDF file to save");

export const ownLogbookPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get("/me/logbook.pdf", { schema: { response: logbookPdfResponse } }, async (request, reply) =>
    sendFile(reply, await makeOwnLogbookPdf(ctx, userOf(request))),
  );
};

export const logbookPdfAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    "/admin/users/:id/logbook.pdf",
    { schema: { params: idParamsSchema, response: logbookPdfResponse } },
    async (request, reply) =>
      sendFile(reply, await makeLogbookPdfOf(ctx, userOf(request), request.params.id)),
  );
};
