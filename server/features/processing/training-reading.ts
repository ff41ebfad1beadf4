// What processing stores for a training document (docs/product.md §15): what the certificate says
// (built-in reader or the language model with the `training` prompt), whether it names the
// uploader, and the checklist items it is proposed for. The technician confirms or rejects each
// mapping later; nothing is applied here.

import type { TrainingDocumentData, TrainingUploadReading } from "@domain/schemas/training-document";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { checklistItems, users } from "../../db/schema/index";
import { compareTraineeName, type MappableItem, proposeMappings } from "../../lib/extraction/index";

/**
 * The checklist items a certificate may be mapped to. HOOK: checklist items have only a name and a
 * description so far; when they carry keywords and an ATA chapter, return them here and the scorer
 * uses them (server/lib/extraction/training/mapping.ts).
 */
export async function checklistItemsForMapping(db: Database): Promise<MappableItem[]> {
  const rows = await db
    .select({ id: checklistItems.id, name: checklistItems.name, description: checklistItems.description })
    .from(checklistItems);
  return rows.map((row) => ({ ...row, keywords: [], ataChapter: null }));
}

export async function buildTrainingReading(
  db: Database,
  userId: string,
  certificate: TrainingDocumentData,
  text: string,
): Promise<TrainingUploadReading> {
  const [owner] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  const trainee = compareTraineeName(certificate.traineeName, owner?.fullName ?? null);
  // A certificate naming someone else is flagged and proposes nothing to apply.
  const mappings =
    trainee === "different"
      ? []
      : proposeMappings({ courseTitle: certificate.courseTitle, text }, await checklistItemsForMapping(db));
  return { certificate, trainee, mappings };
}
