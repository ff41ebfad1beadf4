// DOCX text with mammoth: raw text, one line per paragraph, table cells in order; the page header's
// lines (which mammoth skips) first.

import { DOCX_DOCUMENT_XML_MAX_BYTES } from "@domain/constants";
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
  /** The XML of the page headers (`word/header1.xml` …), in part order: mammoth does not read them. */
  headers: string[];
}

const DOCUMENT_PART = "word/document.xml";
const HEADER_PART = /^word\/header\d{1,2}\.xml$/;
/** A page header holds a name and contact lines; more than this is not worth reading. */
const HEADER_MAX_BYTES = 64 * 1024;

/** Inflates a small part into text, or null when it is larger than `limit`. */
function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error("unreadable zip entry"));
      const chunks: Buffer[] = [];
      let bytes = 0;
      stream.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > limit) {
          stream.destroy();
          resolve(null);
          return;
        }
        chunks.push(chunk);
      });
      stream.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      stream.on("error", reject);
    });
  });
}

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/**
 * The lines of a header part: one per paragraph, tabs kept as a wide gap. Word repeats the header on
 * every page and often writes it twice (first page and the rest): callers drop repeated lines.
 */
export function headerLines(xml: string): string[] {
  const lines: string[] = [];
  for (const paragraph of xml.split("</w:p>")) {
    let line = "";
    for (const match of paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)) {
      line += match[1] === undefined ? "   " : match[1];
    }
    const text = line.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!).trim();
    if (text) lines.push(text);
  }
  return lines;
}

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
      const summary: ZipSummary = { uncompressedBytes: 0, documentBytes: null, headers: [] };
      zip.on("entry", (entry: yauzl.Entry) => {
        summary.uncompressedBytes += entry.uncompressedSize;
        if (HEADER_PART.test(entry.fileName)) {
          readEntry(zip, entry, HEADER_MAX_BYTES).then((xml) => {
            if (xml) summary.headers.push(xml);
            zip.readEntry();
          }, reject);
          return;
        }
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
    // Loaded on the first DOCX: a document thread starts ~80 ms sooner without it (decision 0061).
    const { default: mammoth } = await import("mammoth");
    const result = await mammoth.extractRawText({ buffer });
    const body = paragraphsToLines(result.value);
    // Contact details are often only in the page header: they come first, as on the printed page,
    // each line once, and not when the body already has them.
    const header = [...new Set(summary.headers.flatMap(headerLines))].filter((line) => !body.includes(line));
    return header.length > 0 ? `${header.join("\n")}\n\n${body}` : body;
  } catch (error) {
    throw new DocumentError("corrupt", DOCUMENT_ERROR_MESSAGES.corruptWord, { cause: error });
  }
}
