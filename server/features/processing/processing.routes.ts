import {
  processingQueueSchema,
  processingTaskSchema,
  processTaskParamsSchema,
} from "@domain/schemas/processing";
import { documentParamsSchema } from "@domain/schemas/uploads";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userOf } from "../../plugins/session";
import { listQueue, type ProcessingDeps, startProcessing, startQueuedTask } from "./processing.service";

export const processingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): ProcessingDeps => ({
    db: app.db,
    now: app.clock(),
    autoProcess: app.config.AUTO_PROCESS,
    wakeRunner: () => app.wakeJobRunner(),
  });

  app.post(
    "/uploads/:documentType/:id/process",
    {
      onRequest: app.requireUser,
      schema: { params: documentParamsSchema, response: { 201: processingTaskSchema } },
    },
    async (request, reply) => {
      const { documentType, id } = request.params;
      const task = await startProcessing(deps(), userOf(request).id, documentType, id);
      return reply.status(201).send(task);
    },
  );

  app.get(
    "/processing-queue",
    { onRequest: app.requireAdmin, schema: { response: { 200: processingQueueSchema } } },
    async () => listQueue(app.db),
  );

  app.post(
    "/process/:taskId",
    {
      onRequest: app.requireAdmin,
      schema: { params: processTaskParamsSchema, response: { 200: processingTaskSchema } },
    },
    async (request) => startQueuedTask(deps(), request.params.taskId),
  );
};
