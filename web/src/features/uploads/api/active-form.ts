import type { ActiveWorkHistoryForm } from "@domain/schemas/work-history";
import { queryOptions } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { activeFormQueryKey } from "@/lib/query-keys";

/** The caller's active work history form (name and hire date), or null when there is none. */
export function getActiveForm(): Promise<ActiveWorkHistoryForm> {
  return apiJson<ActiveWorkHistoryForm>("GET", "/api/work-history/active");
}

/** Always asked afresh: processing may have created or replaced the form since the last look. */
export function activeFormQueryOptions() {
  return queryOptions({ queryKey: activeFormQueryKey, queryFn: getActiveForm, staleTime: 0 });
}
