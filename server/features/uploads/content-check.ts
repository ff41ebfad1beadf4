import { UPLOAD_EXTENSION_MIME_TYPES, type UploadMimeType } from "@domain/constants";
import { SIGNATURE_MESSAGES, signatureProblem } from "@domain/document-signature";
import yauzl from "yauzl";

// The content of an upload must match its type by its bytes, whatever its name and Content-Type say.

/** A DOCX is a zip: these bound what a hostile one (a zip bomb) may ask a reader to unpack. */
export const DOCX_MAX_ENTRIES = 1000;
export const DOCX_MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;

export const CONTENT_MESSAGES = {
  ...SIGNATURE_MESSAGES,
  docxTooManyEntries: "The Word document contains too many parts to be processed safely.",
  docxTooLarge: "The Word document is too large when uncompressed to be processed safely.",
  textNotUtf8: "The text file is not valid UTF-8 text.",
} as const;

/** null when the bytes are a document of the given type, else a sentence saying what is wrong. */
export async function checkDocumentContent(bytes: Buffer, mimeType: UploadMimeType): Promise<string | null> {
  // The browser's own check first (the whole file here), then what only the server checks.
  const signature = signatureProblem(bytes, mimeType);
  if (signature) return signature;
  switch (mimeType) {
    case UPLOAD_EXTENSION_MIME_TYPES.pdf:
      return null;
    case UPLOAD_EXTENSION_MIME_TYPES.docx:
      return checkDocx(bytes);
    case UPLOAD_EXTENSION_MIME_TYPES.txt:
      return checkUtf8(bytes);
  }
}

function checkUtf8(bytes: Buffer): string | null {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return null;
  } catch {
    return CONTENT_MESSAGES.textNotUtf8;
  }
}

/**
 * Reads the zip's central directory only (nothing is inflated): the entry count and the declared
 * uncompressed sizes must stay under the limits, and `word/document.xml` must be there. A reader that
 * inflates later still gets yauzl's check that real sizes match the declared ones.
 */
async function checkDocx(bytes: Buffer): Promise<string | null> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(bytes);
  } catch {
    return CONTENT_MESSAGES.notDocx;
  }
  try {
    if (zip.entryCount > DOCX_MAX_ENTRIES) return CONTENT_MESSAGES.docxTooManyEntries;
    let total = 0;
    let hasDocument = false;
    for await (const entry of entriesOf(zip)) {
      total += entry.uncompressedSize;
      if (total > DOCX_MAX_UNCOMPRESSED_BYTES) return CONTENT_MESSAGES.docxTooLarge;
      if (entry.fileName === "word/document.xml") hasDocument = true;
    }
    return hasDocument ? null : CONTENT_MESSAGES.notDocx;
  } catch {
    return CONTENT_MESSAGES.notDocx;
  } finally {
    zip.close();
  }
}

function openZip(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, decodeStrings: true }, (error, zip) => {
      if (error || !zip) reject(error ?? new Error("not a zip"));
      else resolve(zip);
    });
  });
}

async function* entriesOf(zip: yauzl.ZipFile): AsyncGenerator<yauzl.Entry> {
  while (true) {
    const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
      const onEntry = (value: yauzl.Entry) => settle(() => resolve(value));
      const onEnd = () => settle(() => resolve(null));
      const onError = (error: Error) => settle(() => reject(error));
      const settle = (action: () => void) => {
        zip.off("entry", onEntry).off("end", onEnd).off("error", onError);
        action();
      };
      zip.once("entry", onEntry).once("end", onEnd).once("error", onError);
      zip.readEntry();
    });
    if (!entry) return;
    yield entry;
  }
}
