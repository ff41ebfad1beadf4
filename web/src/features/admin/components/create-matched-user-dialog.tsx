import { createUserAndAssignRequestSchema } from "@domain/schemas/bulk-import";
import type { FuzzyMatchView } from "@domain/schemas/fuzzy-match";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * 'Create New User' for an imported document: prefilled with the name and e-mail it gives; the new
 * user gets an e-mail with a code to set their password (docs/product.md §18.3).
 */
export function CreateMatchedUserDialog({
  match,
  busy,
  onCancel,
  onCreate,
}: {
  match: FuzzyMatchView | null;
  busy: boolean;
  onCancel: () => void;
  onCreate: (values: { fullName: string; email: string }) => void;
}) {
  const [fullName, setFullName] = useState("");
  const [email, setEmail] = useState("");
  const [problems, setProblems] = useState<{ fullName?: string; email?: string }>({});
  const nameId = useId();
  const emailId = useId();

  useEffect(() => {
    setFullName(match?.extractedName ?? "");
    setEmail(match?.extractedEmail ?? "");
    setProblems({});
  }, [match]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createUserAndAssignRequestSchema.safeParse({ fullName, email });
    if (!parsed.success) {
      const found: { fullName?: string; email?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as "fullName" | "email";
        found[field] ??= issue.message;
      }
      setProblems(found);
      return;
    }
    onCreate(parsed.data);
  };

  return (
    <Dialog open={match !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Create New User</DialogTitle>
            <DialogDescription>
              {match?.filename} is assigned to the new user, who gets an e-mail with a code to set their
              password.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={nameId}>Full name</Label>
            <Input
              id={nameId}
              value={fullName}
              onChange={(event) => setFullName(event.target.value)}
              aria-invalid={problems.fullName ? true : undefined}
              aria-describedby={problems.fullName ? `${nameId}-problem` : undefined}
            />
            {problems.fullName && (
              <p id={`${nameId}-problem`} className="text-sm text-destructive">
                {problems.fullName}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={emailId}>Email</Label>
            <Input
              id={emailId}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={problems.email ? true : undefined}
              aria-describedby={problems.email ? `${emailId}-problem` : undefined}
            />
            {problems.email && (
              <p id={`${emailId}-problem`} className="text-sm text-destructive">
                {problems.email}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              Create and assign
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
