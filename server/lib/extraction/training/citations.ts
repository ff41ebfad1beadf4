// Regulation citations as the mapping compares them: '14 CFR Part 145', '14 C.F.R. § 145.163',
// 'FAR 145', '14 CFR Parts 43 and 145' and 'Part 145' all name part 145 (of title 14 when stated),
// so that an item's keyword '49 CFR 172' matches 'Hazardous Materials (49 CFR 172 Subpart H)' and
// '49 CFR 172.704'. EASA's 'Part-145' (with a hyphen) is not a CFR part.

const LIST = "((?:(?: ?, ?| and | & | ?/ ?)\\d{1,3}(?:\\.\\d{1,4})?){0,10})";
const CITATION = new RegExp(
  [
    `(?:\\b(\\d{1,2}) ?C\\.? ?F\\.? ?R\\.?|\\bFAR)(?: ?(?:parts?|§§?|sec(?:tion)?\\.?))? ?(\\d{1,3})(?:\\.\\d{1,4})?${LIST}`,
    `\\bparts? (\\d{1,3})${LIST}`,
  ].join("|"),
  "gi",
);
const LIST_PART = /\d{1,3}(?:\.\d{1,4})?/g;

function parts(first: string, list: string | undefined): string[] {
  const more = [...(list ?? "").matchAll(LIST_PART)].map((match) => match[0].split(".")[0]!);
  return [first, ...more].map((part) => String(Number(part)));
}

/** 'cfr 14 145' and 'part 145' for every part a text cites, in order. */
export function citationKeys(text: string): string[] {
  const keys: string[] = [];
  for (const match of text.matchAll(CITATION)) {
    if (match[3] !== undefined) {
      const title = match[1] ?? "14";
      for (const part of parts(match[2]!, match[3]))
        keys.push(`cfr ${Number(title)} ${part}`, `part ${part}`);
    } else {
      for (const part of parts(match[4]!, match[5])) keys.push(`part ${part}`);
    }
  }
  return [...new Set(keys)];
}

/** The text with its citations taken out, for the words around them. */
export function withoutCitations(text: string): string {
  return text.replace(CITATION, " ");
}
