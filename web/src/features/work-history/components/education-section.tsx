import { editableEducationSchema, entryProblems, MAX_EDUCATION_ENTRIES } from "@domain/schemas/form-lists";
import type { WorkHistoryForm } from "@domain/schemas/work-history";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { DeleteEntryButton } from "./delete-entry-button";
import { FieldProblem, useFormListsRecord } from "./form-lists-record";
import { FormSection } from "./form-section";

type Education = NonNullable<WorkHistoryForm["education"]>[number];
type EducationField = keyof Education;

const EMPTY: Education = {
  institution: null,
  credential: null,
  location: null,
  startDate: null,
  endDate: null,
};

const FIELDS: { field: EducationField; label: string; placeholder?: string }[] = [
  { field: "institution", label: "School" },
  { field: "credential", label: "Degree or Program" },
  { field: "location", label: "Location" },
  { field: "startDate", label: "Start", placeholder: "YYYY-MM" },
  { field: "endDate", label: "End", placeholder: "YYYY-MM" },
];

const isBlank = (entry: Education) => Object.values(entry).every((value) => !value);

/** Education of the form (docs/product.md §14.3): school, credential, place and dates by month. */
export function EducationSection({ form, number }: { form: WorkHistoryForm; number: number }) {
  const record = useFormListsRecord(form);
  const education = record.value("education") ?? [];
  const save = (next: Education[]) => record.set("education", next);
  const change = (index: number, field: EducationField, value: string) =>
    save(education.map((entry, i) => (i === index ? { ...entry, [field]: value } : entry)));
  const focus = { onFocus: () => record.focus("education"), onBlur: () => record.blur("education") };

  return (
    <FormSection number={number} title="Education" count={education.length}>
      <div className="grid gap-4">
        {education.length === 0 ? <p className="text-sm text-muted-foreground">No education yet.</p> : null}
        {education.map((entry, index) => {
          const problems = isBlank(entry) ? {} : entryProblems(editableEducationSchema, entry);
          const id = (field: string) => `education-${index}-${field}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; the position is the entry
            <fieldset key={index} className="grid gap-4 rounded-md border p-4">
              <legend className="px-1 text-sm font-medium">Education {index + 1}</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                {FIELDS.map(({ field, label, placeholder }) => (
                  <div key={field} className="grid gap-2">
                    <Label htmlFor={id(field)}>{label}</Label>
                    <Input
                      id={id(field)}
                      value={entry[field] ?? ""}
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
                  accessibleLabel={`Delete education entry ${index + 1}`}
                  title="Delete this education entry?"
                  description="It is removed from your work history form. This cannot be undone."
                  pending={false}
                  onConfirm={() => save(education.filter((_, i) => i !== index))}
                />
              </div>
            </fieldset>
          );
        })}
        <div>
          <Button
            variant="outline"
            disabled={education.length >= MAX_EDUCATION_ENTRIES}
            onClick={() => save([...education, { ...EMPTY }])}
          >
            <Plus aria-hidden="true" />
            Add Education
          </Button>
        </div>
      </div>
    </FormSection>
  );
}
