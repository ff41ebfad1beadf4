import type { Database } from "./client";

/**
 * A query that runs on most requests, built once per database handle instead of on every call:
 * Drizzle's query builder costs more CPU than the query itself on PostgreSQL (see docs/performance.md),
 * and a prepared query is also a named statement there, parsed and planned once per connection.
 * Bind values with `sql.placeholder`; placeholders skip the columns' encoders, so pass dates as ISO
 * strings. A transaction is a handle of its own and gets its own copy.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
