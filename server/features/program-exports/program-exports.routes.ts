// The program's exports for an inspector (docs/product.md §17.7), for administrators; index.ts puts
// them in their scope.

import path from "node:path";
import { idParamsSchema } from "@domain/schemas/fields";
import {
  auditPacketJobSchema,
  auditPacketsRequestSchema,
  programExportQuerySchema,
} from "@domain/schemas/program-exports";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { attachmentResponse, sendAttachment, sendAttachmentStream } from "../../lib/attachment";
import { pdfResponse, sendFile } from "../../lib/pdf/pdf-reply";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import { createAuditPacketJobs } from "./audit-packet-jobs";
import { auditPacketPeople, exportProgramCsv, makeMatrixPdf } from "./program-exports.service";

export const programExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  const jobs = createAuditPacketJobs(path.join(path.resolve(ctx.config.DATA_DIR), "exports"));
  app.addHook("onClose", () => jobs.close());

  app.get(
    "/admin/exports/program.csv",
    {
      schema: {
        querystring: programExportQuerySchema,
        response: attachmentResponse("Every required item of every member, a CSV file to save", ["text/csv"]),
      },
    },
    async (request, reply) => {
      const { filename, text } = await exportProgramCsv(ctx, request.query);
      return sendAttachment(reply, {
        filename,
        contentType: "text/csv; charset=utf-8",
        bytes: Buffer.from(text, "utf8"),
      });
    },
  );

  app.get(
    "/admin/exports/matrix.pdf",
    {
      schema: {
        querystring: programExportQuerySchema,
        response: pdfResponse("The skills matrix on landscape pages, a PDF file to save"),
      },
    },
    async (request, reply) => sendFile(reply, await makeMatrixPdf(ctx, userOf(request), request.query)),
  );

  app.post(
    "/admin/exports/audit-packets",
    { schema: { body: auditPacketsRequestSchema, response: { 202: auditPacketJobSchema } } },
    async (request, reply) => {
      const people = await auditPacketPeople(ctx, request.body);
      return reply.code(202).send(await jobs.start(ctx, userOf(request), people));
    },
  );

  app.get(
    "/admin/exports/audit-packets/:id",
    { schema: { params: idParamsSchema, response: { 200: auditPacketJobSchema } } },
    async (request) => jobs.get(userOf(request), request.params.id),
  );

  app.get(
    "/admin/exports/audit-packets/:id/download",
    {
      schema: {
        params: idParamsSchema,
        response: attachmentResponse("The audit packets, one PDF per person, in a ZIP file to save", [
          "application/zip",
        ]),
      },
    },
    async (request, reply) => {
      const { filename, stream } = jobs.open(userOf(request), request.params.id);
      return sendAttachmentStream(reply, { filename, contentType: "application/zip", stream });
    },
  );
};
