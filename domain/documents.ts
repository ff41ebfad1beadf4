// Where the documents a technician hands over are downloaded (docs/product.md §20): one path each, used
// by the server's routes and the web's buttons alike.

/** The KA-310 / TR-1005 PDF of one of the caller's forms: the form's `pdfUrl`. */
export function workHistoryPdfUrl(formId: string): string {
  return `/api/forms/${formId}/pdf`;
}

/** The same PDF of a technician's form for administrators (the form the member page shows). */
export function adminWorkHistoryPdfUrl(userId: string): string {
  return `/api/admin/users/${userId}/work-history.pdf`;
}

export const DOCUMENT_URLS = {
  employmentSummary: "/api/me/documents/employment-summary.pdf",
  experienceLetters: "/api/me/documents/experience-letters.pdf",
  portableExport: "/api/me/export",
  portableImport: "/api/me/import",
} as const;

/** 409 code: a document is made from the work history, and there is none (or no employer) yet. */
export const WORK_HISTORY_MISSING_CODE = "work_history_missing";
