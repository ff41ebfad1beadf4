import { UPLOAD_PROGRESS_STEPS } from "@domain/constants";
import type { DocumentType } from "@domain/enums";
import {
  type CompleteUploadRequest,
  mimeTypeForFilename,
  type PresignedUrlRequest,
  type PresignedUrlResponse,
  UNSUPPORTED_FILE_TYPE_MESSAGE,
  type UploadedDocument,
} from "@domain/schemas/uploads";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { putToStorage } from "@/lib/put-to-storage";

export const UPLOAD_FAILED_FALLBACK = "Failed to upload document";

const [URL_ISSUED, BYTES_STARTED, BYTES_SENT, COMPLETED] = UPLOAD_PROGRESS_STEPS;

/** Maps the fraction of bytes sent onto the bar between the 30 and 70 steps. */
export function bytesSentProgress(fraction: number): number {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  return Math.round(BYTES_STARTED + clamped * (BYTES_SENT - BYTES_STARTED));
}

export type UploadDocumentInput = {
  file: File;
  documentType: DocumentType;
  /** Called with 10 once the URL is issued, 30-70 while the bytes go up, 100 once registered. */
  onProgress?: (percent: number) => void;
};

/** The upload flow (docs/product.md §7.3): presigned URL, PUT to storage, complete. */
export async function uploadDocument({
  file,
  documentType,
  onProgress = () => {},
}: UploadDocumentInput): Promise<UploadedDocument> {
  const contentType = mimeTypeForFilename(file.name);
  if (!contentType) throw new Error(UNSUPPORTED_FILE_TYPE_MESSAGE);

  const presign: PresignedUrlRequest = { filename: file.name, contentType };
  const { url, objectPath } = await apiJson<PresignedUrlResponse>(
    "POST",
    "/api/upload/presigned-url",
    presign,
  );
  onProgress(URL_ISSUED);

  await putToStorage(url, file, contentType, (fraction) => onProgress(bytesSentProgress(fraction)));
  onProgress(BYTES_SENT);

  const complete: CompleteUploadRequest = {
    objectPath,
    filename: file.name,
    fileSize: file.size,
    mimeType: contentType,
    documentType,
  };
  const document = await apiJson<UploadedDocument>("POST", "/api/upload/complete", complete);
  onProgress(COMPLETED);
  return document;
}

export function useUploadDocument() {
  return useMutation({ mutationFn: uploadDocument });
}
