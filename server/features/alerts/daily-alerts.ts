// The daily expiry alerts (docs/product.md §17.3, docs/decisions/0036-alerts-once-a-day.md and
// 0065-daily-alerts-cluster-wide.md): housekeeping calls this every 15 minutes in every process; from
// 06:00 UTC the process that takes the run's lease sends, the others skip the tick. Each person's
// alert of the day is claimed in the sent-log (unique per person, day and kind) before it is sent, so
// it goes out once even across restarts. A failed send is tried again by a later run that day, no
// sooner than a delay after its last try, a few times at most.

import { type CalendarDate, calendarDateOf } from "@domain/calendar-date";
import { type AlertItem, itemsToAlert } from "@domain/expiry-alerts";
import type { AlertKind } from "../../db/schema/index";
import type { MailMessage } from "../../lib/mail/index";
import { getEveryonesAlertCandidates } from "../checklists/alert-candidates.service";
import { listPendingSignOffs } from "../checklists/sign-offs.service";
import type { ServiceContext } from "../service-context";
import { digestIsEmpty, ownItemsEmail, type TeamDigest, teamDigestEmail } from "./alert-emails";
import { holdLease } from "./alert-run-lease";
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
/**
 * Sends the automatic runs try per person, day and kind before the day's alert is given up (the next
 * day's lists the same items). Every try counts, a process that died mid-send included; an operator's
 * run (`npm run alerts`) tries once more whatever the count.
 */
export const MAX_ALERT_ATTEMPTS = 3;
/**
 * How long a failed send waits before its 2nd and its 3rd try: a mail server down for 15 minutes costs
 * one try, for an hour two, never the day's three; the three span at least 2.5 hours.
 */
export const ALERT_RETRY_DELAYS_MS = [30 * 60_000, 2 * 60 * 60_000] as const;
/** A claim this old whose process died before it could say how the send went is tried again. */
export const STALE_CLAIM_MS = 15 * 60_000;
/** The run's lease: a process that dies mid-run blocks the others this long at most (renewed while it runs). */
export const ALERT_RUN_LEASE_MS = 5 * 60_000;
const LEASE_NAME = "daily_alerts";

type AlertsContext = Pick<ServiceContext, "db" | "clock" | "mailer" | "config" | "log">;

export interface AlertRunResult {
  /** False when the run did nothing: before the day's hour, or another process holds the lease. */
  ran: boolean;
  sent: number;
  failed: number;
}

/** Housekeeping's run: today's alerts from 06:00 UTC, failed ones once their retry time has come. */
export async function runDailyAlerts(ctx: AlertsContext): Promise<AlertRunResult> {
  const now = ctx.clock();
  if (now.getUTCHours() < DAILY_ALERTS_HOUR_UTC) return { ran: false, sent: 0, failed: 0 };
  return runAlertsOfDay(ctx, calendarDateOf(now), { operator: false });
}

/**
 * An operator's run for one day (`npm run alerts -- --day`), at any hour: every alert of that day not
 * sent yet, a failed one at once whatever its retry time and attempts. Sent ones are never sent again.
 */
export async function runAlertsForDay(
  ctx: AlertsContext,
  input: { day: CalendarDate },
): Promise<AlertRunResult> {
  return runAlertsOfDay(ctx, input.day, { operator: true });
}

async function runAlertsOfDay(
  ctx: AlertsContext,
  day: CalendarDate,
  options: { operator: boolean },
): Promise<AlertRunResult> {
  const lease = await holdLease(ctx, LEASE_NAME, ALERT_RUN_LEASE_MS);
  if (!lease) return { ran: false, sent: 0, failed: 0 };
  try {
    return await sendAlertsOfDay(ctx, day, options, lease.keep);
  } finally {
    // A lease that cannot be given back (the database blinked) runs out by itself.
    await lease.release().catch((error: unknown) => {
      ctx.log.warn({ err: error }, "expiry alerts lease not released; it runs out by itself");
    });
  }
}

interface PlannedAlert {
  userId: string;
  kind: AlertKind;
  message: MailMessage;
}

async function sendAlertsOfDay(
  ctx: AlertsContext,
  day: CalendarDate,
  options: { operator: boolean },
  keepLease: () => Promise<boolean>,
): Promise<AlertRunResult> {
  const result: AlertRunResult = { ran: true, sent: 0, failed: 0 };
  const [windowDays, recipients, candidates] = await Promise.all([
    readAlertWindowDays(ctx.db),
    readAlertRecipients(ctx.db),
    getEveryonesAlertCandidates(ctx),
  ]);
  const alertsByUser = new Map<string, AlertItem[]>();
  for (const [userId, list] of candidates) {
    const items = itemsToAlert(list, day, windowDays);
    if (items.length > 0) alertsByUser.set(userId, items);
  }
  const admins = recipients.filter((recipient) => recipient.role === "admin");
  const digest = admins.length > 0 ? await teamDigest(ctx, alertsByUser) : null;

  const planned: PlannedAlert[] = [];
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
      planned.push({ userId: recipient.id, kind: "own_items", message });
    }
    if (recipient.role === "admin" && digest && !digestIsEmpty(digest)) {
      const message = teamDigestEmail({
        to: recipient.email,
        fullName: recipient.fullName,
        digest,
        windowDays,
        publicUrl,
      });
      planned.push({ userId: recipient.id, kind: "team_digest", message });
    }
  }

  for (const { userId, kind, message } of planned) {
    if (!(await keepLease())) {
      // Another process took the run over (this one stalled past its lease): it sends the rest.
      ctx.log.warn("expiry alerts lease lost; another process continues the run");
      break;
    }
    const key = { userId, day, kind };
    let outcome: Awaited<ReturnType<typeof deliverOnce>>;
    try {
      outcome = await deliverOnce(ctx, key, message, options);
    } catch (error) {
      // The sent-log could not be written (the user was deleted meanwhile, the database blinked):
      // the others still get theirs, and a later run tries this one again.
      ctx.log.warn({ err: error, alert: key }, "expiry alert not claimed");
      outcome = "failed";
    }
    if (outcome === "sent") result.sent += 1;
    if (outcome === "failed") result.failed += 1;
  }
  return result;
}

/** Everyone's alerts summed up; people opted out of their own mail still count for the team. */
async function teamDigest(ctx: AlertsContext, alertsByUser: Map<string, AlertItem[]>): Promise<TeamDigest> {
  const [names, pending] = await Promise.all([readUserNames(ctx.db), listPendingSignOffs(ctx)]);
  const digest: TeamDigest = {
    overduePeople: [],
    overdueItems: 0,
    expiredPeople: [],
    expiringPeople: [],
    expiredItems: 0,
    expiringItems: 0,
    pendingSignOffs: pending.signOffs.length,
  };
  for (const [userId, items] of alertsByUser) {
    const name = names.get(userId);
    if (name === undefined) continue;
    const overdue = items.filter((item) => item.status === "overdue").length;
    const expired = items.filter((item) => item.status === "expired").length;
    const expiring = items.length - expired - overdue;
    digest.overdueItems += overdue;
    if (overdue > 0) digest.overduePeople.push(name);
    digest.expiredItems += expired;
    digest.expiringItems += expiring;
    if (expired > 0) digest.expiredPeople.push(name);
    if (expiring > 0) digest.expiringPeople.push(name);
  }
  digest.overduePeople.sort((a, b) => a.localeCompare(b));
  digest.expiredPeople.sort((a, b) => a.localeCompare(b));
  digest.expiringPeople.sort((a, b) => a.localeCompare(b));
  return digest;
}

/**
 * Claim, send, record: 'skipped' when it went out already, another run has it, its retry time has
 * not come or its attempts are spent. The time is read per send: the tries of a long run (SMTP
 * answering slowly) are stamped when they begin.
 */
async function deliverOnce(
  ctx: AlertsContext,
  key: { userId: string; day: string; kind: AlertKind },
  message: MailMessage,
  options: { operator: boolean },
): Promise<"sent" | "failed" | "skipped"> {
  const now = ctx.clock();
  const claim = await claimDelivery(ctx.db, key, {
    now,
    maxAttempts: MAX_ALERT_ATTEMPTS,
    staleBefore: new Date(now.getTime() - STALE_CLAIM_MS),
    anyFailed: options.operator,
  });
  if (!claim) return "skipped";
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    const retryAt = nextTryAt(now, claim.attempts);
    ctx.log.warn(
      { err: error, alert: key, attempts: claim.attempts, retryAt },
      retryAt
        ? "expiry alert not sent; a later run tries again"
        : "expiry alert not sent; no tries left today",
    );
    await markDelivery(ctx.db, claim.id, {
      status: "failed",
      error: (error as Error).message ?? String(error),
      retryAt,
    });
    return "failed";
  }
  await markDelivery(ctx.db, claim.id, { status: "sent", at: now });
  return "sent";
}

/** When a send that failed on its `attempts`-th try may be tried again; null once the tries are spent. */
export function nextTryAt(triedAt: Date, attempts: number): Date | null {
  if (attempts >= MAX_ALERT_ATTEMPTS) return null;
  const delay = ALERT_RETRY_DELAYS_MS[Math.min(attempts, ALERT_RETRY_DELAYS_MS.length) - 1]!;
  return new Date(triedAt.getTime() + delay);
}
