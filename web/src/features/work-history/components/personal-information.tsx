import {
  EMAIL_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  MULTILINE_FIELD_ROWS,
  SHORT_TEXT_MAX_LENGTH,
} from "@domain/constants";
import { IA_STATUS_LABELS } from "@domain/enums";
import {
  certificateDateOrderProblem,
  type WorkHistoryForm,
  workHistoryFormPatchSchema,
} from "@domain/schemas/work-history";
import { useQueryClient } from "@tanstack/react-query";
import { AutosaveTextarea } from "@/components/autosave/autosave-text-fields";
import { useAutosaveRecord } from "@/components/autosave/use-autosave";
import { formPatchProblem } from "@/lib/form-validation";
import { saveForm } from "../api/forms";
import { AutosaveSelect, AutosaveTextField } from "./autosave-fields";
import { RatingsField } from "./ratings-field";

export const FORM_SAVE_ERROR = "Failed to save changes";

export const formRecordKey = (formId: string) => `form:${formId}`;

/** The A&P and IA issue dates in order, checked against the other one as it stands (typed or saved). */
function certificateDateProblem(field: string, value: unknown, values: WorkHistoryForm): string | null {
  if (field !== "apCertificateIssuedOn" && field !== "iaIssuedOn") return null;
  const dates = { apCertificateIssuedOn: values.apCertificateIssuedOn, iaIssuedOn: values.iaIssuedOn };
  dates[field] = typeof value === "string" && value !== "" ? value : null;
  return certificateDateOrderProblem(dates, field)?.message ?? null;
}

/** The personal fields of the form, each saved on its own ('the single changed field by name'). */
export function PersonalInformation({ form }: { form: WorkHistoryForm }) {
  const queryClient = useQueryClient();
  const record = useAutosaveRecord<WorkHistoryForm>(
    {
      key: formRecordKey(form.id),
      oneFieldPerRequest: true,
      send: (patch, options) => saveForm(queryClient, form.id, patch, options),
      validate: (field, value, values) =>
        formPatchProblem(workHistoryFormPatchSchema, { [field]: value }) ??
        certificateDateProblem(field, value, values),
      describeError: () => FORM_SAVE_ERROR,
    },
    form,
  );
  const id = (field: string) => `form-${field}`;
  return (
    <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
      <AutosaveTextField
        record={record}
        field="firstName"
        id={id("firstName")}
        maxLength={SHORT_TEXT_MAX_LENGTH}
        label="First Name"
        autoComplete="given-name"
      />
      <AutosaveTextField
        record={record}
        field="lastName"
        id={id("lastName")}
        maxLength={SHORT_TEXT_MAX_LENGTH}
        label="Last Name"
        autoComplete="family-name"
      />
      <AutosaveTextField
        record={record}
        field="email"
        id={id("email")}
        maxLength={EMAIL_MAX_LENGTH}
        label="Email"
        type="email"
        autoComplete="email"
      />
      <AutosaveTextField
        record={record}
        field="roleTitle"
        id={id("roleTitle")}
        maxLength={SHORT_TEXT_MAX_LENGTH}
        label="Role/Title"
        autoComplete="organization-title"
      />
      <AutosaveTextField
        record={record}
        field="dateOfHire"
        id={id("dateOfHire")}
        label="Date of Hire"
        dateKind="hire"
      />
      <AutosaveTextField
        record={record}
        field="apCertificateNumber"
        id={id("apCertificateNumber")}
        maxLength={SHORT_TEXT_MAX_LENGTH}
        label="A&P Certificate Number"
      />
      <AutosaveSelect
        record={record}
        field="iaStatus"
        id={id("iaStatus")}
        label="IA Status"
        options={IA_STATUS_LABELS}
      />
      <fieldset className="grid gap-x-6 gap-y-5 rounded-md border p-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium">A&amp;P certificate and inspection authorization</legend>
        <AutosaveTextField
          record={record}
          field="apCertificateIssuedOn"
          id={id("apCertificateIssuedOn")}
          label="A&P Certificate Issued"
          dateKind="end"
        />
        <RatingsField record={record} id={id("ratings")} />
        <AutosaveTextField
          record={record}
          field="iaIssuedOn"
          id={id("iaIssuedOn")}
          label="IA Issued"
          dateKind="end"
        />
      </fieldset>
      <AutosaveTextarea
        record={record}
        field="employmentScope"
        id={id("employmentScope")}
        maxLength={LONG_TEXT_MAX_LENGTH}
        label="Employment Scope"
        rows={MULTILINE_FIELD_ROWS}
        className="sm:col-span-2"
      />
      <AutosaveTextarea
        record={record}
        field="additionalDuties"
        id={id("additionalDuties")}
        maxLength={LONG_TEXT_MAX_LENGTH}
        label="Additional Duties"
        rows={MULTILINE_FIELD_ROWS}
        className="sm:col-span-2"
      />
    </div>
  );
}
