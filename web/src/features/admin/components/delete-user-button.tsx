import type { AdminUser } from "@domain/schemas/admin";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useDeleteAdminUser } from "../api/delete-user";

/** The delete action of a row, behind the confirmation; disabled on the administrator's own row. */
export function DeleteUserButton({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const [open, setOpen] = useState(false);
  const deleteUser = useDeleteAdminUser();
  const pending = deleteUser.isPending;

  return (
    <AlertDialog open={open} onOpenChange={(next) => setOpen(pending ? true : next)}>
      <AlertDialogTrigger asChild>
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
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete User</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete {user.fullName}? This action cannot be undone and will remove all
            associated data.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
            onClick={(event) => {
              // Stays open until the server answers; closes on success.
              event.preventDefault();
              deleteUser.mutate(user.id, { onSuccess: () => setOpen(false) });
            }}
          >
            {pending ? <Spinner size="sm" label="Deleting user" /> : null}
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
