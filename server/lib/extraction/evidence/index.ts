// The review beside the resume (docs/decisions/0062-review-beside-the-resume.md): the resume's text as
// the extractor read it, where each entry of the form came from, and what no entry used.

import { prepareDocument } from "../builtin/text";
import { locateEntries, scanText } from "./locate";
import { suggestUnread } from "./suggest";
import type { EvidenceEntryInput, LocatedEntry, ResumeSuggestion } from "./types";

export { CHARACTERS_PER_PAGE, SUGGESTIONS_PER_PAGE } from "./suggest";
export type * from "./types";

export interface ResumeEvidence {
  text: string;
  entries: LocatedEntry[];
  suggestions: ResumeSuggestion[];
}

export function resumeEvidence(
  extractedText: string,
  entries: readonly EvidenceEntryInput[],
): ResumeEvidence {
  const document = prepareDocument(extractedText);
  const scanned = scanText(document.text);
  const located = locateEntries(scanned, entries);
  return {
    text: document.text,
    entries: located,
    suggestions: suggestUnread(document, scanned, entries, located),
  };
}
