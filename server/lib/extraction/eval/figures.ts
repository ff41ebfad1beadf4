// Precision, recall and F1 per field group over any selection of document results.

import { type Counts, FIELD_GROUPS, type FieldGroup } from "./compare";
import type { DocumentResult } from "./evaluate";

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

export function groupFigures(results: DocumentResult[]): Record<FieldGroup, GroupFigures> {
  const totals = Object.fromEntries(
    FIELD_GROUPS.map((group) => [group, { truePositives: 0, falsePositives: 0, falseNegatives: 0 }]),
  ) as Record<FieldGroup, Counts>;
  for (const result of results) {
    for (const group of FIELD_GROUPS) {
      totals[group].truePositives += result.score.groups[group].truePositives;
      totals[group].falsePositives += result.score.groups[group].falsePositives;
      totals[group].falseNegatives += result.score.groups[group].falseNegatives;
    }
  }
  return Object.fromEntries(FIELD_GROUPS.map((group) => [group, figures(totals[group])])) as Record<
    FieldGroup,
    GroupFigures
  >;
}

/** The lowest group F1 and its group: the figure the regression guard and the targets use. */
export function worstGroup(byGroup: Record<FieldGroup, GroupFigures>): { group: FieldGroup; f1: number } {
  let worst: { group: FieldGroup; f1: number } = { group: FIELD_GROUPS[0], f1: Number.POSITIVE_INFINITY };
  for (const group of FIELD_GROUPS) {
    if (byGroup[group].f1 < worst.f1) worst = { group, f1: byGroup[group].f1 };
  }
  return worst;
}
