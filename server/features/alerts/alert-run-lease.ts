// Holding the daily alerts' lease for a run (docs/decisions/0065): taken at the start, renewed once
// half of it has passed (checked before each send), given back at the end.

import { randomUUID } from "node:crypto";
import type { ServiceContext } from "../service-context";
import { type LeaseHolder, releaseLease, renewLease, takeLease } from "./alert-run-lease.repo";

export interface HeldLease {
  /** True while this run still holds the lease (renewed when due); false once another took it over. */
  keep(): Promise<boolean>;
  release(): Promise<void>;
}

/** The lease named `name` for `leaseMs`, or null when another process holds it now. */
export async function holdLease(
  ctx: Pick<ServiceContext, "db" | "clock">,
  name: string,
  leaseMs: number,
): Promise<HeldLease | null> {
  const lease: LeaseHolder = { name, holder: randomUUID() };
  const takenAt = ctx.clock();
  const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
  if (!(await takeLease(ctx.db, lease, takenAt, later(takenAt, leaseMs)))) return null;
  let renewFrom = later(takenAt, leaseMs / 2);
  return {
    async keep() {
      // The time now, not the run's start: a run waiting on SMTP outlives its first lease.
      const now = ctx.clock();
      if (now < renewFrom) return true;
      if (!(await renewLease(ctx.db, lease, later(now, leaseMs)))) return false;
      renewFrom = later(now, leaseMs / 2);
      return true;
    },
    release: () => releaseLease(ctx.db, lease),
  };
}
