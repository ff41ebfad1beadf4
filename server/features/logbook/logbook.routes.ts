// The task logbook (docs/product.md §22). The technician's routes and a designated
// supervisor's queue are in the signed-in scope (each service queries with the caller, so another
// user's entry is a 404); the countersignature link's page is public: its secret is the permission.

import { idParamsSchema } from "@domain/schemas/fields";
import {
  countersignDecisionSchema,
  countersignerSchema,
  countersignPageSchema,
  countersignRequestInputSchema,
  countersignRequestSchema,
  countersignTokenParamsSchema,
  logbookEntryCreateSchema,
  logbookEntryInputSchema,
  logbookEntryPageSchema,
  logbookEntrySchema,
  logbookEventSchema,
  logbookEvidenceInputSchema,
  logbookListQuerySchema,
  queueDecisionSchema,
  queueEntrySchema,
} from "@domain/schemas/logbook";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import { onTrainingDocumentDeleted } from "../uploads/evidence-deletion";
import {
  decideByLink,
  decideFromQueue,
  listCountersigners,
  listCountersignQueue,
  listCountersignRequests,
  requestCountersignature,
  revokeCountersignRequest,
  viewCountersignLink,
} from "./countersign.service";
import {
  correctLogbookEntry,
  createLogbookEntry,
  deleteLogbookDraft,
  getLogbookEntryEvents,
  listLogbookEntries,
  recordLogbookEvidenceDeleted,
  setLogbookEvidence,
  updateLogbookDraft,
} from "./logbook.service";

// A deleted training document leaves the entries that had it as evidence with an event (docs/product.md §22.1).
onTrainingDocumentDeleted(recordLogbookEvidenceDeleted);

const noStore = { "cache-control": "no-store", "referrer-policy": "no-referrer" };
const decidedSchema = z.object({ decided: z.int() });

export const logbookRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get(
    "/logbook/entries",
    { schema: { querystring: logbookListQuerySchema, response: { 200: logbookEntryPageSchema } } },
    async (request) => listLogbookEntries(ctx, userOf(request), request.query),
  );

  // 201 for a new entry; 200 with the entry already made when its client key was sent before.
  app.post(
    "/logbook/entries",
    {
      schema: {
        body: logbookEntryCreateSchema,
        response: { 200: logbookEntrySchema, 201: logbookEntrySchema },
      },
    },
    async (request, reply) => {
      const { entry, created } = await createLogbookEntry(ctx, userOf(request), request.body);
      return reply.status(created ? 201 : 200).send(entry);
    },
  );

  app.put(
    "/logbook/entries/:id/evidence",
    {
      schema: {
        params: idParamsSchema,
        body: logbookEvidenceInputSchema,
        response: { 200: logbookEntrySchema },
      },
    },
    async (request) => setLogbookEvidence(ctx, userOf(request), { id: request.params.id, ...request.body }),
  );

  app.put(
    "/logbook/entries/:id",
    {
      schema: {
        params: idParamsSchema,
        body: logbookEntryInputSchema,
        response: { 200: logbookEntrySchema },
      },
    },
    async (request) =>
      updateLogbookDraft(ctx, userOf(request), { id: request.params.id, values: request.body }),
  );

  app.delete(
    "/logbook/entries/:id",
    { schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteLogbookDraft(ctx, userOf(request), request.params);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/logbook/entries/:id/corrections",
    {
      schema: {
        params: idParamsSchema,
        body: logbookEntryInputSchema,
        response: { 201: logbookEntrySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await correctLogbookEntry(ctx, userOf(request), { id: request.params.id, values: request.body }),
        ),
  );

  app.get(
    "/logbook/entries/:id/events",
    { schema: { params: idParamsSchema, response: { 200: z.array(logbookEventSchema) } } },
    async (request) => getLogbookEntryEvents(ctx, userOf(request), request.params),
  );

  app.get(
    "/logbook/countersigners",
    { schema: { response: { 200: z.array(countersignerSchema) } } },
    async (request) => listCountersigners(ctx, userOf(request)),
  );

  app.get(
    "/logbook/countersign-requests",
    { schema: { response: { 200: z.array(countersignRequestSchema) } } },
    async (request) => listCountersignRequests(ctx, userOf(request)),
  );

  app.post(
    "/logbook/countersign-requests",
    { schema: { body: countersignRequestInputSchema, response: { 201: countersignRequestSchema } } },
    async (request, reply) =>
      reply.status(201).send(await requestCountersignature(ctx, userOf(request), request.body)),
  );

  app.post(
    "/logbook/countersign-requests/:id/revoke",
    { schema: { params: idParamsSchema, response: { 200: countersignRequestSchema } } },
    async (request) => revokeCountersignRequest(ctx, userOf(request), request.params),
  );

  app.get("/logbook/queue", { schema: { response: { 200: z.array(queueEntrySchema) } } }, async (request) =>
    listCountersignQueue(ctx, userOf(request)),
  );

  app.post(
    "/logbook/queue/decisions",
    { schema: { body: queueDecisionSchema, response: { 200: decidedSchema } } },
    async (request) => decideFromQueue(ctx, userOf(request), request.body),
  );
};

/** The outside supervisor's page; registered in the public scope. */
export const countersignPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get(
    "/countersign/:token",
    { schema: { params: countersignTokenParamsSchema, response: { 200: countersignPageSchema } } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await viewCountersignLink(ctx, { token: request.params.token, client: { ip: request.ip } })),
  );

  app.post(
    "/countersign/:token",
    {
      schema: {
        params: countersignTokenParamsSchema,
        body: countersignDecisionSchema,
        response: { 200: decidedSchema },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(
        await decideByLink(ctx, {
          ...request.body,
          token: request.params.token,
          client: { ip: request.ip },
        }),
      ),
  );
};
