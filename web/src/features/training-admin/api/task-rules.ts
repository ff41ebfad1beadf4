// Training items completed by on-the-job tasks (docs/product.md §22.4): the program editor's rules.

import type { TaskRule, TaskRuleInput } from "@domain/schemas/task-rules";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, apiRequest } from "@/lib/api";
import { adminTaskRulesQueryKey } from "@/lib/query-keys";

export function useTaskRules() {
  return useQuery(
    queryOptions({
      queryKey: adminTaskRulesQueryKey,
      queryFn: () => apiJson<TaskRule[]>("GET", "/api/admin/checklists/task-rules"),
    }),
  );
}

export function useTaskRuleMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminTaskRulesQueryKey, exact: true });
  const save = useMutation({
    mutationFn: ({ itemId, rule }: { itemId: string; rule: TaskRuleInput }) =>
      apiJson<TaskRule>("PUT", `/api/admin/checklists/items/${itemId}/task-rule`, rule),
    onSuccess: refresh,
  });
  const clear = useMutation({
    mutationFn: (itemId: string) => apiRequest("DELETE", `/api/admin/checklists/items/${itemId}/task-rule`),
    onSuccess: refresh,
  });
  return { save, clear };
}
