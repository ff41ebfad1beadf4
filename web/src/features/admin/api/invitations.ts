import type { MessageResponse } from "@domain/schemas/auth";
import type { CenterSettings } from "@domain/schemas/invitations";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiJson, getErrorMessage } from "@/lib/api";
import { centerSettingsQueryKey } from "@/lib/query-keys";
import { adminUsersQueryOptions } from "./users";

// Invitations from the administrators' side (docs/product.md §21): 'Resend invitation' on the Users
// tab and the center's name the invitations carry (Settings).

/** POST /api/admin/users/{id}/invitation: a new link; the old one stops working. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<MessageResponse>("POST", `/api/admin/users/${encodeURIComponent(id)}/invitation`),
    onSuccess: ({ message }) => toast({ title: "Invitation sent", description: message }),
    onError: (error) =>
      toast({ variant: "destructive", title: "Error", description: getErrorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey }),
  });
}

export const centerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: centerSettingsQueryKey,
    queryFn: ({ signal }) =>
      apiJson<CenterSettings>("GET", "/api/admin/settings/center", undefined, { signal }),
  });

export function useCenterSettings() {
  return useQuery(centerSettingsQueryOptions());
}

export function useSaveCenterSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CenterSettings) =>
      apiJson<CenterSettings>("PUT", "/api/admin/settings/center", input),
    onSuccess: (saved) => queryClient.setQueryData(centerSettingsQueryKey, saved),
  });
}
