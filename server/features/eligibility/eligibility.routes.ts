// GET /api/me/eligibility: the caller's own estimate (docs/product.md §19.2); signed-in scope.

import { eligibilitySchema } from "@domain/schemas/eligibility";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import { getEligibility } from "./eligibility.service";

export const eligibilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get("/me/eligibility", { schema: { response: { 200: eligibilitySchema } } }, async (request) =>
    getEligibility(ctx, userOf(request)),
  );
};
