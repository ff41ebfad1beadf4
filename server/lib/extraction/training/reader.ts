// The built-in reader of training certificates and course records (docs/product.md §16): labelled
// values first, then the sentences certificates are written in. Precision first: a value that does
// not read cleanly is left out, and a date is only ever one the text writes.

import {
  EMPTY_TRAINING_DOCUMENT,
  type TrainingDocumentData,
  trainingDocumentDataSchema,
} from "@domain/schemas/training-document";
import { captionedValues } from "./captions";
import {
  type CertificateText,
  isWrappedLine,
  prepareCertificate,
  tidyValue,
  unwrappedLines,
} from "./certificate-text";
import { TRAINED_VERBS } from "./completion-verbs";
import {
  courseTitleFromHeading,
  courseTitleFromSentences,
  courseTitlesFromLabels,
  isHeading,
  letterheadLine,
  providerFromLayout,
  readsAsPersonName,
  tidyName,
} from "./course";
import { type DayOrder, documentDayOrder, findCertificateDates, firstCertificateDate } from "./dates";
import {
  type LabelledEntry,
  type LabelledField,
  labelledEntries,
  labelledValues,
  labelOf,
  unlabelledCell,
} from "./labels";
import { hoursIn, hoursOfValue, validityMonthsIn, validityMonthsOfValue } from "./periods";
import { signatureBlockDate } from "./signature-date";
import { courseTableLines, courseTableRows, type TableRow } from "./table";
import {
  chooseTitle,
  labelSource,
  SOURCE_SCORE,
  type TitleCandidate,
  titleCandidate,
} from "./title-candidates";
import { traineeNameOf } from "./trainee-name";
import { validityRange } from "./validity-range";

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

function providerName(value: string): string | null {
  return text(value) === null ? null : tidyName(value);
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

/**
 * A character of the same sentence: not a full stop ending it; a stop inside a word ('3.5') or after
 * an abbreviation of a place or a company ('St. Louis', 'Aero Co. hangar') is not an end.
 */
export const IN_SENTENCE = String.raw`(?:[^.\n]|\.(?=\S)|(?<=(?<![\p{L}])(?:St|Ste|Mt|Ft|Inc|Ltd|Co|Corp|Dr|Jr|Sr|Bldg|Ave|Rd|Blvd|Intl))\. )`;

/**
 * 'completed ... on 14 March 2025', 'Status: Completed (03/14/2025)', 'held on 3 March 2025': the
 * date right after the words that say the course was completed or held.
 */
const COMPLETED_ON = new RegExp(
  String.raw`(?:${TRAINED_VERBS}|completed|completion|attended|passed|held|conducted|took place|delivered|(?:presented|awarded) to)(?:${IN_SENTENCE}{0,160}? on (?:the |this )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,? )?(?=\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))|[ \t]?[:(][ \t]?| (?=\d)| (?=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d))`,
  "giu",
);

/** 'held from 10 to 12 March 2025': the last day of a course written as a range in a sentence. */
const HELD_FROM = new RegExp(
  String.raw`(?:held|conducted|took place|attended|passed|completed)${IN_SENTENCE}{0,120}? (?:from|between) (?:[^.\n]|\.(?=\d)){1,30}? (?:to|and|until|through|-|–) `,
  "giu",
);

/** 'held from September 22 to 26, 2025': a range that is one date, read as its last day. */
const HELD_FROM_RANGE = new RegExp(
  `(?:held|conducted|took place|attended|passed|completed)${IN_SENTENCE}{0,120}? (?:from|between|during) `,
  "giu",
);

/** '3-4 March 2025', '3 to 4 March': the first day of a range before the date that ends it. */
const DAY_RANGE_START = /^\d{1,2}(?:st|nd|rd|th)? ?(?:[-–]|to|and) ?$/;

function completionFromSentences(text: CertificateText, order: DayOrder): string | null {
  const sentences = [
    ...text.flat.matchAll(COMPLETED_ON),
    ...text.flat.matchAll(HELD_FROM),
    ...text.flat.matchAll(HELD_FROM_RANGE),
  ];
  for (const match of sentences) {
    const start = match.index + match[0].length;
    const after = text.flat.slice(start, start + 40);
    const date = findCertificateDates(after, order)[0];
    if (date && (date.index === 0 || DAY_RANGE_START.test(after.slice(0, date.index)))) return date.value;
  }
  return null;
}

/**
 * 'has successfully completed' or 'has been awarded this certificate' starting a line: the name is
 * the line above ('Kimberly A. Nguyen').
 */
const HAS_COMPLETED = new RegExp(
  `^(?:(?:has |have |having |for )?(?:successfully |satisfactorily )?(?:${TRAINED_VERBS}|completed|completing|attended|passed|participated|fulfilled)|(?:has|have) been (?:awarded|presented|granted|issued) )`,
  "iu",
);

function traineeAboveCompleted(text: CertificateText): string | null {
  for (let index = 1; index < text.lines.length; index++) {
    if (!HAS_COMPLETED.test(text.lines[index]!)) continue;
    const above = text.lines[index - 1]!;
    if (text.cells[index - 1]!.length === 1 && !labelOf(above)) return traineeNameOf(above);
  }
  return null;
}

/**
 * 'This certificate is proudly presented to …' or 'Re: Training record of …' anywhere in a line,
 * 'Congratulations, Jane Doe!' (an LMS's message) starting one: the rest of it, or the next line.
 */
const TRAINEE_PHRASE =
  /(?:presented|awarded|issued|granted|conferred(?: up)?on) to|certif(?:y|ies|ied) that|confirms? that|confirmation that|^congratulations,? |(?:training record|record of training|transcript) (?:of|for)[: ]/iu;

/** 'confirms that our employee, Jane Doe': the words before the name say who the person is to the writer. */
const OUR_EMPLOYEE =
  /^(?:our |your |the )?(?:employee|technician|colleague|student|trainee|mechanic|engineer|participant)s?,? /i;

/** 'certify that Stefan' ending a line the page wrapped: the name goes on on the next line. */
function wrappedInName(text: CertificateText, index: number, rest: string): boolean {
  return isWrappedLine(text, index) && /^\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*)*$/u.test(rest);
}

function traineeAfterPhrase(text: CertificateText): string | null {
  for (let index = 0; index < text.lines.length; index++) {
    const line = text.lines[index]!;
    const match = TRAINEE_PHRASE.exec(line);
    if (!match) continue;
    const rest = line
      .slice(match.index + match[0].length)
      .replace(/^[\s:]+/, "")
      .replace(OUR_EMPLOYEE, "");
    const next = text.lines[index + 1];
    const following = next && !labelOf(next) ? next : null;
    const name = rest
      ? (traineeNameOf(rest) ??
        (following && wrappedInName(text, index, rest) ? traineeNameOf(`${rest} ${following}`) : null))
      : following && traineeNameOf(following);
    if (name) return name;
  }
  return null;
}

/** A value that is only a period ('24 months'), not a date with words around it. */
function periodValue(value: string): number | null {
  return findCertificateDates(value, "unknown").length === 0 ? validityMonthsOfValue(value) : null;
}

const NAME_WINDOW = 8;

/** When nothing labels or introduces the trainee: a line after the certificate's heading that is a name and only a name. */
function traineeFromLayout(text: CertificateText, courseTitle: string | null): string | null {
  const heading = text.lines.findIndex(isHeading);
  const underHeading =
    heading < 0 ? null : nameInWindow(text, heading + 1, heading + NAME_WINDOW, courseTitle);
  // Without a heading, or with one only at the foot: the lines right under the letterhead.
  const top = letterheadLine(text);
  if (underHeading || (heading >= 0 && heading <= top) || !readsAsLetterhead(text, top)) return underHeading;
  return nameInWindow(text, top + 1, top + 1 + NO_HEADING_NAME_WINDOW, courseTitle);
}

/** Whether line `index` can be a letterhead: one cell, no label, no colon. */
function readsAsLetterhead(text: CertificateText, index: number): boolean {
  const line = text.lines[index];
  return line !== undefined && text.cells[index]!.length === 1 && !labelOf(line) && !line.includes(":");
}

const NO_HEADING_NAME_WINDOW = 2;

function nameInWindow(
  text: CertificateText,
  start: number,
  end: number,
  courseTitle: string | null,
): string | null {
  for (let index = start; index < Math.min(text.lines.length, end); index++) {
    // 'Jane Doe      Date: 14 March 2025': the name beside the other column's labelled values.
    const line = unlabelledCell(text, index);
    if (line === null || labelOf(line) || line === courseTitle || !readsAsPersonName(line)) continue;
    const name = traineeNameOf(line);
    if (name) return name;
  }
  return null;
}

/**
 * 'Jane Doe completed Fuel Tank Safety on …': the name that starts the sentence, also when the title
 * is on the next line ('Sofia Marino successfully completed').
 */
const NAME_THEN_COMPLETED = new RegExp(
  `^(.{3,60}?) (?:has |have )?(?:successfully |satisfactorily )?(?:${TRAINED_VERBS}|completed|attended|passed)(?: |:?$)`,
  "u",
);

function traineeBeforeCompleted(text: CertificateText): string | null {
  for (const line of text.lines) {
    const name = NAME_THEN_COMPLETED.exec(line)?.[1];
    if (name && readsAsPersonName(name)) return traineeNameOf(name);
  }
  return null;
}

/** A captioned trainee: a person's name over a caption that names the trainee's role, not 'Name'. */
const TRAINEE_CAPTION = /^(?:trainee|participant|student|candidate|attendee|delegate|learner|recipient)$/i;

function captionedName(value: string): string | null {
  return readsAsPersonName(value) ? traineeNameOf(value) : null;
}

/** 'First name: Jane' and 'Last name: Doe' (or 'Surname', 'Given names'), as forms split a name. */
function traineeFromNameParts(text: CertificateText): string | null {
  const given = labelledValues(text, "givenName")[0];
  const family = labelledValues(text, "familyName")[0];
  return given && family ? traineeNameOf(`${tidyValue(given)} ${tidyValue(family)}`) : null;
}

function traineeFromSentences(text: CertificateText): string | null {
  return (
    // 'This letter confirms that our technician, Kevin O'Brien, attended …'.
    first(
      labelledValues(text, "traineeName").map((value) => value.replace(OUR_EMPLOYEE, "")),
      traineeNameOf,
    ) ??
    traineeFromNameParts(text) ??
    traineeAfterPhrase(text) ??
    traineeAboveCompleted(text) ??
    traineeBeforeCompleted(text) ??
    first(captionedValues(text, "traineeName", TRAINEE_CAPTION), captionedName)
  );
}

/** A line that is only a date ('December 2, 2025', 'on 3 May 2025'): the course's day, when it is the only one. */
const LONE_DATE_PREFIX = /^(?:on |held on |dated |date )?/i;

function loneDateLine(text: CertificateText, order: DayOrder): string | null {
  const found: string[] = [];
  for (const line of text.lines) {
    const rest = line.replace(LONE_DATE_PREFIX, "");
    const dates = findCertificateDates(rest, order);
    if (dates.length === 1 && dates[0]!.index === 0 && dates[0]!.end >= rest.replace(/[.\s]+$/, "").length)
      found.push(dates[0]!.value);
  }
  return found.length === 1 ? found[0]! : null;
}

/** 'Date:', 'Dates:', 'Period:': a label that may date something else (the letter, the print). */
const GENERIC_DATE_LABELS = new Set(["date", "dates", "date(s)", "period", "end"]);

/** Labelled values outside a transcript's rows: a row's cells are its course's, read from the row. */
function entriesOutsideTable(text: CertificateText, field: LabelledField): LabelledEntry[] {
  const table = courseTableLines(text);
  return labelledEntries(text, field).filter((entry) => !table.has(entry.line));
}

/** Completion dates, those a label says are the course's first ('Completed:' before 'Date:'). */
function completionValues(text: CertificateText): string[] {
  const entries = entriesOutsideTable(text, "completionDate");
  const specific = entries.filter((entry) => !GENERIC_DATE_LABELS.has(entry.label));
  const generic = entries.filter((entry) => GENERIC_DATE_LABELS.has(entry.label));
  return [...specific, ...generic].map((entry) => entry.value);
}

/** Labelled lengths; a bare 'Time: 14:30' is the time of day, not a length. */
function hourValues(text: CertificateText): string[] {
  return entriesOutsideTable(text, "hours")
    .filter((entry) => !(entry.label === "time" && entry.value.includes(":")))
    .map((entry) => entry.value);
}

function values(text: CertificateText, field: LabelledField): string[] {
  return entriesOutsideTable(text, field).map((entry) => entry.value);
}

/**
 * The title from every cue (a transcript's row, the labels, a sentence, the line under the heading),
 * the best-scored one taken (`title-candidates.ts`).
 */
function courseTitleOf(text: CertificateText, fromRow: string | null, trainee: string | null): string | null {
  const candidates: TitleCandidate[] = [];
  if (fromRow) candidates.push(titleCandidate(fromRow, "table"));
  for (const { title, label } of courseTitlesFromLabels(text))
    candidates.push(titleCandidate(title, labelSource(label)));
  const best = () => chooseTitle(candidates);
  // A cue trusted less is read only while no stronger candidate has been found.
  if ((best()?.score ?? 0) < SOURCE_SCORE.label) {
    const sentence = courseTitleFromSentences(text);
    if (sentence) candidates.push(titleCandidate(sentence, "sentence"));
  }
  if ((best()?.score ?? 0) < SOURCE_SCORE.sentence) {
    const layout = courseTitleFromHeading(text, [trainee]);
    if (layout) candidates.push(titleCandidate(layout, "layout"));
  }
  return best()?.value ?? null;
}

export function readTrainingDocument(raw: string): TrainingDocumentData {
  const certificate = prepareCertificate(raw);
  if (certificate.lines.length === 0) return { ...EMPTY_TRAINING_DOCUMENT };
  const order = documentDayOrder(certificate.flat);
  const date = (value: string) => firstCertificateDate(value, order);
  // 'Dates: 21/10/2024 to 29/11/2024': a course is completed on its last day.
  const lastDate = (value: string) => findCertificateDates(value, order).at(-1)?.value ?? null;

  // A transcript: its first course is the document's, whatever else is labelled around the table.
  const row: TableRow | undefined = courseTableRows(certificate)[0];
  const fromRow = <T>(field: LabelledField, read: (value: string) => T | null): T | null =>
    row?.[field] !== undefined ? read(row[field]!) : null;

  const statedTrainee = fromRow("traineeName", traineeNameOf) ?? traineeFromSentences(certificate);
  const courseTitle = courseTitleOf(certificate, fromRow("courseTitle", text), statedTrainee);
  const traineeName = statedTrainee ?? traineeFromLayout(certificate, courseTitle);
  const provider =
    first(values(certificate, "provider"), providerName) ??
    providerFromLayout(certificate, courseTitle, traineeName);
  const validity = validityRange(certificate, order);
  const completionDate =
    fromRow("completionDate", lastDate) ??
    first(completionValues(certificate), lastDate) ??
    completionFromSentences(certificate, order) ??
    loneDateLine(certificate, order) ??
    first(values(certificate, "issueDate"), date) ??
    validity?.from ??
    signatureBlockDate(certificate, order);
  const expiryDate =
    row?.expiryDate !== undefined
      ? date(row.expiryDate)
      : (first(values(certificate, "expiryDate"), date) ??
        validity?.to ??
        expiryFromPhrases(certificate, order));
  // 'Expiration: 24 months': an expiry written as a period is the validity.
  const validityMonths =
    first(values(certificate, "validity"), validityMonthsOfValue) ??
    first(values(certificate, "expiryDate"), periodValue) ??
    validityMonthsIn(certificate.flat);
  const hours =
    fromRow("hours", hoursOfValue) ??
    first(hourValues(certificate), hoursOfValue) ??
    first(unwrappedLines(certificate), hoursIn);

  const data: TrainingDocumentData = {
    courseTitle,
    provider,
    traineeName,
    completionDate,
    // An expiry before the completion is a misread, not a fact.
    expiryDate: expiryDate && completionDate && expiryDate < completionDate ? null : expiryDate,
    validityMonths,
    hours,
    certificateNumber: first(values(certificate, "certificateNumber"), certificateNumber),
  };
  return trainingDocumentDataSchema.parse(data);
}
