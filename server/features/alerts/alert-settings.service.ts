// Who gets alerts and how far ahead they look (docs/product.md §17.3): the center's warning window,
// set by administrators, and each user's own on/off switch.

import type { AlertSettings, CenterAlertSettings } from "@domain/schemas/alerts";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { readAlertWindowDays, readEmailAlerts, writeAlertWindowDays, writeEmailAlerts } from "./alerts.repo";

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
