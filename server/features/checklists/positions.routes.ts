// Positions and required training (docs/product.md §15.8), administrators only: index.ts registers
// this plugin in the administrators' scope.

import { userItemParamsSchema } from "@domain/schemas/checklists";
import {
  bulkAssignResultSchema,
  bulkAssignSchema,
  memberPositionsInputSchema,
  memberPositionsSchema,
  notApplicableInputSchema,
  positionIdParamsSchema,
  positionInputSchema,
  positionListSchema,
  positionPatchSchema,
  positionViewSchema,
  userIdParamsSchema,
} from "@domain/schemas/positions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import {
  archivePosition,
  assignMembers,
  clearNotApplicable,
  createPosition,
  editPosition,
  getMemberPositions,
  listPositions,
  markNotApplicable,
  setMemberPositions,
} from "./positions.service";

export const positionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get("/admin/positions", { schema: { response: { 200: positionListSchema } } }, async () =>
    listPositions(ctx),
  );
  app.post(
    "/admin/positions",
    { schema: { body: positionInputSchema, response: { 201: positionViewSchema } } },
    async (request, reply) => reply.code(201).send(await createPosition(ctx, userOf(request), request.body)),
  );
  app.patch(
    "/admin/positions/:positionId",
    {
      schema: {
        params: positionIdParamsSchema,
        body: positionPatchSchema,
        response: { 200: positionViewSchema },
      },
    },
    async (request) => editPosition(ctx, userOf(request), request.params.positionId, request.body),
  );
  app.post(
    "/admin/positions/:positionId/archive",
    { schema: { params: positionIdParamsSchema, response: { 200: positionViewSchema } } },
    async (request) => archivePosition(ctx, userOf(request), request.params.positionId),
  );
  app.post(
    "/admin/positions/:positionId/members",
    {
      schema: {
        params: positionIdParamsSchema,
        body: bulkAssignSchema,
        response: { 200: bulkAssignResultSchema },
      },
    },
    async (request) => assignMembers(ctx, userOf(request), request.params.positionId, request.body),
  );
  app.get(
    "/admin/users/:userId/positions",
    { schema: { params: userIdParamsSchema, response: { 200: memberPositionsSchema } } },
    async (request) => getMemberPositions(ctx, { userId: request.params.userId }),
  );
  app.put(
    "/admin/users/:userId/positions",
    {
      schema: {
        params: userIdParamsSchema,
        body: memberPositionsInputSchema,
        response: { 200: memberPositionsSchema },
      },
    },
    async (request) => setMemberPositions(ctx, userOf(request), request.params.userId, request.body),
  );
  app.put(
    "/admin/checklists/users/:userId/items/:itemId/not-applicable",
    {
      schema: {
        params: userItemParamsSchema,
        body: notApplicableInputSchema,
        response: { 200: memberPositionsSchema },
      },
    },
    async (request) => markNotApplicable(ctx, userOf(request), request.params, request.body),
  );
  app.delete(
    "/admin/checklists/users/:userId/items/:itemId/not-applicable",
    { schema: { params: userItemParamsSchema, response: { 200: memberPositionsSchema } } },
    async (request) => clearNotApplicable(ctx, userOf(request), request.params),
  );
};
