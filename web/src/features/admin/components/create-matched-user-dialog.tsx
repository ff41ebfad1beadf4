import { isRoleMailbox } from "@domain/contact-address";
import {
  type CreateUserAndAssignRequest,
  createUserAndAssignRequestSchema,
} from "@domain/schemas/bulk-import";
import type { FuzzyMatchCard } from "@domain/schemas/import-contact";
import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlert } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { ADDRESS_DOUBT_LABELS } from "./address-doubts";
import { UserIdentityFields } from "./user-form-fields";

/**
 * 'Create New User' for an imported document: prefilled with the name it gives and with its address
 * only when the document states it whole and as the person's own; otherwise the administrator types
 * one, or takes an uncertain one and confirms it (decision 0060). The new user gets an invitation to
 * set their password (docs/product.md §21).
 */
export function CreateMatchedUserDialog({
  match,
  busy,
  onCancel,
  onCreate,
}: {
  match: FuzzyMatchCard | null;
  busy: boolean;
  onCancel: () => void;
  onCreate: (values: CreateUserAndAssignRequest) => void;
}) {
  const form = useForm<CreateUserAndAssignRequest>({
    resolver: zodResolver(createUserAndAssignRequestSchema),
    defaultValues: { fullName: "", email: "" },
  });
  const { reset, watch } = form;
  const [confirmed, setConfirmed] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const confirmId = useId();

  useEffect(() => {
    reset({ fullName: match?.extractedName ?? "", email: match?.extractedEmail ?? "" });
    setConfirmed(false);
    setUnconfirmed(false);
  }, [match, reset]);

  const doubts = match?.contact.doubtfulAddresses ?? [];
  const typed = watch("email").trim().toLowerCase();
  // A shared mailbox typed by hand is as doubtful as one the document set aside; the server refuses
  // it unconfirmed too.
  const uncertain =
    doubts.find((doubt) => doubt.address.toLowerCase() === typed) ??
    (isRoleMailbox(typed) ? { address: typed, reason: "role" as const } : null);

  const submit = (values: CreateUserAndAssignRequest) => {
    if (uncertain && !confirmed) {
      setUnconfirmed(true);
      return;
    }
    onCreate(uncertain ? { ...values, addressConfirmed: true } : values);
  };

  return (
    <Dialog open={match !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Create New User</DialogTitle>
              <DialogDescription>
                {match?.filename} is assigned to the new user, who gets an invitation by e-mail to set their
                password.
              </DialogDescription>
            </DialogHeader>
            {match && !match.extractedEmail && (
              <Alert variant="warning" data-testid="address-unconfirmed">
                <TriangleAlert aria-hidden="true" />
                <AlertTitle>Type the person's own e-mail address</AlertTitle>
                <AlertDescription>
                  <p>The document does not state an address of this person's own in full.</p>
                  {doubts.length > 0 && (
                    <ul className="mt-2 grid gap-2">
                      {doubts.map((doubt) => (
                        <li key={doubt.address} className="flex flex-wrap items-center gap-2">
                          <Badge variant="outline">Uncertain</Badge>
                          <span className="break-all font-medium">{doubt.address}</span>
                          <span>({ADDRESS_DOUBT_LABELS[doubt.reason]})</span>
                          <Button
                            type="button"
                            size="sm"
                            variant="outline"
                            aria-label={`Use ${doubt.address}`}
                            onClick={() => {
                              form.setValue("email", doubt.address, { shouldValidate: true });
                              setConfirmed(false);
                            }}
                          >
                            Use this address
                          </Button>
                        </li>
                      ))}
                    </ul>
                  )}
                </AlertDescription>
              </Alert>
            )}
            <UserIdentityFields />
            {match?.extractedEmail && match.contact.emailLine && (
              <p className="text-xs text-muted-foreground">
                From the document: <q className="break-all">{match.contact.emailLine}</q>
              </p>
            )}
            {uncertain && (
              <div className="grid gap-1">
                <div className="flex items-start gap-2">
                  <Checkbox
                    id={confirmId}
                    checked={confirmed}
                    aria-invalid={unconfirmed && !confirmed}
                    onCheckedChange={(checked) => setConfirmed(checked === true)}
                  />
                  <Label htmlFor={confirmId} className="font-normal">
                    I have checked that {uncertain.address} is this person's own address
                  </Label>
                </div>
                {unconfirmed && !confirmed && (
                  <p className="text-sm text-destructive" role="alert">
                    Confirm the address, or type the person's own.
                  </p>
                )}
              </div>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                Create and assign
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
