import { ACCEPTED_UPLOAD_MIME_TYPES } from "@domain/constants";
import { userItemParamsSchema } from "@domain/schemas/checklists";
import {
  completeUploadRequestSchema,
  documentParamsSchema,
  presignedUrlRequestSchema,
  presignedUrlResponseSchema,
  uploadedDocumentListSchema,
  uploadedDocumentSchema,
} from "@domain/schemas/uploads";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { attachmentResponse, sendAttachment } from "../../lib/attachment";
import { LocalStorage, localUploadRoutes } from "../../lib/storage/index";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import { getEvidenceFileOf } from "./evidence-file.service";
import {
  acceptsUploadWrites,
  completeUpload,
  deleteUpload,
  getOwnDocumentFile,
  issueUploadUrl,
  listUploads,
} from "./uploads.service";

/**
 * The local driver's upload target, served by the API itself (PUT /api/storage/<objectPath>). It needs
 * no session: the signed URL is the permission.
 */
export const uploadTargetRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  if (app.storage instanceof LocalStorage) {
    await app.register(localUploadRoutes, {
      storage: app.storage,
      acceptsWrites: (objectPath) => acceptsUploadWrites(ctx, { objectPath }),
    });
  }
};

/** Uploads (docs/product.md §7.3): presigned URL, completion, the document list and delete; all need a session. */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.post(
    "/upload/presigned-url",
    {
      schema: { body: presignedUrlRequestSchema, response: { 200: presignedUrlResponseSchema } },
    },
    async (request) => issueUploadUrl(ctx, userOf(request), request.body),
  );

  app.post(
    "/upload/complete",
    {
      schema: { body: completeUploadRequestSchema, response: { 201: uploadedDocumentSchema } },
    },
    async (request, reply) => {
      const document = await completeUpload(ctx, userOf(request), request.body);
      return reply.code(201).send(document);
    },
  );

  app.get("/uploads", { schema: { response: { 200: uploadedDocumentListSchema } } }, async (request) =>
    listUploads(ctx, userOf(request)),
  );

  app.get(
    "/uploads/:documentType/:id/file",
    {
      schema: {
        params: documentParamsSchema,
        response: attachmentResponse("The document's file, to save", ACCEPTED_UPLOAD_MIME_TYPES),
      },
    },
    async (request, reply) =>
      sendAttachment(reply, await getOwnDocumentFile(ctx, userOf(request), request.params)),
  );

  app.delete(
    "/uploads/:documentType/:id",
    { schema: { params: documentParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteUpload(ctx, userOf(request), request.params);
      return reply.code(204).send(null);
    },
  );
};

/** Administrators: the evidence of a technician's completion, from their training record. */
export const evidenceFileAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    "/admin/checklists/users/:userId/items/:itemId/evidence",
    {
      schema: {
        params: userItemParamsSchema,
        response: attachmentResponse("The evidence document's file, to save", ACCEPTED_UPLOAD_MIME_TYPES),
      },
    },
    async (request, reply) => sendAttachment(reply, await getEvidenceFileOf(ctx, request.params)),
  );
};
