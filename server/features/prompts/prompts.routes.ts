import {
  aiPromptListSchema,
  aiPromptParamsSchema,
  aiPromptSchema,
  aiProviderInfoSchema,
  updateAiPromptSchema,
} from "@domain/schemas/admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import { getAiProviderInfo, getPrompts, updatePrompt } from "./prompts.service";

/** The AI prompts of the Settings tab: administrators only. */
export const promptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get("/admin/ai-prompts", { schema: { response: { 200: aiPromptListSchema } } }, async () =>
    getPrompts(ctx),
  );

  app.get("/admin/ai-provider", { schema: { response: { 200: aiProviderInfoSchema } } }, async () =>
    getAiProviderInfo(ctx),
  );

  app.patch(
    "/admin/ai-prompts/:type",
    {
      schema: { params: aiPromptParamsSchema, body: updateAiPromptSchema, response: { 200: aiPromptSchema } },
    },
    async (request) =>
      updatePrompt(ctx, userOf(request), {
        promptType: request.params.type,
        promptContent: request.body.promptContent,
      }),
  );
};
