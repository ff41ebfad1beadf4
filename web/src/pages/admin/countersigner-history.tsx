// The history of a member's countersigner designation (docs/product.md §22.2), under the card that
// sets it: each change with who, when, before and after, oldest first.

import {
  COUNTERSIGNER_EVENT_LABELS,
  type CountersignerDesignationHistory,
  type CountersignerEvent,
} from "@domain/schemas/countersigner-events";
import { useEffect } from "react";
import { useCountersignerDesignation } from "@/features/logbook/api/countersigner";
import { formatDate } from "@/lib/format";

/** What changed, in words ('Licence no. A&P 1 → A&P 2'), and what a removal withdrew. */
export function changeWords(event: CountersignerEvent): string {
  const words =
    event.kind === "designated"
      ? `Licence no. ${event.after?.licenceNumber ?? ""}`
      : event.kind === "licence_changed"
        ? `Licence no. ${event.before?.licenceNumber ?? ""} → ${event.after?.licenceNumber ?? ""}`
        : `Was licence no. ${event.before?.licenceNumber ?? ""}`;
  const withdrawn = event.withdrawnRequests
    ? `; ${event.withdrawnRequests} waiting ${event.withdrawnRequests === 1 ? "request" : "requests"} withdrawn`
    : "";
  return words + withdrawn;
}

export function CountersignerHistory({ userId }: { userId: string }) {
  const designation = useCountersignerDesignation(userId);
  const data = designation.data as Partial<CountersignerDesignationHistory> | undefined;
  const { refetch } = designation;
  // A save answers the designation alone; read the history again after it.
  useEffect(() => {
    if (data && data.events === undefined) void refetch();
  }, [data, refetch]);
  const events = data?.events ?? [];
  if (events.length === 0) return null;
  return (
    <section aria-labelledby={`${userId}-designation-history`} className="mt-2 text-sm">
      <h3 id={`${userId}-designation-history`} className="font-medium">
        Supervisor designation history
      </h3>
      <ul className="mt-1 grid gap-1">
        {events.map((event) => (
          <li key={`${event.at}-${event.kind}`}>
            {formatDate(event.at)}: {COUNTERSIGNER_EVENT_LABELS[event.kind]} by{" "}
            {event.actorName ?? "a former account"} ({changeWords(event)})
          </li>
        ))}
      </ul>
    </section>
  );
}
