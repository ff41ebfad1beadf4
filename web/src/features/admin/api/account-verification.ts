import type { MessageResponse } from "@domain/schemas/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiJson, getErrorMessage } from "@/lib/api";
import { adminUsersQueryOptions } from "./users";

// An administrator helps an unverified account (docs/product.md §11.6).

function useAdminVerificationAction(path: (id: string) => string, title: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<MessageResponse>("POST", path(encodeURIComponent(id))),
    onSuccess: ({ message }) => toast({ title, description: message }),
    onError: (error) =>
      toast({ variant: "destructive", title: "Error", description: getErrorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey }),
  });
}

/** POST /api/admin/users/{id}/verify: the administrator vouches for the address. */
export function useVerifyUser() {
  return useAdminVerificationAction((id) => `/api/admin/users/${id}/verify`, "Account verified");
}

/** POST /api/admin/users/{id}/verification-code: a new code now, past the owner's own limits. */
export function useSendVerificationCode() {
  return useAdminVerificationAction((id) => `/api/admin/users/${id}/verification-code`, "Code sent");
}
