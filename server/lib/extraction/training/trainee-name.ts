// The trainee's name on a certificate, and whether it names the uploader. Names compare without
// case or accents, in either order ('Smith, John A.'), with middle names and initials optional and
// an initial standing for a given name ('J. Smith' is John Smith): a certificate is flagged only
// when the names plainly differ.

import type { TraineeCheck } from "@domain/schemas/training-document";
import { trimCharacters } from "../builtin/text";

const NAME = /^[\p{L}][\p{L}'’.\- ]{0,80}(?:,[ ]?[\p{L}][\p{L}'’.\- ]{0,60})?$/u;
/**
 * Words after the name in a sentence: 'John Smith has successfully completed', 'Ravi Kumar of Delta
 * Air Lines', 'J. R. Alvarez performed', 'Completed by: Priyanka Sharma on 12 March 2025'.
 */
const SENTENCE_REST =
  / (?:(?:has|have|having|had|successfully|completed|attended|participated|passed|is|was|for|who|in recognition|received|took|finished|underwent|performed|demonstrated)(?![\p{L}])|(?:of|from) (?=\p{Lu})|on (?=\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d)).*$/iu;
/**
 * What may follow the name: 'John Smith, Employee No. 4471', 'Jane Doe (ID 0042)', 'Ann Lee, A&P',
 * 'Pieter VAN DER BERG (Licence No. NL.66.40121)'.
 */
const AFTER_NAME =
  /(?:,? *\(?(?<![\p{L}])(?:employee|emp|staff|student|learner|badge|member|user|id|no\.|#|licen[cs]e|certificate|cert)(?![\p{L}])|, *(?:a&p|amt|ia|ame|b1|b2|phd)(?![\p{L}])| {2,}).*$/iu;
const MAX_VALUE = 300;
const HONORIFIC = /^(?:mr|mrs|ms|miss|dr|capt|captain)\.?\s+/i;

/** A name read from a labelled value or a sentence, or null when the value does not read as one. */
export function traineeNameOf(value: string): string | null {
  // Single spaces first, so that no pattern below meets a run of blanks.
  const sentence = value
    .slice(0, MAX_VALUE)
    .replace(AFTER_NAME, "")
    .replace(/\s+/g, " ")
    .replace(SENTENCE_REST, "");
  // Trailing punctuation goes, but not the full stop of a last initial ('Okafor, Chinedu E.').
  const name = trimCharacters(sentence, "\"'“”‘’ ,;:!").replace(HONORIFIC, "");
  if (!NAME.test(name)) return null;
  const words = name.split(/[ ,]+/).filter(Boolean);
  if (words.length < 2 || words.length > 6) return null;
  return name;
}

interface NameParts {
  given: string[];
  family: string[];
  all: string[];
}

function plain(word: string): string {
  return word
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
}

function words(text: string): string[] {
  return text
    .split(/[\s-]+/)
    .map(plain)
    .filter(Boolean);
}

/** 'Smith, John A.' and 'John A. Smith' give the same parts. */
export function nameParts(fullName: string): NameParts {
  const name = fullName.slice(0, MAX_VALUE);
  const comma = name.indexOf(",");
  const ordered = comma >= 0 ? `${name.slice(comma + 1)} ${name.slice(0, comma)}` : name;
  const all = words(ordered);
  return { given: all.slice(0, 1), family: all.slice(-1), all };
}

function sameGiven(a: string, b: string): boolean {
  if (a.length === 1 || b.length === 1) return a[0] === b[0];
  return a === b;
}

/** Whether a certificate's trainee is the uploader (the account's full name). */
export function compareTraineeName(certificateName: string | null, accountName: string | null): TraineeCheck {
  if (!certificateName || !accountName) return "unknown";
  const certificate = nameParts(certificateName);
  const account = nameParts(accountName);
  if (certificate.all.length < 2 || account.all.length < 2) return "unknown";
  // Family name: the account's last word appears among the certificate's words (or the other way
  // round, for compound family names written in part).
  const accountFamily = account.family[0]!;
  const certificateFamily = certificate.family[0]!;
  const familyMatches =
    certificate.all.slice(1).includes(accountFamily) || account.all.slice(1).includes(certificateFamily);
  const givenMatches = sameGiven(certificate.given[0]!, account.given[0]!);
  return familyMatches && givenMatches ? "matches" : "different";
}
