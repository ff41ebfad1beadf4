// The course title and the provider. The title is a labelled value ('Course:'), which may wrap onto
// the line below, or follows 'has successfully completed' (on the same line or the next, again
// perhaps over two lines); never a label, a table header or a piece of a sentence. The provider is
// the letterhead (the first line that is not the certificate's heading) or a line at the top or the
// bottom of the page that reads as an organisation (data/provider-words.json); never a subtitle
// naming a department or a signer's role.

import { type CertificateText, isWrappedLine, tidyValue } from "./certificate-text";
import { TRAINED_VERBS } from "./completion-verbs";
import providerData from "./data/provider-words.json";
import titleData from "./data/title-words.json";
import { findCertificateDates } from "./dates";
import { labelledEntries, labelOf, unlabelledCell } from "./labels";
import { organisationPart } from "./provider-line";
import { bothInCapitals, differsInStyle, namesANumber } from "./title-continuation";

const COMPLETED = new RegExp(
  String.raw`(?<![\p{L}])(?:successfully )?(?:${TRAINED_VERBS}|completed|attended|attending|passed|participated in|completion of|completing|participation in|(?:fulfilled|met)(?= (?:all )?(?:the )?requirements))(?: \d{1,3}(?:[.,]\d)? (?:hours?|hrs?)(?: of (?:training|instruction))?(?: (?:in|on)(?![\p{L}]))?)?(?: all(?: the)? requirements (?:of|for)| the requirements (?:of|for))?(?: the(?![\p{L}]))?(?: (?:course|training|program|programme|course of training|webinar|seminar|workshop|class|session)(?![\p{L}]))?(?: (?:in|on|entitled|titled|named)(?![\p{L}]))?(?: (?:our|your|a|an)(?![\p{L}]))?\s*[:–-]?\s*`,
  "iu",
);
const COMPLETED_ALL = new RegExp(COMPLETED.source, "giu");
/** What follows 'completed' when the title is on the next line: 'the following course:'. */
const FILLER =
  /^(?:the )?(?:following|below|above)?\s*(?:course|training|program|programme|module|webinar|seminar|workshop)?\s*(?:of training)?\s*[:.]?$/iu;
/**
 * What ends a title written in a sentence: 'Human Factors on 12 March 2025 at Miami', a comma before
 * more of the sentence ('EWIS, and is valid'); not a comma inside the title ('Altimeter, Static System').
 */
const TITLE_END =
  / (?:(?:on|at|held|conducted|given|from|dated|in accordance|with a|and is|which|during|between|covering|including|comprising|consisting of|pursuant to|as required by|in compliance with|according to|as part of|with (?:success|distinction|merit|honou?rs)|and (?:has|have|was|is|passed|demonstrated|met))(?![\p{L}])|in (?=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d|\d{4})).*$| ?;.*$|\. .*$/iu;
/**
 * A comma before more of the sentence ('EWIS, and is valid', 'course (ATA 34), a 16-hour course');
 * not one inside the title ('Altimeter, Static System'). Case sensitive: with the 'i' flag \p{Lu}
 * would match every letter.
 */
const COMMA_END = / ?,(?! \p{Lu}).*$/u;
const LEADING_COURSE_WORD =
  /^(?:the )?(?:course|training|program|programme|module|webinar|seminar|workshop)(?: (?:entitled|titled|named|in|on))? (?=[\p{Lu}\d"“])/u;
/** A title in quotes is exactly what the quotes hold. */
const QUOTED = /^["“]([^"”\n]{3,200})["”]/u;
/** 'on 14 March 2025 …' starts with a date; '49 CFR 172 …' and '14 CFR Part 43 …' do not. */
function startsWithDate(title: string): boolean {
  const rest = title.replace(/^on\s+/i, "");
  return findCertificateDates(rest.slice(0, 40), "month-first")[0]?.index === 0;
}
/** 'Employee No.:', 'Aircraft type:': a line that starts with a label the lists may not know. */
const LABEL_LIKE = /^[\p{L}][\p{L}\d .'’()#/&-]{0,30}:/u;
/** Words a sentence or its tail starts with; a title does not. */
const SENTENCE_START =
  /^(?:on|at|held|conducted|from|dated|this|that|the course|in accordance|with|and|is|was|has|have|who|which|for|to|by|as|verify|signed|issued|presented|awarded)(?![\p{L}])/iu;
/**
 * 'Annual Recurrent Training: Regulatory Review (Parts 43 and 145)': a title whose first part names
 * the kind of course before a colon, not a label (words before the kind, a capital after the colon).
 */
const KIND_THEN_TITLE =
  /^(?:[\p{L}'’-]+ ){1,3}(?:[Tt]raining|TRAINING|[Cc]ourse|COURSE|[Pp]rogramm?e?|PROGRAMM?E?|[Mm]odule|MODULE|[Ss]eminar|SEMINAR|[Ww]orkshop|WORKSHOP): \p{Lu}[\p{L}'’-]+ [\p{L}\d(]/u;
const MAX_TITLE = 200;
const MAX_CONTINUATION_LINES = 2;

/** Whether a piece of text can be a course title: not a label, a header, a date or a fragment. */
function acceptableTitle(title: string): boolean {
  if (title.length < 3 || title.length > MAX_TITLE || !/\p{L}{2}/u.test(title)) return false;
  if (startsWithDate(title) || labelOf(title)) return false;
  // A fragment of a sentence starts in lower case ('and met the course objectives').
  return !/^\p{Ll}/u.test(title) && !SENTENCE_START.test(title);
}

/** 'and Phase 2 with CDCCL Awareness': a title wrapped before a small word goes on with a capital. */
const SMALL_WORD_THEN_CAPITAL = /^(?:and|&|of|for|with|in|on) [\p{Lu}\d]/u;

/** Whether line `index` goes on with a title on the line above (a wrapped title). */
function continuesTitle(text: CertificateText, index: number): boolean {
  const line = text.lines[index];
  const above = text.lines[index - 1] ?? "";
  if (line === undefined || text.gapBefore[index] || text.cells[index]!.length !== 1) return false;
  if (line.length > 120 || /[.!?]$/.test(line)) return false;
  if (SENTENCE_START.test(line) && !bothInCapitals(above, line) && !SMALL_WORD_THEN_CAPITAL.test(line))
    return false;
  if (differsInStyle(above, line) || namesANumber(line)) return false;
  if (labelOf(line) || LABEL_LIKE.test(line) || findCertificateDates(line, "unknown").length > 0)
    return false;
  // Text from a PDF has no blank lines: the name, the heading or the organisation below a title is
  // not more of it.
  if (isHeading(line) || readsAsPersonName(line) || words(line).some((word) => ORGANISATION_WORDS.has(word)))
    return false;
  // 'Duration 8 hours', '8 CEUs': a value below the title, not its words.
  if (/\d[\d.,]* ?(?:hours?|hrs?|h|ceus?|credits?)(?![\p{L}])/iu.test(line) || /^\d+(?:[.,]\d+)?$/.test(line))
    return false;
  return /^[\p{Lu}\d("“]/u.test(line) || SMALL_WORD_THEN_CAPITAL.test(line);
}

/** A title cut open by the page ('… 43, 65, 91 and' over '145', '… ATA 28' over '/ ATA 20'). */
const OPEN_END = /(?:(?<![\p{L}])(?:and|or|of|for|the|with|to|in|ata|part|parts)|[,&/+–-])$/iu;
const OPEN_START = /^[/&+,–-]/u;

/**
 * 'to service' under '… Maintenance Records and Return', 'training course' under '… B1 Theoretical
 * Type': a few words in small letters under a wrapped title are its end, unless they start the
 * sentence around it ('in accordance with …', 'on 3 March').
 */
const MAX_SMALL_TAIL = 4;

/** 'Training Course' under '… B1 Theoretical Type': the kind of course, ending a wrapped title. */
const KIND_TAIL = /^(?:(?:training|course|program|programme|module|seminar|workshop|webinar)(?: |$)){1,2}$/iu;

function smallTail(line: string): boolean {
  if (KIND_TAIL.test(line)) return true;
  if (!/^\p{Ll}/u.test(line) || line.split(/\s+/).length > MAX_SMALL_TAIL || /[.!?]$/.test(line))
    return false;
  if (findCertificateDates(line, "unknown").length > 0) return false;
  return !TITLE_END.test(` ${line}`);
}

/** Whether line `next` goes on with a title the page wrapped in the middle of a phrase. */
function wrappedOpen(text: CertificateText, title: string, next: number): boolean {
  const line = text.lines[next];
  if (line === undefined || text.gapBefore[next] || text.cells[next]!.length !== 1) return false;
  // 'Recurrent' under '… Phase 1 & 2 -' ends the title, though it could label an expiry elsewhere.
  if (/:/.test(line) || labelOf(line)?.rest) return false;
  const above = text.lines[next - 1]!;
  return (
    isWrappedLine(text, next - 1) &&
    (OPEN_END.test(title) || OPEN_END.test(above) || OPEN_START.test(line) || smallTail(line))
  );
}

/**
 * A labelled title in a column of a two-column layout ('Course:   Eddy Current Testing (ET)   Completed
 * on: …'), wrapped by its column: the next line is indented, starts with a cell that continues the
 * title, and any other cell on it is the other column's label ('Level II - General   Hours: 40').
 */
function withColumnContinuation(text: CertificateText, title: string, line: number): string {
  const next = line + 1;
  const cells = text.cells[next];
  if (line < 0 || cells === undefined || text.gapBefore[next]) return title;
  if (text.indents[next]! <= text.indents[line]! || !labelOf(text.cells[line]![0]!)) return title;
  const [first, ...others] = cells;
  if (!first || !others.every((cell) => labelOf(cell))) return title;
  if (!continuesCell(first)) return title;
  const joined = tidyValue(`${title} ${first}`);
  return joined.length > MAX_TITLE ? title : joined;
}

/** Whether a cell below a title reads as more of it: capitalised, no label, date, name, heading or organisation. */
function continuesCell(cell: string): boolean {
  if (cell.length > 120 || /[.!?]$/.test(cell) || SENTENCE_START.test(cell)) return false;
  if (labelOf(cell) || LABEL_LIKE.test(cell) || namesANumber(cell)) return false;
  if (findCertificateDates(cell, "unknown").length > 0 || isHeading(cell) || readsAsPersonName(cell))
    return false;
  if (words(cell).some((word) => ORGANISATION_WORDS.has(word))) return false;
  return /^[\p{Lu}\d("“]/u.test(cell);
}

/** A title read from a whole line, with the lines that continue it. */
function withContinuation(text: CertificateText, title: string, line: number): string {
  let result = title;
  for (
    let next = line + 1;
    next <= line + MAX_CONTINUATION_LINES && (continuesTitle(text, next) || wrappedOpen(text, result, next));
    next++
  ) {
    // The comma that ended the line above is the title's ('… Parts 43,' over '65, 91 and 145').
    const comma = /,$/.test(text.lines[next - 1]!) && !result.endsWith(",") ? "," : "";
    const joined = tidyValue(`${result}${comma} ${text.lines[next]!}`);
    if (joined.length > MAX_TITLE) break;
    result = joined;
    // '… Type' over 'Training Course': the kind of course ends the title.
    if (KIND_TAIL.test(text.lines[next]!)) break;
  }
  return result;
}

/** 'Method: Classroom': how a course was given, never its title. */
const DELIVERY_MODE =
  /^(?:online|classroom|e-?learning|instructor[- ]led|virtual|self[- ]paced|blended|web[- ]based|in[- ]person|ojt|on[- ]the[- ]job|distance learning|practical|theory|theoretical)$/i;

/** Every labelled course title that reads as one, with the lines that continue it and its label, in document order. */
export function courseTitlesFromLabels(text: CertificateText): { title: string; label: string }[] {
  const titles: { title: string; label: string }[] = [];
  for (const entry of labelledEntries(text, "courseTitle")) {
    const title = tidyValue(entry.value);
    if (!acceptableTitle(title) || DELIVERY_MODE.test(title)) continue;
    titles.push({
      title:
        entry.endsLine && entry.line >= 0
          ? withContinuation(text, title, entry.line)
          : withColumnContinuation(text, title, entry.line),
      label: entry.label,
    });
  }
  return titles;
}

/** What ends a title that has its own line: a date after it, or a sentence after a full stop. */
const LINE_TITLE_END =
  / (?:on|held on|dated|from|completed on)(?: the)? (?=\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d).*$|\. .*$/iu;

/**
 * The title in a piece of a sentence, cut where the sentence goes on; a title on a line of its own
 * (`ownLine`) is cut only before a date or another sentence, so its commas stay.
 */
function titleFrom(raw: string, ownLine = false): string | null {
  // 'the Ultrasonic Testing (UT) Level I course': the article is not part of the title.
  // 'course ATR 72-600 Engine Run-Up' on the line after 'has completed the': the word that names
  // what the title is, wrapped onto the title's line, is not part of it.
  const trimmed = raw
    .slice(0, 400)
    .trim()
    .replace(/^the (?=\p{Lu})/u, "")
    .replace(LEADING_COURSE_WORD, "");
  // 'completed on September 9, 2025': a date, not a title cut at its comma.
  if (startsWithDate(trimmed)) return null;
  const quoted = QUOTED.exec(trimmed);
  if (quoted) return tidyValue(quoted[1]!);
  // Single spaces first, so that no pattern meets a run of blanks.
  const single = trimmed.replace(/\s+/g, " ");
  const cut = ownLine
    ? single.replace(LINE_TITLE_END, "")
    : single.replace(TITLE_END, "").replace(COMMA_END, "");
  const title = tidyValue(cut);
  return acceptableTitle(title) ? title : null;
}

/** Whether a whole line (no sentence cut off) was taken as the title, so that it may wrap. */
function isWholeLine(title: string, line: string): boolean {
  return tidyValue(line) === title;
}

/** Lower-case words only ('the e-learning module'): they introduce a title on the next line. */
const LOWER_FILLER = /^\p{Ll}[\p{Ll} -]{0,60}:?$/u;
/** A line that only leads on to the title: 'in', 'entitled'. */
const CONNECTOR = /^(?:in|of|on|entitled|titled|called|named)[: ]*$/i;
/** A sentence cut at the end of its line goes on below ('… our Lockout/Tagout and'). */
const CUT_MID_SENTENCE = / (?:\p{Ll}[\p{Ll}-]*|&)$/u;

/** The rest of a sentence, with the lines it runs on to when its line ends mid-sentence. */
function sentenceFrom(text: CertificateText, index: number, rest: string): string {
  let sentence = rest;
  for (let next = index + 1; next <= index + MAX_CONTINUATION_LINES; next++) {
    const line = text.lines[next];
    if (line === undefined || text.gapBefore[next] || /[.!?:;]$/.test(sentence)) break;
    // The sentence goes on: its line ends on a small word, or the next line starts in lower case or
    // with the title's parenthesis ('(Recurrent) course on 4 March').
    // A paragraph's long line wraps wherever the page ends, even inside a title.
    const wrapped = isWrappedLine(text, next - 1);
    const cut = CUT_MID_SENTENCE.test(` ${sentence}`) || /^[\p{Ll}(]/u.test(line);
    if (!cut && !wrapped) break;
    // A new sentence after a wrapped line ('The course reviewed …') is not more of this one.
    if (!cut && /^\p{Lu}/u.test(line) && SENTENCE_START.test(line)) break;
    if (text.cells[next]!.length !== 1 || labelOf(line) || LABEL_LIKE.test(line)) break;
    sentence = `${sentence} ${line}`;
  }
  return sentence;
}

/** The title after an earlier of a line's introducing words, when the last one leads to none. */
function earlierTitle(text: CertificateText, index: number, matches: RegExpExecArray[]): string | null {
  const line = text.lines[index]!;
  for (const match of matches.slice(0, -1).reverse()) {
    const rest = line.slice(match.index + match[0].length).trim();
    if (!rest || FILLER.test(rest) || LOWER_FILLER.test(rest)) continue;
    const title = titleFrom(rest);
    if (title) return title;
  }
  return null;
}

export function courseTitleFromSentences(text: CertificateText): string | null {
  for (let index = 0; index < text.lines.length; index++) {
    const line = text.lines[index]!;
    // 'attended and passed the course X': the title follows the last of the words that introduce it;
    // 'attended our X course, and passed the final examination on …': an earlier one, when what
    // follows the last is no title.
    const matches = [...line.matchAll(COMPLETED_ALL)];
    const match = matches.at(-1);
    if (!match) continue;
    // 'Completed   Hours   Expires': a table header, not a sentence.
    if (text.cells[index]!.length > 1 && labelOf(text.cells[index]![0]!)) continue;
    const rest = line.slice(match.index + match[0].length).trim();
    if (rest && !FILLER.test(rest) && !LOWER_FILLER.test(rest)) {
      const title = titleFrom(sentenceFrom(text, index, rest)) ?? earlierTitle(text, index, matches);
      if (title) return title;
      continue;
    }
    let next = index + 1;
    if (CONNECTOR.test(text.lines[next] ?? "")) next++;
    const nextLine = text.lines[next];
    if (nextLine && !labelOf(nextLine) && text.cells[next]!.length === 1) {
      // A line that starts in lower case goes on with the sentence ('the UT Level I course in accordance …').
      // Under a line the page wrapped ('… attended the' over 'Wheel and Brake Change course … held at
      // our hangar'), the next line goes on with the sentence: it is cut as a sentence is.
      const ownLine =
        /^(?:the )?[\p{Lu}\d"“(]/u.test(nextLine) &&
        !/^the /.test(nextLine) &&
        !isWrappedLine(text, next - 1);
      const title = titleFrom(nextLine, ownLine);
      if (title) return isWholeLine(title, nextLine) ? withContinuation(text, title, next) : title;
    }
  }
  return null;
}

const TITLE_WORDS = new Set(titleData.words);
const ORGANISATION_WORDS = new Set(titleData.organisation);
const HEADING_WINDOW = 8;
const NO_HEADING_WINDOW = 2;

/** Whether a line is the certificate's heading: 'CERTIFICATE OF COMPLETION', 'Training Record'. */
export function isHeading(line: string): boolean {
  return isHeadingOnly(headingAndTitle(line)?.heading ?? line);
}

function isHeadingOnly(line: string): boolean {
  const lower = words(line);
  return lower.length <= 6 && lower.some((word) => HEADING.has(word)) && !/\d/.test(line);
}

/** 'Certificate of Completion – Human Factors': a heading, a dash or colon, and the course's title. */
const HEADING_THEN_TITLE = /^(.{5,60}?) (?:[–—-]|:) (.{3,200})$/u;

/** The words a certificate's own heading starts or ends with; 'Qualification' may end a course's title. */
const DOCUMENT_WORDS = new Set([
  "certificate",
  "certification",
  "diploma",
  "transcript",
  "record",
  "award",
  "letter",
]);

function headingAndTitle(line: string): { heading: string; title: string } | null {
  const match = HEADING_THEN_TITLE.exec(line);
  if (!match || !isHeadingOnly(match[1]!)) return null;
  const headingWords = words(match[1]!);
  if (!DOCUMENT_WORDS.has(headingWords[0]!) && !DOCUMENT_WORDS.has(headingWords.at(-1)!)) return null;
  return { heading: match[1]!, title: match[2]! };
}

/** Whether a line has a word of course titles ('training', 'inspection'): then it is not a person's name. */
export function hasTitleWord(line: string): boolean {
  return words(line).some((word) => TITLE_WORDS.has(word.replace(/[^a-z0-9-]/g, "")));
}

/**
 * When nothing labels or introduces the course: the first line after the certificate's heading that
 * reads as a course title (a word of course titles, not a label, a sentence, a date, a heading or
 * one of `exclude`), with the line that continues it.
 */
export function courseTitleFromHeading(text: CertificateText, exclude: (string | null)[]): string | null {
  const heading = text.lines.findIndex(isHeading);
  const inHeading = heading < 0 ? undefined : headingAndTitle(text.lines[heading]!)?.title;
  if (inHeading && acceptableTitle(tidyValue(inHeading))) return tidyValue(inHeading);
  // Without a heading ('Coastal Avionics Training Center' over 'RVSM Maintenance - …'), or with one
  // only at the foot of the page, the title is among the lines right under the letterhead, which is
  // the first line and never the title.
  const underHeading =
    heading < 0 ? null : titleInWindow(text, heading + 1, heading + HEADING_WINDOW, exclude);
  const top = letterheadLine(text);
  return (
    underHeading ??
    (heading >= 0 && heading <= top
      ? null
      : titleInWindow(text, top + 1, top + 1 + NO_HEADING_WINDOW, exclude))
  );
}

/** The first line from `start` (before `end`) that reads as a course title, with its continuation. */
function titleInWindow(
  text: CertificateText,
  start: number,
  end: number,
  exclude: (string | null)[],
): string | null {
  for (let index = start; index < Math.min(text.lines.length, end); index++) {
    // 'Human Factors Initial      Hours: 8': the title beside the other column's labelled values.
    const line = unlabelledCell(text, index);
    if (line === null || isHeading(line) || /[.!?]$/.test(line)) continue;
    if (LABEL_LIKE.test(line) && !KIND_THEN_TITLE.test(line)) continue;
    // 'We certify that … has completed the': a sentence, not a title.
    if (COMPLETED.test(line) || /^(?:we|i) /i.test(line)) continue;
    if (
      findCertificateDates(line, "unknown").length > 0 ||
      words(line).some((word) => ORGANISATION_WORDS.has(word))
    )
      continue;
    // 'ATR 72-212A (PW127M)' over 'Line and Base Maintenance Training': the title starts above its words.
    const next = text.lines[index + 1];
    if (readsAsPersonName(line)) continue;
    if (!hasTitleWord(line) && !(next && continuesTitle(text, index + 1) && hasTitleWord(next))) continue;
    const title = tidyValue(line);
    if (exclude.some((value) => value !== null && same(title, value)) || !acceptableTitle(title)) continue;
    return withContinuation(text, title, index);
  }
  return null;
}

/** 'CONFIDENTIAL', 'Certified true copy': a line made only of the words a document is stamped with. */
function isStamp(line: string): boolean {
  return words(line).every((word) => MARKING.has(word.replace(/[^a-z]/g, "")));
}

/** The letterhead's line: the first one that is not a stamp. */
export function letterheadLine(text: CertificateText): number {
  const index = text.lines.findIndex((line) => !isStamp(line));
  return index < 0 ? 0 : index;
}

const PROVIDER_WORDS = new Set(providerData.words);
const NOT_PROVIDER = new Set(providerData.notProvider);
const HEADING = new Set(providerData.heading);
const MARKING = new Set(providerData.marking);
const EDGE_LINES = 4;
const HEADING_LINES = 3;

function words(line: string): string[] {
  return line.toLowerCase().split(/[\s,]+/);
}

function plausibleName(line: string): boolean {
  return line.length >= 2 && line.length <= 80 && !/\d{3,}|@|:|_{3,}/.test(line) && /^[\p{Lu}\d]/u.test(line);
}

function readsAsProvider(line: string): boolean {
  if (!plausibleName(line)) return false;
  const lower = words(line);
  if (lower.some((word) => NOT_PROVIDER.has(word) || HEADING.has(word))) return false;
  return lower.some((word) => PROVIDER_WORDS.has(word));
}

/** 'Inc.', 'S.A.' keep their full stop: it is part of the name. */
export function tidyName(value: string): string {
  const tidy = tidyValue(value);
  return /\b(?:inc|ltd|co|corp|bros|kft|pty|s\.a|s\.a\.s|b\.v|n\.v|s\.p\.a|s\.r\.l|l\.l\.c|d\.o\.o|s\.r\.o|a\.s|o\.o)\.$/i.test(
    value.trim(),
  )
    ? `${tidy}.`
    : tidy;
}

const same = (a: string, b: string | null) => b !== null && a.toLowerCase() === b.toLowerCase();
/** Whether a line is the title or a line of it (a title over two lines). */
const partOf = (line: string, title: string | null) =>
  title?.toLowerCase().includes(tidyValue(line).toLowerCase()) === true;

/** 'Marcus D. Bell': two to four capitalised words, none of a course title or an organisation. */
export function readsAsPersonName(line: string): boolean {
  const parts = line.split(/\s+/);
  if (parts.length < 2 || parts.length > 4 || !parts.every((word) => /^\p{Lu}/u.test(word))) return false;
  return (
    !hasTitleWord(line) &&
    !words(line).some((word) => ORGANISATION_WORDS.has(word) || PROVIDER_WORDS.has(word))
  );
}

/**
 * The lines' cells without the bare labels ('Participant:') a PDF reads as a column before the
 * letterhead, when a label column sits beside a centred heading.
 */
function withoutLabelColumn(text: CertificateText): string[][] {
  return text.cells.filter((cells) => !(cells.length === 1 && /:$/.test(cells[0]!)));
}

/**
 * The letterhead: the first line that is not the certificate's heading ('CERTIFICATE OF COMPLETION'),
 * when it reads as a name (not a sentence, a label, the course or the trainee).
 */
function letterhead(
  text: CertificateText,
  courseTitle: string | null,
  trainee: string | null,
  beforeHeading = false,
): string | null {
  for (const cells of withoutLabelColumn(text).slice(0, HEADING_LINES)) {
    // 'Ace Aviation Academy | 123 Main St': the name before the address; on a second look, 'Acme
    // Aero Academy - Training Record': the name before the document's heading.
    const first = organisationPart((cells[0] ?? "").split(/ [|•·] /)[0]!);
    const cell = beforeHeading ? withoutHeadingPart(first) : first;
    const lower = words(cell);
    if (lower.some((word) => HEADING.has(word)) || !/\p{L}{2}/u.test(cell) || /^[[(<]/.test(cell)) continue;
    // 'CONFIDENTIAL', 'Certified true copy': a stamp above the letterhead.
    if (isStamp(cell)) continue;
    if (!plausibleName(cell) || labelOf(cell) || LABEL_LIKE.test(cell) || SENTENCE_START.test(cell))
      return null;
    if (partOf(cell, courseTitle) || same(cell, trainee) || lower.some((word) => NOT_PROVIDER.has(word)))
      return null;
    return tidyName(cell);
  }
  return null;
}

function withoutHeadingPart(cell: string): string {
  const dash = / [–—-] /u.exec(cell);
  return dash && isHeadingOnly(cell.slice(dash.index + dash[0].length))
    ? cell.slice(0, dash.index).trim()
    : cell;
}

/** The letterhead, or the first organisation-like line among the first and then the last few lines. */
export function providerFromLayout(
  text: CertificateText,
  courseTitle: string | null,
  trainee: string | null = null,
): string | null {
  // An LMS's name before its heading ('Cornerstone Learning - Transcript') gives way to the
  // organisation under it; only when none is there is the name before a heading the letterhead.
  const head = letterhead(text, courseTitle, trainee) ?? letterhead(text, courseTitle, trainee, true);
  if (head) return head;
  const firstCells = withoutLabelColumn(text).map((cells) => organisationPart(cells[0] ?? ""));
  const candidates = [...firstCells.slice(0, EDGE_LINES), ...firstCells.slice(-EDGE_LINES).reverse()];
  for (const cell of candidates) {
    if (partOf(cell, courseTitle) || labelOf(cell)) continue;
    if (readsAsProvider(cell)) return tidyName(cell);
  }
  return null;
}
