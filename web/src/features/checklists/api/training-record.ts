import type { CompletionPatch, TrainingItemView, TrainingRecord } from "@domain/schemas/checklists";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { dashboardStatsQueryKey, trainingRecordQueryKey } from "@/lib/query-keys";
import { refreshWhenShown } from "@/lib/shared-lists";

export function trainingRecordQueryOptions() {
  return queryOptions({
    queryKey: trainingRecordQueryKey,
    queryFn: () => apiJson<TrainingRecord>("GET", "/api/checklists"),
    // An administrator signs off or returns items: the technician sees it when they look again.
    ...refreshWhenShown,
  });
}

export function useTrainingRecord() {
  return useQuery(trainingRecordQueryOptions());
}

/** The record with one item replaced by the server's answer (sections and progress are refetched). */
function withItem(record: TrainingRecord, saved: TrainingItemView): TrainingRecord {
  return {
    ...record,
    tabs: record.tabs.map((tab) => ({
      ...tab,
      sections: tab.sections.map((section) => ({
        ...section,
        items: section.items.map((item) => (item.id === saved.id ? saved : item)),
      })),
    })),
  };
}

/**
 * Changes one of the caller's completions. The item shows the answer at once; the counts (section,
 * overall, the dashboard's card) are read again from the server, which owns the status rule.
 */
export async function saveCompletion(
  queryClient: QueryClient,
  itemId: string,
  patch: CompletionPatch,
  options: { keepalive?: boolean } = {},
): Promise<TrainingItemView> {
  const saved = await apiJson<TrainingItemView>("PATCH", `/api/checklists/items/${itemId}`, patch, options);
  queryClient.setQueryData<TrainingRecord>(trainingRecordQueryKey, (record) =>
    record ? withItem(record, saved) : record,
  );
  void queryClient.invalidateQueries({ queryKey: trainingRecordQueryKey, exact: true });
  void queryClient.invalidateQueries({ queryKey: dashboardStatsQueryKey, exact: true, refetchType: "all" });
  return saved;
}
