import {
  type ChangePasswordForm,
  changePasswordFormSchema,
  WRONG_PASSWORD_CODE,
} from "@domain/schemas/account";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useForm } from "react-hook-form";
import { CurrentPasswordField, NewPasswordField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { hasErrorCode } from "@/lib/api-error";
import { useChangePassword } from "../api/account";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Change password: asks for the current one; this session stays, the others end. */
export function PasswordCard() {
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = (values: ChangePasswordForm) =>
    changePassword.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: ({ message }) => {
          form.reset(EMPTY);
          toast({ title: "Password changed", description: message });
        },
        onError: (error) => {
          if (hasErrorCode(error, WRONG_PASSWORD_CODE)) {
            form.setError("currentPassword", { message: getErrorMessage(error) });
            return;
          }
          toast({
            variant: "destructive",
            title: "Password not changed",
            description: getErrorMessage(error),
          });
        },
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Password</CardTitle>
        <CardDescription>Changing it signs you out on every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:max-w-md">
            <CurrentPasswordField<ChangePasswordForm> name="currentPassword" label="Current password" />
            <NewPasswordField<ChangePasswordForm> name="newPassword" label="New password" />
            <NewPasswordField<ChangePasswordForm> name="confirmPassword" label="Confirm new password" />
            <Button type="submit" className="justify-self-start" disabled={changePassword.isPending}>
              {changePassword.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              Change password
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
