// The evidence attached to a technician's completion, handed to an administrator who reads their
// training record (docs/product.md §17.6): only a document attached as evidence, never any upload.

import type { AttachmentFile } from "../../lib/attachment";
import { notFound } from "../../lib/errors";
import { getEvidenceDocumentIdOf } from "../checklists/checklists.service";
import type { ServiceContext } from "../service-context";
import { findUpload, readDocumentFile } from "./document-files";

export const EVIDENCE_FILE_MESSAGES = {
  noEvidence: "No evidence is attached to this item.",
} as const;

export async function getEvidenceFileOf(
  ctx: Pick<ServiceContext, "db" | "storage">,
  target: { userId: string; itemId: string },
): Promise<AttachmentFile> {
  const documentId = await getEvidenceDocumentIdOf(ctx, target);
  const upload = documentId ? await findUpload(ctx, { documentType: "training", id: documentId }) : undefined;
  if (!upload) throw notFound(EVIDENCE_FILE_MESSAGES.noEvidence);
  return readDocumentFile(ctx, upload);
}
