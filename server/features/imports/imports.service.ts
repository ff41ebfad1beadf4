// Bulk import (docs/product.md §18.1): an administrator's batch; each file goes straight to storage
// through the uploads feature (the same checks as /upload), is held for the import, and becomes a
// task of the processing queue. The runner hands back what it read; matching decides the rest.

import type { DocumentType } from "@domain/enums";
import type {
  CompleteImportUploadRequest,
  CreatedImport,
  CreateImportRequest,
  ImportedFile,
} from "@domain/schemas/bulk-import";
import type { PresignedUrlRequest, PresignedUrlResponse } from "@domain/schemas/uploads";
import { insertTask } from "../../jobs/queue.repo";
import { notFound } from "../../lib/errors";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { extractedTextOf } from "../uploads/document-files";
import { completeUpload, issueUploadUrl } from "../uploads/uploads.service";
import { assignImportedDocument } from "./assignment";
import { vetContacts } from "./contact-vetting-thread";
import * as repo from "./imports.repo";
import { matchPerson } from "./matching.service";

export const IMPORT_MESSAGES = {
  importNotFound: "Import not found.",
} as const;

type Administrator = Pick<SessionUser, "id" | "fullName">;

export async function createImport(
  ctx: ServiceContext,
  actor: Administrator,
  request: CreateImportRequest,
): Promise<CreatedImport> {
  const row = await repo.insertImport(ctx.db, {
    createdBy: actor.id,
    documentType: request.documentType,
    createdAt: ctx.clock(),
  });
  return { id: row.id, documentType: row.documentType, createdAt: row.createdAt.toISOString() };
}

/** Only the administrator who started an import adds files to it; anyone else's id reads as unknown. */
async function ownImport(ctx: ServiceContext, actor: Administrator, importId: string) {
  const found = await repo.findImport(ctx.db, importId);
  if (!found || found.createdBy !== actor.id) throw notFound(IMPORT_MESSAGES.importNotFound);
  return found;
}

export async function issueImportUploadUrl(
  ctx: ServiceContext,
  actor: Administrator,
  importId: string,
  request: PresignedUrlRequest,
): Promise<PresignedUrlResponse> {
  await ownImport(ctx, actor, importId);
  return issueUploadUrl(ctx, actor, request, { forImport: true });
}

/** Registers an uploaded file of the import, held for it, with its card and its processing task. */
export async function completeImportUpload(
  ctx: ServiceContext,
  actor: Administrator,
  importId: string,
  request: CompleteImportUploadRequest,
): Promise<ImportedFile> {
  const batch = await ownImport(ctx, actor, importId);
  const now = ctx.clock();
  let card: ImportedFile | null = null;
  await completeUpload(
    ctx,
    actor,
    { ...request, documentType: batch.documentType },
    {
      importId,
      async onRegistered(tx, row) {
        const created = await repo.insertImportDocument(tx, {
          importId,
          documentType: batch.documentType,
          documentId: row.id,
          filename: row.filename,
          createdAt: now,
        });
        // No cap per user here: an import is bounded by its size, and runners still take the next
        // task from the user with the fewest running (the same queue, leases and attempts).
        await insertTask(tx, {
          userId: actor.id,
          documentType: batch.documentType,
          documentId: row.id,
          readyAt: ctx.config.AUTO_PROCESS ? now : null,
          createdAt: now,
        });
        card = { id: created.id, filename: created.filename };
      },
    },
  );
  ctx.wakeJobRunner();
  if (!card) throw new Error("the import upload was registered without its card");
  return card;
}

/** What the runner read from an imported document: the person it names and the data to apply. */
export interface ImportReading {
  document: { documentType: DocumentType; id: string };
  fullName: string | null;
  email: string | null;
  /** Resume data, or the certificate (with the text, for mapping once assigned). */
  data: unknown;
}

/**
 * Matches the document's person; an `exact` match is assigned at once (a resume never overwrites a
 * form that holds data: the data stays with the document), every other status waits for a decision.
 */
export async function recordImportReading(
  ctx: Pick<ServiceContext, "db" | "clock">,
  reading: ImportReading,
): Promise<void> {
  const card = await repo.findImportDocumentOf(ctx.db, reading.document);
  if (!card) return;
  // Only an address the document states whole and as the person's is matched on or kept.
  const text = await extractedTextOf(ctx, reading.document);
  const [vetted] = await vetContacts([{ text, fullName: reading.fullName, email: reading.email }]);
  const email = vetted?.email ?? null;
  const match = await matchPerson(ctx, { fullName: reading.fullName, email });
  await ctx.db.transaction(async (tx) => {
    const read = await repo.updateImportDocument(tx, card.id, {
      state: "waiting",
      matchStatus: match.status,
      matchScore: match.score,
      extractedName: reading.fullName,
      extractedEmail: email,
      extractedData: reading.data,
      candidates: match.candidates.map(({ userId, score }) => ({ userId, score })),
    });
    if (match.status === "exact" && match.userId) {
      await assignImportedDocument({ db: tx, clock: ctx.clock }, read, {
        userId: match.userId,
        actor: null,
        formChoice: "keep",
        action: "auto_assigned",
      });
    }
  });
}

/** A file that could not be read leaves the list of decisions, with the reason on its card. */
export async function markImportDocumentFailed(
  ctx: Pick<ServiceContext, "db">,
  document: { documentType: DocumentType; id: string },
): Promise<void> {
  const card = await repo.findImportDocumentOf(ctx.db, document);
  if (card && card.state === "reading") await repo.updateImportDocument(ctx.db, card.id, { state: "failed" });
}
