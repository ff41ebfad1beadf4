// One training item on /checklists (docs/product.md §15.3): tick it done, read its status, and open
// its details (completion date, notes, evidence).

import type { TrainingItemView } from "@domain/schemas/checklists";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { formatCalendarDay, formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { saveCompletion } from "../api/training-record";
import { ItemDetails } from "./item-details";
import { TrainingStatusBadge } from "./training-status-badge";

export const ITEM_SAVE_ERROR = "The item could not be saved.";

/** What the item asks for: recurrence, sign-off, ATA chapter, level. */
function itemFacts(item: TrainingItemView): string[] {
  return [
    item.recurrenceMonths ? `Every ${item.recurrenceMonths} months` : "Once",
    item.requiresSignOff ? "Sign-off required" : null,
    item.ataChapter ? `ATA ${item.ataChapter}` : null,
    item.level ? `Level ${item.level}` : null,
  ].filter((fact): fact is string => fact !== null);
}

/** What the technician's record says of it: when it was done, until when, who signed it. */
function completionFacts(item: TrainingItemView): string[] {
  const completion = item.completion;
  if (!completion?.completed) return item.dueOn ? [`Due on ${formatCalendarDay(item.dueOn)}`] : [];
  return [
    completion.completedOn ? `Completed on ${formatCalendarDay(completion.completedOn)}` : null,
    completion.expiresOn ? `Expires on ${formatCalendarDay(completion.expiresOn)}` : null,
    completion.signedOffAt
      ? `Signed off by ${completion.signedOffByName ?? "an administrator"} on ${formatDate(completion.signedOffAt)}`
      : null,
  ].filter((fact): fact is string => fact !== null);
}

export function ChecklistItemRow({ item }: { item: TrainingItemView }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [confirmingUndo, setConfirmingUndo] = useState(false);
  // The box follows the click at once (a mutation's own state arrives a tick later), until the answer.
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const toggle = useMutation({
    mutationFn: (completed: boolean) => saveCompletion(queryClient, item.id, { completed }),
    onMutate: (completed) => setOptimistic(completed),
    onSettled: () => setOptimistic(null),
    onError: (error) =>
      toast({ title: "Error", description: getErrorMessage(error, ITEM_SAVE_ERROR), variant: "destructive" }),
  });
  const done = item.completion?.completed === true;
  const checked = optimistic ?? done;
  const returnedReason = item.completion?.returnedReason ?? null;
  const facts = [...itemFacts(item), ...completionFacts(item)];

  function changeCompleted(next: boolean) {
    // Un-ticking a signed-off item withdraws the sign-off: asked first.
    if (!next && item.completion?.signedOffAt) setConfirmingUndo(true);
    else {
      setOptimistic(next);
      toggle.mutate(next);
    }
  }

  return (
    <li className="py-3">
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          checked={checked}
          disabled={toggle.isPending}
          onCheckedChange={(value) => changeCompleted(value === true)}
          aria-describedby={item.description ? `${id}-status ${id}-description` : `${id}-status`}
          className="mt-0.5"
        />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <Label htmlFor={id} className="font-medium">
              {item.name}
            </Label>
            <TrainingStatusBadge
              id={`${id}-status`}
              status={item.status}
              expiresOn={item.completion?.expiresOn ?? null}
            />
          </div>
          {item.description ? (
            <p id={`${id}-description`} className="text-sm text-muted-foreground">
              {item.description}
            </p>
          ) : null}
          <p className="text-xs text-muted-foreground">{facts.join(" · ")}</p>
          {returnedReason ? (
            <Alert variant="warning" className="mt-2">
              <AlertTitle>Returned by an administrator</AlertTitle>
              <AlertDescription>{returnedReason}</AlertDescription>
            </Alert>
          ) : null}
        </div>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={detailsOpen}
          aria-controls={`${id}-details`}
          onClick={() => setDetailsOpen((open) => !open)}
        >
          Details <span className="sr-only">for {item.name}</span>
          <ChevronDown
            aria-hidden="true"
            className={cn("transition-transform", detailsOpen && "rotate-180")}
          />
        </Button>
      </div>
      {detailsOpen ? <ItemDetails id={`${id}-details`} item={item} /> : null}
      <ConfirmDialog
        open={confirmingUndo}
        onOpenChange={setConfirmingUndo}
        title="Mark as not done?"
        description={`${item.name} was signed off. Marking it not done withdraws the sign-off; it must be signed off again.`}
        confirmLabel="Mark not done"
        onConfirm={() => toggle.mutate(false)}
      />
    </li>
  );
}
