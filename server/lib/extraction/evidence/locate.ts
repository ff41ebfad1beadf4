// Where each entry of the form came from in the resume: the spans of its employer, title and dates,
// or of its make and model. Found by value, so an entry the person typed or corrected is found too
// when the resume states it (docs/decisions/0062-review-beside-the-resume.md).

import { type DateRange, findDateRanges, writesDayFirst } from "../builtin/dates";
import { findCatalogMentions, normalizeKey, sameManufacturer } from "../catalog/match";
import type { CatalogMention } from "../catalog/types";
import { distance, occurrences, sameStart, shorterNames } from "./search";
import type {
  EmploymentEvidenceInput,
  EquipmentEvidenceInput,
  EvidenceEntryInput,
  LocatedEntry,
  TextSpan,
} from "./types";

/** How far apart an employer's name, title and dates may be and still be one job's. */
const NEAR = 400;

export interface ScannedText {
  text: string;
  ranges: DateRange[];
  mentions: CatalogMention[];
}

/**
 * A narrow column wraps a range at its dash ('June 2012 –' / 'February 2018'): the line break becomes
 * a space for the scan, which keeps every offset true.
 */
export function withWrappedRangesJoined(text: string): string {
  return text
    .replace(/[–-][ \t]*\n/g, (wrap) => wrap.replace("\n", " "))
    .replace(/\n(?=[ \t]*[–-][ \t]*(?:\d|\p{Lu}\p{Ll}{2}|present\b|current\b|now\b))/giu, " ");
}

export function scanText(text: string): ScannedText {
  const joined = withWrappedRangesJoined(text);
  return {
    text,
    ranges: findDateRanges(joined, { dayFirst: writesDayFirst(text) }),
    mentions: findCatalogMentions(text),
  };
}

export function locateEntries(scanned: ScannedText, entries: readonly EvidenceEntryInput[]): LocatedEntry[] {
  return entries.map((entry) => ({
    kind: entry.kind,
    entryId: entry.entryId,
    found: "searched" as const,
    spans: entry.kind === "employment" ? employmentSpans(scanned, entry) : equipmentSpans(scanned, entry),
  }));
}

const rangeSpan = (range: DateRange): TextSpan => ({ start: range.index, end: range.index + range.length });

export function rangeMatchesEntry(
  range: DateRange,
  entry: Pick<EmploymentEvidenceInput, "startDate" | "endDate">,
) {
  if (!sameStart(entry.startDate, range.start)) return false;
  if (entry.endDate === null || range.end === null) return (entry.endDate === null) === range.current;
  return entry.endDate.slice(0, 4) === range.end.slice(0, 4);
}

function nearest(spans: readonly TextSpan[], anchor: TextSpan | null): TextSpan | null {
  if (spans.length === 0) return null;
  if (!anchor) return spans[0]!;
  const sorted = [...spans].sort((a, b) => distance(a, anchor) - distance(b, anchor));
  return distance(sorted[0]!, anchor) <= NEAR ? sorted[0]! : null;
}

function companyOccurrences(text: string, name: string | null): TextSpan[] {
  const exact = occurrences(text, name);
  if (exact.length > 0) return exact;
  for (const shorter of shorterNames(name)) {
    const found = occurrences(text, shorter);
    if (found.length > 0) return found;
  }
  return [];
}

function employmentSpans(scanned: ScannedText, entry: EmploymentEvidenceInput): TextSpan[] {
  const companies = companyOccurrences(scanned.text, entry.companyName);
  const titles = occurrences(scanned.text, entry.positionTitle);
  const dates = scanned.ranges.filter((range) => rangeMatchesEntry(range, entry)).map(rangeSpan);
  // The job is where its dates are near its employer or title; failing that, the first mention.
  let best: TextSpan[] = [];
  for (const date of dates) {
    const chosen = [date, nearest(companies, date), nearest(titles, date)].filter((s): s is TextSpan => !!s);
    if (chosen.length > best.length) best = chosen;
  }
  if (best.length > 1) return sortSpans(best);
  const company = companies[0] ?? null;
  const title = nearest(titles, company);
  const found = [company, title, company || title ? nearest(dates, company ?? title) : dates[0]];
  return sortSpans(found.filter((span): span is TextSpan => !!span));
}

export function mentionMatches(
  mention: CatalogMention,
  entry: Pick<EquipmentEvidenceInput, "make" | "model">,
) {
  if (!entry.model || normalizeKey(mention.model) !== normalizeKey(entry.model)) return false;
  const make = mention.make ?? mention.entry.defaultMake;
  return !entry.make || !make || sameManufacturer(make, entry.make);
}

function equipmentSpans(scanned: ScannedText, entry: EquipmentEvidenceInput): TextSpan[] {
  const mentioned = scanned.mentions
    .filter((mention) => mention.discipline === entry.kind && mentionMatches(mention, entry))
    .map((mention) => ({ start: mention.start, end: mention.end }));
  if (mentioned.length > 0) return mentioned;
  const model = entry.model?.trim() ?? "";
  return /\d/.test(model) || model.length >= 4 ? occurrences(scanned.text, model) : [];
}

function sortSpans(spans: TextSpan[]): TextSpan[] {
  const unique = new Map(spans.map((span) => [`${span.start}:${span.end}`, span]));
  return [...unique.values()].sort((a, b) => a.start - b.start);
}
