import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, timestamp, uuid } from "drizzle-orm/pg-core";

// Shared column builders and check-constraint helpers for the table files.

export const id = () => uuid("id").primaryKey().defaultRandom();

/** `timestamp with time zone`, returned as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const createdAt = () => timestamptz("created_at").notNull().defaultNow();

/** Set by the database on insert and by Drizzle on every `update()`. */
export const updatedAt = () =>
  timestamptz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * `column in ('a', 'b', …)` for a check constraint. The values are inlined (drizzle-kit cannot
 * bind parameters in DDL); they come from the closed sets in domain/enums.ts, quotes escaped anyway.
 * A NULL value passes a check, so nullable columns keep accepting NULL.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(list)})`;
}
