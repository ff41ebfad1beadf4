import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type LogbookCountersignRequestRow, logbookCountersignRequests } from "../../db/schema/index";

// Queries of the countersignature requests that logbook.repo.ts does not hold (docs/product.md §22.2).

/** The requests still open in a designated supervisor's queue, locked, in id order. */
export function openRequestsToSupervisor(
  db: Database,
  supervisorUserId: string,
): Promise<LogbookCountersignRequestRow[]> {
  return db
    .select()
    .from(logbookCountersignRequests)
    .where(
      and(
        eq(logbookCountersignRequests.supervisorUserId, supervisorUserId),
        isNull(logbookCountersignRequests.tokenHash),
        isNull(logbookCountersignRequests.usedAt),
        isNull(logbookCountersignRequests.revokedAt),
      ),
    )
    .orderBy(asc(logbookCountersignRequests.id))
    .for("update");
}
