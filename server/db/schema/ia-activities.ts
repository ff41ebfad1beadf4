import { sql } from "drizzle-orm";
import { check, date, index, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { IA_ACTIVITY_KINDS, type IaActivityKind } from "../../../domain/enums";
import { createdAt, id, oneOf, updatedAt } from "./columns";
import { users } from "./users";

/**
 * An inspection authorization holder's log of what counts toward renewal (14 CFR 65.93; docs/product.md
 * §19.3). Only its owner reads or changes it.
 */
export const iaActivities = pgTable(
  "ia_activities",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    performedOn: date("performed_on", { mode: "string" }).notNull(),
    kind: text("kind").$type<IaActivityKind>().notNull(),
    /** Hours of instruction of a refresher course; null for the other kinds. */
    hours: numeric("hours", { precision: 5, scale: 1, mode: "number" }),
    aircraftMake: text("aircraft_make"),
    aircraftModel: text("aircraft_model"),
    aircraftRegistration: text("aircraft_registration"),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("ia_activities_user_id_performed_on_idx").on(t.userId, t.performedOn),
    check("ia_activities_kind_check", oneOf(t.kind, IA_ACTIVITY_KINDS)),
    check("ia_activities_hours_check", sql`${t.hours} is null or ${t.hours} > 0`),
  ],
);

export type IaActivityRow = typeof iaActivities.$inferSelect;
export type NewIaActivityRow = typeof iaActivities.$inferInsert;
