import type { Role } from "@domain/enums";
import { DEFAULT_ALERT_WINDOW_DAYS } from "@domain/expiry-alerts";
import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  type AlertKind,
  alertDeliveries,
  centerSettings,
  userAlertSettings,
  users,
} from "../../db/schema/index";

// --- The center's settings (one row) -------------------------------------------------------------

export async function readAlertWindowDays(db: Database): Promise<number> {
  const [row] = await db.select({ days: centerSettings.alertWindowDays }).from(centerSettings).limit(1);
  return row?.days ?? DEFAULT_ALERT_WINDOW_DAYS;
}

export async function writeAlertWindowDays(db: Database, days: number): Promise<number> {
  const [row] = await db
    .insert(centerSettings)
    .values({ id: 1, alertWindowDays: days })
    .onConflictDoUpdate({ target: centerSettings.id, set: { alertWindowDays: days, updatedAt: new Date() } })
    .returning({ days: centerSettings.alertWindowDays });
  return row!.days;
}

/** The name invitations give the center (docs/product.md §21); null until an administrator sets one. */
export async function readCenterName(db: Database): Promise<string | null> {
  const [row] = await db.select({ name: centerSettings.centerName }).from(centerSettings).limit(1);
  return row?.name ?? null;
}

export async function writeCenterName(db: Database, name: string | null): Promise<string | null> {
  const [row] = await db
    .insert(centerSettings)
    .values({ id: 1, centerName: name })
    .onConflictDoUpdate({ target: centerSettings.id, set: { centerName: name, updatedAt: new Date() } })
    .returning({ name: centerSettings.centerName });
  return row?.name ?? null;
}

// --- A user's own settings -----------------------------------------------------------------------

export async function readEmailAlerts(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ emailAlerts: userAlertSettings.emailAlerts })
    .from(userAlertSettings)
    .where(eq(userAlertSettings.userId, userId));
  return row?.emailAlerts ?? true;
}

export async function writeEmailAlerts(db: Database, userId: string, emailAlerts: boolean): Promise<boolean> {
  const [row] = await db
    .insert(userAlertSettings)
    .values({ userId, emailAlerts })
    .onConflictDoUpdate({ target: userAlertSettings.userId, set: { emailAlerts, updatedAt: new Date() } })
    .returning({ emailAlerts: userAlertSettings.emailAlerts });
  return row!.emailAlerts;
}

export async function readCalendarToken(
  db: Database,
  userId: string,
): Promise<{ nonce: string; hash: string } | null> {
  const [row] = await db
    .select({ nonce: userAlertSettings.calendarTokenNonce, hash: userAlertSettings.calendarTokenHash })
    .from(userAlertSettings)
    .where(eq(userAlertSettings.userId, userId));
  return row?.nonce && row.hash ? { nonce: row.nonce, hash: row.hash } : null;
}

/** Replaces the user's calendar secret (the old one stops matching at once). */
export async function writeCalendarToken(
  db: Database,
  userId: string,
  token: { nonce: string; hash: string },
): Promise<void> {
  const set = { calendarTokenNonce: token.nonce, calendarTokenHash: token.hash };
  await db
    .insert(userAlertSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: userAlertSettings.userId, set: { ...set, updatedAt: new Date() } });
}

export async function findUserByCalendarTokenHash(
  db: Database,
  tokenHash: string,
): Promise<{ id: string; fullName: string } | null> {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(userAlertSettings)
    .innerJoin(users, eq(users.id, userAlertSettings.userId))
    .where(eq(userAlertSettings.calendarTokenHash, tokenHash));
  return row ?? null;
}

// --- Recipients and the sent-log -----------------------------------------------------------------

export interface AlertRecipient {
  id: string;
  fullName: string;
  email: string;
  role: Role;
}

/** Verified users who have not turned their alerts off. */
export async function readAlertRecipients(db: Database): Promise<AlertRecipient[]> {
  return db
    .select({ id: users.id, fullName: users.fullName, email: users.email, role: users.role })
    .from(users)
    .leftJoin(userAlertSettings, eq(userAlertSettings.userId, users.id))
    .where(and(eq(users.emailVerified, true), sql`coalesce(${userAlertSettings.emailAlerts}, true)`));
}

/** Every user's name by id (the digest names the people who need attention, opted out or not). */
export async function readUserNames(db: Database): Promise<Map<string, string>> {
  const rows = await db.select({ id: users.id, fullName: users.fullName }).from(users);
  return new Map(rows.map((row) => [row.id, row.fullName]));
}

export interface DeliveryKey {
  userId: string;
  day: string;
  kind: AlertKind;
}

/**
 * Claims one alert in one statement: a new row, a failed one whose retry time has come (with attempts
 * left), or one stuck in 'sending' by a process that died. `anyFailed` (an operator's run) takes every failed
 * or stuck one at once, whatever its retry time and attempts. Of several processes claiming at once,
 * the unique key lets exactly one through; null for the others.
 */
export async function claimDelivery(
  db: Database,
  key: DeliveryKey,
  options: { now: Date; maxAttempts: number; staleBefore: Date; anyFailed: boolean },
): Promise<{ id: string; attempts: number } | null> {
  const failedAndDue = options.anyFailed
    ? eq(alertDeliveries.status, "failed")
    : and(
        eq(alertDeliveries.status, "failed"),
        lt(alertDeliveries.attempts, options.maxAttempts),
        or(isNull(alertDeliveries.retryAt), lte(alertDeliveries.retryAt, options.now)),
      );
  const [row] = await db
    .insert(alertDeliveries)
    .values({ ...key, status: "sending", attempts: 1, claimedAt: options.now })
    .onConflictDoUpdate({
      target: [alertDeliveries.userId, alertDeliveries.day, alertDeliveries.kind],
      set: {
        status: "sending",
        attempts: sql`${alertDeliveries.attempts} + 1`,
        claimedAt: options.now,
        retryAt: null,
      },
      setWhere: or(
        failedAndDue,
        and(
          eq(alertDeliveries.status, "sending"),
          lt(alertDeliveries.claimedAt, options.staleBefore),
          options.anyFailed ? undefined : lt(alertDeliveries.attempts, options.maxAttempts),
        ),
      ),
    })
    .returning({ id: alertDeliveries.id, attempts: alertDeliveries.attempts });
  return row ?? null;
}

/** Records how a claimed send went; a failure keeps the time its next try may begin (null: no more). */
export async function markDelivery(
  db: Database,
  id: string,
  outcome: { status: "sent"; at: Date } | { status: "failed"; error: string; retryAt: Date | null },
): Promise<void> {
  await db
    .update(alertDeliveries)
    .set(
      outcome.status === "sent"
        ? { status: "sent", sentAt: outcome.at, lastError: null, retryAt: null }
        : { status: "failed", lastError: outcome.error.slice(0, 500), retryAt: outcome.retryAt },
    )
    .where(eq(alertDeliveries.id, id));
}
