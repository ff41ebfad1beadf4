import type { CenterAlertSettings } from "@domain/schemas/alerts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { centerAlertSettingsQueryKey } from "@/lib/query-keys";

// The center's warning window for expiry alerts (docs/product.md §17.3).

export const centerAlertSettingsQueryOptions = () =>
  queryOptions({
    queryKey: centerAlertSettingsQueryKey,
    queryFn: ({ signal }) =>
      apiJson<CenterAlertSettings>("GET", "/api/admin/settings/alerts", undefined, { signal }),
  });

export function useCenterAlertSettings() {
  return useQuery(centerAlertSettingsQueryOptions());
}

export function useSaveCenterAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CenterAlertSettings) =>
      apiJson<CenterAlertSettings>("PUT", "/api/admin/settings/alerts", input),
    onSuccess: (saved) => queryClient.setQueryData(centerAlertSettingsQueryKey, saved),
  });
}
