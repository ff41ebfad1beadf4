import { parseCalendarDate } from "@domain/calendar-date";
import type { ActiveWorkHistoryForm } from "@domain/schemas/work-history";
import { TriangleAlert } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { formatDate } from "@/lib/format";

/** 'YYYY-MM-DD' as 'MMM d, yyyy' on that calendar day, whatever the browser's time zone. */
function formatHireDate(value: string | null): string {
  const parts = value ? parseCalendarDate(value) : null;
  return parts ? formatDate(new Date(parts.year, parts.month - 1, parts.day)) : "";
}

function formName(form: NonNullable<ActiveWorkHistoryForm>): string {
  return [form.firstName, form.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
}

/**
 * Asked before a resume is uploaded for processing, or processed from the document list, while an
 * active work history form exists: processing the resume replaces that form. `onConfirm` (Process & Overwrite) goes ahead; `onClose` follows every way of
 * closing it (Cancel, Escape, and after `onConfirm`).
 */
export function OverwriteDialog({
  form,
  filename,
  onConfirm,
  onClose,
  onCloseAutoFocus,
}: {
  /** The active form; the dialog is open while this is set. */
  form: ActiveWorkHistoryForm;
  filename?: string;
  onConfirm: () => void;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const name = form ? formName(form) : "";
  const hireDate = form ? formatHireDate(form.dateOfHire) : "";
  return (
    <ConfirmDialog
      open={form !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
      icon={<TriangleAlert className="size-5 shrink-0 text-destructive" aria-hidden="true" />}
      title="Overwrite Existing Work History?"
      description={
        <>
          {filename ? <>Processing {filename} will replace </> : <>Processing this resume will replace </>}
          your current work history form and all associated data, including employment and experience entries.
          This action cannot be undone.
        </>
      }
      confirmLabel="Process & Overwrite"
      onConfirm={onConfirm}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md border bg-muted/40 p-4 text-sm">
        <dt className="text-muted-foreground">Current form</dt>
        <dd className="font-medium" data-testid="overwrite-form-name">
          {name || "No name entered"}
        </dd>
        <dt className="text-muted-foreground">Date of hire</dt>
        <dd className="font-medium" data-testid="overwrite-hire-date">
          {hireDate || "Not set"}
        </dd>
      </dl>
    </ConfirmDialog>
  );
}
