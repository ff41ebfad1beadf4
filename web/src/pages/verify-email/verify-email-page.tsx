import { VERIFICATION_CODE_LENGTH, VERIFIED_REDIRECT_DELAY_MS } from "@domain/constants";
import { CircleCheck, MailCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { AuthPageFrame } from "@/components/auth-page-frame";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { VerifyEmailForm } from "@/features/auth/components/verify-email-form";
import { readPendingVerificationEmail } from "@/features/auth/pending-verification-email";
import { paths } from "@/lib/paths";

/** The address from ?email=, else the one remembered at registration (docs/product.md §2.4). */
function initialEmail(search: string): string {
  return new URLSearchParams(search).get("email") || readPendingVerificationEmail();
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
  const [email] = useState(() => initialEmail(search));
  const [verified, setVerified] = useState(false);

  if (verified) {
    return (
      <AuthPageFrame>
        <VerifiedCard />
      </AuthPageFrame>
    );
  }

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
          <VerifyEmailForm initialEmail={email} onVerified={() => setVerified(true)} />
        </CardContent>
      </Card>
    </AuthPageFrame>
  );
}
