// Why a document could not be read, in words the uploader understands (they end up in the task's
// errorMessage and on the /upload list).

export type DocumentErrorCode =
  | "unsupported_type"
  | "empty_file"
  | "no_text"
  | "no_text_layer"
  | "encrypted"
  | "corrupt"
  | "legacy_word"
  | "not_text"
  | "too_large"
  | "timeout"
  | "too_complex";

export const DOCUMENT_ERROR_MESSAGES = {
  unsupportedType: "This file type is not supported. Upload a PDF, DOCX or TXT file.",
  emptyFile: "This file is empty.",
  noText: "This document contains no text.",
  noTextLayer: "This PDF has no text layer; scanned documents are not supported yet.",
  encryptedPdf: "This PDF is password-protected. Remove the password and upload it again.",
  encryptedWord: "This Word document is password-protected. Remove the password and upload it again.",
  corruptPdf: "This file is damaged or is not a real PDF.",
  corruptWord: "This file is damaged or is not a real Word document (.docx).",
  legacyWord: "This is an older Word (.doc) file. Save it as .docx or PDF and upload it again.",
  notText: "This file is not a plain text file. Upload a PDF, DOCX or TXT file.",
  tooLarge: "This document is too large to process.",
  timeout: "This document could not be read in time. Save it again as a simpler PDF and upload it again.",
  tooComplex:
    "This document could not be read: it needs more memory than a resume or certificate should. Save it again as a simpler PDF and upload it again.",
} as const;

export class DocumentError extends Error {
  constructor(
    readonly code: DocumentErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "DocumentError";
  }
}
