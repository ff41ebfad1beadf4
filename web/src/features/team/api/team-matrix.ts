import type { TeamEquipment, TeamMatrix } from "@domain/schemas/team";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { teamEquipmentQueryKey, teamMatrixQueryKey } from "@/lib/query-keys";

export function teamMatrixQueryOptions(tabId: string | null) {
  return queryOptions({
    queryKey: teamMatrixQueryKey(tabId),
    queryFn: () =>
      apiJson<TeamMatrix>(
        "GET",
        tabId ? `/api/team/matrix?tabId=${encodeURIComponent(tabId)}` : "/api/team/matrix",
      ),
    // Choosing another tab keeps the table on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useTeamMatrix(tabId: string | null, enabled: boolean) {
  return useQuery({ ...teamMatrixQueryOptions(tabId), enabled });
}

export function useTeamEquipment(enabled: boolean) {
  return useQuery({
    queryKey: teamEquipmentQueryKey,
    queryFn: () => apiJson<TeamEquipment>("GET", "/api/team/equipment"),
    enabled,
  });
}
