import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, type DocumentType } from "@domain/enums";
import { FileText, GraduationCap, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/utils";

const CHOICES: Record<DocumentType, { icon: LucideIcon; hint: string }> = {
  resume: {
    icon: FileText,
    hint: "Extracts your work history into a draft form",
  },
  training: {
    icon: GraduationCap,
    hint: "Certificates and training records",
  },
};

/** The document type as a radio group (native radios: arrow keys move between the two). */
export function DocumentTypeChoice({
  value,
  onChange,
  disabled = false,
}: {
  value: DocumentType;
  onChange: (value: DocumentType) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset disabled={disabled} className="min-w-0 space-y-3">
      <legend className="mb-3 text-sm font-medium">Document type</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {DOCUMENT_TYPES.map((type) => {
          const { icon: Icon, hint } = CHOICES[type];
          const titleId = `${name}-${type}-title`;
          const hintId = `${name}-${type}-hint`;
          return (
            <label
              key={type}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border bg-card p-4 transition-colors",
                "hover:bg-accent/50 has-[:checked]:border-primary has-[:checked]:bg-primary/5",
                "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2",
                "has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60",
              )}
            >
              <input
                type="radio"
                name={name}
                value={type}
                checked={value === type}
                onChange={() => onChange(type)}
                aria-labelledby={titleId}
                aria-describedby={hintId}
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              <span className="grid min-w-0 gap-1">
                <span id={titleId} className="flex flex-wrap items-center gap-2 font-medium">
                  <Icon className="size-4 text-primary" aria-hidden="true" />
                  {DOCUMENT_TYPE_LABELS[type]}
                </span>
                <span id={hintId} className="text-sm text-muted-foreground">
                  {hint}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
