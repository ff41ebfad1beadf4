import {
  alertSettingsSchema,
  calendarFeedQuerySchema,
  calendarLinkSchema,
  centerAlertSettingsSchema,
} from "@domain/schemas/alerts";
import { errorResponseSchema } from "@domain/schemas/auth";
import { centerSettingsSchema } from "@domain/schemas/invitations";
import { notificationSettingsSchema } from "@domain/schemas/notifications";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/session";
import { serviceContext } from "../service-context";
import {
  getAlertSettings,
  getCenterAlertSettings,
  getCenterSettings,
  getNotificationSettings,
  updateAlertSettings,
  updateCenterAlertSettings,
  updateCenterSettings,
  updateNotificationSettings,
} from "./alert-settings.service";
import { calendarFeed, getCalendarLink, resetCalendarLink } from "./calendar-feed.service";

const noStore = { "cache-control": "no-store" };

/** The user's own alert settings and calendar link; registered in the signed-in scope. */
export const alertAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get(
    "/account/alert-settings",
    { schema: { response: { 200: alertSettingsSchema } } },
    async (request) => getAlertSettings(ctx, userOf(request)),
  );

  app.put(
    "/account/alert-settings",
    { schema: { body: alertSettingsSchema, response: { 200: alertSettingsSchema } } },
    async (request) => updateAlertSettings(ctx, userOf(request), request.body),
  );

  app.get(
    "/account/notification-settings",
    { schema: { response: { 200: notificationSettingsSchema } } },
    async (request) => getNotificationSettings(ctx, userOf(request)),
  );

  app.put(
    "/account/notification-settings",
    {
      schema: {
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema, 403: errorResponseSchema.extend({ code: z.string() }) },
      },
    },
    async (request) => updateNotificationSettings(ctx, userOf(request), request.body),
  );

  app.get(
    "/account/calendar-link",
    { schema: { response: { 200: calendarLinkSchema } } },
    async (request, reply) => reply.headers(noStore).send(await getCalendarLink(ctx, userOf(request))),
  );

  app.post(
    "/account/calendar-link/reset",
    { schema: { response: { 200: calendarLinkSchema } } },
    async (request, reply) => reply.headers(noStore).send(await resetCalendarLink(ctx, userOf(request))),
  );
};

/** The center's warning window and name; registered in the administrators' scope. */
export const alertAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get("/admin/settings/alerts", { schema: { response: { 200: centerAlertSettingsSchema } } }, async () =>
    getCenterAlertSettings(ctx),
  );

  app.put(
    "/admin/settings/alerts",
    { schema: { body: centerAlertSettingsSchema, response: { 200: centerAlertSettingsSchema } } },
    async (request) => updateCenterAlertSettings(ctx, request.body),
  );

  app.get("/admin/settings/center", { schema: { response: { 200: centerSettingsSchema } } }, async () =>
    getCenterSettings(ctx),
  );

  app.put(
    "/admin/settings/center",
    { schema: { body: centerSettingsSchema, response: { 200: centerSettingsSchema } } },
    async (request) => updateCenterSettings(ctx, userOf(request), request.body),
  );
};

/**
 * The calendar feed; registered in the public scope because calendar apps cannot sign in: the secret
 * in the link is the permission (an unknown one answers 404).
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  const feedSchema = {
    querystring: calendarFeedQuerySchema,
    response: {
      // The body is iCalendar text, sent as is (a string is never serialised as JSON).
      200: { content: { "text/calendar": { schema: z.string() } } },
      404: errorResponseSchema.extend({ code: z.string() }),
    },
  };
  app.get("/me/calendar.ics", { schema: feedSchema }, async (request, reply) =>
    reply
      .headers({ ...noStore, "content-type": "text/calendar; charset=utf-8" })
      .header("content-disposition", 'inline; filename="hangar-log-training.ics"')
      .header("referrer-policy", "no-referrer")
      .send(await calendarFeed(ctx, { token: request.query.token })),
  );
};
