// 'Completed by on-the-job tasks' on an item of the program (docs/product.md §22.4): the ATA chapters,
// chosen from the list (AtaChapterPicker), and the number of countersigned logbook tasks it needs,
// checked with the domain's schema.

import { type TaskRule, type TaskRuleInput, taskRuleInputSchema } from "@domain/schemas/task-rules";
import { useId } from "react";
import { FieldProblem, problemProps } from "@/components/field-problem";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { AtaChapterPicker } from "./ata-chapter-picker";
import { StructureDialog } from "./structure-dialog";
import { useStructureForm } from "./use-structure-form";

type TaskRuleFormValues = { ataChapters: string[]; tasksRequired: string };
const FIELDS = ["ataChapters", "tasksRequired"] as const;

export function TaskRuleDialog({
  itemName,
  rule,
  onSave,
}: {
  itemName: string;
  rule: TaskRule | undefined;
  /** Resolves when saved; rejects with the server's refusal. */
  onSave: (rule: TaskRuleInput) => Promise<unknown>;
}) {
  const id = useId();
  const { form, problems, dialog } = useStructureForm({
    parse: (values: TaskRuleFormValues) =>
      taskRuleInputSchema.safeParse({
        ataChapters: values.ataChapters,
        tasksRequired: values.tasksRequired.trim() === "" ? Number.NaN : Number(values.tasksRequired),
      }),
    initial: {
      ataChapters: rule?.ataChapters ?? [],
      tasksRequired: rule ? String(rule.tasksRequired) : "",
    },
    fields: FIELDS,
    onSave,
  });
  return (
    <StructureDialog
      {...dialog}
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Completed by tasks: ${itemName}`}>
          Tasks
        </Button>
      }
      title={`Completed by on-the-job tasks: ${itemName}`}
      description="The item is done when the logbook holds this many countersigned tasks in these ATA chapters."
      submitLabel="Save"
      formProblem={problems.form}
    >
      <AtaChapterPicker
        legend="ATA chapters"
        value={form.watch("ataChapters")}
        onChange={(chapters) => form.setValue("ataChapters", chapters)}
        problem={problems.ataChapters}
      />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-count`}>Countersigned tasks</Label>
        <Input
          id={`${id}-count`}
          inputMode="numeric"
          {...form.register("tasksRequired")}
          {...problemProps(`${id}-count-problem`, problems.tasksRequired)}
        />
        <FieldProblem id={`${id}-count-problem`} message={problems.tasksRequired} />
      </div>
    </StructureDialog>
  );
}
