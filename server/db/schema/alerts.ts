import { sql } from "drizzle-orm";
import { boolean, check, date, integer, pgTable, smallint, text, unique, uuid } from "drizzle-orm/pg-core";
import { DEFAULT_ALERT_WINDOW_DAYS } from "../../../domain/expiry-alerts";
import { createdAt, id, oneOf, timestamptz, updatedAt } from "./columns";
import { users } from "./users";

// Expiry alerts and the calendar feed (docs/product.md §17.3, §17.4).

/** The center's settings: one row (id 1), made with its defaults when first read. */
export const centerSettings = pgTable(
  "center_settings",
  {
    id: smallint("id").primaryKey().default(1),
    alertWindowDays: integer("alert_window_days").notNull().default(DEFAULT_ALERT_WINDOW_DAYS),
    /** The name invitations give the center; empty means the default wording. */
    centerName: text("center_name"),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("center_settings_single_row_check", sql`${t.id} = 1`),
    check("center_settings_alert_window_days_check", sql`${t.alertWindowDays} between 7 and 90`),
  ],
);

/** A user's own alert choices; a user without a row gets alerts and has no calendar link yet. */
export const userAlertSettings = pgTable("user_alert_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  emailAlerts: boolean("email_alerts").notNull().default(true),
  /**
   * The calendar link's secret is HMAC(SESSION_SECRET, nonce): the nonce alone gives nothing without the
   * server's secret, and the link can be shown again. Its SHA-256 finds the user; neither is the secret.
   */
  calendarTokenNonce: text("calendar_token_nonce"),
  calendarTokenHash: text("calendar_token_hash").unique(),
  updatedAt: updatedAt(),
});

/** Who gets which daily alert. */
export const ALERT_KINDS = ["own_items", "team_digest"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** 'sending' is a claim; 'failed' may be claimed again later that day, from its retry time (a few attempts at most). */
export const ALERT_DELIVERY_STATUSES = ["sending", "sent", "failed"] as const;
export type AlertDeliveryStatus = (typeof ALERT_DELIVERY_STATUSES)[number];

/** The sent-log: one row per person, day and kind, so an alert goes out once a day across processes. */
export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The UTC day the alert is for. */
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind").$type<AlertKind>().notNull(),
    status: text("status").$type<AlertDeliveryStatus>().notNull(),
    attempts: integer("attempts").notNull().default(1),
    /** When the last try began. */
    claimedAt: timestamptz("claimed_at").notNull(),
    /** A failed send is not tried again before this, so a short mail outage does not spend the day's tries. */
    retryAt: timestamptz("retry_at"),
    sentAt: timestamptz("sent_at"),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("alert_deliveries_user_day_kind_unique").on(t.userId, t.day, t.kind),
    check("alert_deliveries_kind_check", oneOf(t.kind, ALERT_KINDS)),
    check("alert_deliveries_status_check", oneOf(t.status, ALERT_DELIVERY_STATUSES)),
    check("alert_deliveries_attempts_check", sql`${t.attempts} >= 1`),
  ],
);

export type AlertDelivery = typeof alertDeliveries.$inferSelect;

/**
 * Who runs the daily alerts now: one row per run name, held by one process until it expires (renewed
 * while the run lasts), so the processes take turns instead of trying the same failing sends at once.
 */
export const alertRunLeases = pgTable("alert_run_leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: timestamptz("expires_at").notNull(),
});
