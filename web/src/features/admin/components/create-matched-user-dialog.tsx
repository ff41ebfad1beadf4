import {
  type CreateUserAndAssignRequest,
  createUserAndAssignRequestSchema,
} from "@domain/schemas/bulk-import";
import type { FuzzyMatchView } from "@domain/schemas/fuzzy-match";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { UserIdentityFields } from "./user-form-fields";

/**
 * 'Create New User' for an imported document: prefilled with the name and e-mail it gives; the new
 * user gets an e-mail with a code to set their password (docs/product.md §18.3).
 */
export function CreateMatchedUserDialog({
  match,
  busy,
  onCancel,
  onCreate,
}: {
  match: FuzzyMatchView | null;
  busy: boolean;
  onCancel: () => void;
  onCreate: (values: CreateUserAndAssignRequest) => void;
}) {
  const form = useForm<CreateUserAndAssignRequest>({
    resolver: zodResolver(createUserAndAssignRequestSchema),
    defaultValues: { fullName: "", email: "" },
  });
  const { reset } = form;

  useEffect(() => {
    reset({ fullName: match?.extractedName ?? "", email: match?.extractedEmail ?? "" });
  }, [match, reset]);

  return (
    <Dialog open={match !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onCreate)} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Create New User</DialogTitle>
              <DialogDescription>
                {match?.filename} is assigned to the new user, who gets an e-mail with a code to set their
                password.
              </DialogDescription>
            </DialogHeader>
            <UserIdentityFields />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                Create and assign
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
