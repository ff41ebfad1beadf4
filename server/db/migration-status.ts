import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type DatabaseConnection, MIGRATIONS_FOLDER } from "./client";

/** How many migrations this version of the code ships (drizzle's journal). */
export function shippedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** How many migrations the database has recorded as applied (0 on an empty database). */
export async function appliedMigrationCount(connection: DatabaseConnection): Promise<number> {
  // Both drivers answer `execute` with `{ rows }`.
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await connection.db.execute(query)) as { rows: T[] }).rows;
  const [table] = await rowsOf<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return 0;
  const [counted] = await rowsOf<{ count: string | number }>(
    sql`select count(*) as count from drizzle.__drizzle_migrations`,
  );
  return Number(counted?.count ?? 0);
}
