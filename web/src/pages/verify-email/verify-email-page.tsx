import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_VALIDITY_MINUTES,
  VERIFICATION_RESEND_LIMIT,
  VERIFIED_REDIRECT_DELAY_MS,
} from "@domain/constants";
import { sanitizeVerificationCodeInput } from "@domain/schemas/auth";
import { CircleCheck, LoaderCircle, MailCheck } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { AuthPageFrame } from "@/components/auth-page-frame";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { useResendVerification } from "@/features/auth/api/resend-verification";
import { useVerifyEmail } from "@/features/auth/api/verify-email";
import {
  clearPendingVerificationEmail,
  readPendingVerificationEmail,
} from "@/features/auth/pending-verification-email";
import { getServerErrorField } from "@/lib/api";
import { ApiError } from "@/lib/api-error";
import { paths } from "@/lib/paths";

/** The address from ?email=, else the one remembered at registration (docs/product.md §2.4). */
function initialEmail(search: string): string {
  return new URLSearchParams(search).get("email") || readPendingVerificationEmail();
}

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

function VerifiedCard() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.auth), VERIFIED_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <Card className="w-full max-w-md text-center" role="status" aria-live="polite">
      <CardHeader className="justify-items-center">
        <CircleCheck className="size-12 text-success" aria-hidden="true" />
        <CardTitle as="h1" className="text-2xl">
          Email Verified!
        </CardTitle>
        <CardDescription>Your email has been successfully verified. Redirecting to login...</CardDescription>
      </CardHeader>
    </Card>
  );
}

/** /verify-email: enter the 6-digit code mailed at registration, or ask for a new one. */
export function VerifyEmailPage() {
  const search = useSearch();
  const [email, setEmail] = useState(() => initialEmail(search));
  const [code, setCode] = useState("");
  const [verified, setVerified] = useState(false);
  const verifyMutation = useVerifyEmail();
  const resendMutation = useResendVerification();
  const emailId = useId();
  const codeId = useId();
  const helpId = useId();
  const [resendHold, setResendHold] = useResendHold();
  const holdFrom = (error: unknown) => {
    const hold = resendHoldOf(error);
    if (hold) setResendHold(hold);
  };

  if (verified) {
    return (
      <AuthPageFrame>
        <VerifiedCard />
      </AuthPageFrame>
    );
  }

  const canVerify = email !== "" && code.length === VERIFICATION_CODE_LENGTH;

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || code.length !== VERIFICATION_CODE_LENGTH) {
      toast({
        title: "Missing information",
        description: "Please enter both email and verification code.",
        variant: "destructive",
      });
      return;
    }
    verifyMutation.mutate(
      { email: address, code },
      {
        onSuccess: (data) => {
          clearPendingVerificationEmail();
          toast({
            title: "Email verified!",
            description: data?.message || "You can now log in to your account.",
          });
          setVerified(true);
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
    const address = email.trim();
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
          setCode("");
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
    <AuthPageFrame>
      <Card className="w-full max-w-md">
        <CardHeader className="justify-items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <MailCheck className="size-6" aria-hidden="true" />
          </span>
          <CardTitle as="h1" className="text-2xl">
            Verify Your Email
          </CardTitle>
          <CardDescription>
            Enter the {VERIFICATION_CODE_LENGTH}-digit code we sent to your email address.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onVerify} noValidate className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor={emailId}>Email</Label>
              {/* type=text (with the e-mail keyboard) so a blank-looking value reaches the 'Email required' check */}
              <Input
                id={emailId}
                type="text"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setResendHold(null); // another address has its own allowance
                }}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={codeId}>Verification code</Label>
              {/* No maxLength: it would cut a pasted "123 456" before the sanitizer keeps its 6 digits. */}
              <Input
                id={codeId}
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                // Words, small and plain: digits as a placeholder look like a code already typed.
                placeholder="6-digit code"
                aria-describedby={helpId}
                className="h-12 pl-[calc(0.75rem+0.4em)] text-center font-mono text-2xl tracking-[0.4em] placeholder:font-sans placeholder:text-base placeholder:tracking-normal md:text-2xl"
                value={code}
                onChange={(event) => setCode(sanitizeVerificationCodeInput(event.target.value))}
              />
            </div>

            <Button type="submit" className="w-full" disabled={!canVerify || verifyMutation.isPending}>
              {verifyMutation.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              {verifyMutation.isPending ? "Verifying..." : "Verify Email"}
            </Button>
            <Button
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
        </CardContent>
      </Card>
    </AuthPageFrame>
  );
}
