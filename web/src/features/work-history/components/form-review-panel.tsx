// The form's review state on the form page (docs/product.md §14): Submit for review with the check
// of required fields, and, once submitted or approved, why the form is read-only. A returned form
// shows the administrator's reason.

import { isFormLocked, type MissingForSubmission, missingFieldsForSubmission } from "@domain/form-review";
import { FORM_REVIEW_ACTION_LABELS, type FormStatusEvent } from "@domain/schemas/form-review";
import type { EmploymentEntry, WorkHistoryForm } from "@domain/schemas/work-history";
import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, Lock, Send, Undo2 } from "lucide-react";
import { useRef, useState } from "react";
import { useAutosaveSession } from "@/components/autosave/use-autosave";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { getServerMessage } from "@/lib/api";
import { formatDate } from "@/lib/format";
import { employmentQueryKey, formQueryKey } from "@/lib/query-keys";
import { useFormStatusEvents, useSubmitForm } from "../api/form-review";
import { revealFormField } from "../section-reveal";
import { EMPLOYMENT_SECTION_ID } from "./employment-section";

/** The element a missing item's link leads to: the personal field, or the employment section. */
const missingTargetId = (item: MissingForSubmission) =>
  item.field === "employment" ? EMPLOYMENT_SECTION_ID : `form-${item.field}`;

/** Opens the section holding what is missing and focuses it: the field, or the first employer's first box. */
function revealMissing(item: MissingForSubmission): void {
  if (item.field === "employment") {
    revealFormField("employment", "", `#${EMPLOYMENT_SECTION_ID}-content :is(input, button)`);
    return;
  }
  revealFormField("personal", missingTargetId(item));
}

export const SUBMIT_FOR_REVIEW = "Submit for review";
export const MISSING_TITLE = "Complete these fields before submitting";
export const SUBMITTED_TITLE = "Submitted for review";
export const SUBMITTED_TEXT =
  "An administrator is reviewing this form. It is read-only until it is approved or returned to you.";
export const COMPLETED_TITLE = "Completed";
export const RETURNED_TITLE = "Returned for changes";
export const SUBMIT_FAILED = "Submission failed";

const lastOf = (events: FormStatusEvent[] | undefined, action: FormStatusEvent["action"]) =>
  events?.findLast((event) => event.action === action);

function byWhomAndWhen(event: FormStatusEvent | undefined): string {
  if (!event) return "";
  return `${event.actorName ? ` by ${event.actorName}` : ""} on ${formatDate(event.createdAt)}`;
}

export function FormReviewPanel({ form }: { form: WorkHistoryForm }) {
  const queryClient = useQueryClient();
  const autosave = useAutosaveSession();
  const events = useFormStatusEvents(form.id);
  const submit = useSubmitForm(form.id);
  const [missing, setMissing] = useState<MissingForSubmission[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [checking, setChecking] = useState(false);
  const missingRef = useRef<HTMLDivElement>(null);

  if (form.status === "submitted") {
    return (
      <Alert>
        <Lock aria-hidden="true" />
        <AlertTitle>{SUBMITTED_TITLE}</AlertTitle>
        <AlertDescription>
          {`Submitted${byWhomAndWhen(lastOf(events.data, "submitted"))}. `}
          {SUBMITTED_TEXT}
        </AlertDescription>
      </Alert>
    );
  }
  if (form.status === "completed") {
    return (
      <Alert variant="success">
        <CircleCheck aria-hidden="true" />
        <AlertTitle>{COMPLETED_TITLE}</AlertTitle>
        <AlertDescription>
          {`${FORM_REVIEW_ACTION_LABELS.approved}${byWhomAndWhen(lastOf(events.data, "approved"))}. This form is read-only.`}
        </AlertDescription>
      </Alert>
    );
  }
  if (isFormLocked(form.status)) return null;

  const lastEvent = events.data?.at(-1);
  const returned = lastEvent?.action === "returned" ? lastEvent : undefined;

  /** Sends what is still being typed, then checks the form as the server now has it. */
  const check = async () => {
    setChecking(true);
    try {
      await autosave.flushAll({ keepalive: false });
    } finally {
      setChecking(false);
    }
    const saved = queryClient.getQueryData<WorkHistoryForm>(formQueryKey(form.id)) ?? form;
    const employment = queryClient.getQueryData<EmploymentEntry[]>(employmentQueryKey(form.id)) ?? [];
    const stillMissing = missingFieldsForSubmission({ form: saved, employment });
    setMissing(stillMissing);
    if (stillMissing.length > 0) requestAnimationFrame(() => missingRef.current?.focus());
    else setConfirming(true);
  };

  return (
    <div className="grid gap-3">
      {returned ? (
        <Alert variant="warning">
          <Undo2 aria-hidden="true" />
          <AlertTitle>{RETURNED_TITLE}</AlertTitle>
          <AlertDescription>
            <p>{`Returned${byWhomAndWhen(returned)}: ${returned.reason ?? ""}`}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card px-4 py-3">
        <p className="text-sm text-muted-foreground">
          When everything is filled in, submit the form for review by an administrator.
        </p>
        <Button onClick={() => void check()} disabled={checking || submit.isPending}>
          <Send aria-hidden="true" />
          {SUBMIT_FOR_REVIEW}
        </Button>
      </div>
      {missing.length > 0 ? (
        <Alert variant="destructive" ref={missingRef} tabIndex={-1} aria-labelledby="form-missing-title">
          <AlertTitle id="form-missing-title">{MISSING_TITLE}</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-5">
              {missing.map((item) => (
                <li key={item.label}>
                  <a
                    href={`#${missingTargetId(item)}`}
                    className="underline underline-offset-2"
                    onClick={(event) => {
                      event.preventDefault();
                      revealMissing(item);
                    }}
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Submit for review?"
        description="An administrator will review your work history. You cannot change it until it is approved or returned to you."
        confirmLabel={SUBMIT_FOR_REVIEW}
        destructive={false}
        closeWhen="success"
        pendingLabel="Submitting"
        onConfirm={async () => {
          try {
            await submit.mutateAsync();
            toast({ title: SUBMITTED_TITLE, description: "An administrator will review your form." });
          } catch (error) {
            toast({
              title: SUBMIT_FAILED,
              description: getServerMessage(error) ?? "The form could not be submitted.",
              variant: "destructive",
            });
            throw error;
          }
        }}
      />
    </div>
  );
}
