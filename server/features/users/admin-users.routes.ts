import {
  adminCreateUserSchema,
  adminUpdateUserSchema,
  adminUserListSchema,
  adminUserSchema,
  adminUserSearchSchema,
} from "@domain/schemas/admin";
import { idParamsSchema } from "@domain/schemas/fields";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import { createUser, deleteUser, listUsers, updateUser } from "./admin-users.service";

/** The Users tab of /admin: administrators only (401 signed out, 403 for users). */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get(
    "/admin/users",
    { schema: { querystring: adminUserSearchSchema, response: { 200: adminUserListSchema } } },
    async (request) => listUsers(ctx, { search: request.query.search }),
  );

  app.post(
    "/admin/users",
    {
      schema: { body: adminCreateUserSchema, response: { 201: adminUserSchema } },
    },
    async (request, reply) => reply.status(201).send(await createUser(ctx, userOf(request), request.body)),
  );

  app.patch(
    "/admin/users/:id",
    {
      schema: { params: idParamsSchema, body: adminUpdateUserSchema, response: { 200: adminUserSchema } },
    },
    async (request) => updateUser(ctx, userOf(request), request.params.id, request.body),
  );

  app.delete(
    "/admin/users/:id",
    { schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteUser(ctx, userOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
