// The owner's side of the form review (docs/product.md §14): the recorded history and Submit for review.

import type { FormStatusEvent } from "@domain/schemas/form-review";
import type { WorkHistoryForm } from "@domain/schemas/work-history";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import {
  dashboardStatsQueryKey,
  formQueryKey,
  formStatusEventsQueryKey,
  formsQueryKey,
} from "@/lib/query-keys";

const formUrl = (id: string) => `/api/forms/${encodeURIComponent(id)}`;

export const fetchFormStatusEvents = (id: string) =>
  apiJson<FormStatusEvent[]>("GET", `${formUrl(id)}/status-events`);

export const formStatusEventsQueryOptions = (id: string) =>
  queryOptions({ queryKey: formStatusEventsQueryKey(id), queryFn: () => fetchFormStatusEvents(id) });

export function useFormStatusEvents(id: string) {
  return useQuery(formStatusEventsQueryOptions(id));
}

export const submitForm = (id: string) => apiJson<WorkHistoryForm>("POST", `${formUrl(id)}/submit`);

/** Submits the form; its new state, its history, the forms list and the stats follow. */
export function useSubmitForm(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitForm(id),
    onSuccess: (form) => {
      queryClient.setQueryData(formQueryKey(id), form);
      for (const queryKey of [formStatusEventsQueryKey(id), formsQueryKey, dashboardStatsQueryKey])
        void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: "all" });
    },
  });
}
