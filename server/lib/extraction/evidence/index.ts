// The review beside the resume (docs/decisions/0062-review-beside-the-resume.md): the resume's stored
// text, where each entry of the form came from in it, and what no entry used. An entry whose sources
// the extractor recorded is shown at them (docs/decisions/0077); any other (typed by hand, or read by
// a language model) is found by value in the text as the extractor reads it, and every range is
// given in the stored text.

import { preparedSpans, sourceSpans } from "../builtin/source-offsets";
import { prepareDocument } from "../builtin/text";
import { locateEntries, scanText } from "./locate";
import { suggestUnread } from "./suggest";
import type { EvidenceEntryInput, LocatedEntry, ResumeSuggestion, TextSpan } from "./types";

export { CHARACTERS_PER_PAGE, SUGGESTIONS_PER_PAGE } from "./suggest";
export type * from "./types";

export interface ResumeEvidence {
  /** The stored text (`extracted_text`); every span is a range of it. */
  text: string;
  entries: LocatedEntry[];
  suggestions: ResumeSuggestion[];
}

/** Where the extractor read an entry: ranges of the stored text. */
export interface RecordedEntrySources {
  spans: readonly TextSpan[];
  /** A job's heading, when it is only part of `spans`: what the entry's values were read from. */
  headingSpans?: readonly TextSpan[] | null;
}

/**
 * `recorded`: the sources kept with the entries, by entry id (ranges of `extractedText`). Ranges
 * outside the text (a text that changed since) are dropped, and the entry is found by value.
 */
export function resumeEvidence(
  extractedText: string,
  entries: readonly EvidenceEntryInput[],
  recorded: ReadonlyMap<string, RecordedEntrySources> = new Map(),
): ResumeEvidence {
  const document = prepareDocument(extractedText);
  const scanned = scanText(document.text);
  const within = (spans: readonly TextSpan[] | null | undefined) =>
    (spans ?? []).filter(
      (span) => span.start >= 0 && span.end > span.start && span.end <= extractedText.length,
    );
  const recordedOf = (entry: EvidenceEntryInput) => {
    const sources = recorded.get(entry.entryId);
    const spans = within(sources?.spans);
    if (spans.length === 0) return null;
    // What the entry's values were read from: a job's heading, an equipment mention. A bio's job has
    // no heading apart: its sentence may name another employer the extractor missed, still offered.
    const heading = entry.kind === "employment" ? within(sources?.headingSpans) : spans;
    return { spans, heading };
  };
  // Found by value, every entry: the suggestions skip what an entry's values are written in, as the
  // review always did; an entry with recorded sources is shown at them instead.
  const searched = locateEntries(scanned, entries);
  const searchedById = new Map(searched.map((entry) => [entry.entryId, entry]));
  const covered: LocatedEntry[] = entries.flatMap((entry) => {
    const heading = recordedOf(entry)?.heading ?? [];
    return heading.length > 0
      ? [
          {
            kind: entry.kind,
            entryId: entry.entryId,
            spans: preparedSpans(document.origin, heading),
            found: "recorded" as const,
          },
        ]
      : [];
  });
  const toStored = (spans: readonly TextSpan[]) => sourceSpans(extractedText, document.origin, spans);
  return {
    text: extractedText,
    entries: entries.map((entry) => {
      const sources = recordedOf(entry);
      return sources
        ? {
            kind: entry.kind,
            entryId: entry.entryId,
            spans: sources.spans.map(({ start, end }) => ({ start, end })),
            found: "recorded" as const,
          }
        : {
            kind: entry.kind,
            entryId: entry.entryId,
            spans: toStored(searchedById.get(entry.entryId)!.spans),
            found: "searched" as const,
          };
    }),
    suggestions: suggestUnread(document, scanned, entries, searched, covered).map((suggestion) => ({
      ...suggestion,
      spans: toStored(suggestion.spans),
    })),
  };
}
