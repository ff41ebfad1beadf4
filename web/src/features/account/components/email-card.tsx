import {
  type ChangeEmailRequest,
  changeEmailRequestSchema,
  WRONG_PASSWORD_CODE,
} from "@domain/schemas/account";
import { sanitizeVerificationCodeInput, verificationCodeSchema } from "@domain/schemas/auth";
import type { CurrentUser } from "@domain/schemas/user";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
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
        <FormField
          control={form.control}
          name="newEmail"
          render={({ field }) => (
            <FormItem>
              <FormLabel>New email address</FormLabel>
              <FormControl>
                <Input type="email" inputMode="email" autoComplete="email" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="currentPassword"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Current password</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="current-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
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
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const codeId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = verificationCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Enter the code");
      return;
    }
    setError(null);
    confirmChange.mutate(
      { code: parsed.data },
      {
        onSuccess: (updated) => {
          setCode("");
          toast({ title: "Email changed", description: `You now sign in with ${updated.email}.` });
        },
        onError: (failure) => setError(getErrorMessage(failure)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-md border bg-muted/40 p-4">
      <p className="text-sm">
        Waiting for the code we sent to <span className="font-medium">{pendingEmail}</span>.
      </p>
      <div className="grid gap-2">
        <Label htmlFor={codeId}>Code from the new address</Label>
        <Input
          id={codeId}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          className="font-mono tracking-[0.3em]"
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setCode(sanitizeVerificationCodeInput(event.target.value))}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="justify-self-start" disabled={confirmChange.isPending}>
        {confirmChange.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        Confirm new address
      </Button>
    </form>
  );
}
