// Database rows to the views the API answers with: dates stay 'YYYY-MM-DD' strings (date columns are
// read in string mode), timestamps become ISO strings.

import { workHistoryPdfUrl } from "@domain/documents";
import type {
  ActiveWorkHistoryForm,
  EmploymentEntry,
  ExperienceEntry,
  WorkHistoryForm,
} from "@domain/schemas/work-history";
import type {
  EmploymentEntry as EmploymentEntryRow,
  WorkHistoryForm as WorkHistoryFormRow,
} from "../../db/schema/index";
import type { ExperienceRow } from "./experience.tables";

export function toFormView(row: WorkHistoryFormRow): WorkHistoryForm {
  return {
    ...row,
    // jsonb columns are written only from parsed ResumeData; the response schema checks them again.
    personalInfo: row.personalInfo as WorkHistoryForm["personalInfo"],
    employmentHistory: row.employmentHistory as WorkHistoryForm["employmentHistory"],
    certifications: row.certifications as WorkHistoryForm["certifications"],
    education: row.education as WorkHistoryForm["education"],
    // Made on request from the form as it stands, so never stale and never stored (docs/product.md §20.1).
    pdfUrl: workHistoryPdfUrl(row.id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toActiveFormView(
  row: WorkHistoryFormRow,
  isEmpty: boolean,
): NonNullable<ActiveWorkHistoryForm> {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfHire: row.dateOfHire,
    isEmpty,
  };
}

export function toEmploymentView(row: EmploymentEntryRow): EmploymentEntry {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export function toExperienceView<R extends ExperienceRow>(
  row: R,
): Omit<R, "createdAt" | "updatedAt"> & Pick<ExperienceEntry, "createdAt" | "updatedAt"> {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
