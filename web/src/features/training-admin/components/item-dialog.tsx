import {
  CHECKLIST_DESCRIPTION_MAX_LENGTH,
  type ItemPatch,
  itemPatchSchema,
  RECURRENCE_MONTHS_MAX,
  RECURRENCE_MONTHS_MIN,
  TRAINING_LEVEL_MAX,
  TRAINING_LEVEL_MIN,
} from "@domain/schemas/checklists";
import { type ReactNode, useId, useState } from "react";
import { FieldProblem, problemProps } from "@/components/field-problem";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { type FormProblems, schemaProblems, serverProblems } from "../form-problems";
import { type ItemFormValues, itemFields } from "../item-form";
import { StructureDialog } from "./structure-dialog";

/** Every field of an item, as the API takes them. */
export type ItemValues = Required<Omit<ItemPatch, "description">> & { description: string | null };

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
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<FormProblems>({});
  const [pending, setPending] = useState(false);

  const openChange = (next: boolean) => {
    if (next) {
      setValues(initial);
      setProblems({});
    }
    setOpen(next);
  };
  const set = <K extends keyof ItemFormValues>(key: K, value: ItemFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    const parsed = itemPatchSchema.safeParse(itemFields(values));
    if (!parsed.success) {
      setProblems(schemaProblems(parsed.error));
      return;
    }
    setPending(true);
    try {
      await onSave(parsed.data as ItemValues);
      setOpen(false);
    } catch (error) {
      setProblems(serverProblems(error, FIELDS));
    } finally {
      setPending(false);
    }
  };

  const field = (key: (typeof FIELDS)[number]) => ({
    id: `${id}-${key}`,
    ...problemProps(`${id}-${key}-problem`, problems[key]),
  });
  const problem = (key: (typeof FIELDS)[number]) => (
    <FieldProblem id={`${id}-${key}-problem`} message={problems[key]} />
  );

  return (
    <StructureDialog
      open={open}
      onOpenChange={openChange}
      trigger={trigger}
      title={title}
      description="What a technician completes. Leave the recurrence empty for training done once."
      submitLabel={submitLabel}
      pending={pending}
      formProblem={problems.form}
      onSubmit={() => void submit()}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input {...field("name")} value={values.name} onChange={(event) => set("name", event.target.value)} />
        {problem("name")}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          {...field("description")}
          rows={3}
          maxLength={CHECKLIST_DESCRIPTION_MAX_LENGTH}
          value={values.description}
          onChange={(event) => set("description", event.target.value)}
        />
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
            value={values.recurrenceMonths}
            onChange={(event) => set("recurrenceMonths", event.target.value)}
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
            value={values.level}
            onChange={(event) => set("level", event.target.value)}
          />
          {problem("level")}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-ataChapter`}>ATA chapter</Label>
          <Input
            {...field("ataChapter")}
            value={values.ataChapter}
            onChange={(event) => set("ataChapter", event.target.value)}
          />
          {problem("ataChapter")}
        </div>
        <div className="flex items-center gap-2 self-end pb-2">
          <Checkbox
            id={`${id}-requiresSignOff`}
            checked={values.requiresSignOff}
            onCheckedChange={(checked) => set("requiresSignOff", checked === true)}
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
          value={values.keywords}
          onChange={(event) => set("keywords", event.target.value)}
        />
        <p id={`${id}-keywords-hint`} className="text-xs text-muted-foreground">
          Separate with commas. Words that match a training certificate to this item.
        </p>
        {problem("keywords")}
      </div>
    </StructureDialog>
  );
}
