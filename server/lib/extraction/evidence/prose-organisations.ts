// Employers named in sentences: 'I joined Nygaard Aero Services in 1998', 'he spent 12 years with the
// Marine Corps', 'went to work for Rio Grande Airlines', 'hired on at …', 'now the director of
// maintenance for X'. A run of capitalised words after such a cue that reads as an organisation.

import { companyScore } from "../builtin/header";
import type { TextSpan } from "./types";

export interface SentenceOrganisation {
  name: string;
  span: TextSpan;
  /** A year written in the same sentence ('in 1998', 'since 2004'). */
  year: string | null;
}

const CUE =
  /\b(?:joined|join|with|for|at|by|hired on at|went to work for|worked for|work for|employed by|moved to|transferred to)\s+(?:the\s+)?/giu;
/** Capitalised words, with the small words organisations keep inside their names. */
const NAME =
  /^(?:\p{Lu}[\p{L}\p{N}&'.-]*|[A-Z]{2,}\d*)(?:\s+(?:(?:of|and|de|del|la|the|&|für)\s+)?(?:\p{Lu}[\p{L}\p{N}&'.-]*|\d{2,4}))*/u;
const MAX_WORDS = 7;
const YEAR = /\b(?:19[5-9]\d|20[0-4]\d)\b/;

export function sentenceOrganisations(text: string, from: number, to: number): SentenceOrganisation[] {
  const found: SentenceOrganisation[] = [];
  const part = text.slice(from, to);
  for (const cue of part.matchAll(CUE)) {
    const at = cue.index + cue[0].length;
    const written = NAME.exec(part.slice(at, at + 120))?.[0];
    if (!written) continue;
    const name = written
      .split(/\s+/)
      .slice(0, MAX_WORDS)
      .join(" ")
      .replace(/[.,]+$/, "");
    if (companyScore(name) < 2 || name.split(/\s+/).length < 1) continue;
    const sentenceStart = Math.max(part.lastIndexOf(".", cue.index), part.lastIndexOf("\n", cue.index)) + 1;
    const endDot = part.indexOf(".", at + name.length);
    const sentence = part.slice(sentenceStart, endDot < 0 ? part.length : endDot);
    found.push({
      name,
      span: { start: from + at, end: from + at + name.length },
      year: YEAR.exec(sentence)?.[0] ?? null,
    });
  }
  return found;
}
