// Inputs bound to an autosaved record: each shows the user's draft (or the server's value), saves
// after the debounce, and tells the record when the user is in it so a server answer never replaces
// text under the cursor. A value that cannot be saved shows its reason under the field, in the error
// style, announced to screen readers and tied to the input (aria-invalid, aria-describedby).

import type { FormDateKind } from "@domain/form-dates";
import { type ChangeEvent, type ReactNode, useEffect } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import type { AutosaveRecord, FieldValues } from "../autosave/autosave-record";
import { formDateInputRange, storedDateProblem } from "../validation";

// Entries of the three disciplines have field names that are only known at run time, so fields are
// named by string; text inputs hold string | null values, checkboxes booleans.
type Field<F> = keyof F & string;

interface FieldProps<F extends FieldValues, K> {
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
function useFocusTracking<F extends FieldValues>(record: AutosaveRecord<F>, field: keyof F & string) {
  useEffect(() => () => record.blur(field), [record, field]);
  return { onFocus: () => record.focus(field), onBlur: () => record.blur(field) };
}

export function fieldErrorId(id: string) {
  return `${id}-error`;
}

/** What a text input or a textarea needs to show and edit one autosaved field, and its hint. */
function useTextBinding<F extends FieldValues, K extends Field<F>>(
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

export function AutosaveTextField<F extends FieldValues, K extends Field<F>>({
  record,
  field,
  id,
  label,
  className,
  type = "text",
  autoComplete,
  autoFocus,
  maxLength,
  dateKind,
}: FieldProps<F, K> & {
  type?: "text" | "email";
  autoComplete?: string;
  autoFocus?: boolean;
  /** The domain's limit for the field, so the box stops where the server would refuse. */
  maxLength?: number;
  /**
   * Makes it a date input of this kind: the picker offers the rule's range, and a saved date the rule
   * refuses (stored before it existed) shows the rule's message.
   */
  dateKind?: FormDateKind;
}) {
  const { hint, inputProps } = useTextBinding(record, field, id);
  const error = hint ?? (dateKind ? storedDateProblem(inputProps.value, dateKind) : null);
  const { min, max } = dateKind ? formDateInputRange(dateKind) : { min: undefined, max: undefined };
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        type={dateKind ? "date" : type}
        autoComplete={autoComplete ?? "off"}
        // Moves focus into an entry the user just added.
        autoFocus={autoFocus}
        maxLength={maxLength}
        min={min}
        max={max}
        {...inputProps}
        {...fieldErrorProps(id, error)}
      />
      <FieldError id={id} error={error} />
    </div>
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

export function AutosaveSelect<F extends FieldValues, K extends Field<F>>({
  record,
  field,
  id,
  label,
  className,
  options,
  placeholder = "Select...",
}: FieldProps<F, K> & { options: Record<string, string>; placeholder?: string }) {
  const value = (record.value(field) as string | null) ?? "";
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(next) => record.set(field, next as F[K])}>
        <SelectTrigger id={id}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {Object.entries(options).map(([optionValue, optionLabel]) => (
            <SelectItem key={optionValue} value={optionValue}>
              {optionLabel}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

export function AutosaveCheckbox<F extends FieldValues, K extends Field<F>>({
  record,
  field,
  id,
  label,
  className,
}: FieldProps<F, K>) {
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Checkbox
        id={id}
        checked={record.value(field) === true}
        onCheckedChange={(checked) => record.set(field, (checked === true) as F[K])}
      />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}
