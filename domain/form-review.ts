// The work history form's review life cycle (docs/product.md §14): draft → submitted → completed,
// and back to draft when an administrator returns it. The states are values of PROCESSING_STATUSES
// (decision 0026-form-review), so no new status value exists.

import type { ProcessingStatus } from "./enums";

/** States in which the owner may not change the form, its entries or its experience. */
export const LOCKED_FORM_STATUSES = ["submitted", "completed"] as const satisfies readonly ProcessingStatus[];

/** What 'Forms Completed' and Home's 'Completed' count (docs/dashboard-stats.md): approved forms. */
export const COMPLETED_FORM_STATUSES = ["completed"] as const satisfies readonly ProcessingStatus[];

export function isFormLocked(status: ProcessingStatus): boolean {
  return (LOCKED_FORM_STATUSES as readonly ProcessingStatus[]).includes(status);
}

export function isFormCompleted(status: ProcessingStatus): boolean {
  return (COMPLETED_FORM_STATUSES as readonly ProcessingStatus[]).includes(status);
}

/** Error codes both sides branch on. */
export const FORM_LOCKED_CODE = "form_locked";
export const FORM_INCOMPLETE_CODE = "form_incomplete";
export const FORM_STATUS_CONFLICT_CODE = "form_status_conflict";

export const FORM_SUBMITTED_LOCKED_MESSAGE =
  "This form has been submitted for review and cannot be changed until an administrator returns it.";
export const FORM_COMPLETED_LOCKED_MESSAGE = "This form has been approved and can no longer be changed.";

export function formLockedMessage(status: ProcessingStatus): string {
  return status === "completed" ? FORM_COMPLETED_LOCKED_MESSAGE : FORM_SUBMITTED_LOCKED_MESSAGE;
}

export const ONLY_DRAFT_CAN_BE_SUBMITTED_MESSAGE = "Only a draft form can be submitted for review.";
export const ONLY_SUBMITTED_CAN_BE_APPROVED_MESSAGE = "Only a form submitted for review can be approved.";
export const ONLY_REVIEWED_CAN_BE_RETURNED_MESSAGE =
  "Only a submitted or approved form can be returned to its owner.";

/** What a submission needs: the fields the check looks at. */
export interface SubmissionInput {
  form: {
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    apCertificateNumber: string | null;
    iaStatus: string | null;
  };
  employment: readonly { companyName: string | null; startDate: string | null }[];
}

export const EMPLOYER_REQUIRED_LABEL = "At least one employer with a company name and a start date";

const REQUIRED_PERSONAL_FIELDS: [keyof SubmissionInput["form"], string][] = [
  ["firstName", "First Name"],
  ["lastName", "Last Name"],
  ["email", "Email"],
  ["apCertificateNumber", "A&P Certificate Number"],
  ["iaStatus", "IA Status"],
];

/** One thing missing before submission: a personal field by its name, or the employers. */
export interface MissingForSubmission {
  field: keyof SubmissionInput["form"] | "employment";
  label: string;
}

/** What is missing before the form can be submitted, in form order; empty when ready. */
export function missingFieldsForSubmission({ form, employment }: SubmissionInput): MissingForSubmission[] {
  const missing: MissingForSubmission[] = REQUIRED_PERSONAL_FIELDS.filter(
    ([field]) => !form[field]?.trim(),
  ).map(([field, label]) => ({ field, label }));
  const hasEmployer = employment.some((entry) => entry.companyName?.trim() && entry.startDate);
  if (!hasEmployer) missing.push({ field: "employment", label: EMPLOYER_REQUIRED_LABEL });
  return missing;
}

/** The labels of what is missing before the form can be submitted, in form order; empty when ready. */
export function missingForSubmission(input: SubmissionInput): string[] {
  return missingFieldsForSubmission(input).map((missing) => missing.label);
}

export function formIncompleteMessage(missing: readonly string[]): string {
  return `Please complete these fields before submitting: ${missing.join("; ")}.`;
}

/** Names a new form's first and last name from the account's full name: the last word is the last name. */
export function splitFullName(fullName: string): { firstName: string | null; lastName: string | null } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: null, lastName: null };
  if (words.length === 1) return { firstName: words[0]!, lastName: null };
  return { firstName: words.slice(0, -1).join(" "), lastName: words.at(-1)! };
}
