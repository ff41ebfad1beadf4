import type { TrainingDocumentView } from "@domain/schemas/training-document";
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

/** What GET /api/uploads shows of a processed training document: one undecided proposal by default. */
export function buildTrainingReading(overrides: Partial<TrainingDocumentView> = {}): TrainingDocumentView {
  return {
    certificate: {
      courseTitle: "Human Factors in Aviation Maintenance",
      provider: "Skyline Aero Academy",
      traineeName: "Jane Mechanic",
      completionDate: "2026-03-14",
      expiryDate: "2028-03-31",
      validityMonths: null,
      hours: 8,
      certificateNumber: "HF-2291",
    },
    trainee: "matches",
    mappings: [
      {
        itemId: "3c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f",
        itemName: "Human factors",
        requiresSignOff: false,
        score: 0.87,
        why: { titleWords: ["human", "factors"], keywords: ["maintenance error"], ataChapter: null },
        decision: null,
        decidedAt: null,
      },
    ],
    ...overrides,
  };
}
