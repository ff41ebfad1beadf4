// Expiry alerts and the calendar feed (docs/product.md §17.3, §17.4).

import { z } from "zod";
import { ALERT_WINDOW_MAX_DAYS, ALERT_WINDOW_MIN_DAYS } from "../expiry-alerts";

export const ALERT_WINDOW_MESSAGE = `The warning window is a whole number of days from ${ALERT_WINDOW_MIN_DAYS} to ${ALERT_WINDOW_MAX_DAYS}.`;

/** GET/PUT /api/admin/settings/alerts: the center's warning window. */
export const centerAlertSettingsSchema = z.object({
  warningWindowDays: z
    .int(ALERT_WINDOW_MESSAGE)
    .min(ALERT_WINDOW_MIN_DAYS, ALERT_WINDOW_MESSAGE)
    .max(ALERT_WINDOW_MAX_DAYS, ALERT_WINDOW_MESSAGE),
});
export type CenterAlertSettings = z.infer<typeof centerAlertSettingsSchema>;

/** GET/PUT /api/account/alert-settings: the user's own e-mail alerts (on unless turned off). */
export const alertSettingsSchema = z.object({ emailAlerts: z.boolean() });
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/** GET /api/account/calendar-link and its reset: the user's secret calendar address. */
export const calendarLinkSchema = z.object({ url: z.string() });
export type CalendarLink = z.infer<typeof calendarLinkSchema>;

/** GET /api/me/calendar.ics?token=…: the secret from the link. */
export const calendarFeedQuerySchema = z.object({ token: z.string().min(1).max(200) });
