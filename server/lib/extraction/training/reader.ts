// The built-in reader of training certificates and course records (docs/product.md §16): labelled
// values first, then the sentences certificates are written in. Precision first: a value that does
// not read cleanly is left out, and a date is only ever one the text writes.

import {
  EMPTY_TRAINING_DOCUMENT,
  type TrainingDocumentData,
  trainingDocumentDataSchema,
} from "@domain/schemas/training-document";
import { type CertificateText, prepareCertificate, tidyValue } from "./certificate-text";
import { courseTitleFromSentences, providerFromLayout } from "./course";
import { type DayOrder, documentDayOrder, findCertificateDates, firstCertificateDate } from "./dates";
import { type LabelledField, labelledValues } from "./labels";
import { hoursIn, hoursOfValue, validityMonthsIn, validityMonthsOfValue } from "./periods";
import { traineeNameOf } from "./trainee-name";

function first<T>(values: string[], read: (value: string) => T | null): T | null {
  for (const value of values) {
    const read_ = read(value);
    if (read_ !== null) return read_;
  }
  return null;
}

function text(value: string): string | null {
  const tidy = tidyValue(value);
  return tidy.length >= 2 && tidy.length <= 200 ? tidy : null;
}

const CERTIFICATE_NUMBER = /^#?\s*([A-Z0-9][A-Z0-9\-/.]{1,40})(?:\s|$)/i;

function certificateNumber(value: string): string | null {
  const match = CERTIFICATE_NUMBER.exec(value.trim());
  const number = match?.[1]?.replace(/[.\-/]+$/, "");
  return number && /\d/.test(number) ? number : null;
}

/** 'recurrent due 2027-03', 'expires on 1 March 2027' anywhere in the text. */
const EXPIRY_PHRASE =
  /(?:expires|expiry|expiration|valid until|valid through|valid thru|recurrent(?: training)? due|next due|refresher due|renewal due)(?: date)?(?: on| by)?[: ]{1,3}/giu;

function expiryFromPhrases(text: CertificateText, order: DayOrder): string | null {
  for (const match of text.flat.matchAll(EXPIRY_PHRASE)) {
    const start = match.index + match[0].length;
    const date = findCertificateDates(text.flat.slice(start, start + 40), order)[0];
    if (date && date.index === 0) return date.value;
  }
  return null;
}

/** 'completed ... on 14 March 2025': the date right after the sentence that says the course was completed. */
const COMPLETED_ON = /(?:completed|attended|passed)[^.\n]{0,160}? on /giu;

function completionFromSentences(text: CertificateText, order: DayOrder): string | null {
  for (const match of text.flat.matchAll(COMPLETED_ON)) {
    const start = match.index + match[0].length;
    const date = findCertificateDates(text.flat.slice(start, start + 40), order)[0];
    if (date && date.index === 0) return date.value;
  }
  return null;
}

function traineeFromSentences(text: CertificateText): string | null {
  return first(labelledValues(text, "traineeName"), traineeNameOf);
}

function values(text: CertificateText, field: LabelledField): string[] {
  return labelledValues(text, field);
}

export function readTrainingDocument(raw: string): TrainingDocumentData {
  const certificate = prepareCertificate(raw);
  if (certificate.lines.length === 0) return { ...EMPTY_TRAINING_DOCUMENT };
  const order = documentDayOrder(certificate.flat);
  const date = (value: string) => firstCertificateDate(value, order);
  // 'Dates: 21/10/2024 to 29/11/2024': a course is completed on its last day.
  const lastDate = (value: string) => findCertificateDates(value, order).at(-1)?.value ?? null;

  const courseTitle =
    first(values(certificate, "courseTitle"), text) ?? courseTitleFromSentences(certificate);
  const provider =
    first(values(certificate, "provider"), text) ?? providerFromLayout(certificate, courseTitle);
  const completionDate =
    first(values(certificate, "completionDate"), lastDate) ??
    completionFromSentences(certificate, order) ??
    first(values(certificate, "issueDate"), date);
  const expiryDate = first(values(certificate, "expiryDate"), date) ?? expiryFromPhrases(certificate, order);
  const validityMonths =
    first(values(certificate, "validity"), validityMonthsOfValue) ?? validityMonthsIn(certificate.flat);
  const hours = first(values(certificate, "hours"), hoursOfValue) ?? hoursIn(certificate.flat);

  const data: TrainingDocumentData = {
    courseTitle,
    provider,
    traineeName: traineeFromSentences(certificate),
    completionDate,
    // An expiry before the completion is a misread, not a fact.
    expiryDate: expiryDate && completionDate && expiryDate < completionDate ? null : expiryDate,
    validityMonths,
    hours,
    certificateNumber: first(values(certificate, "certificateNumber"), certificateNumber),
  };
  return trainingDocumentDataSchema.parse(data);
}
