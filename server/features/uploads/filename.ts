import { UPLOAD_FILENAME_MAX_LENGTH, type UploadExtension } from "@domain/constants";

// Control and format characters: zero-width characters and bidirectional overrides (which can make
// "cod.exe.pdf" read as something else on screen), line separators.
const INVISIBLE_OR_CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/**
 * The user's filename as data for display: its last path segment only, without control or
 * direction characters, whitespace collapsed, no leading dots, and at most the maximum length
 * with its extension kept. It is never used as a path (object paths are made by the server).
 */
export function displayFilename(raw: string, extension: UploadExtension): string {
  const lastSegment = raw.normalize("NFC").split(/[\\/]/).pop() ?? "";
  const cleaned = lastSegment.replace(INVISIBLE_OR_CONTROL, "").replace(/\s+/g, " ").trim();
  const suffix = `.${extension}`;
  const withoutSuffix = cleaned.toLowerCase().endsWith(suffix) ? cleaned.slice(0, -suffix.length) : cleaned;
  const stem = withoutSuffix.replace(/^[\s.]+/, "").trim();
  const boundedStem = Array.from(stem)
    .slice(0, UPLOAD_FILENAME_MAX_LENGTH - suffix.length)
    .join("")
    .trim();
  return `${boundedStem || "document"}${suffix}`;
}
