import type { CountersignerDesignation, CountersignerDesignationInput } from "@domain/schemas/logbook";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { adminCountersignerQueryKey } from "@/lib/query-keys";

// 'Can countersign' on a member's page (administrators; docs/product.md §22.2).

export function useCountersignerDesignation(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: adminCountersignerQueryKey(userId),
      queryFn: () => apiJson<CountersignerDesignation>("GET", `/api/admin/users/${userId}/countersigner`),
    }),
  );
}

export function useSetCountersignerDesignation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CountersignerDesignationInput) =>
      apiJson<CountersignerDesignation>("PUT", `/api/admin/users/${userId}/countersigner`, input),
    onSuccess: (answer) => queryClient.setQueryData(adminCountersignerQueryKey(userId), answer),
  });
}
