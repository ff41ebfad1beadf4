// Inputs bound to an autosaved record: each shows the user's draft (or the server's value), saves
// after the debounce, and tells the record when the user is in it so a server answer never replaces
// text under the cursor. A value that cannot be saved shows its reason under the field, in the error
// style, announced to screen readers and tied to the input (aria-invalid, aria-describedby).

import type { FormDateKind } from "@domain/form-dates";
import type { FieldValues } from "@/components/autosave/autosave-record";
import {
  type Field,
  FieldError,
  type FieldProps,
  fieldErrorProps,
  useTextBinding,
} from "@/components/autosave/autosave-text-fields";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { formDateInputRange, storedDateProblem } from "@/lib/form-validation";
import { cn } from "@/lib/utils";

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
