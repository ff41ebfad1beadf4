// How a reading is scored against its label: one right-or-wrong per field (a value where the label
// has none is as wrong as a missing one), and the proposed items against the labelled ones.

import type { TrainingDocumentData } from "@domain/schemas/training-document";

export const TRAINING_FIELDS = [
  "course",
  "provider",
  "completion",
  "trainee",
  "certificate",
  "hours",
  "expiry",
] as const;
export type TrainingField = (typeof TRAINING_FIELDS)[number];

/** Case, runs of blanks, dash kinds and closing punctuation do not make a value wrong. */
function plain(value: string | null): string | null {
  if (value === null) return null;
  return value
    .toLowerCase()
    .replace(/[‐‑‒–—−]/g, "-")
    .replace(/\s+/g, " ")
    .replace(/[\s.,;:]+$/, "")
    .trim();
}

function shown(value: unknown): string {
  return value === null ? "—" : JSON.stringify(value);
}

type Pick = (data: TrainingDocumentData) => unknown;

const FIELD_VALUES: Record<TrainingField, Pick> = {
  course: (data) => plain(data.courseTitle),
  provider: (data) => plain(data.provider),
  completion: (data) => data.completionDate,
  trainee: (data) => plain(data.traineeName),
  certificate: (data) => plain(data.certificateNumber),
  hours: (data) => data.hours,
  // Expiry is stated as a date or as a period: both must be read as the label has them.
  expiry: (data) =>
    data.expiryDate === null && data.validityMonths === null
      ? null
      : `${data.expiryDate ?? ""}|${data.validityMonths ?? ""}`,
};

export interface FieldResult {
  right: boolean;
  /** 'course: "X" (expected "Y")' when wrong. */
  miss: string | null;
}

export function compareFields(
  read: TrainingDocumentData,
  expected: TrainingDocumentData,
): Record<TrainingField, FieldResult> {
  const result = {} as Record<TrainingField, FieldResult>;
  for (const field of TRAINING_FIELDS) {
    const [got, want] = [FIELD_VALUES[field](read), FIELD_VALUES[field](expected)];
    const right = got === want;
    result[field] = { right, miss: right ? null : `${field}: ${shown(got)} (expected ${shown(want)})` };
  }
  return result;
}

export interface MappingCounts {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

export function compareMappings(proposed: readonly string[], expected: readonly string[]): MappingCounts {
  const want = new Set(expected);
  const got = new Set(proposed);
  return {
    truePositives: [...got].filter((name) => want.has(name)).length,
    falsePositives: [...got].filter((name) => !want.has(name)).length,
    falseNegatives: [...want].filter((name) => !got.has(name)).length,
  };
}

export function mappingFigures(counts: MappingCounts): { precision: number; recall: number; f1: number } {
  const claimed = counts.truePositives + counts.falsePositives;
  const wanted = counts.truePositives + counts.falseNegatives;
  const precision = claimed === 0 ? 1 : counts.truePositives / claimed;
  const recall = wanted === 0 ? 1 : counts.truePositives / wanted;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}
