// The packet's file name: 'hangar-log-record-<name>-<YYYY-MM-DD>.pdf' in plain ASCII, so every
// browser, mail client and file system keeps it as it is (Zoë Łukasz → zoe-lukasz).

import { toWritableText } from "../../lib/pdf/writable-text";

const NAME_PART_MAX_LENGTH = 60;
const isAsciiLetterOrDigit = (codePoint: number) =>
  (codePoint >= 0x30 && codePoint <= 0x39) ||
  (codePoint >= 0x41 && codePoint <= 0x5a) ||
  (codePoint >= 0x61 && codePoint <= 0x7a);

export function packetFilename(fullName: string, day: string): string {
  const namePart =
    toWritableText(fullName, isAsciiLetterOrDigit)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .slice(0, NAME_PART_MAX_LENGTH)
      .replace(/^-+|-+$/g, "") || "technician";
  return `hangar-log-record-${namePart}-${day}.pdf`;
}
