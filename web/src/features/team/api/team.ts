import type { TeamOverview } from "@domain/schemas/team";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { teamQueryKey } from "@/lib/query-keys";

export function teamQueryOptions() {
  return queryOptions({ queryKey: teamQueryKey, queryFn: () => apiJson<TeamOverview>("GET", "/api/team") });
}

/** Only administrators may read the team; for anyone else nothing is asked. */
export function useTeam({ enabled }: { enabled: boolean }) {
  return useQuery({ ...teamQueryOptions(), enabled });
}
