import { type LoginRequest, loginRequestSchema } from "@domain/schemas/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, TriangleAlert } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import type { z } from "zod";
import { EmailField } from "@/components/form-fields";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { paths } from "@/lib/paths";
import { isEmailNotVerifiedError } from "../login-errors";

type LoginFormValues = z.input<typeof loginRequestSchema>;

const linkClass =
  "rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:text-primary/80 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";

/**
 * The Login tab. On success the current user is set and the guest route sends the visitor to the
 * page they asked for (`?next=`), else to /.
 */
export function LoginForm() {
  const { loginMutation } = useAuth();
  // The address whose login was refused as not verified: shows the amber notice.
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // The last 'Login failed' toast: it says nothing true any more once the user is signed in.
  const failureToast = useRef<{ dismiss(): void } | null>(null);
  const form = useForm<LoginFormValues, unknown, LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = (credentials: LoginRequest) => {
    setUnverifiedEmail(null);
    loginMutation.mutate(credentials, {
      onSuccess: () => {
        failureToast.current?.dismiss();
        failureToast.current = null;
      },
      onError: (error) => {
        if (isEmailNotVerifiedError(error)) {
          setUnverifiedEmail(credentials.email);
          return;
        }
        failureToast.current = toast({
          title: "Login failed",
          description: getErrorMessage(error),
          variant: "destructive",
        });
      },
    });
  };

  const pending = loginMutation.isPending;

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        {unverifiedEmail !== null ? (
          <Alert variant="warning">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle className="line-clamp-none">Your email address is not verified yet.</AlertTitle>
            <AlertDescription>
              <Link href={paths.verifyEmailFor(unverifiedEmail)} className={linkClass}>
                Click here to verify your email
              </Link>
            </AlertDescription>
          </Alert>
        ) : null}

        <EmailField<LoginFormValues> name="email" label="Email" />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <div className="flex items-baseline justify-between gap-2">
                <FormLabel>Password</FormLabel>
                <Link href={paths.forgotPassword} className={`${linkClass} text-sm`}>
                  Forgot password?
                </Link>
              </div>
              <FormControl>
                <Input type="password" autoComplete="current-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />

        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {pending ? "Signing in..." : "Sign in"}
        </Button>

        <p className="text-center text-sm text-muted-foreground">
          Registered already?{" "}
          <Link href={paths.verifyEmail} className={`${linkClass} whitespace-nowrap`}>
            Complete verification
          </Link>
        </p>
      </form>
    </Form>
  );
}
