// The course title as scored candidates (docs/decisions/0059-certificate-corpus-and-mapping.md):
// every cue the layout offers (a transcript's row, a label, a sentence, the line under the heading)
// proposes a title, and the best one is taken, so that one cue read wrongly does not lose the field.
// A candidate's score is how much its cue is trusted, times how much its text reads as a title: a
// course code ('HF-REC-01' after 'Course:') is the weakest title there is, taken only when nothing
// else offers one.

export type TitleSource = "table" | "label" | "weak-label" | "sentence" | "layout";

export interface TitleCandidate {
  value: string;
  source: TitleSource;
  score: number;
}

/** How much each cue is trusted, in the order the reader used to try them. */
export const SOURCE_SCORE: Record<TitleSource, number> = {
  table: 0.9,
  label: 0.85,
  sentence: 0.8,
  layout: 0.6,
  // 'Method: Liquid Penetrant Testing (PT)' names an NDT certificate's subject, but 'Method:' more
  // often says how a course was given: taken only when no other cue offers a title.
  "weak-label": 0.5,
};
const CODE_FACTOR = 0.3;

/** Labels of a title that often hold something else. */
const WEAK_LABELS = new Set(["method"]);

/** The source of a labelled title, by its label. */
export function labelSource(label: string): TitleSource {
  return WEAK_LABELS.has(label) ? "weak-label" : "label";
}

/** 'HF-REC-01', 'AMT-110', 'NDT.ET.2': one word with a figure and no small letter, a course's code. */
export function isCourseCode(value: string): boolean {
  return /^[\p{Lu}\d][\p{Lu}\d./_#-]*$/u.test(value) && /\d/.test(value) && /\p{Lu}/u.test(value);
}

export function titleCandidate(value: string, source: TitleSource): TitleCandidate {
  return { value, source, score: SOURCE_SCORE[source] * (isCourseCode(value) ? CODE_FACTOR : 1) };
}

/** The best-scored candidate; on equal scores the first. */
export function chooseTitle(candidates: readonly TitleCandidate[]): TitleCandidate | null {
  let best: TitleCandidate | null = null;
  for (const candidate of candidates) if (!best || candidate.score > best.score) best = candidate;
  return best;
}
