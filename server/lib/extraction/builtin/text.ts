// The resume as lines with offsets into one normalized text, so every later step (sections,
// employers, equipment, flags) can say where it found something and relate it to the rest.

import { EXTRACTION_MAX_CHARACTERS } from "@domain/constants";
import { linearizePlainText } from "../../documents/layout";

export interface Line {
  index: number;
  /** Offsets of `text` in Document.text. */
  start: number;
  end: number;
  /** Trimmed, bullet removed, tabs and wide gaps kept as three spaces. */
  text: string;
  indent: number;
  bullet: boolean;
  blank: boolean;
}

export interface ResumeDocument {
  text: string;
  lines: Line[];
}

const BULLET = /^(?:[-–*•·▪●◦‣∙○■□➢➤►▶✓✔❖♦>]|\d{1,2}[.)])\s+/u;
const DECORATION = /^[\s\-=_*~#.·•]{3,}$/u;
const PAGE_NUMBER = /^\s*(?:page\s+)?\d{1,3}\s*(?:of|\/)\s*\d{1,3}\s*$/i;

/** One spelling for dashes, quotes, spaces and ligatures, whatever the source document used. */
export function normalizeCharacters(raw: string): string {
  return raw
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, " ")
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, "")
    .replace(/[\u2010\u2011]/g, "-")
    .replace(/[\u2012-\u2015\u2212]/g, "–")
    .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/\ufb01/g, "fi")
    .replace(/\ufb02/g, "fl")
    .replace(/\ufb00/g, "ff")
    .replace(/\u2026/g, "...");
}

/** Markdown left in pasted text: '### Bayside Aerospace', '**Aircraft Mechanic**'. */
function withoutMarkup(line: string): string {
  return line.replace(/^(\s*)#{1,6}[ \t]+/, "$1").replace(/\*\*/g, "");
}

/** Cuts at the last line break before the bound, as text extraction does. */
function bounded(raw: string): string {
  if (raw.length <= EXTRACTION_MAX_CHARACTERS) return raw;
  const cut = raw.lastIndexOf("\n", EXTRACTION_MAX_CHARACTERS);
  return raw.slice(0, cut > EXTRACTION_MAX_CHARACTERS / 2 ? cut : EXTRACTION_MAX_CHARACTERS);
}

/** Two columns in plain text need a wide gap inside a line; without one, reading order is the text's. */
const COLUMN_GAP = /\S {3,}\S/;

export function prepareDocument(raw: string): ResumeDocument {
  // The extractor reads no more than text extraction hands over (EXTRACTION_MAX_CHARACTERS), also
  // when called directly, so no input can make it work longer than a resume of that size.
  const normalized = normalizeCharacters(bounded(raw))
    .split("\n")
    .map((line) => (DECORATION.test(line) || PAGE_NUMBER.test(line) ? "" : withoutMarkup(line).trimEnd()))
    .join("\n")
    // A tab (Word's 'Title<tab>Dates') is a gap between columns, like three or more spaces.
    .replace(/(?<! ) *\t[\t ]*/g, "   ");
  const text = COLUMN_GAP.test(normalized) ? linearizePlainText(normalized) : normalized;
  const lines: Line[] = [];
  let offset = 0;
  for (const [index, rawLine] of text.split("\n").entries()) {
    const indent = rawLine.length - rawLine.trimStart().length;
    let content = rawLine.trim();
    let start = offset + indent;
    const bullet = BULLET.exec(content);
    if (bullet) {
      content = content.slice(bullet[0].length);
      start += bullet[0].length;
    }
    // Text keeps its length so offsets stay true; tabs become spaces.
    lines.push({
      index,
      start,
      end: start + content.length,
      text: content.replace(/\t/g, " "),
      indent,
      bullet: bullet !== null,
      blank: content === "",
    });
    offset += rawLine.length + 1;
  }
  return { text: text.replace(/\t/g, " "), lines };
}

const ABBREVIATION =
  /(?:\b(?:inc|co|corp|ltd|no|nos|st|mt|ft|mr|mrs|ms|dr|jr|sr|vs|approx|etc|dept|assoc|intl|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|e\.g|i\.e)|\b\p{L})\.$/iu;

/** Sentence boundaries inside [start, end) of the text: offsets where a new sentence begins. */
export function sentenceStarts(text: string, start: number, end: number): number[] {
  const starts = [start];
  // Searched in the passage alone: a search from `start` through the whole text would cross the rest
  // of the document for every passage without a sentence end (quadratic).
  const passage = text.slice(start, end);
  const pattern = /[.!?]["')]?\s+(?=["'(]?[\p{Lu}\d])/gu;
  for (let match = pattern.exec(passage); match; match = pattern.exec(passage)) {
    const before = passage.slice(Math.max(0, match.index - 12), match.index + 1);
    if (ABBREVIATION.test(before)) continue;
    const next = match.index + match[0].length;
    if (next < passage.length) starts.push(start + next);
  }
  return starts;
}

/**
 * Trims any of `characters` from both ends in linear time. A pattern such as /[,;]+$/ retries at
 * every character of a long run and is quadratic; this is not.
 */
export function trimCharacters(text: string, characters: string, where: "both" | "end" = "both"): string {
  let start = 0;
  let end = text.length;
  if (where === "both") while (start < end && characters.includes(text[start]!)) start++;
  while (end > start && characters.includes(text[end - 1]!)) end--;
  return text.slice(start, end);
}

/**
 * Markdown emphasis taken off a line's words ('**Skyline Airlines**, Line Technician (_2016–2019_)'):
 * web pages and README resumes keep the markers, which hide a name's capital or a date's edge. A
 * bullet's own '* ' stays.
 */
export function withoutEmphasis(text: string): string {
  if (!/[*_]/.test(text)) return text;
  return text
    .replace(/(\*\*|__)(?=\S)(.{1,200}?)(?<=\S)\1/g, "$2")
    .replace(/(^|[\s(|·,—–-])([*_])(?=[^\s*_])(.{1,200}?)(?<=[^\s*_])\2(?=$|[\s),.;:|·—–-])/g, "$1$3");
}
