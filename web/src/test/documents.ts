import type { UploadedDocument } from "@domain/schemas/uploads";

let counter = 0;

/** An uploaded document as GET /api/uploads lists it. */
export function buildDocument(overrides: Partial<UploadedDocument> = {}): UploadedDocument {
  counter += 1;
  const suffix = String(counter).padStart(12, "0");
  return {
    id: `6f1c2a3b-4d5e-4f60-8a9b-${suffix}`,
    documentType: "resume",
    filename: `resume-${counter}.pdf`,
    fileSize: 245_760,
    uploadedAt: "2026-03-05T14:30:00.000Z",
    processingStatus: "queued",
    task: null,
    ...overrides,
  };
}
