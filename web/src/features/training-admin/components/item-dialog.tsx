import {
  CHECKLIST_DESCRIPTION_MAX_LENGTH,
  type ItemPatch,
  itemPatchSchema,
  RECURRENCE_MONTHS_MAX,
  RECURRENCE_MONTHS_MIN,
  TRAINING_LEVEL_MAX,
  TRAINING_LEVEL_MIN,
} from "@domain/schemas/checklists";
import { type ReactNode, useId } from "react";
import { Controller } from "react-hook-form";
import type { z } from "zod";
import { FieldProblem, problemProps } from "@/components/field-problem";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { type ItemFormValues, itemFields } from "../item-form";
import { StructureDialog } from "./structure-dialog";
import { useStructureForm } from "./use-structure-form";

/** Every field of an item, as the API takes them. */
export type ItemValues = Required<Omit<ItemPatch, "description">> & { description: string | null };

/** The schema's verdict on the item's fields: every field is given, so the patch is a whole item. */
type ParsedItem = z.ZodSafeParseResult<ItemValues>;

const FIELDS = [
  "name",
  "description",
  "recurrenceMonths",
  "requiresSignOff",
  "ataChapter",
  "level",
  "keywords",
] as const;

/** Add or edit an item, every field; checked with the item schema before saving. */
export function ItemDialog({
  trigger,
  title,
  submitLabel,
  initial,
  onSave,
}: {
  trigger: ReactNode;
  title: string;
  submitLabel: string;
  initial: ItemFormValues;
  /** Resolves when saved; rejects with the server's refusal. */
  onSave: (values: ItemValues) => Promise<unknown>;
}) {
  const id = useId();
  const { form, problems, dialog } = useStructureForm({
    parse: (values: ItemFormValues) => itemPatchSchema.safeParse(itemFields(values)) as ParsedItem,
    initial,
    fields: FIELDS,
    onSave,
  });

  const field = (key: Exclude<(typeof FIELDS)[number], "requiresSignOff">) => ({
    id: `${id}-${key}`,
    ...form.register(key),
    ...problemProps(`${id}-${key}-problem`, problems[key]),
  });
  const problem = (key: (typeof FIELDS)[number]) => (
    <FieldProblem id={`${id}-${key}-problem`} message={problems[key]} />
  );

  return (
    <StructureDialog
      {...dialog}
      trigger={trigger}
      title={title}
      description="What a technician completes. Leave the recurrence empty for training done once."
      submitLabel={submitLabel}
      formProblem={problems.form}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input {...field("name")} />
        {problem("name")}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea {...field("description")} rows={3} maxLength={CHECKLIST_DESCRIPTION_MAX_LENGTH} />
        {problem("description")}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-recurrenceMonths`}>Recurrence (months)</Label>
          <Input
            {...field("recurrenceMonths")}
            type="number"
            inputMode="numeric"
            min={RECURRENCE_MONTHS_MIN}
            max={RECURRENCE_MONTHS_MAX}
            step={1}
            placeholder="Once"
          />
          {problem("recurrenceMonths")}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-level`}>Level (1-5)</Label>
          <Input
            {...field("level")}
            type="number"
            inputMode="numeric"
            min={TRAINING_LEVEL_MIN}
            max={TRAINING_LEVEL_MAX}
            step={1}
          />
          {problem("level")}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-ataChapter`}>ATA chapter</Label>
          <Input {...field("ataChapter")} />
          {problem("ataChapter")}
        </div>
        <div className="flex items-center gap-2 self-end pb-2">
          <Controller
            control={form.control}
            name="requiresSignOff"
            render={({ field: { value, onChange, ref } }) => (
              <Checkbox
                id={`${id}-requiresSignOff`}
                ref={ref}
                checked={value}
                onCheckedChange={(checked) => onChange(checked === true)}
              />
            )}
          />
          <Label htmlFor={`${id}-requiresSignOff`}>Requires sign-off</Label>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-keywords`}>Keywords</Label>
        <Input
          {...field("keywords")}
          aria-describedby={[`${id}-keywords-hint`, problems.keywords ? `${id}-keywords-problem` : ""]
            .join(" ")
            .trim()}
        />
        <p id={`${id}-keywords-hint`} className="text-xs text-muted-foreground">
          Separate with commas. Words that match a training certificate to this item.
        </p>
        {problem("keywords")}
      </div>
    </StructureDialog>
  );
}
