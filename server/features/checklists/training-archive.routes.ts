// The kept training records of deleted accounts, for administrators (docs/decisions/0057); the PDF of
// one is the audit packet feature's. index.ts puts the plugin in the administrators' scope.

import { archivedTrainingRecordsSchema } from "@domain/schemas/checklists";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { attachmentResponse, sendAttachment } from "../../lib/attachment";
import { serviceContext } from "../service-context";
import { listArchivedTrainingRecords, readArchivedEvidence } from "./training-archive.service";

const evidenceParamsSchema = z.object({ id: z.uuid(), documentId: z.uuid() });

export const trainingArchiveAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    "/admin/archived-records",
    { schema: { response: { 200: archivedTrainingRecordsSchema } } },
    async () => ({ records: await listArchivedTrainingRecords(ctx) }),
  );
  app.get(
    "/admin/archived-records/:id/evidence/:documentId",
    {
      schema: {
        params: evidenceParamsSchema,
        response: attachmentResponse("An evidence file the archived record keeps", [
          "application/pdf",
          "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          "text/plain",
        ]),
      },
    },
    async (request, reply) => sendAttachment(reply, await readArchivedEvidence(ctx, request.params)),
  );
};
