import type { AdminUpdateUserInput, AdminUser } from "@domain/schemas/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiJson, getErrorMessage } from "@/lib/api";
import { currentUserQueryKey } from "@/lib/query-keys";
import { adminUsersQueryOptions } from "./users";

export type UpdateAdminUserVariables = { id: string; body: AdminUpdateUserInput };

export function updateAdminUser({ id, body }: UpdateAdminUserVariables): Promise<AdminUser> {
  return apiJson<AdminUser>("PATCH", `/api/admin/users/${encodeURIComponent(id)}`, body);
}

/** Edit User: toasts the outcome and refreshes the list (and the header, when admins edit themselves). */
export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: () => {
      toast({ title: "User updated", description: "User information has been updated successfully." });
    },
    onError: (error) => {
      toast({ variant: "destructive", title: "Error", description: getErrorMessage(error) });
    },
    onSettled: async (_data, _error, { id }) => {
      await queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey });
      const current = queryClient.getQueryData<{ id: string } | null>(currentUserQueryKey);
      if (current?.id === id) await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
