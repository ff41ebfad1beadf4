import {
  processingQueueSchema,
  processingTaskSchema,
  processTaskParamsSchema,
} from "@domain/schemas/processing";
import { documentParamsSchema, processDocumentRequestSchema } from "@domain/schemas/uploads";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userOf } from "../../plugins/session";
import type { App } from "../../types";
import { listQueue, type ProcessingDeps, startProcessing, startQueuedTask } from "./processing.service";

function processingDeps(app: App): () => ProcessingDeps {
  return (): ProcessingDeps => ({
    db: app.db,
    now: app.clock(),
    autoProcess: app.config.AUTO_PROCESS,
    wakeRunner: () => app.wakeJobRunner(),
  });
}

/** A technician starts the processing of their own document. */
export const processingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = processingDeps(app);

  app.post(
    "/uploads/:documentType/:id/process",
    {
      schema: {
        params: documentParamsSchema,
        // The body may be left out: nothing to confirm.
        body: processDocumentRequestSchema.nullish(),
        response: { 201: processingTaskSchema },
      },
    },
    async (request, reply) => {
      const { documentType, id } = request.params;
      const overwrite = request.body?.overwrite === true;
      const task = await startProcessing(deps(), userOf(request).id, documentType, id, { overwrite });
      return reply.status(201).send(task);
    },
  );
};

/** The processing queue of the admin screen; registered in the administrators' scope. */
export const processingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = processingDeps(app);

  app.get("/processing-queue", { schema: { response: { 200: processingQueueSchema } } }, async () =>
    listQueue(app.db),
  );

  app.post(
    "/process/:taskId",
    {
      schema: { params: processTaskParamsSchema, response: { 200: processingTaskSchema } },
    },
    async (request) => startQueuedTask(deps(), request.params.taskId),
  );
};
