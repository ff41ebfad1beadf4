// The resume as lines with offsets into one normalized text, so every later step (sections,
// employers, equipment, flags) can say where it found something and relate it to the rest.

import { EXTRACTION_MAX_CHARACTERS } from "@domain/constants";
import { CHUNK_GAP, joinRow, linearizedRows } from "../../documents/layout";
import { type Traced, TracedBuilder, tracePrefix, traceReplace, untraced } from "./source-offsets";

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
  /**
   * For each character of `text`, its offset in the text the document was prepared from (the
   * upload's `extracted_text`); absent when the two are the same. `sourceSpans` maps ranges back.
   */
  origin?: Int32Array;
}

const BULLET = /^(?:[-–*•·▪●◦‣∙○■□➢➤►▶✓✔❖♦>]|\d{1,2}[.)])\s+/u;
const DECORATION = /^[\s\-=_*~#.·•]{3,}$/u;
const PAGE_NUMBER = /^\s*(?:page\s+)?\d{1,3}\s*(?:of|\/)\s*\d{1,3}\s*$/i;

/** One spelling for dashes, quotes, spaces and ligatures, whatever the source document used. */
const CHARACTER_SPELLINGS: readonly (readonly [RegExp, string])[] = [
  [/\r\n?/g, "\n"],
  [/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, " "],
  [/[\u200b-\u200d\u2060\ufeff\u00ad]/g, ""],
  [/[\u2010\u2011]/g, "-"],
  [/[\u2012-\u2015\u2212]/g, "–"],
  [/[\u2018\u2019\u201a\u2032]/g, "'"],
  [/[\u201c\u201d\u201e\u2033]/g, '"'],
  [/\ufb01/g, "fi"],
  [/\ufb02/g, "fl"],
  [/\ufb00/g, "ff"],
  [/\u2026/g, "..."],
];

export function normalizeCharacters(raw: string): string {
  return CHARACTER_SPELLINGS.reduce(
    (text, [pattern, spelling]) => text.replace(pattern, spelling),
    raw.normalize("NFC"),
  );
}

/** `normalizeCharacters` keeping where each character came from. */
function traceNormalizedCharacters(raw: Traced): Traced {
  let traced = raw;
  if (raw.text.normalize("NFC") !== raw.text) {
    // Each character with its combining marks composes on its own; should that ever differ from the
    // whole text's composition, the origins are spread evenly (the text stays exactly NFC's).
    const composed = traceReplace(raw, /\P{M}\p{M}*/gu, (match) => match[0].normalize("NFC"));
    const whole = raw.text.normalize("NFC");
    traced = composed.text === whole ? composed : spreadEvenly(whole, raw);
  }
  for (const [pattern, spelling] of CHARACTER_SPELLINGS)
    traced = traceReplace(traced, pattern, () => spelling);
  return traced;
}

function spreadEvenly(text: string, source: Traced): Traced {
  const origin = new Int32Array(text.length);
  for (let index = 0; index < text.length; index++) {
    origin[index] = source.origin[Math.floor((index * source.text.length) / Math.max(1, text.length))] ?? 0;
  }
  return { text, origin };
}

const MARKUP_HEADING = /^(\s*)#{1,6}[ \t]+/g;
const STRONG = /\*\*/g;

/** A line as the extractor reads it: decoration and page numbers blank, Markdown's '###' and '**' gone ('### Bayside Aerospace', '**Aircraft Mechanic**'), no trailing space. */
function preparedLine(line: string): Traced | string {
  if (DECORATION.test(line) || PAGE_NUMBER.test(line)) return "";
  // A prefix of the line keeps its offsets as a plain string does.
  if (!line.includes("#") && !line.includes("**")) return line.trimEnd();
  let traced = traceReplace(untraced(line), MARKUP_HEADING, (match) => match[1]!);
  traced = traceReplace(traced, STRONG, () => "");
  return tracePrefix(traced, traced.text.trimEnd().length);
}

/** Cuts at the last line break before the bound, as text extraction does. */
function bounded(raw: string): string {
  if (raw.length <= EXTRACTION_MAX_CHARACTERS) return raw;
  const cut = raw.lastIndexOf("\n", EXTRACTION_MAX_CHARACTERS);
  return raw.slice(0, cut > EXTRACTION_MAX_CHARACTERS / 2 ? cut : EXTRACTION_MAX_CHARACTERS);
}

/** Two columns in plain text need a wide gap inside a line; without one, reading order is the text's. */
const COLUMN_GAP = /\S {3,}\S/;

/** `linearizePlainText` keeping where each character came from. */
function traceLinearized(input: Traced): Traced {
  const rows = linearizedRows(input.text);
  if (!rows) return input;
  const lineStarts = [0];
  for (let index = input.text.indexOf("\n"); index >= 0; index = input.text.indexOf("\n", index + 1)) {
    lineStarts.push(index + 1);
  }
  const out = new TracedBuilder();
  rows.forEach((row, rowIndex) => {
    if (rowIndex > 0) out.pushSpread("\n", out.lastOrigin() + 1, out.lastOrigin() + 2);
    row.forEach((chunk, chunkIndex) => {
      // Prepared text has no tabs here, so a chunk's column is its offset in its line.
      const from = lineStarts[chunk.line ?? 0]! + chunk.start;
      if (chunkIndex > 0)
        out.pushSpread(CHUNK_GAP, out.lastOrigin() + 1, input.origin[from] ?? out.lastOrigin() + 1);
      out.pushTraced(chunk.text, input.origin.subarray(from, from + chunk.text.length));
    });
  });
  const joined = out.build();
  if (joined.text !== rows.map(joinRow).join("\n"))
    throw new Error("linearized text out of step with its origins");
  return traceReplace(joined, /\n{3,}/g, () => "\n\n");
}

export function prepareDocument(raw: string): ResumeDocument {
  // The extractor reads no more than text extraction hands over (EXTRACTION_MAX_CHARACTERS), also
  // when called directly, so no input can make it work longer than a resume of that size.
  let traced = traceNormalizedCharacters(untraced(bounded(raw)));
  traced = traceReplace(traced, /[^\n]+/g, (match) => preparedLine(match[0]));
  // A tab (Word's 'Title<tab>Dates') is a gap between columns, like three or more spaces.
  traced = traceReplace(traced, /(?<! ) *\t[\t ]*/g, () => "   ");
  if (COLUMN_GAP.test(traced.text)) traced = traceLinearized(traced);
  const { text, origin } = traced;
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
  const changed = text.length !== raw.length || origin.some((at, index) => at !== index);
  return { text: text.replace(/\t/g, " "), lines, ...(changed ? { origin } : {}) };
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
