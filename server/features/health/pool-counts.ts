import type { DatabaseConnection } from "../../db/client";

/** What pg.Pool says of its connections. */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * The pg.Pool under a PostgreSQL connection (drizzle keeps it as `$client`); null for PGlite, which
 * has no pool.
 */
export function poolOf(database: Pick<DatabaseConnection, "db" | "driver">): PoolCounts | null {
  if (database.driver !== "postgres") return null;
  const client = (database.db as unknown as { $client?: Partial<PoolCounts> }).$client;
  return typeof client?.totalCount === "number" &&
    typeof client.idleCount === "number" &&
    typeof client.waitingCount === "number"
    ? (client as PoolCounts)
    : null;
}
