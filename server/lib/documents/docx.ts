// DOCX text with mammoth: raw text, one line per paragraph, table cells in order.

import { DOCX_DOCUMENT_XML_MAX_BYTES } from "@domain/constants";
import mammoth from "mammoth";
import yauzl from "yauzl";
import { DOCUMENT_ERROR_MESSAGES, DocumentError } from "./document-error";

/** A .docx is a zip; more than this uncompressed is a zip bomb, not a resume. */
const MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** OLE compound file: a legacy .doc, or a password-protected .docx (Office encrypts into one). */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte);
}

interface ZipSummary {
  uncompressedBytes: number;
  /** Bytes of `word/document.xml` as really inflated (a zip's stated sizes can lie), or null if absent. */
  documentBytes: number | null;
}

const DOCUMENT_PART = "word/document.xml";

/** Inflates the document part, counting, and gives up as soon as it passes the limit. */
function measureEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error("unreadable zip entry"));
      let bytes = 0;
      stream.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > limit) {
          stream.destroy();
          resolve(bytes);
        }
      });
      stream.on("end", () => resolve(bytes));
      stream.on("error", reject);
    });
  });
}

function summarizeZip(buffer: Buffer): Promise<ZipSummary> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error("unreadable zip"));
      const summary: ZipSummary = { uncompressedBytes: 0, documentBytes: null };
      zip.on("entry", (entry: yauzl.Entry) => {
        summary.uncompressedBytes += entry.uncompressedSize;
        if (entry.fileName !== DOCUMENT_PART) return zip.readEntry();
        measureEntry(zip, entry, DOCX_DOCUMENT_XML_MAX_BYTES).then((bytes) => {
          summary.documentBytes = bytes;
          zip.readEntry();
        }, reject);
      });
      zip.on("end", () => resolve(summary));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

/** mammoth ends every paragraph with a blank line; one newline per paragraph reads like the page. */
export function paragraphsToLines(raw: string): string {
  return raw.replace(/\r\n?/g, "\n").replace(/\n\n/g, "\n");
}

export async function extractDocxText(bytes: Uint8Array): Promise<string> {
  if (startsWith(bytes, OLE_MAGIC)) {
    const encrypted = Buffer.from(bytes).includes(Buffer.from("EncryptedPackage", "utf16le"));
    throw encrypted
      ? new DocumentError("encrypted", DOCUMENT_ERROR_MESSAGES.encryptedWord)
      : new DocumentError("legacy_word", DOCUMENT_ERROR_MESSAGES.legacyWord);
  }
  if (!startsWith(bytes, ZIP_MAGIC)) throw new DocumentError("corrupt", DOCUMENT_ERROR_MESSAGES.corruptWord);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let summary: ZipSummary;
  try {
    summary = await summarizeZip(buffer);
  } catch (error) {
    throw new DocumentError("corrupt", DOCUMENT_ERROR_MESSAGES.corruptWord, { cause: error });
  }
  if (summary.documentBytes === null) throw new DocumentError("corrupt", DOCUMENT_ERROR_MESSAGES.corruptWord);
  if (
    summary.uncompressedBytes > MAX_UNCOMPRESSED_BYTES ||
    summary.documentBytes > DOCX_DOCUMENT_XML_MAX_BYTES
  ) {
    throw new DocumentError("too_large", DOCUMENT_ERROR_MESSAGES.tooLarge);
  }
  try {
    const result = await mammoth.extractRawText({ buffer });
    return paragraphsToLines(result.value);
  } catch (error) {
    throw new DocumentError("corrupt", DOCUMENT_ERROR_MESSAGES.corruptWord, { cause: error });
  }
}
