import { DOCUMENT_LIST_POLL_MS } from "@domain/constants";
import type { UploadedDocument } from "@domain/schemas/uploads";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { shouldPollDocuments } from "../document-status";

export const documentsQueryKey = ["/api/uploads"] as const;

export function getDocuments(): Promise<UploadedDocument[]> {
  return apiJson<UploadedDocument[]>("GET", "/api/uploads");
}

/** The caller's documents, polled every 2 s while any of them is queued or processing. */
export function documentsQueryOptions() {
  return queryOptions({
    queryKey: documentsQueryKey,
    queryFn: getDocuments,
    refetchInterval: (query) => (shouldPollDocuments(query.state.data) ? DOCUMENT_LIST_POLL_MS : false),
  });
}

export function useDocuments() {
  return useQuery(documentsQueryOptions());
}
