import { CHECKLIST_DESCRIPTION_MAX_LENGTH, tabInputSchema } from "@domain/schemas/checklists";
import { type ReactNode, useId } from "react";
import { FieldProblem, problemProps } from "@/components/field-problem";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { StructureDialog } from "./structure-dialog";
import { useStructureForm } from "./use-structure-form";

export type NamedValues = { name: string; description: string | null };

/** What the inputs hold: the description as typed (blank is none). */
type NamedFormValues = { name: string; description: string };

const FIELDS = ["name", "description"] as const;

const formValuesOf = (initial: NamedValues): NamedFormValues => ({
  name: initial.name,
  description: initial.description ?? "",
});

/**
 * Add or edit a tab or a section: a name and a description, checked with the structure's schema
 * (a tab's and a section's name and description follow the same rule) before saving.
 */
export function NamedDialog({
  trigger,
  title,
  description,
  submitLabel,
  initial,
  onSave,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  submitLabel: string;
  initial: NamedValues;
  /** Resolves when saved; rejects with the server's refusal. */
  onSave: (values: NamedValues) => Promise<unknown>;
}) {
  const id = useId();
  const { form, problems, dialog } = useStructureForm({
    parse: (values: NamedFormValues) =>
      tabInputSchema
        .transform(({ name, description }) => ({ name, description: description ?? null }))
        .safeParse({
          name: values.name,
          description: values.description.trim() === "" ? null : values.description,
        }),
    initial: formValuesOf(initial),
    fields: FIELDS,
    onSave,
  });

  return (
    <StructureDialog
      {...dialog}
      trigger={trigger}
      title={title}
      description={description}
      submitLabel={submitLabel}
      formProblem={problems.form}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input
          id={`${id}-name`}
          {...form.register("name")}
          {...problemProps(`${id}-name-problem`, problems.name)}
        />
        <FieldProblem id={`${id}-name-problem`} message={problems.name} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          rows={3}
          maxLength={CHECKLIST_DESCRIPTION_MAX_LENGTH}
          {...form.register("description")}
          {...problemProps(`${id}-description-problem`, problems.description)}
        />
        <FieldProblem id={`${id}-description-problem`} message={problems.description} />
      </div>
    </StructureDialog>
  );
}
