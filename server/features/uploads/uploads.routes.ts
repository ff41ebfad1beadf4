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
import { LocalStorage, localUploadRoutes } from "../../lib/storage/index";
import { userOf } from "../../plugins/session";
import type { UploadsDeps } from "./uploads.deps";
import {
  acceptsUploadWrites,
  completeUpload,
  deleteUpload,
  issueUploadUrl,
  listUploads,
} from "./uploads.service";

/**
 * The local driver's upload target, served by the API itself (PUT /api/storage/<objectPath>). It needs
 * no session: the signed URL is the permission.
 */
export const uploadTargetRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.storage instanceof LocalStorage) {
    await app.register(localUploadRoutes, {
      storage: app.storage,
      acceptsWrites: (objectPath, now) => acceptsUploadWrites(app.db, objectPath, now),
    });
  }
};

/** Uploads (docs/product.md §7.3): presigned URL, completion, the document list and delete; all need a session. */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): UploadsDeps => ({ db: app.db, storage: app.storage, log: app.log });

  app.post(
    "/upload/presigned-url",
    {
      schema: { body: presignedUrlRequestSchema, response: { 200: presignedUrlResponseSchema } },
    },
    async (request) => issueUploadUrl(deps(), userOf(request).id, request.body, app.clock()),
  );

  app.post(
    "/upload/complete",
    {
      schema: { body: completeUploadRequestSchema, response: { 201: uploadedDocumentSchema } },
    },
    async (request, reply) => {
      const document = await completeUpload(deps(), userOf(request).id, request.body, app.clock());
      return reply.code(201).send(document);
    },
  );

  app.get("/uploads", { schema: { response: { 200: uploadedDocumentListSchema } } }, async (request) =>
    listUploads(app.db, userOf(request).id),
  );

  app.delete(
    "/uploads/:documentType/:id",
    { schema: { params: documentParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteUpload(deps(), userOf(request).id, request.params, app.clock());
      return reply.code(204).send(null);
    },
  );
};
