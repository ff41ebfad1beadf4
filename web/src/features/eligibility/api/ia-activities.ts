import type { IaActivity, IaActivityInput } from "@domain/schemas/ia-activities";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, apiSend } from "@/lib/api";
import { eligibilityQueryKey, iaActivitiesQueryKey } from "@/lib/query-keys";

const URL = "/api/me/ia-activities";

export function iaActivitiesQueryOptions() {
  return queryOptions({
    queryKey: iaActivitiesQueryKey,
    queryFn: () => apiJson<IaActivity[]>("GET", URL),
  });
}

export function useIaActivities() {
  return useQuery(iaActivitiesQueryOptions());
}

/** Saves (adds, or replaces when `id` is given) or deletes; the log and the IA-year progress follow at once. */
export function useIaActivityMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      [iaActivitiesQueryKey, eligibilityQueryKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey, exact: true }),
      ),
    );
  const save = useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: IaActivityInput }) =>
      id ? apiJson<IaActivity>("PUT", `${URL}/${id}`, values) : apiJson<IaActivity>("POST", URL, values),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiSend("DELETE", `${URL}/${id}`),
    onSuccess: refresh,
  });
  return { save, remove };
}
