import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { NOTIFICATION_KINDS, type NotificationKind } from "../../../domain/schemas/notifications";
import { createdAt, id, oneOf, timestamptz, updatedAt } from "./columns";
import { users } from "./users";

// The notification outbox (docs/product.md §17.3.1, docs/decisions/0071): an e-mail to send is a row
// written with the change that causes it, and the runner sends it later.

/**
 * 'pending' waits for its `not_before`; 'sending' is claimed until `lease_until` (a sender that died
 * leaves it to be claimed again); 'sent', 'skipped' (the recipient turned the kind off, or nothing is
 * left to say) and 'failed' (attempts spent) are final.
 */
export const OUTBOX_STATUSES = ["pending", "sending", "sent", "skipped", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * What the outbox sends: the notifications people switch (to an account), and the countersignature
 * link to a supervisor outside the system (to an address; docs/product.md §22.2), which no switch
 * stops.
 */
export const OUTBOX_KINDS = [...NOTIFICATION_KINDS, "countersign_request"] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export const notificationOutbox = pgTable(
  "notification_outbox",
  {
    id: id(),
    kind: text("kind").$type<OutboxKind>().notNull(),
    /** The recipient: an account, or (`recipient_email`) an address outside the system. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    recipientEmail: text("recipient_email"),
    /** What the e-mail says, as it was when the change was made (names, reason, links' ids). */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** Rows of one key gather into the one not yet tried: the hourly batch of an administrator. */
    dedupeKey: text("dedupe_key"),
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    /** Not sent before this: now, an hour after the last batch, or the next try after a failure. */
    notBefore: timestamptz("not_before").notNull(),
    attempts: integer("attempts").notNull().default(0),
    leaseUntil: timestamptz("lease_until"),
    sentAt: timestamptz("sent_at"),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    check("notification_outbox_kind_check", oneOf(t.kind, OUTBOX_KINDS)),
    check("notification_outbox_recipient_check", sql`(${t.userId} is null) <> (${t.recipientEmail} is null)`),
    check("notification_outbox_status_check", oneOf(t.status, OUTBOX_STATUSES)),
    index("notification_outbox_user_id_idx").on(t.userId),
    index("notification_outbox_ready_idx").on(t.notBefore).where(sql`${t.status} in ('pending', 'sending')`),
    // Untried rows only: a batch put back to wait for a retry must not collide with the newer batch
    // that gathered meanwhile (insertForAdministrators' ON CONFLICT names the same predicate).
    uniqueIndex("notification_outbox_pending_key_unique")
      .on(t.dedupeKey)
      .where(sql`${t.status} = 'pending' and ${t.attempts} = 0`),
  ],
);

export type OutboxRow = typeof notificationOutbox.$inferSelect;

/** A person's switch for one kind; without a row the kind is on. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NotificationKind>().notNull(),
    enabled: boolean("enabled").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check("notification_preferences_kind_check", oneOf(t.kind, NOTIFICATION_KINDS)),
  ],
);
