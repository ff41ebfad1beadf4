// Precision, recall and F1 per field group over any selection of document results: the six groups
// of every corpus, and certifications, education and skills where the corpus labels them.

import { type Counts, FIELD_GROUPS, type FieldGroup } from "./compare";
import type { DocumentResult } from "./evaluate";
import { QUALIFICATION_GROUPS, type QualificationGroup } from "./qualifications";

export type ReportGroup = FieldGroup | QualificationGroup;

export interface GroupFigures {
  precision: number;
  recall: number;
  f1: number;
  counts: Counts;
}

export function figures(counts: Counts): GroupFigures {
  const claimed = counts.truePositives + counts.falsePositives;
  const expected = counts.truePositives + counts.falseNegatives;
  const precision = claimed === 0 ? 1 : counts.truePositives / claimed;
  const recall = expected === 0 ? 1 : counts.truePositives / expected;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, counts };
}

/** Certifications, education and skills that at least one of the results' cases labels. */
export function labelledQualificationGroups(results: DocumentResult[]): QualificationGroup[] {
  return QUALIFICATION_GROUPS.filter((group) =>
    results.some((result) => result.score.qualifications.labelled.includes(group)),
  );
}

export function groupFigures(results: DocumentResult[]): Record<ReportGroup, GroupFigures> {
  const groups = [...FIELD_GROUPS, ...QUALIFICATION_GROUPS];
  const totals = Object.fromEntries(
    groups.map((group) => [group, { truePositives: 0, falsePositives: 0, falseNegatives: 0 }]),
  ) as Record<ReportGroup, Counts>;
  for (const result of results) {
    for (const group of groups) {
      const counts =
        group in result.score.groups
          ? result.score.groups[group as FieldGroup]
          : result.score.qualifications.groups[group as QualificationGroup];
      totals[group].truePositives += counts.truePositives;
      totals[group].falsePositives += counts.falsePositives;
      totals[group].falseNegatives += counts.falseNegatives;
    }
  }
  return Object.fromEntries(groups.map((group) => [group, figures(totals[group])])) as Record<
    ReportGroup,
    GroupFigures
  >;
}

/**
 * The lowest group F1 and its group, over the six groups and the labelled qualification groups:
 * the figure the regression guard and the targets use.
 */
export function worstGroup(
  byGroup: Record<ReportGroup, GroupFigures>,
  labelled: readonly QualificationGroup[] = [],
): { group: ReportGroup; f1: number } {
  let worst: { group: ReportGroup; f1: number } = {
    group: FIELD_GROUPS[0],
    f1: Number.POSITIVE_INFINITY,
  };
  for (const group of [...FIELD_GROUPS, ...labelled]) {
    if (byGroup[group].f1 < worst.f1) worst = { group, f1: byGroup[group].f1 };
  }
  return worst;
}
