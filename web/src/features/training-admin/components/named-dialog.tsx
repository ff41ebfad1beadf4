import { CHECKLIST_DESCRIPTION_MAX_LENGTH, tabInputSchema } from "@domain/schemas/checklists";
import { type ReactNode, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { FieldProblem, problemProps } from "@/components/field-problem";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { formProblemsOf, schemaResolver, setServerProblems } from "../form-problems";
import { StructureDialog } from "./structure-dialog";

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
  const [open, setOpen] = useState(false);
  const form = useForm<NamedFormValues, unknown, NamedValues>({
    resolver: schemaResolver((values) =>
      tabInputSchema
        .transform(({ name, description }) => ({ name, description: description ?? null }))
        .safeParse({
          name: values.name,
          description: values.description.trim() === "" ? null : values.description,
        }),
    ),
    defaultValues: formValuesOf(initial),
    // The messages stay until the next save.
    reValidateMode: "onSubmit",
  });
  const problems = formProblemsOf(form.formState.errors);

  const openChange = (next: boolean) => {
    if (next) form.reset(formValuesOf(initial));
    setOpen(next);
  };

  const save = async (values: NamedValues) => {
    try {
      await onSave(values);
      setOpen(false);
    } catch (error) {
      setServerProblems(form.setError, error, FIELDS);
    }
  };

  return (
    <StructureDialog
      open={open}
      onOpenChange={openChange}
      trigger={trigger}
      title={title}
      description={description}
      submitLabel={submitLabel}
      pending={form.formState.isSubmitting}
      formProblem={problems.form}
      onSubmit={() => void form.handleSubmit(save)()}
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
