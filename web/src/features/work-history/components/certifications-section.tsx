import { calendarDateOf } from "@domain/calendar-date";
import { isCertificationActive } from "@domain/certifications";
import { editableCertificationSchema, MAX_CERTIFICATIONS } from "@domain/schemas/form-lists";
import type { WorkHistoryForm } from "@domain/schemas/work-history";
import { Badge } from "@/components/ui/badge";
import { RepeatingRowsSection, type RowField, type RowOf } from "./repeating-rows-section";

type Certification = RowOf<"certifications">;

const EMPTY: Certification = { name: "", number: null, issuedOn: null, expiresOn: null };

const FIELDS: RowField<Certification>[] = [
  { field: "name", label: "Certification Name" },
  { field: "number", label: "Certificate Number" },
  { field: "issuedOn", label: "Issued", placeholder: "YYYY-MM-DD, YYYY-MM or YYYY" },
  { field: "expiresOn", label: "Expires", placeholder: "YYYY-MM-DD (blank if it does not expire)" },
];

/**
 * Certifications of the form (docs/product.md §14.3): name, number, issued and expiry dates, each
 * shown as Active or Expired; filled by resume processing and edited here.
 */
export function CertificationsSection({ form, number }: { form: WorkHistoryForm; number: number }) {
  const today = calendarDateOf(new Date());
  return (
    <RepeatingRowsSection
      form={form}
      number={number}
      list="certifications"
      title="Certifications"
      none="No certifications yet."
      idPrefix="certification"
      legend={(entry, index) => {
        const active = isCertificationActive(entry, today);
        return (
          <legend className="flex items-center gap-2 px-1 text-sm font-medium">
            Certification {index + 1}{" "}
            {entry.name.trim() ? (
              <Badge variant={active ? "secondary" : "destructive"}>{active ? "Active" : "Expired"}</Badge>
            ) : null}
          </legend>
        );
      }}
      fields={FIELDS}
      schema={editableCertificationSchema}
      empty={EMPTY}
      max={MAX_CERTIFICATIONS}
      addLabel="Add Certification"
      deleteLabel={(index) => `Delete certification ${index + 1}`}
      deleteTitle="Delete this certification?"
    />
  );
}
