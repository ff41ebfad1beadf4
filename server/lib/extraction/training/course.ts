// The course title and the provider when no label names them: the title follows 'has successfully
// completed' (on the same line or the next), the provider is a line at the top or the bottom of the
// page that reads as an organisation (data/provider-words.json).

import { type CertificateText, tidyValue } from "./certificate-text";
import providerData from "./data/provider-words.json";
import { labelOf } from "./labels";

const COMPLETED =
  /(?:successfully )?(?:completed|attended|passed|participated in|completion of|for completing)(?: all requirements of| the requirements of)?(?: the)?(?: course| training| program| programme| course of training)?(?: in| entitled| titled| named)?(?: our| your| a| an)?\s*[:–-]?\s*/iu;
/** What ends a title written in a sentence: 'Human Factors on 12 March 2025 at Miami'. */
const TITLE_END =
  / (?:on|at|held|conducted|given|from|dated|in accordance|with a|and is|which|during|between)(?![\p{L}]).*$| ?[,;].*$|\. .*$/iu;
/** A title in quotes is exactly what the quotes hold. */
const QUOTED = /^["“]([^"”\n]{3,200})["”]/u;
const DATE_START =
  /^(?:on\s+)?\d|^(?:on\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d/i;

function titleFrom(raw: string): string | null {
  const quoted = QUOTED.exec(raw.slice(0, 400).trim());
  if (quoted) return tidyValue(quoted[1]!);
  // Single spaces first, so that no pattern meets a run of blanks.
  const title = tidyValue(raw.slice(0, 400).replace(/\s+/g, " ").replace(TITLE_END, ""));
  if (title.length < 3 || title.length > 200 || !/\p{L}{2}/u.test(title) || DATE_START.test(title))
    return null;
  return title;
}

export function courseTitleFromSentences(text: CertificateText): string | null {
  for (let index = 0; index < text.lines.length; index++) {
    const line = text.lines[index]!;
    const match = COMPLETED.exec(line);
    if (!match) continue;
    const rest = line.slice(match.index + match[0].length);
    if (rest.trim()) {
      const title = titleFrom(rest);
      if (title) return title;
      continue;
    }
    const next = text.lines[index + 1];
    if (next && !labelOf(next)) {
      const title = titleFrom(next);
      if (title) return title;
    }
  }
  return null;
}

const PROVIDER_WORDS = new Set(providerData.words);
const NOT_PROVIDER = new Set(providerData.notProvider);
const EDGE_LINES = 4;

function readsAsProvider(line: string): boolean {
  if (line.length > 80 || /\d{3,}|@|:/.test(line)) return false;
  const lower = line.toLowerCase().split(/[\s,]+/);
  if (lower.some((word) => NOT_PROVIDER.has(word))) return false;
  return lower.some((word) => PROVIDER_WORDS.has(word));
}

/** The first organisation-like line among the first and then the last few lines. */
export function providerFromLayout(text: CertificateText, courseTitle: string | null): string | null {
  const firstCells = text.cells.map((cells) => cells[0] ?? "");
  const candidates = [...firstCells.slice(0, EDGE_LINES), ...firstCells.slice(-EDGE_LINES).reverse()];
  for (const cell of candidates) {
    if (cell === courseTitle || labelOf(cell)) continue;
    if (readsAsProvider(cell)) return tidyValue(cell);
  }
  return null;
}
