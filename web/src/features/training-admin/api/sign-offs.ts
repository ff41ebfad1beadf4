import type {
  BulkSignOff,
  BulkSignOffResult,
  PendingSignOffs,
  ReturnSignOff,
} from "@domain/schemas/checklists";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, apiSend } from "@/lib/api";
import { adminSignOffsQueryKey } from "@/lib/query-keys";
import { refreshWhileShown } from "@/lib/shared-lists";

/** The items done and waiting for an administrator, across the team, oldest first. */
export function getPendingSignOffs(): Promise<PendingSignOffs> {
  return apiJson<PendingSignOffs>("GET", "/api/admin/checklists/sign-offs");
}

export function pendingSignOffsQueryOptions() {
  return queryOptions({ queryKey: adminSignOffsQueryKey, queryFn: getPendingSignOffs, ...refreshWhileShown });
}

export function usePendingSignOffs() {
  return useQuery(pendingSignOffsQueryOptions());
}

const completion = (id: string) => `/api/admin/checklists/completions/${encodeURIComponent(id)}`;

export type SignOffDecision =
  | { action: "sign-off"; completionId: string }
  | { action: "return"; completionId: string; body: ReturnSignOff };

export function decideSignOff(decision: SignOffDecision): Promise<void> {
  return decision.action === "sign-off"
    ? apiSend("POST", `${completion(decision.completionId)}/sign-off`)
    : apiSend("POST", `${completion(decision.completionId)}/return`, decision.body);
}

/** Sign off or Return: the row leaves the list at once; the list is read again either way. */
export function useDecideSignOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSignOff,
    onSuccess: (_answer, { completionId }) =>
      queryClient.setQueryData<PendingSignOffs>(adminSignOffsQueryKey, (list) =>
        list ? { signOffs: list.signOffs.filter((row) => row.completionId !== completionId) } : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSignOffsQueryKey }),
  });
}

export function decideSignOffs(decision: BulkSignOff): Promise<BulkSignOffResult> {
  return apiJson<BulkSignOffResult>("POST", "/api/admin/checklists/sign-offs/bulk", decision);
}

/** One decision for the selected rows: those decided leave the list at once, refused ones stay. */
export function useDecideSignOffs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSignOffs,
    onSuccess: ({ results }) => {
      const decided = new Set(
        results.filter((result) => result.outcome !== "refused").map((result) => result.completionId),
      );
      queryClient.setQueryData<PendingSignOffs>(adminSignOffsQueryKey, (list) =>
        list ? { signOffs: list.signOffs.filter((row) => !decided.has(row.completionId)) } : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSignOffsQueryKey }),
  });
}
