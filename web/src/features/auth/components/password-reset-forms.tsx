import { VERIFICATION_CODE_VALIDITY_MINUTES } from "@domain/constants";
import {
  type PasswordResetForm,
  type PasswordResetRequest,
  passwordResetFormSchema,
  passwordResetRequestSchema,
} from "@domain/schemas/account";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import type { z } from "zod";
import { CodeField, EmailField, NewPasswordField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { paths } from "@/lib/paths";
import { useConfirmPasswordReset } from "../api/password-reset";

/** The first step of /forgot-password: the address the code goes to. */
export function RequestResetCodeForm({
  initialEmail,
  onSubmit,
  pending,
}: {
  initialEmail: string;
  onSubmit: (email: string) => void;
  pending: boolean;
}) {
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: initialEmail },
  });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(({ email }) => onSubmit(email))} noValidate className="grid gap-4">
        <EmailField<PasswordResetRequest> name="email" label="Email" announce />
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {pending ? "Sending..." : "Send code"}
        </Button>
      </form>
    </Form>
  );
}

type ResetFormInput = z.input<typeof passwordResetFormSchema>;

/** The second step of /forgot-password: the code from the e-mail and the new password. */
export function ResetPasswordForm({
  email,
  requestId,
  onNewCode,
  requesting,
}: {
  email: string;
  requestId: string;
  onNewCode: () => void;
  requesting: boolean;
}) {
  const { sessionEnded } = useAuth();
  const [, navigate] = useLocation();
  const confirmMutation = useConfirmPasswordReset();
  const form = useForm<ResetFormInput, unknown, PasswordResetForm>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { email, code: "", password: "", confirmPassword: "" },
  });

  const onSubmit = (values: PasswordResetForm) =>
    confirmMutation.mutate(
      { email: values.email, code: values.code, requestId, password: values.password },
      {
        onSuccess: ({ message }) => {
          // Every session of the account ended, this browser's too.
          sessionEnded();
          toast({ title: "Password changed", description: message });
          navigate(paths.auth);
        },
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Password not changed",
            description: getErrorMessage(error),
          }),
      },
    );

  const pending = confirmMutation.isPending;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <EmailField<ResetFormInput> name="email" label="Email" />
        <CodeField<ResetFormInput> name="code" label="Reset code" />
        <NewPasswordField<ResetFormInput> name="password" label="New password" />
        <NewPasswordField<ResetFormInput> name="confirmPassword" label="Confirm new password" />
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {pending ? "Saving..." : "Set new password"}
        </Button>
        <Button type="button" variant="outline" className="w-full" disabled={requesting} onClick={onNewCode}>
          {requesting ? "Sending..." : "Send a new code"}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          Codes expire in {VERIFICATION_CODE_VALIDITY_MINUTES} minutes. Setting a new password signs you out
          everywhere.
        </p>
      </form>
    </Form>
  );
}
