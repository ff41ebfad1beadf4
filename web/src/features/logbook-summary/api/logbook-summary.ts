// What the logbook feeds (docs/product.md §22.4): the caller's own summary and the team's.

import type { LogbookSummaryView, TeamLogbookSummary } from "@domain/schemas/logbook-summary";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { logbookSummaryQueryKey, teamLogbookSummaryQueryKey } from "@/lib/query-keys";
import { refreshWhenShown, refreshWhileShown } from "@/lib/shared-lists";

export function useLogbookSummary() {
  return useQuery(
    queryOptions({
      queryKey: logbookSummaryQueryKey,
      queryFn: () => apiJson<LogbookSummaryView>("GET", "/api/logbook/summary"),
      ...refreshWhenShown,
    }),
  );
}

export function useTeamLogbookSummary() {
  return useQuery(
    queryOptions({
      queryKey: teamLogbookSummaryQueryKey,
      queryFn: () => apiJson<TeamLogbookSummary>("GET", "/api/admin/logbook/summary"),
      ...refreshWhileShown,
    }),
  );
}
