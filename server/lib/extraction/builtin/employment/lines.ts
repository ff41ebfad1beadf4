// What a single line of a job history looks like: a heading, a sentence, a place, a duration. Shared by
// the employment detectors and the prose reader, so none of them imports another to ask.

import { findOperationCategory } from "../clues";
import { companyScore, parseHeader, titleScore, withoutFieldLabel } from "../header";
import { parseLocation } from "../places";
import { trimCharacters } from "../text";

const SMALL_WORDS = new Set([
  "of",
  "and",
  "de",
  "da",
  "do",
  "del",
  "la",
  "le",
  "the",
  "for",
  "at",
  "in",
  "on",
  "a",
  "an",
  "&",
  "/",
  "-",
  "–",
  "|",
  "y",
  "et",
  "to",
]);
const SENTENCE_END = /[.;:!?]$/;
const ABBREVIATION_END = /\b(?:inc|co|corp|ltd|jr|sr|st|llc|l\.l\.c)\.$/i;
/** A name or place that ends in an abbreviation: 'Talleres Cantábricos S.L.', 'Zapopan, Jal.'. */
const INITIALS_END = /(?:^|[\s,])(?:\p{Lu}\.){2,4}$|,\s*\p{Lu}\p{Ll}{1,3}\.$/u;
/** A title typed in lower case on a line of its own: 'aircraft mechanic', 'owner / mobile mechanic'. */
const LOWER_CASE_TITLE_LINE = /^[\p{Ll}&/' -]{4,60}$/u;

/** A short lower-case title and its separator: 'aircraft mechanic, '. Only tried on lines of ≤ 120 characters. */
const LOWER_CASE_TITLE = /^((?:\p{Ll}[\p{Ll}&.'-]*\s?){1,4}?)(?:\s*[,|–]\s*|\s+-\s+|\s+at\s+)(?=\S)/u;

export const CAMEL_NAME = /^\p{Ll}{1,4}\p{Lu}\p{L}/u;

/** Short, mostly capitalized, not a sentence: 'Southern Skies Airlines (Part 121) – Memphis, TN'. */
export function looksLikeHeader(text: string): boolean {
  const stripped = withoutFieldLabel(
    text
      .replace(/\([^)]*\)/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
  if (!stripped || stripped.length > 120) return false;
  if (SENTENCE_END.test(stripped) && !ABBREVIATION_END.test(stripped) && !INITIALS_END.test(stripped))
    return false;
  if (LOWER_CASE_TITLE_LINE.test(stripped) && stripped.split(/\s+/).length <= 6 && titleScore(stripped) >= 2)
    return true;
  const lowerTitle = LOWER_CASE_TITLE.exec(stripped);
  // 'aircraft mechanic, Bayside Aerospace MRO': a title typed in lower case before a written name.
  if (lowerTitle && titleScore(lowerTitle[1]!) >= 2) {
    const rest = stripped.slice(lowerTitle[0].length);
    return /^\p{Lu}/u.test(rest) && looksLikeHeader(rest);
  }
  // 'easyJet', 'iFly' start with a small letter and are still names.
  if (/^\p{Ll}/u.test(stripped) && !CAMEL_NAME.test(stripped)) return false;
  const words = stripped.split(" ").filter((word) => /\p{L}/u.test(word));
  if (words.length === 0 || words.length > 14) return false;
  const significant = words.filter((word) => !SMALL_WORDS.has(word.toLowerCase()));
  if (significant.length === 0) return false;
  const capitalized = significant.filter(
    (word) => /^[\p{Lu}\d("'&]/u.test(word) || CAMEL_NAME.test(word),
  ).length;
  return capitalized / significant.length >= 0.7;
}

/** A sentence told in the first or third person: read as prose, never as a heading. */
export function isSentence(text: string): boolean {
  return (
    text.length > 40 && !looksLikeHeader(text) && /\b(?:I|I'm|I've|my|he|she|was|were|worked)\b/.test(text)
  );
}

/** Evidence that a line after a date is still the heading (an employer, a title, a place). */
export function isStrongHeader(text: string): boolean {
  if (!looksLikeHeader(text)) return false;
  const pieces = text.split(/\s{3,}|\s[|–·•]\s|\s+-\s+|\s+(?:at|@)\s+/);
  // 'Dallas (Love Field), TX': a place with a note in parentheses is still a place.
  const place = (piece: string) => parseLocation(piece.replace(/\s*\([^()]*\)/g, ""));
  if (pieces.some((piece) => parseLocation(piece) !== null || place(piece) !== null)) return true;
  // 'Klamath Basin Tractor & Implement, Klamath Falls, OR': a name, then the place after commas.
  const commaPieces = text.split(/\s*,\s*/);
  if (commaPieces.length >= 3 && parseLocation(commaPieces.slice(-2).join(", ")) !== null) return true;
  if (/\([^)]*\)/.test(text) && findOperationCategory(text)) return true;
  // 'Line Service Technician, part-time': judge the pieces, not the line's last word.
  return [text, ...text.split(/\s*,\s*/)].some((piece) => companyScore(piece) >= 2 || titleScore(piece) >= 2);
}

/** 'Jan 2019 - Present · 5 yrs 11 mos', '9 yrs 4 mos': a stated length of time, never turned into dates. */
export const DURATION =
  /(?<![\p{L}\d])\d{1,2}\+?\s*(?:yrs?|years?)(?:,?\s+\d{1,2}\s*(?:mos?|months?))?(?![\p{L}\d])|(?<![\p{L}\d])\d{1,2}\s*(?:mos?|months?)(?![\p{L}\d])/giu;

/** What may follow a duration that ends a line: ')', 'with the company', 'total'. */
export const DURATION_TAIL =
  /^\)?(?: ?(?:(?:with|at) (?:the|this) (?:company|firm|shop|employer)|in total|total))? ?\)?$/i;

export function withoutDurations(text: string): string {
  // 'June 2014 - February 2019 (4 years 9 months)': the parentheses go with the duration.
  return trimEdges(text.replace(DURATION, " ").replace(/\(\s*\)/g, " "));
}

const EDGE_CHARACTERS = " \t\n|,;:–-[]·•";

/** Trims separators, and the parenthesis left open or closed when dates were in '(2015 – 2017)'. */
export function trimEdges(text: string): string {
  let trimmed = trimCharacters(text, EDGE_CHARACTERS);
  const open = (trimmed.match(/\(/g) ?? []).length;
  const close = (trimmed.match(/\)/g) ?? []).length;
  if (open > close) trimmed = trimmed.replace(/\(\s*$/, "");
  if (close > open) trimmed = trimmed.replace(/^\s*\)/, "");
  return trimCharacters(trimmed, EDGE_CHARACTERS);
}

/** A heading line that names an employer: an organisation word, or a name before a place. */
export function namesEmployer(text: string): boolean {
  if (!isStrongHeader(text)) return false;
  const fields = parseHeader([text]);
  return (
    fields.company !== null &&
    fields.title === null &&
    (companyScore(fields.company) >= 2 || fields.location !== null)
  );
}

export function isPlaceOnly(text: string): boolean {
  if (/\s{3,}|\t/.test(text)) return false;
  // 'Durango, CO': Colorado's code is no 'Co.'; the city alone must not name an organisation.
  const city = text.replace(/,[^,]*$/, "");
  return parseLocation(text) !== null && titleScore(text) === 0 && companyScore(city) === 0;
}

/** A line holding only a duration: LinkedIn's total under a company name ('7 yrs 2 mos'). */
export function isDurationOnly(text: string): boolean {
  return /\d/.test(text) && text.length <= 40 && withoutDurations(text) === "";
}
