import type { AdminCreateUserInput, AdminUser } from "@domain/schemas/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiJson, getErrorMessage } from "@/lib/api";
import { adminUsersQueryOptions } from "./users";

export function createAdminUser(body: AdminCreateUserInput): Promise<AdminUser> {
  return apiJson<AdminUser>("POST", "/api/admin/users", body);
}

/** Add User: toasts the outcome and refreshes the list. */
export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminUser,
    onSuccess: (created) => {
      const invited = created.state === "invited" ? ` An invitation was sent to ${created.email}.` : "";
      toast({ title: "User created", description: `New user has been added successfully.${invited}` });
    },
    onError: (error) => {
      toast({ variant: "destructive", title: "Error", description: getErrorMessage(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey }),
  });
}
