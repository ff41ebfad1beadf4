import {
  type ChangeEmailConfirm,
  type ChangeEmailRequest,
  changeEmailConfirmSchema,
  changeEmailRequestSchema,
  WRONG_PASSWORD_CODE,
} from "@domain/schemas/account";
import type { CurrentUser } from "@domain/schemas/user";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useForm } from "react-hook-form";
import { CodeField, CurrentPasswordField, EmailField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { hasErrorCode } from "@/lib/api-error";
import { useConfirmEmailChange, usePendingEmailChange, useRequestEmailChange } from "../api/account";

/**
 * Change of address: the password, then a code sent to the new address; the address changes only
 * when the code is entered, and the old address is told.
 */
export function EmailCard({ user }: { user: CurrentUser }) {
  const pending = usePendingEmailChange();
  const pendingEmail = pending.data?.pendingEmail ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Email address</CardTitle>
        <CardDescription>
          You sign in with <span className="font-medium text-foreground">{user.email}</span>. A new address is
          used once you enter the code we send to it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 sm:max-w-md">
        <RequestChangeForm />
        {pendingEmail ? <ConfirmChangeForm pendingEmail={pendingEmail} /> : null}
      </CardContent>
    </Card>
  );
}

function RequestChangeForm() {
  const requestChange = useRequestEmailChange();
  const form = useForm<ChangeEmailRequest>({
    resolver: zodResolver(changeEmailRequestSchema),
    defaultValues: { newEmail: "", currentPassword: "" },
  });

  const onSubmit = (values: ChangeEmailRequest) =>
    requestChange.mutate(values, {
      onSuccess: ({ message }) => {
        form.reset({ newEmail: "", currentPassword: "" });
        toast({ title: "Code sent", description: message });
      },
      onError: (error) => {
        if (hasErrorCode(error, WRONG_PASSWORD_CODE)) {
          form.setError("currentPassword", { message: getErrorMessage(error) });
          return;
        }
        toast({ variant: "destructive", title: "Email not changed", description: getErrorMessage(error) });
      },
    });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <EmailField<ChangeEmailRequest> name="newEmail" label="New email address" />
        <CurrentPasswordField<ChangeEmailRequest> name="currentPassword" label="Current password" />
        <Button type="submit" className="justify-self-start" disabled={requestChange.isPending}>
          {requestChange.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          Send code to new address
        </Button>
      </form>
    </Form>
  );
}

function ConfirmChangeForm({ pendingEmail }: { pendingEmail: string }) {
  const confirmChange = useConfirmEmailChange();
  const form = useForm<ChangeEmailConfirm>({
    resolver: zodResolver(changeEmailConfirmSchema),
    defaultValues: { code: "" },
  });

  const onSubmit = (values: ChangeEmailConfirm) =>
    confirmChange.mutate(values, {
      onSuccess: (updated) => {
        form.reset({ code: "" });
        toast({ title: "Email changed", description: `You now sign in with ${updated.email}.` });
      },
      onError: (failure) => form.setError("code", { message: getErrorMessage(failure) }),
    });

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        noValidate
        className="grid gap-3 rounded-md border bg-muted/40 p-4"
      >
        <p className="text-sm">
          Waiting for the code we sent to <span className="font-medium">{pendingEmail}</span>.
        </p>
        <CodeField<ChangeEmailConfirm> name="code" label="Code from the new address" announce />
        <Button type="submit" className="justify-self-start" disabled={confirmChange.isPending}>
          {confirmChange.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          Confirm new address
        </Button>
      </form>
    </Form>
  );
}
