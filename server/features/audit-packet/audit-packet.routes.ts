// The audit packet (docs/product.md §17.5): a technician's own, and any user's for administrators.
// index.ts puts each plugin in its scope.

import { idParamsSchema } from "@domain/schemas/fields";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import { type AuditPacketFile, makeAuditPacketOf, makeOwnAuditPacket } from "./audit-packet.service";

/** The API reference documents the answer as a PDF file; a Buffer is sent as it is, never serialized. */
const pdfResponse = {
  200: {
    description: "The audit packet, a PDF file to save",
    content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } },
  },
};

function sendPdf(reply: FastifyReply, packet: AuditPacketFile): FastifyReply {
  return reply
    .type("application/pdf")
    .header("content-disposition", `attachment; filename="${packet.filename}"`)
    .send(Buffer.from(packet.bytes));
}

export const ownAuditPacketRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get("/me/audit-packet.pdf", { schema: { response: pdfResponse } }, async (request, reply) =>
    sendPdf(reply, await makeOwnAuditPacket(ctx, userOf(request))),
  );
};

export const auditPacketAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    "/admin/users/:id/audit-packet.pdf",
    { schema: { params: idParamsSchema, response: pdfResponse } },
    async (request, reply) => sendPdf(reply, await makeAuditPacketOf(ctx, request.params.id)),
  );
};
