// The first check of an upload's bytes, the same on both sides: the browser runs it before uploading
// (and before asking about overwriting a form), the server again at completion, followed by its deeper
// checks (the zip's directory, UTF-8) in server/features/uploads/content-check.ts.

import { UPLOAD_EXTENSION_MIME_TYPES, type UploadMimeType } from "./constants";

export const SIGNATURE_MESSAGES = {
  notPdf: "The file is not a valid PDF document.",
  notDocx: "The file is not a valid Word (.docx) document.",
  textHasNul: "The text file contains binary data; only plain text is accepted.",
} as const;

/** How much of a file the browser reads for `signatureProblem` (a text file's binary data shows early). */
export const SIGNATURE_SAMPLE_BYTES = 64 * 1024;

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte);
}

/**
 * null when `bytes` (the file, or its first SIGNATURE_SAMPLE_BYTES) may be a document of `mimeType`,
 * else the sentence saying why not: a PDF starts with `%PDF-`, a DOCX is a zip, a text file has no NUL byte.
 */
export function signatureProblem(bytes: Uint8Array, mimeType: UploadMimeType): string | null {
  switch (mimeType) {
    case UPLOAD_EXTENSION_MIME_TYPES.pdf:
      return startsWith(bytes, PDF_MAGIC) ? null : SIGNATURE_MESSAGES.notPdf;
    case UPLOAD_EXTENSION_MIME_TYPES.docx:
      return startsWith(bytes, ZIP_MAGIC) ? null : SIGNATURE_MESSAGES.notDocx;
    case UPLOAD_EXTENSION_MIME_TYPES.txt:
      return bytes.includes(0) ? SIGNATURE_MESSAGES.textHasNul : null;
  }
}
