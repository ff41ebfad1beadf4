import {
  LONG_TEXT_MAX_LENGTH,
  MEDIUM_TEXT_MAX_LENGTH,
  MULTILINE_FIELD_ROWS,
  SHORT_TEXT_MAX_LENGTH,
} from "@domain/constants";
import { OPERATION_CATEGORY_LABELS } from "@domain/enums";
import {
  EMPLOYMENT_DATE_ORDER_MESSAGE,
  type EmploymentEntry as EmploymentEntryView,
  employmentEntryPatchSchema,
  isDateRangeInOrder,
} from "@domain/schemas/work-history";
import { useQueryClient } from "@tanstack/react-query";
import { AutosaveTextarea } from "@/components/autosave/autosave-text-fields";
import { useAutosaveRecord } from "@/components/autosave/use-autosave";
import { FromResumeBadge } from "@/components/from-resume-badge";
import { getServerMessage } from "@/lib/api";
import { formPatchProblem } from "@/lib/form-validation";
import { saveEmploymentEntry } from "../api/employment";
import { AutosaveCheckbox, AutosaveSelect, AutosaveTextField } from "./autosave-fields";
import { DeleteEntryButton } from "./delete-entry-button";

export const employmentRecordKey = (id: string) => `employment:${id}`;

export const ENTRY_SAVE_ERROR = "Failed to save changes";

/** 'Employer 2' or 'Employer 2: Acme Aviation'. */
export function employerName(entry: { companyName: string | null }, position: number): string {
  const company = entry.companyName?.trim();
  return company ? company : `Employer ${position}`;
}

function validateEmployment(field: string, value: unknown, values: EmploymentEntryView): string | null {
  const problem = formPatchProblem(employmentEntryPatchSchema, { [field]: value });
  if (problem) return problem;
  if ((field === "startDate" || field === "endDate") && !isDateRangeInOrder(values.startDate, values.endDate))
    return EMPLOYMENT_DATE_ORDER_MESSAGE;
  return null;
}

export function EmploymentEntryCard({
  entry,
  position,
  autoFocus,
  deleting,
  onDelete,
}: {
  entry: EmploymentEntryView;
  /** 1-based place in the list. */
  position: number;
  autoFocus: boolean;
  deleting: boolean;
  onDelete: () => void;
}) {
  const queryClient = useQueryClient();
  const record = useAutosaveRecord<EmploymentEntryView>(
    {
      key: employmentRecordKey(entry.id),
      oneFieldPerRequest: false,
      send: (patch, options) => saveEmploymentEntry(queryClient, entry, patch, options),
      validate: validateEmployment,
      describeError: (error) => getServerMessage(error) ?? ENTRY_SAVE_ERROR,
    },
    entry,
  );
  const id = (field: string) => `employment-${entry.id}-${field}`;
  const headingId = id("heading");
  const title = `Employment ${position}`;
  const company = record.value("companyName")?.trim();

  return (
    <article
      aria-labelledby={headingId}
      data-entry-id={entry.id}
      className="rounded-md border bg-background p-4 sm:p-5"
    >
      <div className="mb-4 flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={headingId} className="min-w-0 pt-1.5 font-medium">
            {title}
            {company ? <span className="text-muted-foreground">: {company}</span> : null}
          </h3>
          {entry.fromResume ? <FromResumeBadge entryName={title} /> : null}
        </div>
        <DeleteEntryButton
          accessibleLabel={`Delete employment entry ${position}`}
          title="Delete employment entry?"
          description={`${employerName(record.values(), position)} will be removed from your work history, and from the experience entries that count it. This cannot be undone.`}
          pending={deleting}
          onConfirm={onDelete}
        />
      </div>
      <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <AutosaveTextField
          record={record}
          field="companyName"
          id={id("companyName")}
          label="Company Name"
          autoFocus={autoFocus}
          maxLength={SHORT_TEXT_MAX_LENGTH}
        />
        <AutosaveTextField
          record={record}
          field="positionTitle"
          id={id("positionTitle")}
          label="Position Title"
          maxLength={SHORT_TEXT_MAX_LENGTH}
        />
        <AutosaveSelect
          record={record}
          field="operationCategory"
          id={id("operationCategory")}
          label="Operation Category"
          options={OPERATION_CATEGORY_LABELS}
        />
        <AutosaveTextField
          record={record}
          field="workAddress"
          id={id("workAddress")}
          label="Work Address"
          maxLength={MEDIUM_TEXT_MAX_LENGTH}
        />
        <AutosaveTextField
          record={record}
          field="startDate"
          id={id("startDate")}
          label="Start Date"
          dateKind="start"
        />
        <AutosaveTextField
          record={record}
          field="endDate"
          id={id("endDate")}
          label="End Date"
          dateKind="end"
        />
        <AutosaveTextarea
          record={record}
          field="responsibilities"
          id={id("responsibilities")}
          label="Responsibilities"
          rows={MULTILINE_FIELD_ROWS}
          maxLength={LONG_TEXT_MAX_LENGTH}
          className="sm:col-span-2"
        />
        <AutosaveCheckbox record={record} field="isFullTime" id={id("isFullTime")} label="Full-time" />
      </div>
    </article>
  );
}
