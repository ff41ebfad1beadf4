// A recurrent update course cites the rules it reviews ('Regulatory Update 2025 (14 CFR 43, 65, 91,
// 145)'): the items of initial training on each of those rules are not completed by it. When a
// recurrent course is matched to a recurrent item, an item matched by nothing but citations is left
// out.

import type { TrainingMapping } from "@domain/schemas/training-document";
import { citationKeys, withoutCitations } from "./citations";

/** 'CFR 14 43' (a name's citation as the mapping reports it), 'Part 43', '14 CFR 43'. */
function isCitation(value: string): boolean {
  if (/^cfr \d{1,2} \d{1,3}$/i.test(value)) return true;
  return (
    citationKeys(value).length > 0 && !/\p{L}{2}/u.test(withoutCitations(value).replace(/\bpart\b/gi, ""))
  );
}

export function withoutCitedRules(
  mappings: TrainingMapping[],
  isRecurrentItem: (itemId: string) => boolean,
  subjectOf: (mapping: TrainingMapping) => string[],
  threshold: number,
): TrainingMapping[] {
  if (!mappings.some((mapping) => mapping.score >= threshold && isRecurrentItem(mapping.itemId)))
    return mappings;
  return mappings.filter((mapping) => {
    if (isRecurrentItem(mapping.itemId)) return true;
    const subject = subjectOf(mapping);
    return subject.length === 0 || !subject.every(isCitation);
  });
}
