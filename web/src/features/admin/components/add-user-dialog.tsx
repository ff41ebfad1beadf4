import {
  type AdminCreateUser,
  type AdminCreateUserInput,
  adminCreateUserSchema,
} from "@domain/schemas/admin";
import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { useCreateAdminUser } from "../api/create-user";
import { warnIfRequiredMissing } from "./required-fields";
import { UserFormFields } from "./user-form-fields";

const EMPTY: AdminCreateUserInput = { fullName: "", email: "", password: "", role: "user" };

/**
 * 'Add User': a verified account with the role chosen (user by default). Without a password the
 * person is invited to set their own (docs/product.md §21).
 */
export function AddUserDialog() {
  const [open, setOpen] = useState(false);
  const createUser = useCreateAdminUser();
  const form = useForm<AdminCreateUserInput, unknown, AdminCreateUser>({
    resolver: zodResolver(adminCreateUserSchema),
    defaultValues: EMPTY,
  });

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) form.reset(EMPTY);
  }

  const onSubmit = (values: AdminCreateUser) => {
    createUser.mutate(values, { onSuccess: () => changeOpen(false) });
  };
  const onInvalid = () => {
    const { fullName, email } = form.getValues();
    warnIfRequiredMissing([fullName, email]);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          Add User
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add User</DialogTitle>
          <DialogDescription>
            Create an account. Its email address counts as verified. Leave the password blank to invite the
            person to set their own.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit, onInvalid)} noValidate className="grid gap-4">
            <UserFormFields password="invite" />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => changeOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={createUser.isPending}>
                {createUser.isPending ? <Spinner size="sm" label="Creating user" /> : null}
                Create User
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
