// Who gets alerts and how far ahead they look (docs/product.md §17.3): the center's warning window,
// set by administrators, and each user's own on/off switch.

import type { AlertSettings, CenterAlertSettings } from "@domain/schemas/alerts";
import { type CenterSettings, DEFAULT_CENTER_NAME } from "@domain/schemas/invitations";
import type { NotificationSettings } from "@domain/schemas/notifications";
import {
  getNotificationSettings as readNotificationSwitches,
  updateNotificationSettings as writeNotificationSwitches,
} from "../notifications/notifications.service";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import {
  readAlertWindowDays,
  readCenterName,
  readEmailAlerts,
  writeAlertWindowDays,
  writeCenterName,
  writeEmailAlerts,
} from "./alerts.repo";

type Actor = Pick<SessionUser, "id">;

export async function getCenterAlertSettings(ctx: Pick<ServiceContext, "db">): Promise<CenterAlertSettings> {
  return { warningWindowDays: await readAlertWindowDays(ctx.db) };
}

export async function updateCenterAlertSettings(
  ctx: Pick<ServiceContext, "db">,
  input: CenterAlertSettings,
): Promise<CenterAlertSettings> {
  return { warningWindowDays: await writeAlertWindowDays(ctx.db, input.warningWindowDays) };
}

/** The center's name as invitations print it (docs/product.md §21): the default until one is set. */
export async function getCenterName(ctx: Pick<ServiceContext, "db">): Promise<string> {
  return (await readCenterName(ctx.db)) ?? DEFAULT_CENTER_NAME;
}

export async function getCenterSettings(ctx: Pick<ServiceContext, "db">): Promise<CenterSettings> {
  return { centerName: await getCenterName(ctx) };
}

/** Blank restores the default wording; the change is logged with who made it. */
export async function updateCenterSettings(
  ctx: Pick<ServiceContext, "db" | "log">,
  actor: Actor,
  input: CenterSettings,
): Promise<CenterSettings> {
  const stored = await writeCenterName(ctx.db, input.centerName === "" ? null : input.centerName);
  ctx.log.info({ actorId: actor.id, centerName: stored }, "center name changed");
  return { centerName: stored ?? DEFAULT_CENTER_NAME };
}

export async function getAlertSettings(
  ctx: Pick<ServiceContext, "db">,
  actor: Actor,
): Promise<AlertSettings> {
  return { emailAlerts: await readEmailAlerts(ctx.db, actor.id) };
}

export async function updateAlertSettings(
  ctx: Pick<ServiceContext, "db">,
  actor: Actor,
  input: AlertSettings,
): Promise<AlertSettings> {
  return { emailAlerts: await writeEmailAlerts(ctx.db, actor.id, input.emailAlerts) };
}

/**
 * The e-mails that move work along, each switched on or off by its recipient (docs/product.md §17.3.1):
 * everyone's about their own record, and administrators' about work waiting for them.
 */
export function getNotificationSettings(
  ctx: Pick<ServiceContext, "db">,
  actor: Pick<SessionUser, "id" | "role">,
): Promise<NotificationSettings> {
  return readNotificationSwitches(ctx, actor);
}

/** A technician who sends the administrators' switches is refused (403). */
export function updateNotificationSettings(
  ctx: Pick<ServiceContext, "db">,
  actor: Pick<SessionUser, "id" | "role">,
  input: NotificationSettings,
): Promise<NotificationSettings> {
  return writeNotificationSwitches(ctx, actor, input);
}
