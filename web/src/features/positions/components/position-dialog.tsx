import type { AdminStructure } from "@domain/schemas/checklists";
import {
  DUE_WITHIN_DAYS_MESSAGE,
  POSITION_DESCRIPTION_MAX_LENGTH,
  type PositionInput,
  positionInputSchema,
  type RequirementKind,
} from "@domain/schemas/positions";
import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FieldProblem, problemProps } from "@/components/field-problem";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { getErrorMessage } from "@/lib/api";

type Requirement = { kind: RequirementKind; id: string };
type FormValues = { name: string; description: string; dueWithinDays: string; requirements: Requirement[] };

/** What the inputs hold becomes the API's body, checked by the domain's schema. */
const formSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    dueWithinDays: z.string().trim().regex(/^\d*$/, DUE_WITHIN_DAYS_MESSAGE),
    requirements: z.array(z.object({ kind: z.enum(["tab", "section", "item"]), id: z.string() })),
  })
  .transform((values, context) => {
    const parsed = positionInputSchema.safeParse({
      name: values.name,
      description: values.description.trim() === "" ? null : values.description,
      dueWithinDays: values.dueWithinDays === "" ? null : Number(values.dueWithinDays),
      requirements: values.requirements.map((requirement) => ({ ...requirement, dueWithinDays: null })),
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      context.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  });

export interface PositionInitial {
  name: string;
  description: string | null;
  dueWithinDays: number | null;
  requirements: Requirement[];
}

/** Add or edit a position: its name, description, due date setting and the training it requires. */
export function PositionDialog({
  trigger,
  title,
  submitLabel,
  initial,
  program,
  onSave,
}: {
  trigger: ReactNode;
  title: string;
  submitLabel: string;
  initial: PositionInitial;
  program: AdminStructure;
  /** Resolves when saved; rejects with the server's refusal, shown above the buttons. */
  onSave: (body: PositionInput) => Promise<unknown>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const valuesOf = (value: PositionInitial): FormValues => ({
    name: value.name,
    description: value.description ?? "",
    dueWithinDays: value.dueWithinDays === null ? "" : String(value.dueWithinDays),
    requirements: value.requirements,
  });
  const form = useForm<FormValues, unknown, PositionInput>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(initial),
    reValidateMode: "onSubmit",
  });
  const errors = form.formState.errors;
  const chosen = form.watch("requirements");
  const isChosen = (nodeId: string) => chosen.some((requirement) => requirement.id === nodeId);
  const toggle = (kind: RequirementKind, nodeId: string, on: boolean) =>
    form.setValue(
      "requirements",
      on ? [...chosen, { kind, id: nodeId }] : chosen.filter((requirement) => requirement.id !== nodeId),
    );

  const save = async (body: PositionInput) => {
    try {
      await onSave(body);
      setOpen(false);
    } catch (error) {
      form.setError("root.server", { message: getErrorMessage(error, "The position was not saved") });
    }
  };

  const checkbox = (kind: RequirementKind, nodeId: string, name: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4"
        checked={isChosen(nodeId)}
        onChange={(event) => toggle(kind, nodeId, event.target.checked)}
        aria-label={`Require ${name}`}
      />
      {name}
    </label>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (form.formState.isSubmitting) return;
        if (next) form.reset(valuesOf(initial));
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <form onSubmit={(event) => void form.handleSubmit(save)(event)} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              People in this position train on what it requires; everything else is 'Not required' for them.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input
              id={`${id}-name`}
              {...form.register("name")}
              {...problemProps(`${id}-name-problem`, errors.name?.message)}
            />
            <FieldProblem id={`${id}-name-problem`} message={errors.name?.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-description`}>Description</Label>
            <Textarea
              id={`${id}-description`}
              rows={2}
              maxLength={POSITION_DESCRIPTION_MAX_LENGTH}
              {...form.register("description")}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-due`}>Initial training due within (days)</Label>
            <Input
              id={`${id}-due`}
              inputMode="numeric"
              {...form.register("dueWithinDays")}
              {...problemProps(`${id}-due-problem`, errors.dueWithinDays?.message)}
            />
            <FieldProblem id={`${id}-due-problem`} message={errors.dueWithinDays?.message} />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Required training</legend>
            {program.tabs.length === 0 ? (
              <p className="text-sm text-muted-foreground">No training program yet.</p>
            ) : null}
            {program.tabs.map((tab) => (
              <div key={tab.id} className="grid gap-1">
                {checkbox("tab", tab.id, tab.name)}
                {tab.sections.map((section) => (
                  <div key={section.id} className="ml-6 grid gap-1">
                    {checkbox("section", section.id, section.name)}
                    <div className="ml-6 grid gap-1">
                      {section.items.map((item) => (
                        <div key={item.id}>{checkbox("item", item.id, item.name)}</div>
                      ))}
                    </div>
                  </div>
                ))}
              </div>
            ))}
          </fieldset>
          {errors.root?.server?.message ? (
            <Alert variant="destructive">
              <AlertDescription>{errors.root.server.message}</AlertDescription>
            </Alert>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? <Spinner size="sm" label="Saving" /> : null}
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
