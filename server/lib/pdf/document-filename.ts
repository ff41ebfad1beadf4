// The file names of downloads: 'hangar-log-<kind>-<name>-<YYYY-MM-DD>.<extension>' in plain ASCII, so
// every browser, mail client and file system keeps them as they are (Zoë Łukasz → zoe-lukasz).

import { toWritableText } from "./writable-text";

const NAME_PART_MAX_LENGTH = 60;
const isAsciiLetterOrDigit = (codePoint: number) =>
  (codePoint >= 0x30 && codePoint <= 0x39) ||
  (codePoint >= 0x41 && codePoint <= 0x5a) ||
  (codePoint >= 0x61 && codePoint <= 0x7a);

/** `kind` is a fixed lower-case word of the caller ('record', 'work-history', 'export'). */
export function documentFilename(kind: string, fullName: string, day: string, extension = "pdf"): string {
  const namePart =
    toWritableText(fullName, isAsciiLetterOrDigit)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .slice(0, NAME_PART_MAX_LENGTH)
      .replace(/^-+|-+$/g, "") || "technician";
  return `hangar-log-${kind}-${namePart}-${day}.${extension}`;
}
