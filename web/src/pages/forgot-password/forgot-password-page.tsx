import { resetRequestIdSchema } from "@domain/schemas/account";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { AuthPageFrame } from "@/components/auth-page-frame";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useRequestPasswordReset } from "@/features/auth/api/password-reset";
import { RequestResetCodeForm, ResetPasswordForm } from "@/features/auth/components/password-reset-forms";
import { getErrorMessage } from "@/lib/api";
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
            <ResetPasswordForm
              key={requestId}
              email={email}
              requestId={requestId}
              onNewCode={() => requestCode(email)}
              requesting={requestMutation.isPending}
            />
          ) : (
            <RequestResetCodeForm
              initialEmail={email}
              onSubmit={requestCode}
              pending={requestMutation.isPending}
            />
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
