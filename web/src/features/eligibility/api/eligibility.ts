import type { Eligibility } from "@domain/schemas/eligibility";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { eligibilityQueryKey } from "@/lib/query-keys";

export function getEligibility(): Promise<Eligibility> {
  return apiJson<Eligibility>("GET", "/api/me/eligibility");
}

/**
 * Asked afresh each time a screen showing it opens (the cached answer shows meanwhile): the form, its
 * entries and processing change what it is computed from, and they do not all know about this query.
 */
export function eligibilityQueryOptions() {
  return queryOptions({ queryKey: eligibilityQueryKey, queryFn: getEligibility, refetchOnMount: "always" });
}

export function useEligibility() {
  return useQuery(eligibilityQueryOptions());
}
