// Plain text: UTF-8 (with or without a byte-order mark), UTF-16 with a mark, or Windows-1252 when
// the bytes are not valid UTF-8 (older Windows editors). Anything with control bytes is not text.

import { TXT_MAX_READ_BYTES } from "@domain/constants";
import { DOCUMENT_ERROR_MESSAGES, DocumentError } from "./document-error";

/** Control characters other than tab, line feed, vertical tab, form feed and carriage return. */
function isControl(code: number): boolean {
  return code <= 0x08 || (code >= 0x0e && code <= 0x1f) || code === 0x7f;
}

/** Windows-1252's printable characters in 0x80-0x9F (Node's decoder treats the label as Latin-1). */
const WINDOWS_1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

function decodeWindows1252(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) {
    text += byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  }
  return text;
}

function decode(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder("utf-8").decode(bytes.subarray(3));
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

/** The first `maxBytes`, never ending inside a UTF-8 sequence or a UTF-16 code unit. */
function head(bytes: Uint8Array, maxBytes: number): Uint8Array {
  if (bytes.byteLength <= maxBytes) return bytes;
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  let end = utf16 ? maxBytes - (maxBytes % 2) : maxBytes;
  if (!utf16) while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end);
}

export function extractPlainText(
  bytes: Uint8Array,
  maxBytes = TXT_MAX_READ_BYTES,
): { text: string; truncated: boolean } {
  const text = decode(head(bytes, maxBytes));
  let controls = 0;
  let nul = false;
  let clean = "";
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (!isControl(code)) clean += char;
    else {
      controls++;
      nul ||= code === 0;
    }
  }
  // A stray control byte can survive in a real text file; binary data is full of them (and of NULs).
  if (nul || controls > Math.max(2, text.length / 200)) {
    throw new DocumentError("not_text", DOCUMENT_ERROR_MESSAGES.notText);
  }
  return { text: clean, truncated: bytes.byteLength > maxBytes };
}
