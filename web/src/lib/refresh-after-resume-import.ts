import type { Query, QueryClient } from "@tanstack/react-query";
import { WORK_HISTORY_KEY_PREFIXES } from "./query-keys";

const isWorkHistoryQuery = (query: Query) => WORK_HISTORY_KEY_PREFIXES.has(query.queryKey[0]);

/**
 * A processed resume replaced the active form and its entries on the server: every cached form,
 * entry list and total is old, and is fetched again (docs/decisions/0014-refresh-after-processing.md).
 * In `lib` because the uploads feature notices the import and the work history feature shows the data.
 */
export function refreshAfterResumeImport(queryClient: QueryClient): void {
  // An answer only seeded by a mutation and never read on a screen has no fetcher of its own (there
  // is no default one): it is dropped, and the first screen to show it fetches it.
  queryClient.removeQueries({ predicate: (query) => isWorkHistoryQuery(query) && !query.options.queryFn });
  // "all": queries here never refetch on mount, so screens not shown now are refetched now too.
  void queryClient.invalidateQueries({ predicate: isWorkHistoryQuery, refetchType: "all" });
}
