import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiSend, getErrorMessage } from "@/lib/api";
import { adminUsersQueryOptions } from "./users";

export async function deleteAdminUser(id: string): Promise<void> {
  await apiSend("DELETE", `/api/admin/users/${encodeURIComponent(id)}`);
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUser,
    onSuccess: () => {
      toast({ title: "User deleted", description: "User has been removed successfully." });
    },
    onError: (error) => {
      toast({ variant: "destructive", title: "Error", description: getErrorMessage(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey }),
  });
}
