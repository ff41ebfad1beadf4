/** The message (docs/product.md §8.2) for a failed PUT to storage. */
export const STORAGE_UPLOAD_FAILED_MESSAGE = "Failed to upload file to storage";

export class StorageUploadError extends Error {
  constructor(
    readonly status: number,
    /** The storage's own sentence for a refusal (the local driver's `{message}`), when it gave one. */
    readonly reason: string | null = null,
  ) {
    super(STORAGE_UPLOAD_FAILED_MESSAGE);
    this.name = "StorageUploadError";
  }
}

/** The `message` of our JSON error body (the local driver answers so; S3 answers XML, which has none). */
function refusalReason(responseText: string): string | null {
  try {
    const body = JSON.parse(responseText) as unknown;
    const message =
      typeof body === "object" && body !== null ? (body as { message?: unknown }).message : null;
    return typeof message === "string" && message.trim() ? message : null;
  } catch {
    return null;
  }
}

/**
 * PUTs the file to a presigned URL with XMLHttpRequest, the one browser API that reports upload
 * progress. `onProgress` gets the fraction sent, 0 (when sending starts) to 1. No credentials are sent across origins
 * (an S3 URL carries its own signature); a same-origin URL gets the cookies anyway.
 */
export function putToStorage(
  url: string,
  file: Blob,
  contentType: string,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.setRequestHeader("Content-Type", contentType);
    xhr.upload.onloadstart = () => onProgress(0);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new StorageUploadError(xhr.status, refusalReason(xhr.responseText)));
    };
    xhr.onerror = () => reject(new StorageUploadError(0));
    xhr.onabort = () => reject(new StorageUploadError(0));
    xhr.ontimeout = () => reject(new StorageUploadError(0));
    xhr.send(file);
  });
}
