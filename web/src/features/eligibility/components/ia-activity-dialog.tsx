// Adding or editing one IA activity: the domain's schema checks it before it is sent, each message
// under its field; the server's refusal shows the same way.

import { LONG_TEXT_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from "@domain/constants";
import { IA_ACTIVITY_KIND_LABELS, type IaActivityKind } from "@domain/enums";
import { formDateProblem, localToday } from "@domain/form-dates";
import { type IaActivity, type IaActivityInput, iaActivityInputSchema } from "@domain/schemas/ia-activities";
import { type FormEvent, type ReactNode, useState } from "react";
import { FieldError, fieldErrorProps } from "@/components/autosave/autosave-text-fields";
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { getErrorMessage } from "@/lib/api";
import { ApiError } from "@/lib/api-error";
import { formDateInputRange } from "@/lib/form-validation";

type Draft = {
  performedOn: string;
  kind: IaActivityKind | "";
  hours: string;
  aircraftMake: string;
  aircraftModel: string;
  aircraftRegistration: string;
  notes: string;
};

function draftOf(activity: IaActivity | null): Draft {
  return {
    performedOn: activity?.performedOn ?? "",
    kind: activity?.kind ?? "",
    hours: activity?.hours == null ? "" : String(activity.hours),
    aircraftMake: activity?.aircraftMake ?? "",
    aircraftModel: activity?.aircraftModel ?? "",
    aircraftRegistration: activity?.aircraftRegistration ?? "",
    notes: activity?.notes ?? "",
  };
}

const KIND_REQUIRED = "Choose what you did";
const DATE_REQUIRED = "Enter the date";

/** The body to send, or the problems by field. */
function check(draft: Draft): { body: IaActivityInput } | { problems: Record<string, string> } {
  const body = {
    performedOn: draft.performedOn,
    kind: draft.kind,
    hours: draft.kind === "refresher_course" && draft.hours !== "" ? Number(draft.hours) : null,
    aircraftMake: draft.aircraftMake,
    aircraftModel: draft.aircraftModel,
    aircraftRegistration: draft.aircraftRegistration,
    notes: draft.notes,
  };
  const problems: Record<string, string> = {};
  if (!draft.performedOn) problems.performedOn = DATE_REQUIRED;
  if (!draft.kind) problems.kind = KIND_REQUIRED;
  const result = iaActivityInputSchema.safeParse(body);
  if (!result.success)
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? "performedOn");
      problems[field] ??= issue.message;
    }
  const ahead = draft.performedOn ? formDateProblem(draft.performedOn, "end", localToday()) : null;
  if (ahead) problems.performedOn ??= ahead;
  return Object.keys(problems).length > 0 ? { problems } : { body: body as IaActivityInput };
}

/** The server's field errors (`body.<field>`) by field, else its sentence under the form. */
function serverProblems(error: unknown): Record<string, string> {
  const issues = error instanceof ApiError ? error.issues : [];
  if (issues.length > 0)
    return Object.fromEntries(issues.map((issue) => [issue.path.replace(/^body\./, ""), issue.message]));
  return { form: getErrorMessage(error, "The activity could not be saved") };
}

function Field({
  id,
  label,
  problem,
  children,
}: {
  id: string;
  label: string;
  problem?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={id} error={problem ?? null} />
    </div>
  );
}

export function IaActivityDialog({
  open,
  onOpenChange,
  activity,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The activity to edit, or null to add one. */
  activity: IaActivity | null;
  onSave: (body: IaActivityInput) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(activity));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (field: keyof Draft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _, form: __, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check(draft);
    if ("problems" in checked) {
      setProblems(checked.problems);
      return;
    }
    setSaving(true);
    try {
      await onSave(checked.body);
      onOpenChange(false);
    } catch (error) {
      setProblems(serverProblems(error));
    } finally {
      setSaving(false);
    }
  };

  const { max } = formDateInputRange("end");
  const text = (field: keyof Draft, label: string, maxLength: number) => (
    <Field id={`ia-${field}`} label={label} problem={problems[field]}>
      <Input
        id={`ia-${field}`}
        value={draft[field]}
        maxLength={maxLength}
        onChange={(event) => set(field, event.target.value)}
        {...fieldErrorProps(`ia-${field}`, problems[field] ?? null)}
      />
    </Field>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{activity ? "Edit IA activity" : "Add IA activity"}</DialogTitle>
            <DialogDescription>What you did toward renewing your inspection authorization.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="ia-performedOn" label="Date" problem={problems.performedOn}>
              <Input
                id="ia-performedOn"
                type="date"
                max={max}
                value={draft.performedOn}
                onChange={(event) => set("performedOn", event.target.value)}
                {...fieldErrorProps("ia-performedOn", problems.performedOn ?? null)}
              />
            </Field>
            <Field id="ia-kind" label="Activity" problem={problems.kind}>
              <Select value={draft.kind} onValueChange={(value) => set("kind", value)}>
                <SelectTrigger id="ia-kind" {...fieldErrorProps("ia-kind", problems.kind ?? null)}>
                  <SelectValue placeholder="Select..." />
                </SelectTrigger>
                <SelectContent>
                  {Object.entries(IA_ACTIVITY_KIND_LABELS).map(([value, label]) => (
                    <SelectItem key={value} value={value}>
                      {label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
            {draft.kind === "refresher_course" ? (
              <Field id="ia-hours" label="Hours of instruction" problem={problems.hours}>
                <Input
                  id="ia-hours"
                  type="number"
                  inputMode="decimal"
                  min={0.1}
                  step={0.1}
                  value={draft.hours}
                  onChange={(event) => set("hours", event.target.value)}
                  {...fieldErrorProps("ia-hours", problems.hours ?? null)}
                />
              </Field>
            ) : null}
            {text("aircraftMake", "Aircraft make", SHORT_TEXT_MAX_LENGTH)}
            {text("aircraftModel", "Aircraft model", SHORT_TEXT_MAX_LENGTH)}
            {text("aircraftRegistration", "Registration", SHORT_TEXT_MAX_LENGTH)}
          </div>
          <Field id="ia-notes" label="Notes" problem={problems.notes}>
            <Textarea
              id="ia-notes"
              rows={3}
              value={draft.notes}
              maxLength={LONG_TEXT_MAX_LENGTH}
              onChange={(event) => set("notes", event.target.value)}
            />
          </Field>
          {problems.form ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problems.form}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? <Spinner label="Saving" /> : null}
              Save activity
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
