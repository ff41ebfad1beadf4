import { CHECKLIST_DESCRIPTION_MAX_LENGTH, tabInputSchema } from "@domain/schemas/checklists";
import { type ReactNode, useId, useState } from "react";
import { FieldProblem, problemProps } from "@/components/field-problem";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { type FormProblems, schemaProblems, serverProblems } from "../form-problems";
import { StructureDialog } from "./structure-dialog";

export type NamedValues = { name: string; description: string | null };

const FIELDS = ["name", "description"] as const;

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
  initial: { name: string; description: string | null };
  /** Resolves when saved; rejects with the server's refusal. */
  onSave: (values: NamedValues) => Promise<unknown>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(initial.name);
  const [text, setText] = useState(initial.description ?? "");
  const [problems, setProblems] = useState<FormProblems>({});
  const [pending, setPending] = useState(false);

  const openChange = (next: boolean) => {
    if (next) {
      setName(initial.name);
      setText(initial.description ?? "");
      setProblems({});
    }
    setOpen(next);
  };

  const submit = async () => {
    const parsed = tabInputSchema.safeParse({ name, description: text.trim() === "" ? null : text });
    if (!parsed.success) {
      setProblems(schemaProblems(parsed.error));
      return;
    }
    setPending(true);
    try {
      await onSave({ name: parsed.data.name, description: parsed.data.description ?? null });
      setOpen(false);
    } catch (error) {
      setProblems(serverProblems(error, FIELDS));
    } finally {
      setPending(false);
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
      pending={pending}
      formProblem={problems.form}
      onSubmit={() => void submit()}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          {...problemProps(`${id}-name-problem`, problems.name)}
        />
        <FieldProblem id={`${id}-name-problem`} message={problems.name} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          rows={3}
          value={text}
          maxLength={CHECKLIST_DESCRIPTION_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          {...problemProps(`${id}-description-problem`, problems.description)}
        />
        <FieldProblem id={`${id}-description-problem`} message={problems.description} />
      </div>
    </StructureDialog>
  );
}
