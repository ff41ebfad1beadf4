import { editableEducationSchema, MAX_EDUCATION_ENTRIES } from "@domain/schemas/form-lists";
import type { WorkHistoryForm } from "@domain/schemas/work-history";
import { RepeatingRowsSection, type RowField, type RowOf } from "./repeating-rows-section";

type Education = RowOf<"education">;

const EMPTY: Education = {
  institution: null,
  credential: null,
  location: null,
  startDate: null,
  endDate: null,
};

const FIELDS: RowField<Education>[] = [
  { field: "institution", label: "School" },
  { field: "credential", label: "Degree or Program" },
  { field: "location", label: "Location" },
  { field: "startDate", label: "Start", placeholder: "YYYY-MM" },
  { field: "endDate", label: "End", placeholder: "YYYY-MM" },
];

/** Education of the form (docs/product.md §14.3): school, credential, place and dates by month. */
export function EducationSection({ form, number }: { form: WorkHistoryForm; number: number }) {
  return (
    <RepeatingRowsSection
      form={form}
      number={number}
      list="education"
      title="Education"
      none="No education yet."
      idPrefix="education"
      legend={(_entry, index) => <legend className="px-1 text-sm font-medium">Education {index + 1}</legend>}
      fields={FIELDS}
      schema={editableEducationSchema}
      empty={EMPTY}
      max={MAX_EDUCATION_ENTRIES}
      addLabel="Add Education"
      deleteLabel={(index) => `Delete education entry ${index + 1}`}
      deleteTitle="Delete this education entry?"
    />
  );
}
