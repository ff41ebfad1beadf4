import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, type QueryOptions } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Logger } from "pino";
import { acquireDirectoryLock, type DirectoryLock } from "./directory-lock";
import { DatabaseStartError } from "./errors";
import { PGLITE_EXTENSIONS } from "./pglite-extensions";
import { instanceParsers } from "./pglite-parsers";
import { openPgliteThread, type PgliteThreadClient } from "./pglite-thread/client";

export { openPgliteThread };

import * as schema from "./schema/index";

export { DatabaseStartError, PGLITE_EXTENSIONS };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

/** The one database handle type used everywhere, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseConnection {
  db: Database;
  driver: "pglite" | "postgres";
  /** PostgreSQL's pool (none for PGlite): migrations hold a session of it, metrics read its counts. */
  pool?: pg.Pool;
  /** Runs `select 1`; rejects when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  logger?: Pick<Logger, "info" | "warn" | "error">;
  /** How long to keep retrying an unreachable PostgreSQL at start. */
  connectTimeoutMs?: number;
  poolSize?: number;
  /** Run the embedded database in a worker thread (the server's default: config PGLITE_THREAD). */
  pgliteThread?: boolean;
}

/** Opens PostgreSQL (DATABASE_URL) or the embedded PGlite in $DATA_DIR/pg, and applies migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseConnection> {
  const connection = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options)
    : await openPglite(path.join(options.dataDir, "pg"), options.pgliteThread ?? false);
  try {
    await migrateDatabase(connection);
  } catch (error) {
    await connection.close();
    throw error;
  }
  return connection;
}

export async function migrateDatabase(connection: DatabaseConnection): Promise<void> {
  if (connection.driver === "pglite") {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific handle
    await migratePglite(connection.db as any, { migrationsFolder: MIGRATIONS_FOLDER });
  } else if (connection.pool) {
    await migratePostgresLocked(connection.pool);
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific handle
    await migrateNodePg(connection.db as any, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

/** One key for every process of every version: migrations never run twice at once. */
const MIGRATION_LOCK = "hangar-log: migrations";

/**
 * Processes starting together (a rolling upgrade, several replicas) each migrate: without a lock two
 * of them create the same table and one fails. The lock is a session lock held on one connection, so
 * the others wait for it and then find nothing left to apply.
 */
async function migratePostgresLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock(hashtextextended($1, 0))", [MIGRATION_LOCK]);
    try {
      await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query("select pg_advisory_unlock(hashtextextended($1, 0))", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

async function openPglite(directory: string, inThread: boolean): Promise<DatabaseConnection> {
  mkdirSync(directory, { recursive: true });
  // Two PGlite instances on one directory silently lose data: refuse a second process.
  const lock: DirectoryLock = acquireDirectoryLock(directory);
  try {
    if (inThread) return wrapPgliteThread(await openPgliteThread({ directory }), () => lock.release());
    const client = await PGlite.create(directory, { extensions: PGLITE_EXTENSIONS });
    return wrapPglite(client, () => lock.release());
  } catch (error) {
    lock.release();
    throw new DatabaseStartError(
      `Could not open the embedded database in ${directory}: ${(error as Error).message}`,
    );
  }
}

/**
 * PGlite in a thread of its own (the default for the server, decision 0048): its queries use the
 * second core while this thread serves HTTP, and a long query no longer stalls the event loop.
 */
export function wrapPgliteThread(
  thread: PgliteThreadClient,
  onClose: () => void = () => {},
): DatabaseConnection {
  return pgliteConnection(thread, thread as unknown as PGlite, onClose);
}

/** Wraps an already open PGlite (tests load it from a migrated template). */
export function wrapPglite(client: PGlite, onClose: () => void = () => {}): DatabaseConnection {
  return pgliteConnection(client, oneQueryGroupPerTurn(client), onClose);
}

/** The connection over a PGlite on this thread or in its own; Drizzle talks to `drizzleClient`. */
function pgliteConnection(
  client: Pick<PGlite, "close"> & { query(text: string): Promise<unknown> },
  drizzleClient: PGlite,
  onClose: () => void,
): DatabaseConnection {
  const db = drizzlePglite({ client: drizzleClient, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    driver: "pglite",
    async ping() {
      if (closed) throw new Error("database closed");
      await client.query("select 1");
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        onClose();
      }
    },
  };
}

/**
 * PGlite runs each query synchronously on this thread, and the next queued one as soon as the previous
 * resolves, all within one turn of the event loop. Node takes in at most one new connection per turn,
 * so under load a new connection waited for every pending query of every open one (seconds at 100
 * connections, and timeouts). So while queries are running, each turn starts one more group of them:
 * those asked for together (in the same tick, like a Promise.all of a request), which still run back
 * to back. When PGlite is idle a query starts at once, as before. Queries inside a transaction run as
 * before. Throughput is the same.
 */
function oneQueryGroupPerTurn(client: PGlite): PGlite {
  const withInstanceParsers = instanceParsers(client);
  const groups: (() => void)[][] = [];
  let open: (() => void)[] | null = null;
  let running = 0;
  let scheduled = false;
  const startNextGroup = () => {
    for (const start of groups.shift() ?? []) start();
    scheduled = groups.length > 0;
    if (scheduled) setImmediate(startNextGroup);
  };
  const waitForTurn = () =>
    new Promise<void>((resolve) => {
      if (!open) {
        const group: (() => void)[] = [];
        open = group;
        groups.push(group);
        queueMicrotask(() => {
          open = null;
        });
        if (!scheduled) {
          scheduled = true;
          setImmediate(startNextGroup);
        }
      }
      open.push(resolve);
    });
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== "function") return value;
      if (property === "query" || property === "exec" || property === "transaction") {
        return async (...args: unknown[]) => {
          if (property === "query") args[2] = withInstanceParsers(args[2] as QueryOptions | undefined);
          if (running > 0 || groups.length > 0) await waitForTurn();
          running++;
          try {
            return await value.apply(target, args);
          } finally {
            running--;
          }
        };
      }
      return value.bind(target);
    },
  });
}

async function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): Promise<DatabaseConnection> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // Before the first query: the client that answers it stays in the pool and must be guarded too.
  guardCheckedOutClients(pool);
  // An idle client that loses its server emits here; without a listener the process would crash.
  pool.on("error", (error) =>
    options.logger?.warn({ err: error }, "PostgreSQL connection lost; it will be replaced"),
  );

  const deadline = Date.now() + (options.connectTimeoutMs ?? 30_000);
  let delay = 250;
  for (;;) {
    try {
      await pool.query("select 1");
      break;
    } catch (error) {
      if (Date.now() + delay > deadline) {
        await pool.end().catch(() => {});
        throw new DatabaseStartError(
          `Could not reach PostgreSQL at DATABASE_URL (${redact(databaseUrl)}): ${(error as Error).message}`,
        );
      }
      options.logger?.warn(
        `PostgreSQL not reachable yet (${(error as Error).message}); retrying in ${delay} ms`,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 5_000);
    }
  }
  return wrapPool(pool);
}

const guardedPools = new WeakSet<pg.Pool>();

/**
 * A checked-out client (a transaction between two queries) that loses its server emits "error" with no
 * listener of the pool's attached, which would crash the process. With this, the client's next query
 * fails instead (answered 503) and the pool drops the dead client when it is released. It must be in
 * place before the pool connects its first client.
 */
function guardCheckedOutClients(pool: pg.Pool): void {
  if (guardedPools.has(pool)) return;
  guardedPools.add(pool);
  pool.on("connect", (client) => client.on("error", () => {}));
}

export function wrapPool(pool: pg.Pool): DatabaseConnection {
  guardCheckedOutClients(pool);
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    driver: "postgres",
    pool,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "invalid URL";
  }
}
