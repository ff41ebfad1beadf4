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

/** One completion, or the selected ones: the dialog's words for each. */
export type ReturnSubject = { itemName: string; technicianName: string } | { count: number };

function wordsFor(subject: ReturnSubject) {
  if ("count" in subject) {
    const items = subject.count === 1 ? "1 selected item" : `${subject.count} selected items`;
    return {
      trigger: "Return selected",
      triggerLabel: `Return ${items}`,
      title: `Return ${items}?`,
      description: `Each goes back to not done for its technician; their notes and evidence stay. Your reason is kept in each training record.`,
    };
  }
  return {
    trigger: "Return",
    triggerLabel: `Return ${subject.itemName} of ${subject.technicianName}`,
    title: `Return ${subject.itemName}?`,
    description: `It goes back to not done for ${subject.technicianName}; their notes and evidence stay. Your reason is kept in the training record.`,
  };
}

/** 'Return' a sign-off (or the selected ones) with the reason, which the training record keeps. */
export function ReturnSignOffDialog({
  subject,
  disabled,
  onReturn,
}: {
  subject: ReturnSubject;
  disabled: boolean;
  /** Resolves when returned; rejects (the caller has said why) to keep the dialog open. */
  onReturn: (reason: string) => Promise<unknown>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const words = wordsFor(subject);

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
        <Button variant="outline" size="sm" disabled={disabled} aria-label={words.triggerLabel}>
          <Undo2 aria-hidden="true" />
          {words.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{words.title}</DialogTitle>
            <DialogDescription>{words.description}</DialogDescription>
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
