// The text of an uploaded document (PDF, DOCX, TXT), bounded in pages, characters and time. Any
// failure is a DocumentError whose message can be shown to the uploader as it is.

import {
  EXTRACTION_MAX_CHARACTERS,
  EXTRACTION_MAX_PAGES,
  EXTRACTION_TIMEOUT_MS,
  UPLOAD_EXTENSION_MIME_TYPES,
} from "@domain/constants";
import { DOCUMENT_ERROR_MESSAGES, DocumentError } from "./document-error";
import { extractDocxText } from "./docx";
import { createBudget, type ExtractionBudget } from "./limits";
import { extractPdfText } from "./pdf";
import { extractPlainText } from "./txt";

export interface ExtractedText {
  text: string;
  /** PDFs only: the document's page count (text is read from the first EXTRACTION_MAX_PAGES). */
  pages?: number;
  /** True when pages or characters beyond the limits were left out. */
  truncated: boolean;
}

export interface ExtractTextOptions {
  timeoutMs?: number;
  maxPages?: number;
  maxCharacters?: number;
}

/** Spaces and tabs at the end of a line, removed by a backward scan: a regular expression such as
 * `/[ \t]+$/gm` takes quadratic time over a long run of spaces followed by a letter. */
function trimLineEnd(line: string): string {
  let end = line.length;
  while (end > 0 && (line.charCodeAt(end - 1) === 32 || line.charCodeAt(end - 1) === 9)) end--;
  return end === line.length ? line : line.slice(0, end);
}

/** Linear in the text's length, whatever the text (docs/security.md). */
function normalize(text: string): string {
  return text
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map(trimLineEnd)
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Cuts at the last line break before the limit, so no line is left half. */
function bound(text: string, maxCharacters: number): { text: string; truncated: boolean } {
  if (text.length <= maxCharacters) return { text, truncated: false };
  const cut = text.lastIndexOf("\n", maxCharacters);
  return { text: text.slice(0, cut > maxCharacters / 2 ? cut : maxCharacters).trimEnd(), truncated: true };
}

async function read(
  bytes: Uint8Array,
  mimeType: string,
  budget: ExtractionBudget,
  onCancel: (cancel: () => void) => void,
): Promise<ExtractedText> {
  switch (mimeType) {
    case UPLOAD_EXTENSION_MIME_TYPES.pdf: {
      const { text, pages, truncated } = await extractPdfText(bytes, budget, onCancel);
      return { text, pages, truncated };
    }
    case UPLOAD_EXTENSION_MIME_TYPES.docx:
      return { text: await extractDocxText(bytes), truncated: false };
    case UPLOAD_EXTENSION_MIME_TYPES.txt:
      return extractPlainText(bytes);
    default:
      throw new DocumentError("unsupported_type", DOCUMENT_ERROR_MESSAGES.unsupportedType);
  }
}

export async function extractText(
  bytes: Uint8Array,
  mimeType: string,
  options: ExtractTextOptions = {},
): Promise<ExtractedText> {
  const type = mimeType.split(";")[0]!.trim().toLowerCase();
  if (bytes.byteLength === 0) throw new DocumentError("empty_file", DOCUMENT_ERROR_MESSAGES.emptyFile);
  const timeoutMs = options.timeoutMs ?? EXTRACTION_TIMEOUT_MS;
  const maxCharacters = options.maxCharacters ?? EXTRACTION_MAX_CHARACTERS;
  const budget = createBudget({
    maxPages: options.maxPages ?? EXTRACTION_MAX_PAGES,
    maxCharacters,
    timeoutMs,
  });

  let cancel = () => {};
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      cancel();
      reject(new DocumentError("timeout", DOCUMENT_ERROR_MESSAGES.timeout));
    }, timeoutMs);
  });
  const work = read(bytes, type, budget, (fn) => {
    cancel = fn;
  });
  work.catch(() => {}); // a late failure after the timeout has nobody to tell
  try {
    const result = await Promise.race([work, timedOut]);
    // Bounded before anything else looks at it: normalising 10 MB of text is work for nothing.
    const text = normalize(bound(result.text, maxCharacters * 2).text);
    if (text === "") throw new DocumentError("no_text", DOCUMENT_ERROR_MESSAGES.noText);
    const bounded = bound(text, maxCharacters);
    return { ...result, text: bounded.text, truncated: result.truncated || bounded.truncated };
  } finally {
    clearTimeout(timer);
  }
}
