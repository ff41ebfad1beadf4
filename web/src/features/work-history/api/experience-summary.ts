import type { ExperienceSummary } from "@domain/schemas/work-history";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { experienceSummaryQueryKey } from "@/lib/query-keys";

/** Totals of the caller's active form; refreshed after entry changes (see cache.ts). */
export const fetchExperienceSummary = () => apiJson<ExperienceSummary>("GET", "/api/experience-summary");

export const experienceSummaryQueryOptions = () =>
  queryOptions({ queryKey: experienceSummaryQueryKey, queryFn: fetchExperienceSummary });

export function useExperienceSummary(options: { enabled?: boolean } = {}) {
  return useQuery({ ...experienceSummaryQueryOptions(), enabled: options.enabled });
}
