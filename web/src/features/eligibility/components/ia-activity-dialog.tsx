// Adding or editing one IA activity (react-hook-form): the domain's schema checks it before it is
// sent, each message under its field; the server's refusal shows the same way.

import { LONG_TEXT_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from "@domain/constants";
import { IA_ACTIVITY_KIND_LABELS, type IaActivityKind } from "@domain/enums";
import { formDateProblem, localToday } from "@domain/form-dates";
import { type IaActivity, type IaActivityInput, iaActivityInputSchema } from "@domain/schemas/ia-activities";
import type { ChangeEvent, ReactNode } from "react";
import { Controller, type FieldErrors, useForm, useWatch } from "react-hook-form";
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

function fieldErrorsOf(problems: Record<string, string>): FieldErrors<Draft> {
  return Object.fromEntries(
    Object.entries(problems).map(([field, message]) => [field, { type: "validate", message }]),
  ) as FieldErrors<Draft>;
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
  const form = useForm<Draft, unknown, IaActivityInput>({
    resolver: (draft) => {
      const checked = check(draft);
      return "problems" in checked
        ? { values: {}, errors: fieldErrorsOf(checked.problems) }
        : { values: checked.body, errors: {} };
    },
    defaultValues: draftOf(activity),
    // A message goes when its field changes, and the rest wait for the next save.
    reValidateMode: "onSubmit",
  });
  const { errors } = form.formState;
  const problems: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, error?.message]),
  );
  problems.form = errors.root?.server?.message;
  const kind = useWatch({ control: form.control, name: "kind" });
  /** The input's props: its value bound to the form, its message cleared with the form's when it changes. */
  const bind = (field: keyof Draft) => {
    const { onChange, ...registered } = form.register(field);
    return {
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        form.clearErrors(field);
        form.clearErrors("root");
        return onChange(event);
      },
    };
  };

  const save = async (body: IaActivityInput) => {
    try {
      await onSave(body);
      onOpenChange(false);
    } catch (error) {
      for (const [field, message] of Object.entries(serverProblems(error))) {
        if (field === "form") form.setError("root.server", { message });
        else form.setError(field as keyof Draft, { message });
      }
    }
  };

  const { max } = formDateInputRange("end");
  const text = (field: keyof Draft, label: string, maxLength: number) => (
    <Field id={`ia-${field}`} label={label} problem={problems[field]}>
      <Input
        id={`ia-${field}`}
        maxLength={maxLength}
        {...bind(field)}
        {...fieldErrorProps(`ia-${field}`, problems[field] ?? null)}
      />
    </Field>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={form.handleSubmit(save)} className="grid gap-4" noValidate>
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
                {...bind("performedOn")}
                {...fieldErrorProps("ia-performedOn", problems.performedOn ?? null)}
              />
            </Field>
            <Field id="ia-kind" label="Activity" problem={problems.kind}>
              <Controller
                control={form.control}
                name="kind"
                render={({ field }) => (
                  <Select
                    value={field.value}
                    onValueChange={(value) => {
                      form.clearErrors("kind");
                      form.clearErrors("root");
                      field.onChange(value);
                    }}
                  >
                    <SelectTrigger
                      id="ia-kind"
                      ref={field.ref}
                      {...fieldErrorProps("ia-kind", problems.kind ?? null)}
                    >
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
                )}
              />
            </Field>
            {kind === "refresher_course" ? (
              <Field id="ia-hours" label="Hours of instruction" problem={problems.hours}>
                <Input
                  id="ia-hours"
                  type="number"
                  inputMode="decimal"
                  min={0.1}
                  step={0.1}
                  {...bind("hours")}
                  {...fieldErrorProps("ia-hours", problems.hours ?? null)}
                />
              </Field>
            ) : null}
            {text("aircraftMake", "Aircraft make", SHORT_TEXT_MAX_LENGTH)}
            {text("aircraftModel", "Aircraft model", SHORT_TEXT_MAX_LENGTH)}
            {text("aircraftRegistration", "Registration", SHORT_TEXT_MAX_LENGTH)}
          </div>
          <Field id="ia-notes" label="Notes" problem={problems.notes}>
            <Textarea id="ia-notes" rows={3} maxLength={LONG_TEXT_MAX_LENGTH} {...bind("notes")} />
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
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? <Spinner label="Saving" /> : null}
              Save activity
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
