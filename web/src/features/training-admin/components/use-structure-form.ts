import { useState } from "react";
import { type DefaultValues, type FieldValues, type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { formProblemsOf, schemaResolver, setServerProblems } from "../form-problems";

/**
 * The form of a Training tab dialog (`StructureDialog`): react-hook-form checking the inputs with the
 * domain's schema (`parse`), fresh from `initial` each time it opens, busy while `onSave` runs, closed
 * when it resolves; a refusal puts the server's messages under `fields` or the form. Messages stay
 * until the next save.
 */
export function useStructureForm<Values extends FieldValues, Output>({
  parse,
  initial,
  fields,
  onSave,
}: {
  parse: (values: Values) => z.ZodSafeParseResult<Output>;
  initial: Values;
  fields: readonly Path<Values>[];
  onSave: (values: Output) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const form = useForm<Values, unknown, Output>({
    resolver: schemaResolver(parse),
    defaultValues: initial as DefaultValues<Values>,
    reValidateMode: "onSubmit",
  });

  const save = async (values: Output) => {
    try {
      await onSave(values);
      setOpen(false);
    } catch (error) {
      setServerProblems(form.setError, error, fields);
    }
  };

  return {
    form,
    problems: formProblemsOf(form.formState.errors),
    /** The props `StructureDialog` takes from the form. */
    dialog: {
      open,
      onOpenChange: (next: boolean) => {
        if (next) form.reset(initial);
        setOpen(next);
      },
      pending: form.formState.isSubmitting,
      onSubmit: () => void form.handleSubmit(save)(),
    },
  };
}
