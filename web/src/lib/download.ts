import { apiRequest } from "./api";

/** Hands a blob to the browser's download (an object URL on a temporary link). */
function saveBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL can go once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Saves `data` as a JSON file through the browser's download, for answers the app has already read,
 * such as an export.
 */
export function downloadJson(filename: string, data: unknown): void {
  saveBlob(filename, new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: "application/json" }));
}

/** Saves text the page made (a CSV export) as a file. */
export function downloadText(filename: string, text: string, type: string): void {
  saveBlob(filename, new Blob([text], { type }));
}

/** The file name of a `content-disposition: attachment; filename="…"` answer, or null. */
export function attachmentFilename(contentDisposition: string | null): string | null {
  const match =
    contentDisposition?.match(/filename="([^"]+)"/) ?? contentDisposition?.match(/filename=([^;]+)/);
  const name = match?.[1]?.trim();
  return name ? name : null;
}

/**
 * Downloads a file the API makes (a PDF, say) with the session cookie and saves it under the name the
 * server gives, else `fallbackFilename`. The whole body is read before saving; a failed answer throws
 * an `ApiError` (the caller shows its message), so an error never becomes a broken file.
 */
export async function downloadFile(url: string, fallbackFilename: string): Promise<string> {
  const response = await apiRequest("GET", url);
  const blob = await response.blob();
  const filename = attachmentFilename(response.headers.get("content-disposition")) ?? fallbackFilename;
  saveBlob(filename, blob);
  return filename;
}
