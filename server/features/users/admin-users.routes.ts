import {
  adminCreateUserSchema,
  adminUpdateUserSchema,
  adminUserListSchema,
  adminUserSchema,
} from "@domain/schemas/admin";
import { idParamsSchema } from "@domain/schemas/fields";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/session";
import { type AdminUsersDeps, createUser, deleteUser, listUsers, updateUser } from "./admin-users.service";

/** The Users tab of /admin: administrators only (401 signed out, 403 for users). */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): AdminUsersDeps => ({ db: app.db, storage: app.storage, log: app.log, now: app.clock() });
  const actorOf = (request: Parameters<typeof userOf>[0]) => {
    const { id, sessionId } = userOf(request);
    return { id, sessionId };
  };

  app.get("/admin/users", { schema: { response: { 200: adminUserListSchema } } }, async () =>
    listUsers(app.db),
  );

  app.post(
    "/admin/users",
    {
      schema: { body: adminCreateUserSchema, response: { 201: adminUserSchema } },
    },
    async (request, reply) => reply.status(201).send(await createUser(deps(), request.body)),
  );

  app.patch(
    "/admin/users/:id",
    {
      schema: { params: idParamsSchema, body: adminUpdateUserSchema, response: { 200: adminUserSchema } },
    },
    async (request) => updateUser(deps(), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    "/admin/users/:id",
    { schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteUser(deps(), actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
