import { formDateProblem, localToday } from "@domain/form-dates";
import { completionPatchSchema } from "@domain/schemas/checklists";
import { Check } from "lucide-react";
import { z } from "zod";
import { ReasonDialog } from "@/components/reason-dialog";
import { Button } from "@/components/ui/button";
import { getErrorMessage } from "@/lib/api";
import { patchProblem } from "@/lib/form-validation";

/**
 * The day a training was done: the domain's rule for a completion date, then not after the user's
 * today (the schema knows no today; the server refuses a day after its own, so say it here first).
 */
const completedOnSchema = z.string().superRefine((completedOn, context) => {
  const problem =
    patchProblem(completionPatchSchema, { completed: true, completedOn }) ??
    formDateProblem(completedOn, "end", localToday());
  if (problem) context.addIssue({ code: "custom", message: problem });
});

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
  return (
    <ReasonDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={`Mark ${itemName} done`}>
          <Check aria-hidden="true" />
          Mark done
        </Button>
      }
      title={`Mark ${itemName} done`}
      description={`Recorded for ${technicianName} with you as the one who made the change.`}
      label="Completed on"
      input="date"
      schema={completedOnSchema}
      valueOnOpen={localToday}
      submitLabel="Mark done"
      pendingLabel="Saving"
      problemOf={(error) => getErrorMessage(error, "The change was not saved")}
      onSubmit={onMarkDone}
    />
  );
}
