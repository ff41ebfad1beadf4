// The documents a technician hands over (docs/product.md §20): the caller's own, and the KA-310 PDF of
// any member for administrators. index.ts puts each plugin in its scope.

import { DOCUMENT_URLS } from "@domain/documents";
import { experienceLettersQuerySchema } from "@domain/schemas/documents";
import { idParamsSchema } from "@domain/schemas/fields";
import {
  PORTABLE_IMPORT_MAX_BYTES,
  portableExportSchema,
  portableImportResultSchema,
} from "@domain/schemas/portable-export";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { attachmentDisposition } from "../../lib/attachment";
import { pdfResponse, sendFile } from "../../lib/pdf/pdf-reply";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import {
  makeEmploymentSummary,
  makeExperienceLetters,
  makeWorkHistoryPdf,
  makeWorkHistoryPdfOf,
} from "./documents.service";
import { exportAccount, importAccount } from "./portable.service";

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

export const portableExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    DOCUMENT_URLS.portableExport.replace(/^\/api/, ""),
    // The file is built to PortableExport's type; its schema reads files (it trims and dedupes, which a
    // response serializer refuses), so the answer is documented as a JSON object.
    {
      schema: {
        response: {
          200: z
            .looseObject({})
            .meta({ description: "The portable export (domain/schemas/portable-export.ts)" }),
        },
      },
    },
    async (request, reply) => {
      const { filename, file } = await exportAccount(ctx, userOf(request));
      return reply.header("content-disposition", attachmentDisposition(filename)).send(file);
    },
  );
  // The import's body stays bytes here: it is parsed and checked in a worker thread
  // (docs/security.md, "Heavy work"). This plugin's scope holds only these two routes.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit: PORTABLE_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.post(
    DOCUMENT_URLS.portableImport.replace(/^\/api/, ""),
    {
      bodyLimit: PORTABLE_IMPORT_MAX_BYTES,
      // The schema documents the body; the worker checks it (this route's validator lets the bytes by).
      schema: { body: portableExportSchema, response: { 200: portableImportResultSchema } },
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request) => importAccount(ctx, userOf(request), request.body as unknown as Buffer),
  );
};

export const documentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    "/admin/users/:id/work-history.pdf",
    { schema: { params: idParamsSchema, response: workHistoryResponse } },
    async (request, reply) =>
      sendFile(reply, await makeWorkHistoryPdfOf(ctx, userOf(request), request.params.id)),
  );
};
