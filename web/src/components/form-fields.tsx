// The fields every auth and account screen asks for (docs/conventions.md, 'Forms'): an e-mail
// address, a 6-digit code, a new password, the current one and a full name, each a field of the
// react-hook-form around it (`<Form {...form}>`), with label, control and message tied by `FormField`.

import { sanitizeVerificationCodeInput } from "@domain/schemas/auth";
import type { ChangeEvent, ComponentProps, ReactNode } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";
import { cn } from "@/lib/utils";
import { FormControl, FormField, FormItem, FormLabel, FormMessage, useFormField } from "./ui/form";
import { Input } from "./ui/input";

type InputProps = Omit<ComponentProps<typeof Input>, "name" | "value" | "defaultValue" | "onBlur">;

export type SharedFieldProps<Values extends FieldValues> = InputProps & {
  name: FieldPath<Values>;
  label: ReactNode;
  /** Announce the message when it appears (`role="alert"`). */
  announce?: boolean;
  /** The id of help shown elsewhere that describes the control. */
  describedBy?: string;
  /** Fields checked again when this one changes (a confirmation that must match it). */
  deps?: FieldPath<Values>[];
};

/** One text input bound to the form's field `name`; `toValue` turns what was typed into the value. */
function TextField<Values extends FieldValues>({
  name,
  label,
  announce,
  describedBy,
  deps,
  onChange,
  toValue = (text) => text,
  ...input
}: SharedFieldProps<Values> & { toValue?: (text: string) => string }) {
  return (
    <FormField<Values>
      name={name}
      rules={deps ? { deps } : undefined}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FieldControl describedBy={describedBy}>
            <Input
              {...input}
              {...field}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                field.onChange(toValue(event.target.value));
                onChange?.(event);
              }}
            />
          </FieldControl>
          <FormMessage role={announce ? "alert" : undefined} />
        </FormItem>
      )}
    />
  );
}

/** `FormControl`, described by outside help when there is some (and by the message when shown). */
function FieldControl({ describedBy, children }: { describedBy?: string; children: ReactNode }) {
  const { error, formMessageId } = useFormField();
  if (!describedBy) return <FormControl>{children}</FormControl>;
  return (
    <FormControl aria-describedby={error ? `${describedBy} ${formMessageId}` : describedBy}>
      {children}
    </FormControl>
  );
}

/** An e-mail address: the e-mail keyboard and autofill. */
export function EmailField<Values extends FieldValues>(props: SharedFieldProps<Values>) {
  return <TextField<Values> type="email" inputMode="email" autoComplete="email" {...props} />;
}

/** A 6-digit code from an e-mail: digits only (a pasted "123 456" keeps its 6), one-time-code autofill. */
export function CodeField<Values extends FieldValues>({ className, ...props }: SharedFieldProps<Values>) {
  return (
    <TextField<Values>
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      className={cn("font-mono tracking-[0.3em]", className)}
      toValue={sanitizeVerificationCodeInput}
      {...props}
    />
  );
}

/** A password being chosen (or typed again to confirm it): the password manager offers a new one. */
export function NewPasswordField<Values extends FieldValues>(props: SharedFieldProps<Values>) {
  return <TextField<Values> type="password" autoComplete="new-password" {...props} />;
}

/** The password the account has now, asked before a change. */
export function CurrentPasswordField<Values extends FieldValues>(props: SharedFieldProps<Values>) {
  return <TextField<Values> type="password" autoComplete="current-password" {...props} />;
}

/** A person's full name, as the address book has it. */
export function FullNameField<Values extends FieldValues>(props: SharedFieldProps<Values>) {
  return <TextField<Values> autoComplete="name" {...props} />;
}
