// Finding a value the form holds in the resume's text: case-insensitive, any run of spaces or a line
// break between words, whole words only, so 'Delta' is not found inside 'Deltaflight'.

import type { TextSpan } from "./types";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function occurrences(text: string, value: string | null | undefined): TextSpan[] {
  const words = (value ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.join("").length < 2) return [];
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])${words.map(escapeRegExp).join("[\\s,]+")}(?![\\p{L}\\p{N}])`,
    "giu",
  );
  return [...text.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The organisation's name as resumes shorten it: without its legal form or a parenthesised part. */
export function shorterNames(name: string | null): string[] {
  if (!name) return [];
  const withoutParts = name
    .replace(/\([^()]*\)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const withoutForm = withoutParts
    .replace(/[,\s]+(?:inc|llc|ltd|corp|corporation|co|company|gmbh|s\.?a\.?|plc|pte|limited)\.?$/i, "")
    .trim();
  const words = withoutForm.split(" ");
  const firstTwo = words.length > 2 ? words.slice(0, 2).join(" ") : null;
  return [...new Set([withoutParts, withoutForm, firstTwo].filter((n): n is string => !!n && n !== name))];
}

export function distance(a: TextSpan, b: TextSpan): number {
  if (a.end <= b.start) return b.start - a.end;
  if (b.end <= a.start) return a.start - b.end;
  return 0;
}

export function overlaps(a: TextSpan, b: TextSpan): boolean {
  return a.start < b.end && b.start < a.end;
}

/** A date the form stores ('2015-03-01', '2015-03', '2015') and one the resume writes agree. */
export function sameStart(stored: string | null, written: string): boolean {
  if (!stored) return false;
  if (written.length === 4) return stored.slice(0, 4) === written;
  return stored.slice(0, 7) === written.slice(0, 7);
}
