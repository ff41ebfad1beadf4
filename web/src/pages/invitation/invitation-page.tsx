import {
  INVITATION_ERROR_CODES,
  INVITATION_LINK_MESSAGES,
  type InvitationLinkState,
  type InvitationPasswordForm,
  type InvitationView,
  invitationPasswordFormSchema,
} from "@domain/schemas/invitations";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { KeyRound, LoaderCircle, TriangleAlert } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useParams } from "wouter";
import type { z } from "zod";
import { AuthPageFrame } from "@/components/auth-page-frame";
import { NewPasswordField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { useAcceptInvitation, useInvitation } from "@/features/auth/api/invitations";
import { getErrorMessage, getServerMessage } from "@/lib/api";
import { hasErrorCode } from "@/lib/api-error";
import { useAuth } from "@/lib/auth";
import { useGuardedMutate } from "@/lib/guarded-mutate";
import { paths } from "@/lib/paths";
import { invitationQueryKey } from "@/lib/query-keys";

/** The title of each link that does not set the password. */
export const INVITATION_REFUSED_TITLES: Record<Exclude<InvitationLinkState, "open"> | "notFound", string> = {
  notFound: "Invitation not valid",
  used: "Invitation already used",
  expired: "Invitation expired",
  voided: "Invitation replaced",
};

/**
 * /invitation/:token (docs/product.md §21): the link of an invitation e-mail. While the link is open
 * the person chooses their password; a used, expired or voided link says so and what to do instead.
 */
export function InvitationPage() {
  const { token = "" } = useParams<{ token: string }>();
  const invitation = useInvitation(token);

  let body: React.ReactNode;
  if (invitation.isPending) {
    body = <Spinner label="Loading the invitation" showLabel className="py-8" />;
  } else if (invitation.isError) {
    const notFound = hasErrorCode(invitation.error, INVITATION_ERROR_CODES.notFound);
    body = (
      <Refused
        title={notFound ? INVITATION_REFUSED_TITLES.notFound : "Invitation not available"}
        message={getServerMessage(invitation.error) ?? getErrorMessage(invitation.error)}
      />
    );
  } else if (invitation.data.state !== "open") {
    const state = invitation.data.state;
    body = <Refused title={INVITATION_REFUSED_TITLES[state]} message={INVITATION_LINK_MESSAGES[state]} />;
  } else {
    body = <SetPassword token={token} invitation={invitation.data} />;
  }
  return (
    <AuthPageFrame>
      <Card className="w-full max-w-md">{body}</Card>
    </AuthPageFrame>
  );
}

function Refused({ title, message }: { title: string; message: string }) {
  return (
    <>
      <CardHeader className="justify-items-center text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlert className="size-6" aria-hidden="true" />
        </span>
        <CardTitle as="h1" className="text-2xl">
          {title}
        </CardTitle>
        <CardDescription role="alert">{message}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button asChild className="w-full">
          <Link href={paths.auth}>Go to sign in</Link>
        </Button>
        <Button asChild variant="ghost" className="w-full">
          <Link href={paths.forgotPassword}>Forgot password?</Link>
        </Button>
      </CardContent>
    </>
  );
}

type FormInput = z.input<typeof invitationPasswordFormSchema>;

function SetPassword({ token, invitation }: { token: string; invitation: InvitationView }) {
  const queryClient = useQueryClient();
  const { sessionEnded } = useAuth();
  const [, navigate] = useLocation();
  const accept = useAcceptInvitation();
  const send = useGuardedMutate(accept);
  const email = invitation.email ?? "";
  const form = useForm<FormInput, unknown, InvitationPasswordForm>({
    resolver: zodResolver(invitationPasswordFormSchema),
    defaultValues: { email, password: "", confirmPassword: "" },
  });

  const onSubmit = (values: InvitationPasswordForm) =>
    send(
      { token, password: values.password },
      {
        onSuccess: ({ message }) => {
          // Any session this browser had is not the new account's: sign in afresh.
          sessionEnded();
          toast({ title: "Password set", description: message });
          navigate(paths.auth);
        },
        onError: (error) => {
          // A link used, expired or replaced meanwhile: show its page instead of the form.
          if (Object.values(INVITATION_ERROR_CODES).some((code) => hasErrorCode(error, code))) {
            void queryClient.invalidateQueries({ queryKey: invitationQueryKey(token) });
          }
          toast({ variant: "destructive", title: "Password not set", description: getErrorMessage(error) });
        },
      },
    );

  const pending = accept.isPending;
  return (
    <>
      <CardHeader className="justify-items-center text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <KeyRound className="size-6" aria-hidden="true" />
        </span>
        <CardTitle as="h1" className="text-2xl">
          Set your password
        </CardTitle>
        <CardDescription>
          {`An administrator of ${invitation.centerName} created a Hangar Log account for ${invitation.fullName ?? "you"}. Choose a password to sign in with ${email}.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
            <NewPasswordField<FormInput>
              name="password"
              label="New password"
              placeholder="Min. 8 characters"
            />
            <NewPasswordField<FormInput> name="confirmPassword" label="Confirm new password" />
            <Button type="submit" className="w-full" disabled={pending}>
              {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              {pending ? "Saving..." : "Set password"}
            </Button>
            <p className="text-center text-sm text-muted-foreground">The link works once.</p>
          </form>
        </Form>
      </CardContent>
    </>
  );
}
