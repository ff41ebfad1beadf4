import {
  changeEmailConfirmSchema,
  changeEmailRequestSchema,
  changeNameSchema,
  changePasswordSchema,
  deleteAccountSchema,
  pendingEmailChangeSchema,
} from "@domain/schemas/account";
import { messageResponseSchema } from "@domain/schemas/auth";
import { currentUserSchema } from "@domain/schemas/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import {
  changeName,
  changePassword,
  confirmEmailChange,
  deleteAccount,
  getPendingEmailChange,
  requestEmailChange,
  signOutEverywhere,
} from "./account.service";

/** The Account page; registered in the signed-in scope (server/features/index.ts). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  const noStore = { "cache-control": "no-store" };

  app.patch(
    "/account/name",
    { schema: { body: changeNameSchema, response: { 200: currentUserSchema } } },
    async (request, reply) =>
      reply.headers(noStore).send(await changeName(ctx, userOf(request), request.body)),
  );

  app.get(
    "/account/email-change",
    { schema: { response: { 200: pendingEmailChangeSchema } } },
    async (request, reply) => reply.headers(noStore).send(await getPendingEmailChange(ctx, userOf(request))),
  );

  app.post(
    "/account/email",
    {
      schema: {
        body: changeEmailRequestSchema,
        response: { 200: messageResponseSchema.extend(pendingEmailChangeSchema.shape) },
      },
    },
    async (request) => requestEmailChange(ctx, userOf(request), request.body),
  );

  app.post(
    "/account/email/confirm",
    { schema: { body: changeEmailConfirmSchema, response: { 200: currentUserSchema } } },
    async (request, reply) =>
      reply.headers(noStore).send(await confirmEmailChange(ctx, userOf(request), request.body)),
  );

  app.post(
    "/account/password",
    { schema: { body: changePasswordSchema, response: { 200: messageResponseSchema } } },
    async (request) => changePassword(ctx, userOf(request), request.body),
  );

  app.post(
    "/account/sign-out-everywhere",
    { schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      await signOutEverywhere(ctx, userOf(request));
      app.sessionCookie.clear(reply);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/account",
    { schema: { body: deleteAccountSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteAccount(ctx, userOf(request), request.body);
      app.sessionCookie.clear(reply);
      return reply.status(204).send(null);
    },
  );
};
