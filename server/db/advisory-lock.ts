import { sql } from "drizzle-orm";
import type { Database } from "./client";

/**
 * Holds a PostgreSQL advisory lock on `key` until the caller's transaction ends, so checks and
 * writes of concurrent requests on the same key (a per-user limit) run one after another. Call it
 * inside a transaction. PGlite runs transactions one after another anyway.
 */
export async function lockUntilCommit(db: Database, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
