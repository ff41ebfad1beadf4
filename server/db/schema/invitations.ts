import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, timestamptz } from "./columns";
import { users } from "./users";

// Invitations to accounts an administrator created (docs/product.md §21): a link that sets the
// password once, within 7 days, unless a newer invitation or a password change voided it.

export const invitations = pgTable(
  "invitations",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the link's token; the token itself is only in the e-mail. */
    tokenHash: text("token_hash").notNull().unique(),
    /** The administrator who sent it; kept empty when their account is gone. */
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    voidedAt: timestamptz("voided_at"),
  },
  (t) => [index("invitations_user_id_idx").on(t.userId), index("invitations_invited_by_idx").on(t.invitedBy)],
);

export type Invitation = typeof invitations.$inferSelect;
