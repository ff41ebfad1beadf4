import { messageResponseSchema } from "@domain/schemas/auth";
import { idParamsSchema } from "@domain/schemas/fields";
import {
  acceptedInvitationSchema,
  acceptInvitationSchema,
  invitationParamsSchema,
  invitationViewSchema,
} from "@domain/schemas/invitations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import { acceptInvitation, resendInvitation, viewInvitation } from "./invitations.service";

const noStore = { "cache-control": "no-store", "referrer-policy": "no-referrer" };

/**
 * The invitation link's page (docs/product.md §21); registered in the public scope because the person
 * has no password yet: the secret in the link is the permission.
 */
export const invitationPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get(
    "/invitations/:token",
    { schema: { params: invitationParamsSchema, response: { 200: invitationViewSchema } } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await viewInvitation(ctx, { token: request.params.token, client: { ip: request.ip } })),
  );

  app.post(
    "/invitations/accept",
    { schema: { body: acceptInvitationSchema, response: { 200: acceptedInvitationSchema } } },
    async (request, reply) => {
      const answer = await acceptInvitation(ctx, request.body, { ip: request.ip });
      // Any session of the account ended; this browser may carry someone else's, so it stays.
      return reply.headers(noStore).send(answer);
    },
  );
};

/** 'Resend invitation' on the Users tab; registered in the administrators' scope. */
export const invitationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.post(
    "/admin/users/:id/invitation",
    { schema: { params: idParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => resendInvitation(ctx, userOf(request), request.params.id),
  );
};
