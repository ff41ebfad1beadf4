// Drizzle queries of the training-document decisions (docs/product.md §16.5). `db` may be a transaction.

import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { trainingUploads } from "../../db/schema/index";

export interface OwnTrainingUpload {
  id: string;
  filename: string;
  mappedChecklists: unknown;
}

/**
 * One of the user's training uploads with its stored reading, or undefined (unknown, or another
 * user's: the caller answers 404 alike). `lock` holds the row until the transaction ends, so two
 * decisions on one document take turns.
 */
export async function findOwnTrainingUpload(
  db: Database,
  userId: string,
  documentId: string,
  options: { lock?: boolean } = {},
): Promise<OwnTrainingUpload | undefined> {
  const query = db
    .select({
      id: trainingUploads.id,
      filename: trainingUploads.filename,
      mappedChecklists: trainingUploads.mappedChecklists,
    })
    .from(trainingUploads)
    .where(and(eq(trainingUploads.id, documentId), eq(trainingUploads.userId, userId)));
  const [row] = await (options.lock ? query.for("update") : query);
  return row;
}

export async function saveReading(db: Database, documentId: string, reading: unknown): Promise<void> {
  await db
    .update(trainingUploads)
    .set({ mappedChecklists: reading })
    .where(eq(trainingUploads.id, documentId));
}
