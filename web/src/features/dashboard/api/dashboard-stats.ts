import type { DashboardStats } from "@domain/schemas/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { dashboardStatsQueryKey } from "@/lib/query-keys";

export function getDashboardStats(): Promise<DashboardStats> {
  return apiJson<DashboardStats>("GET", "/api/dashboard/stats");
}

/**
 * Asked afresh each time a screen showing it opens (the cached numbers show meanwhile): forms are
 * created and finished by processing and other screens, which do not all know about this query.
 * See docs/decisions/0008-home-tiles.md.
 */
export function dashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: dashboardStatsQueryKey,
    queryFn: getDashboardStats,
    refetchOnMount: "always",
  });
}

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
