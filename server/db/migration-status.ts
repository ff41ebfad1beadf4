// What the migrations say: how many and how new this build's are (drizzle's journal) and what the
// database has applied (drizzle's own table). Read by `npm run migrate` and by /readyz.
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Database, type DatabaseConnection, MIGRATIONS_FOLDER } from "./client";

let journal: { when: number }[] | undefined;
/** The journal's entries, read once. */
function shippedMigrations(): { when: number }[] {
  journal ??= (
    JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
      entries: { when: number }[];
    }
  ).entries;
  return journal;
}

/** How many migrations this build carries. */
export function shippedMigrationCount(): number {
  return shippedMigrations().length;
}

/** The `when` of the newest migration this build carries. */
export function newestMigrationMillis(): number {
  return Math.max(0, ...shippedMigrations().map((entry) => entry.when));
}

const UNDEFINED_TABLE = "42P01";

/** Rows of a query on either driver (both answer `execute` with `{ rows }`); none before any migration. */
async function migrationRows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  try {
    return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  } catch (error) {
    if ((error as { code?: string }).code === UNDEFINED_TABLE) return [];
    throw error;
  }
}

/**
 * The newest migration the database has applied (drizzle's table, whose created_at is the journal's
 * `when`); 0 when none has been, or the table is not there yet.
 */
export async function appliedMigrationMillis(db: Database): Promise<number> {
  const [row] = await migrationRows<{ newest: number | string | null }>(
    db,
    sql`select max(created_at)::float8 as newest from drizzle.__drizzle_migrations`,
  );
  return Number(row?.newest ?? 0);
}

/** How many migrations the database has recorded as applied (0 on an empty database). */
export async function appliedMigrationCount(connection: DatabaseConnection): Promise<number> {
  const [row] = await migrationRows<{ count: string | number }>(
    connection.db,
    sql`select count(*) as count from drizzle.__drizzle_migrations`,
  );
  return Number(row?.count ?? 0);
}
