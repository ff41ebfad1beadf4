import {
  processingQueueSchema,
  processingTaskSchema,
  processTaskParamsSchema,
} from "@domain/schemas/processing";
import { documentParamsSchema, processDocumentRequestSchema } from "@domain/schemas/uploads";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import { listQueue, startProcessing, startQueuedTask } from "./processing.service";

/** A technician starts the processing of their own document. */
export const processingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

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
      const task = await startProcessing(ctx, userOf(request), { documentType, documentId: id, overwrite });
      return reply.status(201).send(task);
    },
  );
};

/** The processing queue of the admin screen; registered in the administrators' scope. */
export const processingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get("/processing-queue", { schema: { response: { 200: processingQueueSchema } } }, async () =>
    listQueue(ctx),
  );

  app.post(
    "/process/:taskId",
    {
      schema: { params: processTaskParamsSchema, response: { 200: processingTaskSchema } },
    },
    async (request) => startQueuedTask(ctx, { taskId: request.params.taskId }),
  );
};
