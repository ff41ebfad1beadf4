// Training records (docs/product.md §15). The technician's routes read and change their own record;
// the administrators' routes build the structure, import and export it, sign off and correct anyone's
// completion. index.ts puts each plugin in its scope.

import {
  adminStructureSchema,
  bulkSignOffResultSchema,
  bulkSignOffSchema,
  checklistEventsSchema,
  checklistProgramSchema,
  completionPatchSchema,
  importResultSchema,
  itemIdParamsSchema,
  itemInputSchema,
  itemPatchSchema,
  moveInputSchema,
  pendingSignOffsSchema,
  removalResultSchema,
  returnSignOffSchema,
  sectionInputSchema,
  sectionPatchSchema,
  tabInputSchema,
  tabPatchSchema,
  trainingItemViewSchema,
  trainingRecordSchema,
  userItemParamsSchema,
} from "@domain/schemas/checklists";
import { idParamsSchema } from "@domain/schemas/fields";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { attachmentDisposition } from "../../lib/attachment";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import {
  getTrainingRecord,
  getTrainingRecordOf,
  updateCompletionOf,
  updateOwnCompletion,
} from "./checklists.service";
import { exportProgram, importProgram, importStarterProgram } from "./program.service";
import {
  decideSignOffs,
  listPendingSignOffs,
  listTrainingEvents,
  returnSignOff,
  signOff,
} from "./sign-offs.service";
import {
  createItem,
  createSection,
  createTab,
  editItem,
  editSection,
  editTab,
  getStructure,
  move,
  remove,
} from "./structure.service";

const noContent = { 204: z.null() };

/** Signed in: the caller's own record only. */
export const checklistRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get("/checklists", { schema: { response: { 200: trainingRecordSchema } } }, async (request) =>
    getTrainingRecord(ctx, userOf(request)),
  );
  app.patch(
    "/checklists/items/:itemId",
    {
      schema: {
        params: itemIdParamsSchema,
        body: completionPatchSchema,
        response: { 200: trainingItemViewSchema },
      },
    },
    async (request) => updateOwnCompletion(ctx, userOf(request), request.params.itemId, request.body),
  );
};

/** Administrators only. */
export const checklistAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  const structure = { response: { 200: adminStructureSchema } };

  app.get("/admin/checklists", { schema: structure }, async () => getStructure(ctx));

  app.post("/admin/checklists/tabs", { schema: { ...structure, body: tabInputSchema } }, async (request) =>
    createTab(ctx, request.body),
  );
  app.patch(
    "/admin/checklists/tabs/:id",
    { schema: { ...structure, params: idParamsSchema, body: tabPatchSchema } },
    async (request) => editTab(ctx, { tabId: request.params.id, patch: request.body }),
  );
  app.post(
    "/admin/checklists/sections",
    { schema: { ...structure, body: sectionInputSchema } },
    async (request) => createSection(ctx, request.body),
  );
  app.patch(
    "/admin/checklists/sections/:id",
    { schema: { ...structure, params: idParamsSchema, body: sectionPatchSchema } },
    async (request) => editSection(ctx, { sectionId: request.params.id, patch: request.body }),
  );
  app.post("/admin/checklists/items", { schema: { ...structure, body: itemInputSchema } }, async (request) =>
    createItem(ctx, userOf(request), request.body),
  );
  app.patch(
    "/admin/checklists/items/:id",
    { schema: { ...structure, params: idParamsSchema, body: itemPatchSchema } },
    async (request) => editItem(ctx, userOf(request), request.params.id, request.body),
  );

  for (const kind of ["tab", "section", "item"] as const) {
    app.post(
      `/admin/checklists/${kind}s/:id/move`,
      { schema: { ...structure, params: idParamsSchema, body: moveInputSchema } },
      async (request) => move(ctx, kind, request.params.id, request.body),
    );
    app.delete(
      `/admin/checklists/${kind}s/:id`,
      { schema: { params: idParamsSchema, response: { 200: removalResultSchema } } },
      async (request) => remove(ctx, userOf(request), kind, request.params.id),
    );
  }

  app.get(
    "/admin/checklists/export",
    { schema: { response: { 200: checklistProgramSchema } } },
    async (_request, reply) => {
      reply.header("content-disposition", attachmentDisposition("training-program.json"));
      return exportProgram(ctx);
    },
  );
  app.post(
    "/admin/checklists/import",
    { schema: { body: checklistProgramSchema, response: { 200: importResultSchema } } },
    async (request) => importProgram(ctx, userOf(request), request.body),
  );
  app.post(
    "/admin/checklists/starter-program",
    { schema: { response: { 200: importResultSchema } } },
    async (request) => importStarterProgram(ctx, userOf(request)),
  );

  app.get("/admin/checklists/sign-offs", { schema: { response: { 200: pendingSignOffsSchema } } }, async () =>
    listPendingSignOffs(ctx),
  );
  app.post(
    "/admin/checklists/sign-offs/bulk",
    { schema: { body: bulkSignOffSchema, response: { 200: bulkSignOffResultSchema } } },
    async (request) => decideSignOffs(ctx, userOf(request), request.body),
  );
  app.post(
    "/admin/checklists/completions/:id/sign-off",
    { schema: { params: idParamsSchema, response: noContent } },
    async (request, reply) => {
      await signOff(ctx, userOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    "/admin/checklists/completions/:id/return",
    { schema: { params: idParamsSchema, body: returnSignOffSchema, response: noContent } },
    async (request, reply) => {
      await returnSignOff(ctx, userOf(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );
  app.patch(
    "/admin/checklists/users/:userId/items/:itemId",
    {
      schema: {
        params: userItemParamsSchema,
        body: completionPatchSchema,
        response: { 200: trainingItemViewSchema },
      },
    },
    async (request) => updateCompletionOf(ctx, userOf(request), request.params, request.body),
  );
  app.get(
    "/admin/checklists/users/:id/record",
    { schema: { params: idParamsSchema, response: { 200: trainingRecordSchema } } },
    async (request) => getTrainingRecordOf(ctx, { userId: request.params.id }),
  );
  app.get(
    "/admin/checklists/users/:id/events",
    { schema: { params: idParamsSchema, response: { 200: checklistEventsSchema } } },
    async (request) => listTrainingEvents(ctx, { userId: request.params.id }),
  );
};
