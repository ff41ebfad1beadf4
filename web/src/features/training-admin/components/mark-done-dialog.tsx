import { formDateProblem, localToday } from "@domain/form-dates";
import { completionPatchSchema } from "@domain/schemas/checklists";
import { Check } from "lucide-react";
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
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { FieldProblem, problemProps } from "./field-problem";

/** 'Mark <item> done' for a technician, on the day the training happened (today by default). */
export function MarkDoneDialog({
  itemName,
  technicianName,
  onMarkDone,
}: {
  itemName: string;
  technicianName: string;
  /** Resolves when saved; rejects with the server's refusal, shown under the date. */
  onMarkDone: (completedOn: string) => Promise<unknown>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(() => localToday());
  const [problem, setProblem] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = completionPatchSchema.safeParse({ completed: true, completedOn: date });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    // The schema knows no today; the server refuses a day after its own, so say it here first.
    const afterToday = formDateProblem(date, "end", localToday());
    if (afterToday) {
      setProblem(afterToday);
      return;
    }
    setPending(true);
    try {
      await onMarkDone(date);
      setOpen(false);
    } catch (error) {
      setProblem(getErrorMessage(error, "The change was not saved"));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (next) {
          setDate(localToday());
          setProblem(undefined);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Mark ${itemName} done`}>
          <Check aria-hidden="true" />
          Mark done
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{`Mark ${itemName} done`}</DialogTitle>
            <DialogDescription>
              {`Recorded for ${technicianName} with you as the one who made the change.`}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-date`}>Completed on</Label>
            <Input
              id={`${id}-date`}
              type="date"
              value={date}
              {...problemProps(`${id}-date-problem`, problem)}
              onChange={(event) => {
                setDate(event.target.value);
                setProblem(undefined);
              }}
            />
            <FieldProblem id={`${id}-date-problem`} message={problem} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={pending} onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner size="sm" label="Saving" /> : null}
              Mark done
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
