import { RETURN_REASON_MAX_LENGTH, returnFormSchema } from "@domain/schemas/form-review";
import { Undo2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";

/** 'Return' with the reason the technician will read on their form. */
export function ReturnFormDialog({
  ownerName,
  pending,
  onReturn,
}: {
  ownerName: string;
  pending: boolean;
  /** Resolves when returned; rejects (the caller has said why) to keep the dialog open. */
  onReturn: (reason: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = returnFormSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    try {
      await onReturn(parsed.data.reason);
      setOpen(false);
      setReason("");
    } catch {
      // The toast says why; the reason stays for another try.
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setProblem(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" disabled={pending}>
          <Undo2 aria-hidden="true" />
          Return
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Return the form?</DialogTitle>
            <DialogDescription>
              {`${ownerName} can change the form again and will see your reason on it.`}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="return-reason">Reason</Label>
            <Textarea
              id="return-reason"
              rows={4}
              value={reason}
              maxLength={RETURN_REASON_MAX_LENGTH}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? "return-reason-problem" : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setProblem(null);
              }}
            />
            {problem ? (
              <p id="return-reason-problem" role="alert" className="text-xs font-medium text-destructive">
                {problem}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner label="Returning" /> : null}
              Return form
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
