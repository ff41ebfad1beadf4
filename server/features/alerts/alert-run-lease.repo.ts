// The lease that lets one process at a time run the daily alerts (docs/decisions/0065): a row per
// run name with its holder and expiry, taken with one insert-on-conflict, like a queue task's lease.
// A table rather than an advisory lock: it works alike on PostgreSQL and PGlite, and holds no
// connection of the pool while the run waits on SMTP.

import { and, eq, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { alertRunLeases } from "../../db/schema/index";

export interface LeaseHolder {
  name: string;
  holder: string;
}

/** Takes the lease when nobody holds it or its holder's time ran out; false when another holds it. */
export async function takeLease(
  db: Database,
  lease: LeaseHolder,
  now: Date,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .insert(alertRunLeases)
    .values({ ...lease, expiresAt })
    .onConflictDoUpdate({
      target: alertRunLeases.name,
      set: { holder: lease.holder, expiresAt },
      setWhere: lte(alertRunLeases.expiresAt, now),
    })
    .returning({ name: alertRunLeases.name });
  return rows.length > 0;
}

/** Extends the lease; false when another process took it over (this one was presumed dead). */
export async function renewLease(db: Database, lease: LeaseHolder, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .update(alertRunLeases)
    .set({ expiresAt })
    .where(and(eq(alertRunLeases.name, lease.name), eq(alertRunLeases.holder, lease.holder)))
    .returning({ name: alertRunLeases.name });
  return rows.length > 0;
}

/** Lets the next process in at once instead of at the lease's expiry. */
export async function releaseLease(db: Database, lease: LeaseHolder): Promise<void> {
  await db
    .delete(alertRunLeases)
    .where(and(eq(alertRunLeases.name, lease.name), eq(alertRunLeases.holder, lease.holder)));
}
