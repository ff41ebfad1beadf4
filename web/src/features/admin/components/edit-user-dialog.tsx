import {
  type AdminUpdateUser,
  type AdminUpdateUserInput,
  type AdminUser,
  adminUpdateUserSchema,
} from "@domain/schemas/admin";
import { zodResolver } from "@hookform/resolvers/zod";
import { type RefObject, useEffect, useState } from "react";
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
import { Spinner } from "@/components/ui/spinner";
import { useUpdateAdminUser } from "../api/update-user";
import { warnIfRequiredMissing } from "./required-fields";
import { UserFormFields } from "./user-form-fields";

function valuesOf(user: AdminUser | null): AdminUpdateUserInput {
  return {
    fullName: user?.fullName ?? "",
    email: user?.email ?? "",
    role: user?.role ?? "user",
    password: "",
  };
}

/** 'Edit User' for `user` (closed when null). A blank password keeps the current one and is not sent. */
export function EditUserDialog({
  user,
  onClose,
  returnFocusTo,
}: {
  user: AdminUser | null;
  onClose: () => void;
  /** The Edit button that opened it: focus goes back there on close. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const updateUser = useUpdateAdminUser();
  const form = useForm<AdminUpdateUserInput, unknown, AdminUpdateUser>({
    resolver: zodResolver(adminUpdateUserSchema),
    defaultValues: valuesOf(user),
  });
  const { reset } = form;
  // Kept while the dialog animates closed, so its text does not go blank.
  const [shown, setShown] = useState(user);

  useEffect(() => {
    if (!user) return;
    setShown(user);
    reset(valuesOf(user));
  }, [user, reset]);

  const onSubmit = ({ password, ...values }: AdminUpdateUser) => {
    if (!user) return;
    const body = password === undefined ? values : { ...values, password };
    updateUser.mutate({ id: user.id, body }, { onSuccess: onClose });
  };
  const onInvalid = () => {
    const { fullName, email } = form.getValues();
    warnIfRequiredMissing([fullName, email]);
  };

  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current?.isConnected) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>
            Change the name, email, role or password of {shown?.fullName}.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit, onInvalid)} noValidate className="grid gap-4">
            <UserFormFields password="keep" />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={updateUser.isPending}>
                {updateUser.isPending ? <Spinner size="sm" label="Saving user" /> : null}
                Save Changes
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
