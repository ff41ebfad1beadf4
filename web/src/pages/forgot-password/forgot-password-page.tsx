import { VERIFICATION_CODE_VALIDITY_MINUTES } from "@domain/constants";
import {
  type PasswordResetForm,
  passwordResetFormSchema,
  passwordResetRequestSchema,
  resetRequestIdSchema,
} from "@domain/schemas/account";
import { sanitizeVerificationCodeInput } from "@domain/schemas/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, LoaderCircle } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useSearch } from "wouter";
import type { z } from "zod";
import { AuthPageFrame } from "@/components/auth-page-frame";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { useConfirmPasswordReset, useRequestPasswordReset } from "@/features/auth/api/password-reset";
import { getErrorMessage } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { paths } from "@/lib/paths";

/**
 * /forgot-password (docs/product.md §11.4): ask for a code by e-mail, then enter it with a new
 * password. A code answers only with its request's token (docs/decisions/0054): the page keeps it
 * in its address (so a reload keeps the step), and the e-mail's link carries it.
 */
export function ForgotPasswordPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const linkedEmail = params.get("email") ?? "";
  const linkedRequest = resetRequestIdSchema.safeParse(params.get("request")).data ?? null;
  const [email, setEmail] = useState(linkedEmail);
  const [requestId, setRequestId] = useState(linkedEmail ? linkedRequest : null);
  const [notice, setNotice] = useState<string | null>(null);
  const requestMutation = useRequestPasswordReset();

  const requestCode = (address: string) =>
    requestMutation.mutate(
      { email: address },
      {
        onSuccess: ({ message, requestId: newRequestId }) => {
          setEmail(address);
          setNotice(message);
          setRequestId(newRequestId);
          navigate(resetLinkPath(address, newRequestId), { replace: true });
        },
        onError: (error) => setNotice(getErrorMessage(error)),
      },
    );

  return (
    <AuthPageFrame>
      <Card className="w-full max-w-md">
        <CardHeader className="justify-items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <KeyRound className="size-6" aria-hidden="true" />
          </span>
          <CardTitle as="h1" className="text-2xl">
            Reset Your Password
          </CardTitle>
          <CardDescription>
            {requestId
              ? "Enter the 6-digit code from the email and choose a new password."
              : "Enter your account's email address and we will send you a code to set a new password."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {notice ? (
            <p role="status" className="rounded-md bg-muted px-4 py-3 text-sm text-foreground">
              {notice}
            </p>
          ) : null}
          {requestId ? (
            <ResetForm
              key={requestId}
              email={email}
              requestId={requestId}
              onNewCode={() => requestCode(email)}
              requesting={requestMutation.isPending}
            />
          ) : (
            <RequestForm initialEmail={email} onSubmit={requestCode} pending={requestMutation.isPending} />
          )}
          <Button asChild variant="ghost" className="w-full">
            <Link href={paths.auth}>Back to Login</Link>
          </Button>
        </CardContent>
      </Card>
    </AuthPageFrame>
  );
}

const resetLinkPath = (email: string, requestId: string) =>
  `${paths.forgotPassword}?${new URLSearchParams({ email, request: requestId }).toString()}`;

function RequestForm({
  initialEmail,
  onSubmit,
  pending,
}: {
  initialEmail: string;
  onSubmit: (email: string) => void;
  pending: boolean;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const emailId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Invalid email address");
      return;
    }
    setError(null);
    onSubmit(parsed.data.email);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={emailId}>Email</Label>
        <Input
          id={emailId}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {pending ? "Sending..." : "Send code"}
      </Button>
    </form>
  );
}

type ResetFormInput = z.input<typeof passwordResetFormSchema>;

function ResetForm({
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
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input type="email" autoComplete="email" inputMode="email" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="code"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Reset code</FormLabel>
              <FormControl>
                <Input
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  className="font-mono tracking-[0.3em]"
                  {...field}
                  onChange={(event) => field.onChange(sanitizeVerificationCodeInput(event.target.value))}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>New password</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="new-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="confirmPassword"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Confirm new password</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="new-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
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
