import { DOCUMENT_LIST_POLL_MS } from "@domain/constants";
import type { UploadedDocument } from "@domain/schemas/uploads";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { documentsQueryKey } from "@/lib/query-keys";
import { refreshAfterResumeImport } from "@/lib/refresh-after-resume-import";
import { resumeCompletedSince, shouldPollDocuments } from "../document-status";

export function getDocuments(): Promise<UploadedDocument[]> {
  return apiJson<UploadedDocument[]>("GET", "/api/uploads");
}

/**
 * The caller's documents, polled every 2 s while any of them is queued or processing. When a resume
 * finishes, the work history screens' cached data is refreshed (docs/decisions/0014-refresh-after-processing.md).
 */
export function documentsQueryOptions() {
  return queryOptions({
    queryKey: documentsQueryKey,
    queryFn: async ({ client }) => {
      const before = client.getQueryData<UploadedDocument[]>(documentsQueryKey);
      const documents = await getDocuments();
      if (resumeCompletedSince(before, documents)) refreshAfterResumeImport(client);
      return documents;
    },
    refetchInterval: (query) => (shouldPollDocuments(query.state.data) ? DOCUMENT_LIST_POLL_MS : false),
  });
}

export function useDocuments() {
  return useQuery(documentsQueryOptions());
}
