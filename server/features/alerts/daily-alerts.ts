// The daily expiry alerts (docs/product.md §17.3, docs/decisions/0036-alerts-once-a-day.md):
// housekeeping calls this every 15 minutes; from 06:00 UTC each person's alert of the day is claimed in
// the sent-log (unique per person, day and kind) before it is sent, so any number of processes send
// it once. A failed send is marked and claimed again by a later run that day, a few times at most.

import { calendarDateOf } from "@domain/calendar-date";
import { type AlertItem, itemsToAlert } from "@domain/expiry-alerts";
import type { AlertKind } from "../../db/schema/index";
import type { MailMessage } from "../../lib/mail/index";
import { getEveryonesAlertCandidates } from "../checklists/alert-candidates.service";
import { listPendingSignOffs } from "../checklists/sign-offs.service";
import type { ServiceContext } from "../service-context";
import { digestIsEmpty, ownItemsEmail, type TeamDigest, teamDigestEmail } from "./alert-emails";
import {
  claimDelivery,
  markDelivery,
  readAlertRecipients,
  readAlertWindowDays,
  readUserNames,
} from "./alerts.repo";

export const DAILY_ALERTS_INTERVAL_MS = 15 * 60_000;
/** The day's alerts go out from this hour (UTC) on: a morning e-mail in Europe and before a US day. */
export const DAILY_ALERTS_HOUR_UTC = 6;
/** Sends tried per person, day and kind before the day's alert is given up. */
export const MAX_ALERT_ATTEMPTS = 3;
/** A claim this old whose process died before it could say how the send went is tried again. */
export const STALE_CLAIM_MS = 15 * 60_000;

type AlertsContext = Pick<ServiceContext, "db" | "clock" | "mailer" | "config" | "log">;

export interface AlertRunResult {
  sent: number;
  failed: number;
}

export async function runDailyAlerts(ctx: AlertsContext): Promise<AlertRunResult> {
  const now = ctx.clock();
  const result: AlertRunResult = { sent: 0, failed: 0 };
  if (now.getUTCHours() < DAILY_ALERTS_HOUR_UTC) return result;
  const today = calendarDateOf(now);
  const [windowDays, recipients, candidates] = await Promise.all([
    readAlertWindowDays(ctx.db),
    readAlertRecipients(ctx.db),
    getEveryonesAlertCandidates(ctx),
  ]);
  const alertsByUser = new Map<string, AlertItem[]>();
  for (const [userId, list] of candidates) {
    const items = itemsToAlert(list, today, windowDays);
    if (items.length > 0) alertsByUser.set(userId, items);
  }
  const admins = recipients.filter((recipient) => recipient.role === "admin");
  const digest = admins.length > 0 ? await teamDigest(ctx, alertsByUser) : null;

  const deliver = async (userId: string, kind: AlertKind, message: MailMessage) => {
    let outcome: Awaited<ReturnType<typeof deliverOnce>>;
    try {
      outcome = await deliverOnce(ctx, { userId, day: today, kind }, message, now);
    } catch (error) {
      // The sent-log could not be written (the user was deleted meanwhile, the database blinked):
      // the others still get theirs, and the next run tries this one again.
      ctx.log.warn({ err: error, alert: { userId, day: today, kind } }, "expiry alert not claimed");
      outcome = "failed";
    }
    if (outcome === "sent") result.sent += 1;
    if (outcome === "failed") result.failed += 1;
  };
  const { PUBLIC_URL: publicUrl } = ctx.config;
  for (const recipient of recipients) {
    const items = alertsByUser.get(recipient.id);
    if (items) {
      const message = ownItemsEmail({
        to: recipient.email,
        fullName: recipient.fullName,
        items,
        windowDays,
        publicUrl,
      });
      await deliver(recipient.id, "own_items", message);
    }
    if (recipient.role === "admin" && digest && !digestIsEmpty(digest)) {
      const message = teamDigestEmail({
        to: recipient.email,
        fullName: recipient.fullName,
        digest,
        windowDays,
        publicUrl,
      });
      await deliver(recipient.id, "team_digest", message);
    }
  }
  return result;
}

/** Everyone's alerts summed up; people opted out of their own mail still count for the team. */
async function teamDigest(ctx: AlertsContext, alertsByUser: Map<string, AlertItem[]>): Promise<TeamDigest> {
  const [names, pending] = await Promise.all([readUserNames(ctx.db), listPendingSignOffs(ctx)]);
  const digest: TeamDigest = {
    expiredPeople: [],
    expiringPeople: [],
    expiredItems: 0,
    expiringItems: 0,
    pendingSignOffs: pending.signOffs.length,
  };
  for (const [userId, items] of alertsByUser) {
    const name = names.get(userId);
    if (name === undefined) continue;
    const expired = items.filter((item) => item.status === "expired").length;
    const expiring = items.length - expired;
    digest.expiredItems += expired;
    digest.expiringItems += expiring;
    if (expired > 0) digest.expiredPeople.push(name);
    if (expiring > 0) digest.expiringPeople.push(name);
  }
  digest.expiredPeople.sort((a, b) => a.localeCompare(b));
  digest.expiringPeople.sort((a, b) => a.localeCompare(b));
  return digest;
}

/** Claim, send, record: 'skipped' when another run has it, it went out already or attempts are spent. */
async function deliverOnce(
  ctx: AlertsContext,
  key: { userId: string; day: string; kind: AlertKind },
  message: MailMessage,
  now: Date,
): Promise<"sent" | "failed" | "skipped"> {
  const claimId = await claimDelivery(ctx.db, key, {
    now,
    maxAttempts: MAX_ALERT_ATTEMPTS,
    staleBefore: new Date(now.getTime() - STALE_CLAIM_MS),
  });
  if (!claimId) return "skipped";
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    ctx.log.warn({ err: error, alert: key }, "expiry alert not sent; a later run today tries again");
    await markDelivery(ctx.db, claimId, {
      status: "failed",
      error: (error as Error).message ?? String(error),
    });
    return "failed";
  }
  await markDelivery(ctx.db, claimId, { status: "sent", at: now });
  return "sent";
}
