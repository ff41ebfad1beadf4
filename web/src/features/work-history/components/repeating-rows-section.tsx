import { entryProblems } from "@domain/schemas/form-lists";
import type { WorkHistoryForm } from "@domain/schemas/work-history";
import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { FieldProblem } from "@/components/field-problem";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { DeleteEntryButton } from "./delete-entry-button";
import { useFormListsRecord } from "./form-lists-record";
import { FormSection } from "./form-section";

/** The form's lists whose entries are rows of text fields. */
type RowsList = "certifications" | "education";
export type RowOf<Name extends RowsList> = NonNullable<WorkHistoryForm[Name]>[number];

export type RowField<Row> = { field: keyof Row & string; label: string; placeholder?: string };

const isBlank = (entry: object) => Object.values(entry).every((value) => !value);

/**
 * A list of the form as repeating rows (docs/product.md §14.3): each entry a fieldset of text fields
 * with their messages (a blank entry has none yet) and a Delete that asks first, then an Add button.
 * The whole list is one autosaved field (`useFormListsRecord`).
 */
export function RepeatingRowsSection<Name extends RowsList>({
  form,
  number,
  list,
  title,
  none,
  idPrefix,
  legend,
  fields,
  schema,
  empty,
  max,
  addLabel,
  deleteLabel,
  deleteTitle,
}: {
  form: WorkHistoryForm;
  number: number;
  list: Name;
  title: string;
  /** What the section says while the list is empty. */
  none: string;
  /** The entries' ids: `<idPrefix>-<index>-<field>`. */
  idPrefix: string;
  legend: (entry: RowOf<Name>, index: number) => ReactNode;
  fields: RowField<RowOf<Name>>[];
  /** The domain's rule for one entry. */
  schema: z.ZodType;
  empty: RowOf<Name>;
  max: number;
  addLabel: string;
  deleteLabel: (index: number) => string;
  deleteTitle: string;
}) {
  const record = useFormListsRecord(form);
  const entries = (record.value(list) ?? []) as RowOf<Name>[];
  const save = (next: RowOf<Name>[]) => record.set(list, next as WorkHistoryForm[Name]);
  const change = (index: number, field: keyof RowOf<Name>, value: string) =>
    save(entries.map((entry, i) => (i === index ? { ...entry, [field]: value } : entry)));
  const focus = { onFocus: () => record.focus(list), onBlur: () => record.blur(list) };

  return (
    <FormSection number={number} title={title} count={entries.length}>
      <div className="grid gap-4">
        {entries.length === 0 ? <p className="text-sm text-muted-foreground">{none}</p> : null}
        {entries.map((entry, index) => {
          const problems = isBlank(entry) ? {} : entryProblems(schema, entry);
          const id = (field: string) => `${idPrefix}-${index}-${field}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; the position is the entry
            <fieldset key={index} className="grid gap-4 rounded-md border p-4">
              {legend(entry, index)}
              <div className="grid gap-4 sm:grid-cols-2">
                {fields.map(({ field, label, placeholder }) => (
                  <div key={field} className="grid gap-2">
                    <Label htmlFor={id(field)}>{label}</Label>
                    <Input
                      id={id(field)}
                      value={(entry[field] as string | null) ?? ""}
                      placeholder={placeholder}
                      autoComplete="off"
                      maxLength={200}
                      aria-invalid={problems[field] ? true : undefined}
                      aria-describedby={problems[field] ? id(`${field}-problem`) : undefined}
                      onChange={(event) => change(index, field, event.target.value)}
                      {...focus}
                    />
                    <FieldProblem id={id(`${field}-problem`)} message={problems[field]} />
                  </div>
                ))}
              </div>
              <div>
                {/* One rule for deleting an entry: it asks first, as employers and experience do. */}
                <DeleteEntryButton
                  accessibleLabel={deleteLabel(index)}
                  title={deleteTitle}
                  description="It is removed from your work history form. This cannot be undone."
                  pending={false}
                  onConfirm={() => save(entries.filter((_, i) => i !== index))}
                />
              </div>
            </fieldset>
          );
        })}
        <div>
          <Button
            variant="outline"
            disabled={entries.length >= max}
            onClick={() => save([...entries, { ...empty }])}
          >
            <Plus aria-hidden="true" />
            {addLabel}
          </Button>
        </div>
      </div>
    </FormSection>
  );
}
