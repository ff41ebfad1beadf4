import type { QueryClient } from "@tanstack/react-query";
import { WORK_HISTORY_KEY_PREFIXES } from "./query-keys";

/**
 * A processed resume replaced the active form and its entries on the server: every cached form,
 * entry list and total is old, and is fetched again (docs/decisions/0014-refresh-after-processing.md).
 * In `lib` because the uploads feature notices the import and the work history feature shows the data.
 */
export function refreshAfterResumeImport(queryClient: QueryClient): void {
  // "all": queries here never refetch on mount, so screens not shown now are refetched now too.
  void queryClient.invalidateQueries({
    predicate: (query) => WORK_HISTORY_KEY_PREFIXES.has(query.queryKey[0]),
    refetchType: "all",
  });
}
