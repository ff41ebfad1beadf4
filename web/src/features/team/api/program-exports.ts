// The program's exports (docs/product.md §17.7): their URLs with the screen's filter, and the job that
// makes a ZIP of audit packets in the background, polled until it is done.

import type {
  AuditPacketJob,
  AuditPacketsRequest,
  ProgramExportQuery,
} from "@domain/schemas/program-exports";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { auditPacketJobQueryKey } from "@/lib/query-keys";

/** How often a running job is asked for its progress. */
export const AUDIT_PACKET_POLL_MS = 1000;

/** The filter as a query string ('' when it keeps everyone); defaults are left out. */
export function exportQueryString(query: ProgramExportQuery): string {
  const params = new URLSearchParams();
  if (query.tabId) params.set("tabId", query.tabId);
  if (query.search?.trim()) params.set("search", query.search.trim());
  if (query.role) params.set("role", query.role);
  if (query.training && query.training !== "all") params.set("training", query.training);
  if (query.positionId) params.set("positionId", query.positionId);
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

export const programCsvUrl = (query: ProgramExportQuery) =>
  `/api/admin/exports/program.csv${exportQueryString(query)}`;
export const matrixPdfUrl = (query: ProgramExportQuery) =>
  `/api/admin/exports/matrix.pdf${exportQueryString(query)}`;
export const auditPacketsZipUrl = (jobId: string) =>
  `/api/admin/exports/audit-packets/${encodeURIComponent(jobId)}/download`;

export function useStartAuditPackets() {
  return useMutation({
    mutationFn: (request: AuditPacketsRequest) =>
      apiJson<AuditPacketJob>("POST", "/api/admin/exports/audit-packets", request),
  });
}

export function auditPacketJobQueryOptions(id: string) {
  return queryOptions({
    queryKey: auditPacketJobQueryKey(id),
    queryFn: () =>
      apiJson<AuditPacketJob>("GET", `/api/admin/exports/audit-packets/${encodeURIComponent(id)}`),
    refetchInterval: (query) => (query.state.data?.state === "running" ? AUDIT_PACKET_POLL_MS : false),
  });
}

/** The job's progress while it runs; nothing is asked before a job starts. */
export function useAuditPacketJob(id: string | null) {
  return useQuery({ ...auditPacketJobQueryOptions(id ?? ""), enabled: id !== null });
}
