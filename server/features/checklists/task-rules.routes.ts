// Training items completed by on-the-job tasks (docs/product.md §22.4): the administrators' program
// editor reads and sets each item's chapters and number of countersigned tasks.

import { idParamsSchema } from "@domain/schemas/fields";
import { taskRuleInputSchema, taskRuleSchema } from "@domain/schemas/task-rules";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import { clearTaskRule, listTaskRules, setTaskRule } from "./task-rules.service";

export const taskRuleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get(
    "/admin/checklists/task-rules",
    { schema: { response: { 200: z.array(taskRuleSchema) } } },
    async () => listTaskRules(ctx),
  );

  app.put(
    "/admin/checklists/items/:id/task-rule",
    { schema: { params: idParamsSchema, body: taskRuleInputSchema, response: { 200: taskRuleSchema } } },
    async (request) => setTaskRule(ctx, userOf(request), { itemId: request.params.id, rule: request.body }),
  );

  app.delete(
    "/admin/checklists/items/:id/task-rule",
    { schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await clearTaskRule(ctx, userOf(request), { itemId: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
