// The date of a certificate that writes no completion date, only the day it was signed: on the
// signature line ('Place and date: Toulouse, 23/05/2025   Signature: ____'), beside or under the
// line drawn for the signature, or as the place and day the certificate was made ('Zurich,
// 14.07.2025'). Read only when nothing else dates the course: a certificate is signed the day the
// course ends or soon after.

import type { CertificateText } from "./certificate-text";
import { type DayOrder, findCertificateDates } from "./dates";

/** A line that belongs to the signature block. */
const SIGNATURE_LINE =
  /_{4,}|(?<![\p{L}])(?:signature|signed|place and date|date and place|dated)(?![\p{L}])/iu;
/** 'Zurich, 14.07.2025', 'Toulouse, le 23 mai 2025': a place, a comma, a date and nothing else. */
const PLACE_AND_DATE = /^[\p{Lu}][\p{L} .'-]{1,40}, (?:(?:on|the|le|am|den) )?(?=\d|\p{L}{3,9}\.? \d)/u;
const MAX_LINE = 120;
/** 'Given this 14th day of March 2025', 'Signed at Derby on 3 May 2025': the day the certificate was made. */
const MADE_ON =
  /(?<![\p{L}])(?:given|signed|dated|issued|awarded|done)(?: at [\p{L} .'-]{1,30},?)?(?: (?:this|on|the|on this|on the))? (?=\d)/giu;

/** The only date of a line, when it has exactly one. */
function onlyDate(line: string, order: DayOrder): string | null {
  if (line.length > MAX_LINE) return null;
  const dates = findCertificateDates(line, order);
  return dates.length === 1 ? dates[0]!.value : null;
}

export function signatureBlockDate(text: CertificateText, order: DayOrder): string | null {
  const found = new Set<string>();
  for (const match of text.flat.matchAll(MADE_ON)) {
    const start = match.index + match[0].length;
    const date = findCertificateDates(text.flat.slice(start, start + 40), order)[0];
    if (date?.index === 0) found.add(date.value);
  }
  text.lines.forEach((line, index) => {
    const place = PLACE_AND_DATE.exec(line);
    if (place) {
      const date = findCertificateDates(line.slice(place[0].length), order)[0];
      if (date && date.index === 0 && date.end === line.length - place[0].length) found.add(date.value);
    }
    if (!SIGNATURE_LINE.test(line)) return;
    for (const near of [line, text.lines[index - 1], text.lines[index + 1]]) {
      const date = near === undefined ? null : onlyDate(near, order);
      if (date) {
        found.add(date);
        break;
      }
    }
  });
  // Two signers dating differently leave the day unsaid.
  return found.size === 1 ? [...found][0]! : null;
}
