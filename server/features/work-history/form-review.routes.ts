// The form review's routes (docs/product.md §14): the owner's submit and history, and the
// administrator's approve, return and read-only view. index.ts puts each plugin in its scope.

import { idParamsSchema } from "@domain/schemas/fields";
import {
  adminWorkHistorySchema,
  formStatusEventListSchema,
  returnFormSchema,
} from "@domain/schemas/form-review";
import { workHistoryFormSchema } from "@domain/schemas/work-history";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import {
  approveForm,
  getAdminWorkHistory,
  listFormStatusEvents,
  returnForm,
  submitForm,
} from "./form-review.service";

/** Signed in; the service reaches the form through its owner (another user's form is 404). */
export const formReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.post(
    "/forms/:id/submit",
    { schema: { params: idParamsSchema, response: { 200: workHistoryFormSchema } } },
    async (request) => submitForm(ctx, userOf(request), request.params.id),
  );
  app.get(
    "/forms/:id/status-events",
    { schema: { params: idParamsSchema, response: { 200: formStatusEventListSchema } } },
    async (request) => listFormStatusEvents(ctx, userOf(request), request.params.id),
  );
};

/** Administrators only. */
export const formReviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    "/admin/users/:id/work-history",
    { schema: { params: idParamsSchema, response: { 200: adminWorkHistorySchema } } },
    async (request) => getAdminWorkHistory(ctx, { userId: request.params.id }),
  );
  app.post(
    "/admin/forms/:id/approve",
    { schema: { params: idParamsSchema, response: { 200: workHistoryFormSchema } } },
    async (request) => approveForm(ctx, userOf(request), request.params.id),
  );
  app.post(
    "/admin/forms/:id/return",
    { schema: { params: idParamsSchema, body: returnFormSchema, response: { 200: workHistoryFormSchema } } },
    async (request) => returnForm(ctx, userOf(request), request.params.id, request.body),
  );
};
