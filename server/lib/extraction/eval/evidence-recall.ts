// Found or suggested (docs/decisions/0062-review-beside-the-resume.md): of the employers and the
// equipment a resume's label lists, how many the person meets in the review, either as an entry
// the extractor filled or among the suggestions of what was not read; and how many suggestions.

import { EXPERIENCE_DISCIPLINES } from "@domain/enums";
import type { ResumeData } from "@domain/schemas/resume-data";
import type { ResumeReading } from "@domain/schemas/resume-sources";
import {
  CHARACTERS_PER_PAGE,
  type EvidenceEntryInput,
  type RecordedEntrySources,
  type ResumeSuggestion,
  resumeEvidence,
} from "../evidence/index";
import { type ExpectedResume, looseText, sameCompany, sameMake } from "./compare";

export interface EvidenceRecall {
  employers: { expected: number; found: number; foundOrSuggested: number };
  equipment: { expected: number; found: number; foundOrSuggested: number };
  suggestions: number;
  pages: number;
}

export function evidenceInputs(data: ResumeData): EvidenceEntryInput[] {
  return [
    ...data.employment.map((job, index) => ({
      kind: "employment" as const,
      entryId: `employment-${index}`,
      companyName: job.companyName ?? null,
      positionTitle: job.positionTitle ?? null,
      startDate: job.startDate ?? null,
      endDate: job.endDate ?? null,
    })),
    ...EXPERIENCE_DISCIPLINES.flatMap((kind) =>
      data[kind].map((entry, index) => ({
        kind,
        entryId: `${kind}-${index}`,
        make: entry.make ?? null,
        model: entry.model ?? null,
        series: entry.series ?? null,
      })),
    ),
  ];
}

const samePrefix = (a: string, b: string) => {
  const length = Math.min(a.length, b.length, 7);
  return a.slice(0, length) === b.slice(0, length);
};

/**
 * `leaveOneOut`: each entry the extractor read is left out in turn and counted as suggested when the
 * review offers it back. On train documents, where the extractor misses little, this is how the
 * suggestions are developed without looking at the check split.
 */
export function evidenceRecall(
  text: string,
  data: ResumeReading,
  expected: ExpectedResume,
  leaveOneOut = false,
): EvidenceRecall {
  const { sources: _sources, ...plain } = data;
  if (leaveOneOut) return leftOutRecall(text, plain, expected);
  return recallOf(text, plain, expected, recordedSources(data));
}

/**
 * The sources the extractor recorded, by the entry ids of `evidenceInputs`, as the product keeps
 * them with the draft (docs/decisions/0077).
 */
function recordedSources(data: ResumeReading): Map<string, RecordedEntrySources> {
  const recorded = new Map<string, RecordedEntrySources>();
  if (!data.sources) return recorded;
  const { sources } = data;
  data.employment.forEach((job, index) => {
    const spans = sources.employment[job.key];
    if (spans?.length)
      recorded.set(`employment-${index}`, {
        spans,
        headingSpans: sources.employmentHeadings[job.key] ?? null,
      });
  });
  for (const kind of EXPERIENCE_DISCIPLINES) {
    sources[kind].forEach((spans, index) => {
      if (spans.length) recorded.set(`${kind}-${index}`, { spans });
    });
  }
  return recorded;
}

function leftOutRecall(text: string, data: ResumeData, expected: ExpectedResume): EvidenceRecall {
  const total: EvidenceRecall = {
    employers: { expected: 0, found: 0, foundOrSuggested: 0 },
    equipment: { expected: 0, found: 0, foundOrSuggested: 0 },
    suggestions: 0,
    pages: 0,
  };
  const add = (one: EvidenceRecall) => {
    for (const group of ["employers", "equipment"] as const) {
      total[group].expected += one[group].expected;
      total[group].foundOrSuggested += one[group].foundOrSuggested;
    }
    total.suggestions = Math.max(total.suggestions, one.suggestions);
    total.pages = one.pages;
  };
  for (const [index, job] of data.employment.entries()) {
    const wanted = expected.employment.filter((e) =>
      sameCompany((e.companyName as string) ?? null, job.companyName ?? null),
    );
    if (wanted.length === 0) continue;
    const one = recallOf(
      text,
      { ...data, employment: data.employment.filter((_, i) => i !== index) },
      {
        ...expected,
        employment: wanted.slice(0, 1),
        airframe: [],
        powerplant: [],
        avionics: [],
      },
    );
    add({ ...one, equipment: { expected: 0, found: 0, foundOrSuggested: 0 } });
  }
  for (const kind of EXPERIENCE_DISCIPLINES) {
    for (const [index, item] of data[kind].entries()) {
      const wanted = expected[kind].filter((e) => looseText(e.model) === looseText(item.model ?? ""));
      if (wanted.length === 0) continue;
      const one = recallOf(
        text,
        { ...data, [kind]: data[kind].filter((_, i) => i !== index) },
        {
          ...expected,
          employment: [],
          airframe: [],
          powerplant: [],
          avionics: [],
          [kind]: wanted.slice(0, 1),
        },
      );
      add({ ...one, employers: { expected: 0, found: 0, foundOrSuggested: 0 } });
    }
  }
  return total;
}

function recallOf(
  text: string,
  data: ResumeData,
  expected: ExpectedResume,
  recorded?: Map<string, RecordedEntrySources>,
): EvidenceRecall {
  const evidence = resumeEvidence(text, evidenceInputs(data), recorded);
  const spanText = (suggestion: ResumeSuggestion) =>
    looseText(suggestion.spans.map((span) => evidence.text.slice(span.start, span.end)).join(" "));
  const employers = { expected: 0, found: 0, foundOrSuggested: 0 };
  for (const job of expected.employment) {
    const company = (job.companyName as string | null) ?? null;
    const start = (job.startDate as string | null) ?? null;
    employers.expected++;
    const found = data.employment.some((actual) => sameCompany(company, actual.companyName ?? null));
    const suggested = evidence.suggestions.some(
      (suggestion) =>
        suggestion.kind === "employment" &&
        (sameCompany(company, suggestion.companyName ?? null) ||
          (!!start && !!suggestion.startDate && samePrefix(start, suggestion.startDate)) ||
          (!!company && looseText(company).length > 3 && spanText(suggestion).includes(looseText(company)))),
    );
    if (found) employers.found++;
    if (found || suggested) employers.foundOrSuggested++;
  }
  const equipment = { expected: 0, found: 0, foundOrSuggested: 0 };
  for (const kind of EXPERIENCE_DISCIPLINES) {
    for (const item of expected[kind]) {
      equipment.expected++;
      const same = (make: string | null, model: string | null | undefined) =>
        !!model &&
        looseText(model) === looseText(item.model) &&
        (!item.make || !make || sameMake(item.make, make));
      const found = data[kind].some((actual) => same(actual.make ?? null, actual.model));
      const suggested = evidence.suggestions.some(
        (suggestion) => suggestion.kind === kind && same(suggestion.make ?? null, suggestion.model),
      );
      if (found) equipment.found++;
      if (found || suggested) equipment.foundOrSuggested++;
    }
  }
  return {
    employers,
    equipment,
    suggestions: evidence.suggestions.length,
    pages: Math.max(1, Math.ceil(evidence.text.length / CHARACTERS_PER_PAGE)),
  };
}
