// Training documents that were read, for API tests of the decisions on their mappings: a real
// upload (presign, PUT, complete) whose stored reading is written straight to its row, so a test
// chooses the certificate, whose it is and the proposals without running the processing.

import type { TrainingDocumentData, TrainingUploadReading } from "@domain/schemas/training-document";
import { EMPTY_TRAINING_DOCUMENT } from "@domain/schemas/training-document";
import type { UploadedDocument } from "@domain/schemas/uploads";
import { eq } from "drizzle-orm";
import { trainingUploads } from "../db/schema/index";
import type { TestApp } from "./app";
import { uploadDocument } from "./uploads";
import type { SignedInUser } from "./users";

export interface ReadingOptions {
  certificate?: Partial<TrainingDocumentData>;
  trainee?: TrainingUploadReading["trainee"];
  /** The proposed items (undecided, each with a reason); `stored` replaces the whole list as written. */
  itemIds?: string[];
  stored?: unknown[];
}

/** A certificate as the built-in reader gives it for a finished course. */
export const SAMPLE_CERTIFICATE: TrainingDocumentData = {
  ...EMPTY_TRAINING_DOCUMENT,
  courseTitle: "Human Factors in Aviation Maintenance",
  provider: "Skyline Aero Academy",
  traineeName: "Tom Tech",
  completionDate: "2026-03-14",
  expiryDate: "2028-03-31",
  hours: 8,
};

/** Uploads a training document for `user` and stores the reading the options describe. */
export async function readTrainingDocument(
  testApp: TestApp,
  user: SignedInUser,
  options: ReadingOptions = {},
): Promise<UploadedDocument> {
  const document = await uploadDocument(testApp, user, {
    filename: "certificate.txt",
    bytes: Buffer.from("CERTIFICATE OF COMPLETION\n", "utf8"),
    documentType: "training",
  });
  await storeReading(testApp, document.id, options);
  return document;
}

/** Writes a reading to a training upload and marks it processed. */
export async function storeReading(
  testApp: TestApp,
  documentId: string,
  options: ReadingOptions,
): Promise<void> {
  const mappings =
    options.stored ??
    (options.itemIds ?? []).map((itemId, index) => ({
      itemId,
      score: 0.9 - index * 0.1,
      why: { titleWords: ["human", "factors"], keywords: [], ataChapter: null },
    }));
  await testApp.app.db
    .update(trainingUploads)
    .set({
      processingStatus: "completed",
      processedAt: testApp.app.clock(),
      mappedChecklists: {
        certificate: { ...SAMPLE_CERTIFICATE, ...options.certificate },
        trainee: options.trainee ?? "matches",
        mappings,
      },
    })
    .where(eq(trainingUploads.id, documentId));
}

/** The stored reading of a training upload, as written. */
export async function storedReadingOf(testApp: TestApp, documentId: string): Promise<unknown> {
  const [row] = await testApp.app.db
    .select({ mappedChecklists: trainingUploads.mappedChecklists })
    .from(trainingUploads)
    .where(eq(trainingUploads.id, documentId));
  return row?.mappedChecklists;
}
