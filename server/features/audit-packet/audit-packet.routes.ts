// The audit packet (docs/product.md §17.5): a technician's own, and any user's for administrators.
// index.ts puts each plugin in its scope.

import { idParamsSchema } from "@domain/schemas/fields";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pdfResponse, sendFile } from "../../lib/pdf/pdf-reply";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import { makeArchivedRecordPacket, makeAuditPacketOf, makeOwnAuditPacket } from "./audit-packet.service";

const packetResponse = pdfResponse("The audit packet, a PDF file to save");

export const ownAuditPacketRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get("/me/audit-packet.pdf", { schema: { response: packetResponse } }, async (request, reply) =>
    sendFile(reply, await makeOwnAuditPacket(ctx, userOf(request))),
  );
};

export const auditPacketAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    "/admin/users/:id/audit-packet.pdf",
    { schema: { params: idParamsSchema, response: packetResponse } },
    async (request, reply) =>
      sendFile(reply, await makeAuditPacketOf(ctx, userOf(request), request.params.id)),
  );
  app.get(
    "/admin/archived-records/:id/record.pdf",
    {
      schema: {
        params: idParamsSchema,
        response: pdfResponse("The archived training record of a deleted account, a PDF file to save"),
      },
    },
    async (request, reply) =>
      sendFile(reply, await makeArchivedRecordPacket(ctx, userOf(request), request.params.id)),
  );
};
