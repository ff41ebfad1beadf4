// What the resume says that no entry of the form used (docs/decisions/0062-review-beside-the-resume.md):
// a date range no job carries, with the employer and title written around it; an aircraft, engine or
// avionics model no entry names; an organisation heading in the experience with no job. Each is
// offered once, ranked, at most SUGGESTIONS_PER_PAGE per page of resume.

import { createHash } from "node:crypto";
import type { DateRange } from "../builtin/dates";
import { companyScore, parseHeader, titleScore } from "../builtin/header";
import { headingKind, type Section, type SectionKind, splitSections } from "../builtin/sections";
import type { Line, ResumeDocument } from "../builtin/text";
import { normalizeKey, sameManufacturer } from "../catalog/match";
import { mentionMatches, rangeMatchesEntry, type ScannedText } from "./locate";
import { sentenceOrganisations } from "./prose-organisations";
import { overlaps, sameStart } from "./search";
import type { EvidenceEntryInput, LocatedEntry, ResumeSuggestion, TextSpan } from "./types";

export const SUGGESTIONS_PER_PAGE = 5;
/** About one printed page of resume text. */
export const CHARACTERS_PER_PAGE = 3_000;

/** Dates there belong to schooling, courses or licences, not to jobs. */
const NOT_JOBS: readonly SectionKind[] = ["education", "certifications", "contact"];

interface Ranked {
  suggestion: ResumeSuggestion;
  score: number;
}

export function suggestUnread(
  document: ResumeDocument,
  scanned: ScannedText,
  entries: readonly EvidenceEntryInput[],
  located: readonly LocatedEntry[],
  /**
   * Entries shown at the sources the extractor recorded: what they cover was read, so no job is
   * offered on a job's lines and no equipment on an equipment entry's mention (docs/decisions/0077).
   */
  recorded: readonly LocatedEntry[] = [],
  limit = SUGGESTIONS_PER_PAGE * Math.max(1, Math.ceil(document.text.length / CHARACTERS_PER_PAGE)),
): ResumeSuggestion[] {
  const sections = splitSections(document);
  const used = located.flatMap((entry) => entry.spans);
  const ranked = [
    ...jobSuggestions(document, sections, scanned, entries),
    ...equipmentSuggestions(sections, scanned, entries),
    ...organisationSuggestions(document, sections, scanned, used),
    ...sentenceSuggestions(document, sections, entries, used),
  ];
  const recordedJobs = recorded
    .filter((entry) => entry.kind === "employment")
    .flatMap((entry) => entry.spans);
  const recordedEquipment = recorded
    .filter((entry) => entry.kind !== "employment")
    .flatMap((entry) => entry.spans);
  const readAlready = ({ suggestion }: Ranked) => {
    const taken = suggestion.kind === "employment" ? recordedJobs : recordedEquipment;
    return suggestion.spans.some((span) => taken.some((read) => overlaps(span, read)));
  };
  const seen = new Set<string>();
  const jobSpans: TextSpan[] = [];
  // One job is offered once: a heading line, a sentence or a date range of the same passage.
  const sameJobOfferedAlready = ({ suggestion }: Ranked) => {
    if (suggestion.kind !== "employment") return false;
    if (suggestion.spans.some((span) => jobSpans.some((taken) => overlaps(span, taken)))) return true;
    jobSpans.push(...suggestion.spans);
    return false;
  };
  return ranked
    .sort((a, b) => b.score - a.score || a.suggestion.spans[0]!.start - b.suggestion.spans[0]!.start)
    .filter((item) => !readAlready(item))
    .filter((item) => !seen.has(item.suggestion.id) && seen.add(item.suggestion.id))
    .filter((item) => !sameJobOfferedAlready(item))
    .slice(0, limit)
    .map(({ suggestion }) => suggestion)
    .sort((a, b) => a.spans[0]!.start - b.spans[0]!.start);
}

const suggestionId = (...parts: (string | null | undefined)[]) =>
  createHash("sha256")
    .update(parts.map((part) => part ?? "").join("|"))
    .digest("hex")
    .slice(0, 16);

function sectionAt(sections: readonly Section[], offset: number): SectionKind {
  return sections.find((section) => offset >= section.start && offset < section.end)?.kind ?? "other";
}

function lineAt(lines: readonly Line[], offset: number): Line | undefined {
  return lines.find((line) => offset >= line.start - 4 && offset <= line.end);
}

function jobSuggestions(
  document: ResumeDocument,
  sections: readonly Section[],
  scanned: ScannedText,
  entries: readonly EvidenceEntryInput[],
): Ranked[] {
  const jobs = entries.filter((entry) => entry.kind === "employment");
  const found: Ranked[] = [];
  for (const range of scanned.ranges) {
    if (NOT_JOBS.includes(sectionAt(sections, range.index))) continue;
    if (jobs.some((job) => rangeMatchesEntry(range, job) || sameStart(job.startDate, range.start))) continue;
    const line = lineAt(document.lines, range.index);
    if (!line) continue;
    const { companyName, positionTitle, spans } = headingAround(document, line, range);
    found.push({
      score: 2 + (companyName ? 1 : 0) + (positionTitle ? 1 : 0),
      suggestion: {
        id: suggestionId("employment", range.text, String(range.index)),
        kind: "employment",
        ...(companyName ? { companyName } : {}),
        ...(positionTitle ? { positionTitle } : {}),
        startDate: range.start,
        endDate: range.end,
        spans,
      },
    });
  }
  return found;
}

const NAME_LENGTH = 80;

/** A long line is a sentence: the heading of a job is a short line. */
const HEADING_LENGTH = 110;

/** The employer and title written on the date's line, or on the short lines just above it. */
function headingAround(document: ResumeDocument, line: Line, range: DateRange) {
  const lineText = document.text.slice(line.start, line.end);
  const rest = (
    lineText.slice(0, range.index - line.start) +
    "   " +
    lineText.slice(range.index - line.start + range.length)
  )
    .replace(/^[\s,;:|()–-]+|[\s,;:|()–-]+$/g, "")
    .trim();
  const heading: string[] = [];
  const spans: TextSpan[] = [{ start: range.index, end: range.index + range.length }];
  if (rest.length > 0 && rest.length <= HEADING_LENGTH) heading.push(rest);
  if (heading.length === 0 || !hasBoth(heading)) {
    for (let index = line.index - 1; index >= 0 && index >= line.index - 2; index--) {
      const above = document.lines[index]!;
      if (above.blank || above.bullet || above.text.length > HEADING_LENGTH || headingKind(above.text)) break;
      heading.unshift(above.text);
      spans.unshift({ start: above.start, end: above.end });
      if (hasBoth(heading)) break;
    }
  }
  if (rest.length > 0) spans.push({ start: line.start, end: line.end });
  const fields = heading.length > 0 ? parseHeader(heading) : { company: null, title: null };
  // What does not read as a name of either kind is left for the person to fill.
  const company = fields.company && fields.company.length <= NAME_LENGTH && companyScore(fields.company) >= 1;
  const title = fields.title && fields.title.length <= NAME_LENGTH && titleScore(fields.title) >= 1;
  return {
    companyName: company ? fields.company : null,
    positionTitle: title ? fields.title : null,
    spans: mergeSpans(spans),
  };
}

const hasBoth = (lines: readonly string[]) =>
  lines.some((line) => companyScore(line) >= 2) && lines.some((line) => titleScore(line) >= 2);

function equipmentSuggestions(
  sections: readonly Section[],
  scanned: ScannedText,
  entries: readonly EvidenceEntryInput[],
): Ranked[] {
  const byKey = new Map<string, Ranked>();
  for (const mention of scanned.mentions) {
    const named = entries.some(
      (entry) => entry.kind === mention.discipline && mentionMatches(mention, entry),
    );
    const make = mention.make ?? mention.entry.defaultMake;
    // 'PW100 series' beside a PW127 entry: the family of a model the form already names.
    const family =
      mention.entry.isFamily &&
      entries.some(
        (entry) =>
          entry.kind === mention.discipline && !!make && !!entry.make && sameManufacturer(make, entry.make),
      );
    if (named || family) continue;
    const key = suggestionId(mention.discipline, make, normalizeKey(mention.model), mention.series);
    const span = { start: mention.start, end: mention.end };
    const existing = byKey.get(key);
    if (existing) {
      existing.suggestion.spans.push(span);
      existing.score += 0.25;
      continue;
    }
    const inExperience = ["experience", "military", "equipment"].includes(sectionAt(sections, mention.start));
    byKey.set(key, {
      score: inExperience ? 2 : 1.5,
      suggestion: {
        id: key,
        kind: mention.discipline,
        ...(make ? { make } : {}),
        model: mention.model,
        series: mention.series,
        spans: [span],
      },
    });
  }
  return [...byKey.values()];
}

/**
 * A heading line in the experience that names an organisation and that no entry used ('Maintenance
 * Intern — Keystone Regional Airlines (Part 121)' over 'Summer 2016'): not a sentence, not a bullet.
 */
function organisationSuggestions(
  document: ResumeDocument,
  sections: readonly Section[],
  scanned: ScannedText,
  used: readonly TextSpan[],
): Ranked[] {
  const found: Ranked[] = [];
  const inRange = (line: Line) =>
    scanned.ranges.some((range) => range.index < line.end && range.index + range.length > line.start);
  for (const section of sections) {
    if (section.kind !== "experience" && section.kind !== "military") continue;
    for (const line of section.lines) {
      if (line.blank || line.bullet || line.text.length > ORGANISATION_LINE_LENGTH) continue;
      if (/[.;:]$/.test(line.text) || inRange(line) || used.some((span) => overlaps(span, line))) continue;
      const fields = parseHeader([line.text]);
      if (!fields.company || companyScore(fields.company) < 2 || fields.company.length > NAME_LENGTH)
        continue;
      const next = document.lines[line.index + 1];
      const year = YEAR.exec(line.text)?.[0] ?? (next && !next.blank ? YEAR.exec(next.text)?.[0] : undefined);
      found.push({
        score: fields.title ? 1.25 : 1,
        suggestion: {
          id: suggestionId("organisation", fields.company, String(line.start)),
          kind: "employment",
          companyName: fields.company,
          ...(fields.title && titleScore(fields.title) >= 1 ? { positionTitle: fields.title } : {}),
          ...(year ? { startDate: year } : {}),
          spans: [{ start: line.start, end: line.end }],
        },
      });
    }
  }
  return found;
}

const ORGANISATION_LINE_LENGTH = 90;
const YEAR = /\b(?:19[5-9]\d|20[0-4]\d)\b/;

function mergeSpans(spans: TextSpan[]): TextSpan[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const merged: TextSpan[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start <= last.end + 1) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** Employers named in sentences that no entry names (a bio, a profile, a summary). */
function sentenceSuggestions(
  document: ResumeDocument,
  sections: readonly Section[],
  entries: readonly EvidenceEntryInput[],
  used: readonly TextSpan[],
): Ranked[] {
  const names = entries.flatMap((entry) =>
    entry.kind === "employment" && entry.companyName ? [looseName(entry.companyName)] : [],
  );
  const found: Ranked[] = [];
  for (const section of sections) {
    if (NOT_JOBS.includes(section.kind)) continue;
    for (const organisation of sentenceOrganisations(document.text, section.start, section.end)) {
      const loose = looseName(organisation.name);
      if (names.some((name) => name.includes(loose) || loose.includes(name))) continue;
      if (used.some((span) => overlaps(span, organisation.span))) continue;
      found.push({
        score: 1.5,
        suggestion: {
          id: suggestionId("sentence", loose),
          kind: "employment",
          companyName: organisation.name,
          ...(organisation.year ? { startDate: organisation.year } : {}),
          spans: [organisation.span],
        },
      });
    }
  }
  return found;
}

const looseName = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
