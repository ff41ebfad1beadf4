import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

/** Fixed-window counters for rate limits, shared by every API instance. */
export const rateLimitBuckets = pgTable("rate_limit_buckets", {
  /** e.g. `login:ip:203.0.113.7`, `login:account:<email>`, `resend:<email>`. */
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  windowStartedAt: timestamptz("window_started_at").notNull().defaultNow(),
  lockedUntil: timestamptz("locked_until"),
  /**
   * Attempts counted in `count` whose outcome is not known yet (a sign-in whose password is being
   * checked): an attempt refused while others are in flight waits for them (docs/decisions/0055).
   */
  inFlight: integer("in_flight").notNull().default(0),
});

export type RateLimitBucket = typeof rateLimitBuckets.$inferSelect;
