import { TRAINING_RECORD_RETENTION_YEARS } from "@domain/constants";
import { WRONG_PASSWORD_CODE } from "@domain/schemas/account";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { hasErrorCode } from "@/lib/api-error";
import { useDeleteAccount, useSignOutEverywhere } from "../api/account";

/** The training record outlives the account (docs/decisions/0057); the person is told before deleting. */
const TRAINING_RECORD_KEPT = `Your training record (sign-offs and evidence) is kept for your training center for ${TRAINING_RECORD_RETENTION_YEARS} years, as aviation maintenance rules require.`;

/** Ends every session of the account, this one too. */
export function SignOutEverywhereCard() {
  const signOutEverywhere = useSignOutEverywhere();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Sessions</CardTitle>
        <CardDescription>
          Signed in on a shared or lost device? Sign out everywhere, including here.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          title="Sign out everywhere?"
          description="Every browser and device signed in to your account, this one included, will be signed out."
          confirmLabel="Sign out everywhere"
          destructive={false}
          closeWhen="success"
          pendingLabel="Signing out"
          onConfirm={() =>
            signOutEverywhere.mutateAsync().catch((error: unknown) => {
              toast({
                variant: "destructive",
                title: "Sign out failed",
                description: getErrorMessage(error),
              });
              throw error;
            })
          }
          trigger={<Button variant="outline">Sign out everywhere</Button>}
        />
      </CardContent>
    </Card>
  );
}

/** Deletes the account after asking for the password; its data and files go as in an admin's deletion. */
export function DeleteAccountCard() {
  const deleteAccount = useDeleteAccount();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const passwordId = useId();
  const errorId = useId();

  const confirm = async () => {
    if (password === "") {
      setError("Please enter your password");
      throw new Error("no password");
    }
    try {
      await deleteAccount.mutateAsync({ password });
      toast({
        title: "Account deleted",
        description: "Your account and everything in it have been deleted.",
      });
    } catch (failure) {
      if (hasErrorCode(failure, WRONG_PASSWORD_CODE)) setError(getErrorMessage(failure));
      else
        toast({
          variant: "destructive",
          title: "Account not deleted",
          description: getErrorMessage(failure),
        });
      throw failure;
    }
  };

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle as="h2">Delete account</CardTitle>
        <CardDescription>
          Deletes your account, your work history and every document you uploaded. This cannot be undone.{" "}
          {TRAINING_RECORD_KEPT}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          title="Delete your account?"
          description={`Your account, your work history and every document you uploaded will be deleted. This cannot be undone. ${TRAINING_RECORD_KEPT}`}
          confirmLabel="Delete my account"
          closeWhen="success"
          pendingLabel="Deleting"
          onConfirm={confirm}
          onOpenChange={(open) => {
            if (!open) {
              setPassword("");
              setError(null);
            }
          }}
          trigger={<Button variant="destructive">Delete account</Button>}
        >
          <div className="grid gap-2">
            <Label htmlFor={passwordId}>Your password</Label>
            <Input
              id={passwordId}
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
            {error ? (
              <p id={errorId} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
