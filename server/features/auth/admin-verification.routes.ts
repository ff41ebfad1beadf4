import { messageResponseSchema } from "@domain/schemas/auth";
import { idParamsSchema } from "@domain/schemas/fields";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { serviceContext } from "../service-context";
import {
  sendVerificationCodeByAdministrator,
  verifyAccountByAdministrator,
} from "./admin-verification.service";

/** Unverified accounts in the Users tab of /admin; registered in the administrators' scope. */
export const adminVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.post(
    "/admin/users/:id/verify",
    { schema: { params: idParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => verifyAccountByAdministrator(ctx, { userId: request.params.id }),
  );

  app.post(
    "/admin/users/:id/verification-code",
    { schema: { params: idParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => sendVerificationCodeByAdministrator(ctx, { userId: request.params.id }),
  );
};
