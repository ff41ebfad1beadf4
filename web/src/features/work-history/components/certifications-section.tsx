import { calendarDateOf } from "@domain/calendar-date";
import { isCertificationActive } from "@domain/certifications";
import { editableCertificationSchema, entryProblems, MAX_CERTIFICATIONS } from "@domain/schemas/form-lists";
import type { WorkHistoryForm } from "@domain/schemas/work-history";
import { Plus } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { DeleteEntryButton } from "./delete-entry-button";
import { FieldProblem, useFormListsRecord } from "./form-lists-record";
import { FormSection } from "./form-section";

type Certification = NonNullable<WorkHistoryForm["certifications"]>[number];
type CertificationField = keyof Certification;

const EMPTY: Certification = { name: "", number: null, issuedOn: null, expiresOn: null };

const FIELDS: { field: CertificationField; label: string; placeholder?: string }[] = [
  { field: "name", label: "Certification Name" },
  { field: "number", label: "Certificate Number" },
  { field: "issuedOn", label: "Issued", placeholder: "YYYY-MM-DD, YYYY-MM or YYYY" },
  { field: "expiresOn", label: "Expires", placeholder: "YYYY-MM-DD (blank if it does not expire)" },
];

const isBlank = (entry: Certification) => Object.values(entry).every((value) => !value);

/**
 * Certifications of the form (docs/product.md §14.3): name, number, issued and expiry dates, each
 * shown as Active or Expired; filled by resume processing and edited here.
 */
export function CertificationsSection({ form, number }: { form: WorkHistoryForm; number: number }) {
  const record = useFormListsRecord(form);
  const certifications = record.value("certifications") ?? [];
  const today = calendarDateOf(new Date());
  const save = (next: Certification[]) => record.set("certifications", next);
  const change = (index: number, field: CertificationField, value: string) =>
    save(certifications.map((entry, i) => (i === index ? { ...entry, [field]: value } : entry)));
  const focus = {
    onFocus: () => record.focus("certifications"),
    onBlur: () => record.blur("certifications"),
  };

  return (
    <FormSection number={number} title="Certifications" count={certifications.length}>
      <div className="grid gap-4">
        {certifications.length === 0 ? (
          <p className="text-sm text-muted-foreground">No certifications yet.</p>
        ) : null}
        {certifications.map((entry, index) => {
          const problems = isBlank(entry) ? {} : entryProblems(editableCertificationSchema, entry);
          const active = isCertificationActive(entry, today);
          const id = (field: string) => `certification-${index}-${field}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; the position is the entry
            <fieldset key={index} className="grid gap-4 rounded-md border p-4">
              <legend className="flex items-center gap-2 px-1 text-sm font-medium">
                Certification {index + 1}{" "}
                {entry.name.trim() ? (
                  <Badge variant={active ? "secondary" : "destructive"}>
                    {active ? "Active" : "Expired"}
                  </Badge>
                ) : null}
              </legend>
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
                  accessibleLabel={`Delete certification ${index + 1}`}
                  title="Delete this certification?"
                  description="It is removed from your work history form. This cannot be undone."
                  pending={false}
                  onConfirm={() => save(certifications.filter((_, i) => i !== index))}
                />
              </div>
            </fieldset>
          );
        })}
        <div>
          <Button
            variant="outline"
            disabled={certifications.length >= MAX_CERTIFICATIONS}
            onClick={() => save([...certifications, { ...EMPTY }])}
          >
            <Plus aria-hidden="true" />
            Add Certification
          </Button>
        </div>
      </div>
    </FormSection>
  );
}
