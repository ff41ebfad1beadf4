import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { FieldProblem, problemProps } from "./field-problem";
import { Button } from "./ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./ui/dialog";
import { Input } from "./ui/input";
import { Label } from "./ui/label";
import { Spinner } from "./ui/spinner";
import { Textarea } from "./ui/textarea";

type Values = { value: string };

/**
 * A decision that needs one thing said (docs/conventions.md, 'Forms'): the reason of a return, or
 * the day a training was done. The value is checked by the domain's schema before `onSubmit`;
 * while it runs the dialog is busy and stays open, it closes when the promise resolves and stays
 * open when it rejects (the caller's toast says why, or `problemOf` puts it under the field).
 */
export function ReasonDialog({
  trigger,
  title,
  description,
  label = "Reason",
  input = "reason",
  maxLength,
  schema,
  valueOnOpen,
  submitLabel,
  pendingLabel,
  pending = false,
  problemOf,
  onSubmit,
}: {
  /** The button that opens it. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  label?: string;
  /** A text area for a reason, or a date input. */
  input?: "reason" | "date";
  maxLength?: number;
  /** The domain's rule for the value (e.g. `returnSignOffSchema.shape.reason`). */
  schema: z.ZodType<string, string>;
  /** The value each time it opens (today for a date); without it a reason typed stays until sent. */
  valueOnOpen?: () => string;
  submitLabel: string;
  /** The busy spinner's accessible name. */
  pendingLabel: string;
  /** Busy for a reason of the caller's (a request already running). */
  pending?: boolean;
  /** The message to show under the field when `onSubmit` rejects; none leaves it to the caller. */
  problemOf?: (error: unknown) => string;
  onSubmit: (value: string) => Promise<unknown>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(z.object({ value: schema })),
    defaultValues: { value: valueOnOpen?.() ?? "" },
    // A message stays until the value changes, and is asked again at the next submit.
    reValidateMode: "onSubmit",
  });
  const busy = pending || form.formState.isSubmitting;

  const submit = async ({ value }: Values) => {
    try {
      await onSubmit(value);
      setOpen(false);
      form.reset({ value: "" });
    } catch (error) {
      if (problemOf) form.setError("value", { message: problemOf(error) });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (next && valueOnOpen) form.reset({ value: valueOnOpen() });
        else form.clearErrors();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form onSubmit={form.handleSubmit(submit)} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <Controller
            control={form.control}
            name="value"
            render={({ field, fieldState }) => {
              const problem = fieldState.error?.message;
              const control = {
                id: `${id}-value`,
                name: field.name,
                ref: field.ref,
                value: field.value,
                onBlur: field.onBlur,
                ...problemProps(`${id}-problem`, problem),
                onChange: (event: { target: { value: string } }) => {
                  field.onChange(event.target.value);
                  form.clearErrors("value");
                },
              };
              return (
                <div className="grid gap-2">
                  <Label htmlFor={control.id}>{label}</Label>
                  {input === "date" ? (
                    <Input type="date" {...control} />
                  ) : (
                    <Textarea rows={4} maxLength={maxLength} {...control} />
                  )}
                  <FieldProblem id={`${id}-problem`} message={problem} />
                </div>
              );
            }}
          />
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <Spinner size="sm" label={pendingLabel} /> : null}
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
