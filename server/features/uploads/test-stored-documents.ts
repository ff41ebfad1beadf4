import { randomUUID } from "node:crypto";
import type { Database } from "../../db/client";
import { trainingUploads } from "../../db/schema/index";

/**
 * Documents already stored by a user, one per size given, written straight to the table (the files
 * themselves do not matter to the quota), so a test reaches a quota without uploading 200 MB.
 */
export async function fillStorage(db: Database, userId: string, sizes: readonly number[]): Promise<void> {
  if (sizes.length === 0) return;
  await db.insert(trainingUploads).values(
    sizes.map((fileSize, index) => ({
      userId,
      filename: `stored-${index}.pdf`,
      fileUrl: `uploads/${userId}/${randomUUID()}.pdf`,
      fileSize,
      mimeType: "application/pdf",
    })),
  );
}
