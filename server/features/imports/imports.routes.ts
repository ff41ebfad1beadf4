// Bulk import and the Fuzzy Matches list (docs/product.md §18), registered with the administrators'
// routes (401 signed out, 403 for technicians).

import {
  assignMatchRequestSchema,
  completeImportUploadRequestSchema,
  createdImportSchema,
  createImportRequestSchema,
  createUserAndAssignRequestSchema,
  fuzzyMatchListQuerySchema,
  fuzzyMatchParamsSchema,
  importedFileSchema,
  importParamsSchema,
} from "@domain/schemas/bulk-import";
import { fuzzyMatchCardPageSchema, fuzzyMatchCardSchema } from "@domain/schemas/import-contact";
import { bulkInviteRequestSchema, bulkInviteResponseSchema } from "@domain/schemas/invitations";
import { presignedUrlRequestSchema, presignedUrlResponseSchema } from "@domain/schemas/uploads";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import {
  assignMatch,
  createAndInviteAll,
  createUserAndAssign,
  ignoreMatch,
  listFuzzyMatches,
  restoreMatch,
  undoAssignment,
} from "./fuzzy-matches.service";
import { completeImportUpload, createImport, issueImportUploadUrl } from "./imports.service";

export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.post(
    "/admin/imports",
    { schema: { body: createImportRequestSchema, response: { 201: createdImportSchema } } },
    async (request, reply) => reply.status(201).send(await createImport(ctx, userOf(request), request.body)),
  );
  app.post(
    "/admin/imports/:importId/presigned-url",
    {
      schema: {
        params: importParamsSchema,
        body: presignedUrlRequestSchema,
        response: { 200: presignedUrlResponseSchema },
      },
    },
    async (request) => issueImportUploadUrl(ctx, userOf(request), request.params.importId, request.body),
  );
  app.post(
    "/admin/imports/:importId/complete",
    {
      schema: {
        params: importParamsSchema,
        body: completeImportUploadRequestSchema,
        response: { 201: importedFileSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await completeImportUpload(ctx, userOf(request), request.params.importId, request.body)),
  );
};

export const fuzzyMatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  const decision = { params: fuzzyMatchParamsSchema, response: { 200: fuzzyMatchCardSchema } };

  app.get(
    "/admin/fuzzy-matches",
    { schema: { querystring: fuzzyMatchListQuerySchema, response: { 200: fuzzyMatchCardPageSchema } } },
    async (request) => listFuzzyMatches(ctx, request.query),
  );
  app.post(
    "/admin/fuzzy-matches/:id/assign",
    { schema: { ...decision, body: assignMatchRequestSchema } },
    async (request) => assignMatch(ctx, userOf(request), request.params.id, request.body),
  );
  app.post(
    "/admin/fuzzy-matches/create-and-invite",
    { schema: { body: bulkInviteRequestSchema, response: { 200: bulkInviteResponseSchema } } },
    async (request) => createAndInviteAll(ctx, userOf(request), request.body),
  );
  app.post(
    "/admin/fuzzy-matches/:id/create-user",
    { schema: { ...decision, body: createUserAndAssignRequestSchema } },
    async (request) => createUserAndAssign(ctx, userOf(request), request.params.id, request.body),
  );
  app.post("/admin/fuzzy-matches/:id/ignore", { schema: decision }, async (request) =>
    ignoreMatch(ctx, userOf(request), request.params.id),
  );
  app.post("/admin/fuzzy-matches/:id/restore", { schema: decision }, async (request) =>
    restoreMatch(ctx, userOf(request), request.params.id),
  );
  app.post("/admin/fuzzy-matches/:id/undo", { schema: decision }, async (request) =>
    undoAssignment(ctx, userOf(request), request.params.id),
  );
};
