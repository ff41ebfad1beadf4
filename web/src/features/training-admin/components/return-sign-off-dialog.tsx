import { RETURN_REASON_MAX_LENGTH, returnSignOffSchema } from "@domain/schemas/checklists";
import { Undo2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
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
import { FieldProblem, problemProps } from "./field-problem";

/** 'Return' a sign-off with the reason, which the training record keeps. */
export function ReturnSignOffDialog({
  itemName,
  technicianName,
  disabled,
  onReturn,
}: {
  itemName: string;
  technicianName: string;
  disabled: boolean;
  /** Resolves when returned; rejects (the caller has said why) to keep the dialog open. */
  onReturn: (reason: string) => Promise<unknown>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = returnSignOffSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setPending(true);
    try {
      await onReturn(parsed.data.reason);
      setOpen(false);
      setReason("");
    } catch {
      // The toast says why; the reason stays for another try.
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        setProblem(undefined);
      }}
    >
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          aria-label={`Return ${itemName} of ${technicianName}`}
        >
          <Undo2 aria-hidden="true" />
          Return
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{`Return ${itemName}?`}</DialogTitle>
            <DialogDescription>
              {`It goes back to not done for ${technicianName}; their notes and evidence stay. Your reason is kept in the training record.`}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-reason`}>Reason</Label>
            <Textarea
              id={`${id}-reason`}
              rows={4}
              value={reason}
              maxLength={RETURN_REASON_MAX_LENGTH}
              {...problemProps(`${id}-reason-problem`, problem)}
              onChange={(event) => {
                setReason(event.target.value);
                setProblem(undefined);
              }}
            />
            <FieldProblem id={`${id}-reason-problem`} message={problem} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={pending} onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner size="sm" label="Returning" /> : null}
              Return item
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
