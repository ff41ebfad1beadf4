// The task logbook's API (docs/product.md §22): the technician's entries and requests,
// and the outside supervisor's link.

import type {
  CountersignDecisionInput,
  Countersigner,
  CountersignPage,
  CountersignRequest,
  CountersignRequestInput,
  LogbookEntry,
  LogbookEntryCreateInput,
  LogbookEntryInput,
  LogbookEntryPage,
  QueueDecisionInput,
  QueueEntry,
} from "@domain/schemas/logbook";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, apiSend } from "@/lib/api";
import {
  countersignersQueryKey,
  countersignLinkQueryKey,
  countersignQueueQueryKey,
  countersignRequestsQueryKey,
  logbookEntriesPrefix,
  logbookEntriesQueryKey,
  logbookSummaryQueryKey,
} from "@/lib/query-keys";

export type LogbookFilters = Record<"from" | "to" | "aircraft" | "ataChapter" | "status", string>;

function queryString(filters: Partial<LogbookFilters>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** One page (from 1) of the entries matching the filters, with how many match. */
export function logbookEntriesQueryOptions(filters: Partial<LogbookFilters>, page = 1) {
  const used = Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as Record<
    string,
    string
  >;
  if (page > 1) used.page = String(page);
  return queryOptions({
    queryKey: logbookEntriesQueryKey(used),
    queryFn: () => apiJson<LogbookEntryPage>("GET", `/api/logbook/entries${queryString(used)}`),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useLogbookEntries(filters: Partial<LogbookFilters>, page = 1) {
  return useQuery(logbookEntriesQueryOptions(filters, page));
}

/** POST /api/logbook/entries with the browser's key: the offline queue's one request. */
export function sendLogbookEntry(input: LogbookEntryCreateInput) {
  return apiJson<LogbookEntry>("POST", "/api/logbook/entries", input);
}

/** Everything a change of the logbook changes: every list (each filter's and page's), requests, summary. */
export function useRefreshLogbook() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: logbookEntriesPrefix }),
      queryClient.invalidateQueries({ queryKey: countersignRequestsQueryKey, exact: true }),
      queryClient.invalidateQueries({ queryKey: logbookSummaryQueryKey, exact: true }),
    ]);
}

export function useCountersigners() {
  return useQuery(
    queryOptions({
      queryKey: countersignersQueryKey,
      queryFn: () => apiJson<Countersigner[]>("GET", "/api/logbook/countersigners"),
    }),
  );
}

export function useCountersignRequests() {
  return useQuery(
    queryOptions({
      queryKey: countersignRequestsQueryKey,
      queryFn: () => apiJson<CountersignRequest[]>("GET", "/api/logbook/countersign-requests"),
    }),
  );
}

/** Every change of the logbook refreshes its lists (each filter's) and the requests. */
export function useLogbookMutations() {
  const refresh = useRefreshLogbook();
  const create = useMutation({
    mutationFn: (values: LogbookEntryInput) => apiJson<LogbookEntry>("POST", "/api/logbook/entries", values),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, values }: { id: string; values: LogbookEntryInput }) =>
      apiJson<LogbookEntry>("PUT", `/api/logbook/entries/${id}`, values),
    onSuccess: refresh,
  });
  const correct = useMutation({
    mutationFn: ({ id, values }: { id: string; values: LogbookEntryInput }) =>
      apiJson<LogbookEntry>("POST", `/api/logbook/entries/${id}/corrections`, values),
    onSuccess: refresh,
  });
  /** PUT /api/logbook/entries/{id}/evidence: one of the caller's training documents, or null. */
  const setEvidence = useMutation({
    mutationFn: ({ id, documentId }: { id: string; documentId: string | null }) =>
      apiJson<LogbookEntry>("PUT", `/api/logbook/entries/${id}/evidence`, { documentId }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiSend("DELETE", `/api/logbook/entries/${id}`),
    onSuccess: refresh,
  });
  const request = useMutation({
    mutationFn: (input: CountersignRequestInput) =>
      apiJson<CountersignRequest>("POST", "/api/logbook/countersign-requests", input),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: (id: string) =>
      apiJson<CountersignRequest>("POST", `/api/logbook/countersign-requests/${id}/revoke`),
    onSuccess: refresh,
  });
  return { create, update, correct, remove, request, revoke, setEvidence };
}

export function useCountersignLink(token: string) {
  return useQuery(
    queryOptions({
      queryKey: countersignLinkQueryKey(token),
      queryFn: () => apiJson<CountersignPage>("GET", `/api/countersign/${encodeURIComponent(token)}`),
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}

export function useDecideByLink(token: string) {
  return useMutation({
    mutationFn: (input: CountersignDecisionInput) =>
      apiJson<{ decided: number }>("POST", `/api/countersign/${encodeURIComponent(token)}`, input),
  });
}

/** A designated supervisor's queue; anyone else is answered 403, and the page shows no queue. */
export function useCountersignQueue() {
  return useQuery(
    queryOptions({
      queryKey: countersignQueueQueryKey,
      queryFn: () => apiJson<QueueEntry[]>("GET", "/api/logbook/queue"),
      retry: false,
    }),
  );
}

export function useDecideFromQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QueueDecisionInput) =>
      apiJson<{ decided: number }>("POST", "/api/logbook/queue/decisions", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: countersignQueueQueryKey, exact: true }),
  });
}
