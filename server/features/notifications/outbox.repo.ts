// Every statement on the notification outbox and the people's switches (docs/decisions/0071).

import type { NotificationKind } from "@domain/schemas/notifications";
import { and, eq, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  notificationOutbox,
  notificationPreferences,
  type OutboxKind,
  type OutboxRow,
  users,
} from "../../db/schema/index";

/** To an account (`userId`) or to an address outside the system (`recipientEmail`). */
export type NewOutboxRow = {
  kind: OutboxKind;
  payload: Record<string, unknown>;
  notBefore: Date;
  dedupeKey?: string;
} & ({ userId: string; recipientEmail?: never } | { recipientEmail: string; userId?: never });

export async function insertOutboxRow(db: Database, row: NewOutboxRow): Promise<void> {
  await db.insert(notificationOutbox).values(row);
}

/**
 * A payload's secret (a link's token, docs/product.md §22.2) lives in the row only until its try
 * ends: every final state drops it.
 */
const withoutSecret: SQL = sql`${notificationOutbox.payload} - 'token'`;

/**
 * Stops the e-mail of `dedupeKey` that is not sent yet (waiting, or claimed by a sender that has not
 * renewed its claim for the send): it becomes 'skipped', its secret dropped. Call it in the
 * transaction of the change that makes the e-mail moot (a withdrawn countersignature request).
 */
export async function skipUnsent(db: Database, dedupeKey: string): Promise<number> {
  const skipped = await db
    .update(notificationOutbox)
    .set({ status: "skipped", leaseUntil: null, payload: withoutSecret })
    .where(
      and(
        eq(notificationOutbox.dedupeKey, dedupeKey),
        inArray(notificationOutbox.status, ["pending", "sending"]),
      ),
    )
    .returning({ id: notificationOutbox.id });
  return skipped.length;
}

/**
 * One row per administrator (the actor excepted: nobody is told of their own change), in one
 * statement. With `batch`, a row not yet tried for the same administrator takes the new entry into its
 * list instead (`payload.entries`), and a new row waits until an hour after the last one was sent.
 */
export async function insertForAdministrators(
  db: Database,
  input: {
    kind: NotificationKind;
    actorId: string;
    /** Its fields, `technicianName` filled from this person's account. */
    entry: Record<string, unknown>;
    technicianId: string;
    now: Date;
    batch?: { everyMs: number };
  },
): Promise<void> {
  const entry = sql`jsonb_build_object('technicianName', (select ${users.fullName} from ${users} where ${users.id} = ${input.technicianId})) || ${JSON.stringify(input.entry)}::jsonb`;
  const admin = sql.raw('"admin"');
  const key = sql`${input.kind} || ':' || ${admin}."id"`;
  if (!input.batch) {
    await db.execute(sql`
      insert into ${notificationOutbox} ("kind", "user_id", "payload", "not_before")
      select ${input.kind}, ${admin}."id", jsonb_build_object('entries', jsonb_build_array(${entry})), ${input.now}::timestamptz
      from ${users} as ${admin}
      where ${admin}."role" = 'admin' and ${admin}."id" <> ${input.actorId}`);
    return;
  }
  // The last batch of each administrator: sent, being sent, or waiting for a retry.
  const last = sql`(select max(coalesce(${notificationOutbox.sentAt}, ${notificationOutbox.notBefore}))
      from ${notificationOutbox}
      where ${notificationOutbox.dedupeKey} = ${key}
        and (${notificationOutbox.status} in ('sent', 'sending') or ${notificationOutbox.attempts} > 0))`;
  await db.execute(sql`
    insert into ${notificationOutbox} ("kind", "user_id", "payload", "dedupe_key", "not_before")
    select ${input.kind}, ${admin}."id", jsonb_build_object('entries', jsonb_build_array(${entry})), ${key},
      greatest(${input.now}::timestamptz, ${last} + make_interval(secs => ${input.batch.everyMs / 1000}))
    from ${users} as ${admin}
    where ${admin}."role" = 'admin' and ${admin}."id" <> ${input.actorId}
    on conflict ("dedupe_key") where "status" = 'pending' and "attempts" = 0
    do update set "payload" = jsonb_set(${notificationOutbox}."payload", '{entries}',
      (${notificationOutbox}."payload" -> 'entries') || (excluded."payload" -> 'entries'))`);
}

/**
 * Takes up to `limit` rows that are due (or whose sender died: lease run out), each for one try:
 * `FOR UPDATE SKIP LOCKED` lets any number of processes claim at once without taking the same row.
 */
export async function claimDue(
  db: Database,
  now: Date,
  limit: number,
  leaseMs: number,
  kinds?: readonly OutboxKind[],
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(
      and(
        or(
          and(eq(notificationOutbox.status, "pending"), lte(notificationOutbox.notBefore, now)),
          and(eq(notificationOutbox.status, "sending"), lte(notificationOutbox.leaseUntil, now)),
        ),
        kinds ? inArray(notificationOutbox.kind, [...kinds]) : undefined,
      ),
    )
    .orderBy(notificationOutbox.notBefore, notificationOutbox.id)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(notificationOutbox)
    .set({
      status: "sending",
      attempts: sql`${notificationOutbox.attempts} + 1`,
      leaseUntil: new Date(now.getTime() + leaseMs),
    })
    .where(inArray(notificationOutbox.id, due))
    .returning();
}

export interface Recipient {
  email: string;
  /** The account's name; null for an address outside the system (the payload names them). */
  fullName: string | null;
  role: string | null;
  /** The person's switch for the row's kind; null when never set (on) or for an outside address. */
  enabled: boolean | null;
}

/**
 * Each claimed row's recipient, with their switch for the row's kind, in one statement; a row to an
 * outside address answers that address.
 */
export async function recipientsOf(
  db: Database,
  rows: readonly OutboxRow[],
): Promise<Map<string, Recipient>> {
  if (rows.length === 0) return new Map();
  const found = await db
    .select({
      id: notificationOutbox.id,
      email: sql<string | null>`coalesce(${notificationOutbox.recipientEmail}, ${users.email})`,
      fullName: users.fullName,
      role: users.role,
      enabled: notificationPreferences.enabled,
    })
    .from(notificationOutbox)
    .leftJoin(users, eq(users.id, notificationOutbox.userId))
    .leftJoin(
      notificationPreferences,
      and(
        eq(notificationPreferences.userId, notificationOutbox.userId),
        eq(notificationPreferences.kind, notificationOutbox.kind),
      ),
    )
    .where(
      inArray(
        notificationOutbox.id,
        rows.map((row) => row.id),
      ),
    );
  return new Map(
    found.flatMap(({ id, email, ...recipient }) => (email === null ? [] : [[id, { email, ...recipient }]])),
  );
}

/**
 * Extends this sender's claim on `row` just before it is sent; false when the claim was lost (its
 * lease ran out and another process took the row), so that process alone sends it.
 */
export async function renewClaim(
  db: Database,
  row: Pick<OutboxRow, "id" | "attempts">,
  leaseUntil: Date,
): Promise<boolean> {
  const renewed = await db
    .update(notificationOutbox)
    .set({ leaseUntil })
    .where(
      and(
        eq(notificationOutbox.id, row.id),
        eq(notificationOutbox.attempts, row.attempts),
        eq(notificationOutbox.status, "sending"),
      ),
    )
    .returning({ id: notificationOutbox.id });
  return renewed.length > 0;
}

/**
 * The end of one try, written only while the try is still this one's (same attempt, still claimed);
 * a final state drops the payload's secret.
 */
export async function settleTry(
  db: Database,
  row: Pick<OutboxRow, "id" | "attempts">,
  change: Partial<Pick<OutboxRow, "status" | "sentAt" | "lastError" | "notBefore">>,
): Promise<boolean> {
  const final = change.status !== undefined && change.status !== "pending";
  const settled = await db
    .update(notificationOutbox)
    .set({ ...change, leaseUntil: null, ...(final ? { payload: withoutSecret } : {}) })
    .where(
      and(
        eq(notificationOutbox.id, row.id),
        eq(notificationOutbox.attempts, row.attempts),
        eq(notificationOutbox.status, "sending"),
      ),
    )
    .returning({ id: notificationOutbox.id });
  return settled.length > 0;
}

export async function readPreferences(db: Database, userId: string): Promise<Map<NotificationKind, boolean>> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return new Map(rows.map((row) => [row.kind, row.enabled]));
}

export async function writePreferences(
  db: Database,
  userId: string,
  choices: ReadonlyArray<{ kind: NotificationKind; enabled: boolean }>,
): Promise<void> {
  if (choices.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(choices.map((choice) => ({ userId, ...choice })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { enabled: sql`excluded.enabled` },
    });
}
