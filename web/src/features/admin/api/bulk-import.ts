// Bulk import uploads (docs/product.md §18.1): an import, then each file presigned, PUT straight to
// storage with its progress, and completed.

import type { DocumentType } from "@domain/enums";
import type { CompleteImportUploadRequest, CreatedImport, ImportedFile } from "@domain/schemas/bulk-import";
import {
  mimeTypeForFilename,
  type PresignedUrlResponse,
  UNSUPPORTED_FILE_TYPE_MESSAGE,
} from "@domain/schemas/uploads";
import { apiJson } from "@/lib/api";
import { putToStorage } from "@/lib/put-to-storage";

export function createImport(documentType: DocumentType): Promise<CreatedImport> {
  return apiJson<CreatedImport>("POST", "/api/admin/imports", { documentType });
}

/** Uploads one file of the import; `onProgress` gets 0-100 (the bytes, then 100 once registered). */
export async function uploadImportFile(
  importId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<ImportedFile> {
  const contentType = mimeTypeForFilename(file.name);
  if (!contentType) throw new Error(UNSUPPORTED_FILE_TYPE_MESSAGE);
  const base = `/api/admin/imports/${encodeURIComponent(importId)}`;
  const { url, objectPath } = await apiJson<PresignedUrlResponse>("POST", `${base}/presigned-url`, {
    filename: file.name,
    contentType,
  });
  await putToStorage(url, file, contentType, (fraction) => onProgress(Math.round(fraction * 95)));
  const complete: CompleteImportUploadRequest = {
    objectPath,
    filename: file.name,
    fileSize: file.size,
    mimeType: contentType,
  };
  const registered = await apiJson<ImportedFile>("POST", `${base}/complete`, complete);
  onProgress(100);
  return registered;
}
