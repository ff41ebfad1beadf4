import { PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from "@domain/constants";
import {
  type RegisterForm as RegisterFormValues,
  registerFormSchema,
  toRegisterRequest,
} from "@domain/schemas/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import type { z } from "zod";
import { EmailField, FullNameField, NewPasswordField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { useGuardedMutate } from "@/lib/guarded-mutate";
import { paths } from "@/lib/paths";
import { storePendingVerificationEmail } from "../pending-verification-email";

type RegisterFormInput = z.input<typeof registerFormSchema>;

/**
 * The Register tab. Registration does not sign in: the address is remembered as pending and the
 * visitor goes to /verify-email to enter the code mailed to it.
 */
export function RegisterForm() {
  const { registerMutation } = useAuth();
  const [, navigate] = useLocation();
  const form = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { fullName: "", email: "", password: "", confirmPassword: "" },
  });

  const registerOnce = useGuardedMutate(registerMutation);
  const onSubmit = (values: RegisterFormValues) => {
    registerOnce(toRegisterRequest(values), {
      onSuccess: () => {
        storePendingVerificationEmail(values.email);
        navigate(paths.verifyEmailFor(values.email));
      },
      onError: (error) =>
        toast({ title: "Registration failed", description: getErrorMessage(error), variant: "destructive" }),
    });
  };

  const pending = registerMutation.isPending;

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <FullNameField<RegisterFormInput> name="fullName" label="Full name" />
        <EmailField<RegisterFormInput> name="email" label="Email" />
        <NewPasswordField<RegisterFormInput>
          name="password"
          label="Password"
          placeholder={`Min. ${PASSWORD_MIN_LENGTH} characters`}
          // Changing the password re-checks the confirmation, so 'Passwords do not match' goes away.
          deps={["confirmPassword"]}
        />
        <NewPasswordField<RegisterFormInput> name="confirmPassword" label="Confirm password" />

        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {pending ? "Creating account..." : "Create account"}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          We'll email you a {VERIFICATION_CODE_LENGTH}-digit code to confirm your address.
        </p>
      </form>
    </Form>
  );
}
