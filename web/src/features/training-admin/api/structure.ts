import type { AdminStructure } from "@domain/schemas/checklists";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { adminChecklistsQueryKey } from "@/lib/query-keys";

/** The live (not archived) tabs → sections → items. */
export function getTrainingStructure(): Promise<AdminStructure> {
  return apiJson<AdminStructure>("GET", "/api/admin/checklists");
}

export function trainingStructureQueryOptions() {
  return queryOptions({ queryKey: adminChecklistsQueryKey, queryFn: getTrainingStructure });
}

export function useTrainingStructure() {
  return useQuery(trainingStructureQueryOptions());
}
