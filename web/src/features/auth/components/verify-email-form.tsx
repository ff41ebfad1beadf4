import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_VALIDITY_MINUTES,
  VERIFICATION_RESEND_LIMIT,
} from "@domain/constants";
import type { VerifyEmailRequest } from "@domain/schemas/auth";
import { LoaderCircle } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link } from "wouter";
import { CodeField, EmailField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { toast } from "@/components/ui/use-toast";
import { getServerErrorField } from "@/lib/api";
import { ApiError } from "@/lib/api-error";
import { paths } from "@/lib/paths";
import { useResendVerification } from "../api/resend-verification";
import { useVerifyEmail } from "../api/verify-email";
import { clearPendingVerificationEmail } from "../pending-verification-email";

/** When the server says a new code cannot be asked for yet: its sentence, and the time Resend comes back. */
type ResendHold = { message: string; until: number };

function resendHoldOf(error: unknown): ResendHold | null {
  if (!(error instanceof ApiError) || !error.retryAfterSeconds) return null;
  return {
    message: error.serverError ?? error.serverMessage ?? "",
    until: Date.now() + error.retryAfterSeconds * 1000,
  };
}

/** Holds Resend while the server refuses new codes; lets it go when the time comes. */
function useResendHold() {
  const [hold, setHold] = useState<ResendHold | null>(null);
  useEffect(() => {
    if (!hold) return;
    const timer = setTimeout(() => setHold(null), Math.max(0, hold.until - Date.now()));
    return () => clearTimeout(timer);
  }, [hold]);
  return [hold, setHold] as const;
}

/**
 * The code mailed at registration, or a new one (docs/product.md §2.4). What is missing is said in a
 * toast (the server's answer too), never under a field: the buttons wait for both values.
 */
export function VerifyEmailForm({
  initialEmail,
  onVerified,
}: {
  initialEmail: string;
  onVerified: () => void;
}) {
  const form = useForm<VerifyEmailRequest>({ defaultValues: { email: initialEmail, code: "" } });
  const [email, code] = useWatch({ control: form.control, name: ["email", "code"] });
  const verifyMutation = useVerifyEmail();
  const resendMutation = useResendVerification();
  const helpId = useId();
  const [resendHold, setResendHold] = useResendHold();
  const holdFrom = (error: unknown) => {
    const hold = resendHoldOf(error);
    if (hold) setResendHold(hold);
  };

  const canVerify = email !== "" && code.length === VERIFICATION_CODE_LENGTH;

  const onVerify = (values: VerifyEmailRequest) => {
    const address = values.email.trim();
    if (!address || values.code.length !== VERIFICATION_CODE_LENGTH) {
      toast({
        title: "Missing information",
        description: "Please enter both email and verification code.",
        variant: "destructive",
      });
      return;
    }
    verifyMutation.mutate(
      { email: address, code: values.code },
      {
        onSuccess: (data) => {
          clearPendingVerificationEmail();
          toast({
            title: "Email verified!",
            description: data?.message || "You can now log in to your account.",
          });
          onVerified();
        },
        onError: (error) => {
          holdFrom(error);
          toast({
            title: "Verification failed",
            description: getServerErrorField(error) ?? "Verification failed",
            variant: "destructive",
          });
        },
      },
    );
  };

  const onResend = () => {
    const address = form.getValues("email").trim();
    if (!address) {
      toast({
        title: "Email required",
        description: "Please enter your email address to resend the code.",
        variant: "destructive",
      });
      return;
    }
    resendMutation.mutate(
      { email: address },
      {
        onSuccess: (data) => {
          form.setValue("code", "");
          toast({
            title: "Code sent!",
            description: data?.message || "Please check your email for a new verification code.",
          });
        },
        onError: (error) => {
          holdFrom(error);
          toast({
            title: "Failed to resend",
            description: getServerErrorField(error) ?? "Failed to resend code",
            variant: "destructive",
          });
        },
      },
    );
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onVerify)} noValidate className="grid gap-4">
        {/* type=text (with the e-mail keyboard) so a blank-looking value reaches the 'Email required' check */}
        <EmailField<VerifyEmailRequest>
          name="email"
          label="Email"
          type="text"
          autoCapitalize="none"
          spellCheck={false}
          onChange={() => setResendHold(null)} // another address has its own allowance
        />
        {/* No maxLength: it would cut a pasted "123 456" before the sanitizer keeps its 6 digits. */}
        <CodeField<VerifyEmailRequest>
          name="code"
          label="Verification code"
          // Words, small and plain: digits as a placeholder look like a code already typed.
          placeholder="6-digit code"
          describedBy={helpId}
          className="h-12 pl-[calc(0.75rem+0.4em)] text-center text-2xl tracking-[0.4em] placeholder:font-sans placeholder:text-base placeholder:tracking-normal md:text-2xl"
        />

        <Button type="submit" className="w-full" disabled={!canVerify || verifyMutation.isPending}>
          {verifyMutation.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {verifyMutation.isPending ? "Verifying..." : "Verify Email"}
        </Button>
        <Button
          type="button"
          variant="outline"
          className="w-full"
          disabled={email === "" || resendMutation.isPending || resendHold !== null}
          onClick={onResend}
        >
          {resendMutation.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {resendMutation.isPending ? "Sending..." : "Resend Code"}
        </Button>
        {/* Always present, so screen readers announce the sentence when it appears. */}
        <p role="status" className="text-center text-sm text-muted-foreground empty:hidden">
          {resendHold?.message}
        </p>

        <ul
          id={helpId}
          className="grid list-disc gap-1 rounded-md bg-muted px-4 py-3 pl-8 text-sm text-muted-foreground"
        >
          <li>Codes expire in {VERIFICATION_CODE_VALIDITY_MINUTES} minutes.</li>
          <li>You can request a new code up to {VERIFICATION_RESEND_LIMIT} times per hour.</li>
          <li>Can't find the email? Check your spam or junk folder.</li>
        </ul>

        <Button asChild variant="ghost" className="w-full">
          <Link href={paths.auth}>Back to Login</Link>
        </Button>
      </form>
    </Form>
  );
}
