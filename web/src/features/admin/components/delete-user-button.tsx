import type { AdminUser } from "@domain/schemas/admin";
import { Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useDeleteAdminUser } from "../api/delete-user";

/** The delete action of a row, behind the confirmation; disabled on the administrator's own row. */
export function DeleteUserButton({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const deleteUser = useDeleteAdminUser();

  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-muted-foreground hover:text-destructive"
          aria-label={`Delete ${user.fullName}`}
          title={isSelf ? "You cannot delete your own account" : undefined}
          disabled={isSelf}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title="Delete User"
      description={`Are you sure you want to delete ${user.fullName}? This action cannot be undone and will remove all associated data.`}
      confirmLabel="Delete"
      // Stays open until the server answers; closes on success (the hook toasts either way).
      closeWhen="success"
      pendingLabel="Deleting user"
      onConfirm={() => deleteUser.mutateAsync(user.id)}
    />
  );
}
