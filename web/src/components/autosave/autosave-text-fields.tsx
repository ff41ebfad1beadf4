// The text inputs of an autosaved record, shared by every page that autosaves (the work history
// form, training notes): each shows the user's draft (or the server's value), saves after the
// debounce, and tells the record when the user is in it so a server answer never replaces text under
// the cursor. A value that cannot be saved shows its reason under the field, announced to screen
// readers and tied to the input (aria-invalid, aria-describedby).

import { type ChangeEvent, type ReactNode, useEffect } from "react";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import type { AutosaveRecord, FieldValues } from "./autosave-record";

// Entries of the three disciplines have field names that are only known at run time, so fields are
// named by string; text inputs hold string | null values, checkboxes booleans.
export type Field<F> = keyof F & string;

export interface FieldProps<F extends FieldValues, K> {
  record: AutosaveRecord<F>;
  field: K;
  /** Unique on the page (entries repeat the same fields). */
  id: string;
  label: ReactNode;
  className?: string;
}

/**
 * Text fields tell the record when the user is in them. A field that disappears (its section was
 * collapsed) gets no blur event, so it says so when it unmounts.
 */
export function useFocusTracking<F extends FieldValues>(record: AutosaveRecord<F>, field: keyof F & string) {
  useEffect(() => () => record.blur(field), [record, field]);
  return { onFocus: () => record.focus(field), onBlur: () => record.blur(field) };
}

export function fieldErrorId(id: string) {
  return `${id}-error`;
}

/** What a text input or a textarea needs to show and edit one autosaved field, and its hint. */
export function useTextBinding<F extends FieldValues, K extends Field<F>>(
  record: AutosaveRecord<F>,
  field: K,
  id: string,
) {
  const hint = record.hint(field);
  const focusTracking = useFocusTracking(record, field);
  return {
    hint,
    inputProps: {
      id,
      value: (record.value(field) as string | null) ?? "",
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        record.set(field, event.target.value as F[K]),
      ...focusTracking,
      ...fieldErrorProps(id, hint),
    },
  };
}

/** What ties an input to its error message. */
export function fieldErrorProps(id: string, error: string | null | undefined) {
  return error ? { "aria-invalid": true, "aria-describedby": fieldErrorId(id) } : {};
}

/** The reason a field's value is not saved, under the field (an incomplete e-mail address, a date too early). */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={fieldErrorId(id)} role="alert" className="text-sm font-medium text-destructive">
      {error}
    </p>
  );
}

export function AutosaveTextarea<F extends FieldValues, K extends Field<F>>({
  record,
  field,
  id,
  label,
  className,
  rows,
  maxLength,
}: FieldProps<F, K> & { rows: number; maxLength?: number }) {
  const { hint, inputProps } = useTextBinding(record, field, id);
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Textarea rows={rows} className="min-h-0" maxLength={maxLength} {...inputProps} />
      <FieldError id={id} error={hint} />
    </div>
  );
}
