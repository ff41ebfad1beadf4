import { ADMIN_QUEUE_POLL_MS } from "@domain/constants";
import type { ProcessingQueueItem } from "@domain/schemas/processing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { processingQueueQueryKey } from "@/lib/query-keys";

export function getProcessingQueue(): Promise<ProcessingQueueItem[]> {
  return apiJson<ProcessingQueueItem[]>("GET", "/api/processing-queue");
}

/** Every processing task, refreshed every 5 s while the tab is shown. */
export function processingQueueQueryOptions() {
  return queryOptions({
    queryKey: processingQueueQueryKey,
    queryFn: getProcessingQueue,
    refetchInterval: ADMIN_QUEUE_POLL_MS,
  });
}

export function useProcessingQueue() {
  return useQuery(processingQueueQueryOptions());
}
