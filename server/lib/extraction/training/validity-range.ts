// A validity written as two dates ('Valid from 14/03/2025 to 14/03/2027', 'Validity: 14.03.2025 -
// 14.03.2027'): the first is the day the certificate took effect, the second its expiry.

import type { CertificateText } from "./certificate-text";
import { type DayOrder, findCertificateDates } from "./dates";
import { labelledValues } from "./labels";

const VALID_FROM = /valid(?:ity)?(?: period)?(?: from)?[: ]{1,3}(?=\d|[a-z]{3})/giu;
const CONNECTOR = /^ ?(?:-|–|to|until|till|through|thru) ?$/i;
const WINDOW = 60;

export interface ValidityRange {
  from: string;
  to: string;
}

function rangeIn(value: string, order: DayOrder): ValidityRange | null {
  const dates = findCertificateDates(value.slice(0, WINDOW), order);
  if (dates.length !== 2 || dates[0]!.index !== 0) return null;
  const between = value.slice(dates[0]!.end, dates[1]!.index);
  return CONNECTOR.test(between) ? { from: dates[0]!.value, to: dates[1]!.value } : null;
}

export function validityRange(text: CertificateText, order: DayOrder): ValidityRange | null {
  for (const value of labelledValues(text, "validity")) {
    const range = rangeIn(value, order);
    if (range) return range;
  }
  for (const match of text.flat.matchAll(VALID_FROM)) {
    const range = rangeIn(text.flat.slice(match.index + match[0].length), order);
    if (range) return range;
  }
  return null;
}
