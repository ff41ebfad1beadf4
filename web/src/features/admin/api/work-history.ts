// The administrator's side of the form review (docs/product.md §14): a technician's work history,
// read-only, and Approve / Return.

import type { AdminWorkHistory, ReturnFormInput } from "@domain/schemas/form-review";
import type { WorkHistoryForm } from "@domain/schemas/work-history";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { adminWorkHistoryQueryKey } from "@/lib/query-keys";
import { refreshWhileShown } from "@/lib/shared-lists";

export const fetchAdminWorkHistory = (userId: string) =>
  apiJson<AdminWorkHistory>("GET", `/api/admin/users/${encodeURIComponent(userId)}/work-history`);

export const adminWorkHistoryQueryOptions = (userId: string) =>
  queryOptions({ queryKey: adminWorkHistoryQueryKey(userId), queryFn: () => fetchAdminWorkHistory(userId) });

export function useAdminWorkHistory(userId: string) {
  return useQuery({ ...adminWorkHistoryQueryOptions(userId), ...refreshWhileShown });
}

const formActionUrl = (formId: string, action: "approve" | "return") =>
  `/api/admin/forms/${encodeURIComponent(formId)}/${action}`;

/** Approve or Return; the page's view is read again (state and history). */
export function useReviewForm(userId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: adminWorkHistoryQueryKey(userId), exact: true });
  const approve = useMutation({
    mutationFn: (formId: string) => apiJson<WorkHistoryForm>("POST", formActionUrl(formId, "approve")),
    onSettled: refresh,
  });
  const returnForm = useMutation({
    mutationFn: ({ formId, ...body }: ReturnFormInput & { formId: string }) =>
      apiJson<WorkHistoryForm>("POST", formActionUrl(formId, "return"), body),
    onSettled: refresh,
  });
  return { approve, returnForm };
}
