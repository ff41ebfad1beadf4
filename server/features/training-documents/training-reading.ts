// What processing stores for a training document (docs/product.md §16): what the certificate says
// (built-in reader or the language model with the `training` prompt), whether it names the
// uploader, and the checklist items it is proposed for. The technician confirms or rejects each
// mapping later; nothing is applied here.

import type { TrainingDocumentData, TrainingUploadReading } from "@domain/schemas/training-document";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/index";
import { compareTraineeName, proposeMappings } from "../../lib/extraction/index";
import { getMappableItems } from "../checklists/checklists.service";

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
      : proposeMappings({ courseTitle: certificate.courseTitle, text }, await getMappableItems({ db }));
  // Nothing is decided yet: the technician confirms or rejects each one on the upload screen.
  return {
    certificate,
    trainee,
    mappings: mappings.map((mapping) => ({ ...mapping, decision: null, decidedAt: null })),
  };
}
