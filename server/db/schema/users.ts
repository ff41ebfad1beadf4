import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { CODE_PURPOSES, type CodePurpose, ROLES, type Role } from "../../../domain/enums";
import { createdAt, id, oneOf, timestamptz } from "./columns";

export const users = pgTable(
  "users",
  {
    id: id(),
    /** argon2id hash (PHC string), never the password itself. */
    password: text("password").notNull(),
    fullName: text("full_name").notNull(),
    /** Stored trimmed and lower-cased; the check constraint refuses anything else. */
    email: text("email").notNull().unique(),
    role: text("role").$type<Role>().notNull().default("user"),
    emailVerified: boolean("email_verified").notNull().default(false),
    verifiedAt: timestamptz("verified_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("users_email_lower_check", sql`${t.email} = lower(${t.email})`),
    check("users_role_check", oneOf(t.role, ROLES)),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

export const emailVerifications = pgTable(
  "email_verifications",
  {
    id: id(),
    email: text("email").notNull(),
    /** Hash of the 6-digit code, never the code itself. */
    code: text("code").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    verified: boolean("verified").notNull().default(false),
    /** Wrong tries against this code. */
    attempts: integer("attempts").notNull().default(0),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** What the code proves: the address at registration, a password reset, or a new address (docs/decisions). */
    purpose: text("purpose").$type<CodePurpose>().notNull().default("verify_email"),
    /**
     * A reset code answers only with the token of the request that asked for it (hashed), so a
     * stranger's guesses never use up the owner's tries (docs/decisions/0054).
     */
    requestHash: text("request_hash"),
    createdAt: createdAt(),
  },
  (t) => [
    check("email_verifications_purpose_check", oneOf(t.purpose, CODE_PURPOSES)),
    index("email_verifications_email_created_at_idx").on(t.email, t.createdAt),
    index("email_verifications_user_id_idx").on(t.userId),
    check("email_verifications_attempts_check", sql`${t.attempts} >= 0`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type EmailVerification = typeof emailVerifications.$inferSelect;
export type NewEmailVerification = typeof emailVerifications.$inferInsert;
