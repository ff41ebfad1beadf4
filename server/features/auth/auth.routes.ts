import {
  passwordResetConfirmSchema,
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
} from "@domain/schemas/account";
import {
  loginRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendVerificationRequestSchema,
  verifyEmailRequestSchema,
} from "@domain/schemas/auth";
import { currentUserSchema } from "@domain/schemas/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import { login, logout, register } from "./auth.service";
import { toCurrentUser } from "./current-user";
import { confirmPasswordReset, requestPasswordReset } from "./password-reset.service";
import { deviceCookie } from "./trusted-device";
import { resendVerification, verifyEmail } from "./verification.service";

/** Accounts before a session exists: registration, e-mail verification, a forgotten password, sign-in and sign-out (docs/product.md §7.3). */
export const authPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  const devices = deviceCookie(app.config);
  app.post(
    "/register",
    { schema: { body: registerRequestSchema, response: { 201: registerResponseSchema } } },
    async (request, reply) => reply.status(201).send(await register(ctx, request.body, { ip: request.ip })),
  );

  app.post(
    "/verify-email",
    { schema: { body: verifyEmailRequestSchema, response: { 200: messageResponseSchema } } },
    async (request) => verifyEmail(ctx, request.body, { ip: request.ip }),
  );

  app.post(
    "/resend-verification",
    { schema: { body: resendVerificationRequestSchema, response: { 200: messageResponseSchema } } },
    async (request) => resendVerification(ctx, request.body),
  );

  app.post(
    "/password-reset/request",
    { schema: { body: passwordResetRequestSchema, response: { 200: passwordResetRequestedSchema } } },
    async (request) => requestPasswordReset(ctx, request.body, { ip: request.ip }),
  );

  app.post(
    "/password-reset/confirm",
    { schema: { body: passwordResetConfirmSchema, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const answer = await confirmPasswordReset(ctx, request.body, { ip: request.ip });
      // Every session ended, this browser's too.
      app.sessionCookie.clear(reply);
      return answer;
    },
  );

  app.post(
    "/login",
    { schema: { body: loginRequestSchema, response: { 200: currentUserSchema } } },
    async (request, reply) => {
      const { user, session, deviceToken } = await login(ctx, request.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
        previousToken: app.sessionCookie.read(request),
        deviceToken: devices.read(request),
      });
      app.sessionCookie.set(reply, session.token, session.expiresAt);
      devices.set(reply, deviceToken, app.clock());
      reply.header("cache-control", "no-store");
      return user;
    },
  );

  app.post("/logout", { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await logout(ctx, { token: app.sessionCookie.read(request) });
    app.sessionCookie.clear(reply);
    return reply.status(204).send(null);
  });
};

/** The current user; registered in the signed-in scope (server/features/index.ts). */
export const currentUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/user", { schema: { response: { 200: currentUserSchema } } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return toCurrentUser(userOf(request));
  });
};
