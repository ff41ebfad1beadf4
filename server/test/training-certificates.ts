// The invented training certificates of server/test/fixtures/training: each `.txt` with its
// `.expected.json` label (the fields a careful reader gets, null where the text does not say it
// plainly, the split, the starter-program items it completes and, for the first ten, the sample
// checklist items it should be mapped to), plus the sample checklist items.
// CHECK cases measure generalisation: tests never assert them one by one (decision 0059).

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { TrainingDocumentData } from "@domain/schemas/training-document";

export const TRAINING_FIXTURES = join(import.meta.dirname, "fixtures", "training");

export type TrainingSplit = "train" | "check";

export interface TrainingCertificateCase {
  name: string;
  split: TrainingSplit;
  layout: string | null;
  text: string;
  /** For a transcript, the first course it lists. */
  expected: TrainingDocumentData;
  /** Exact names of starter-program items the certificate completes (every course of a transcript). */
  starterItems: string[];
  /** Ids of checklist-items.json the certificate completes; null when the label has none. */
  mappings: string[] | null;
}

interface Label {
  split?: string;
  layout?: string;
  data: TrainingDocumentData;
  starterItems?: string[];
  mappings?: string[];
}

export interface SampleChecklistItem {
  id: string;
  name: string;
  description: string;
  keywords: string[];
  ataChapter: string | null;
}

const labelFile = (textFile: string) => `${textFile.slice(0, -".txt".length)}.expected.json`;

/** Every labelled case, or only one split's. */
export function labelledCertificates(split?: TrainingSplit): TrainingCertificateCase[] {
  return (
    readdirSync(TRAINING_FIXTURES)
      // A text whose label is not written yet is not a case.
      .filter((file) => file.endsWith(".txt") && existsSync(join(TRAINING_FIXTURES, labelFile(file))))
      .sort()
      .map((file) => {
        const name = file.slice(0, -".txt".length);
        const label = JSON.parse(
          readFileSync(join(TRAINING_FIXTURES, `${name}.expected.json`), "utf8"),
        ) as Label;
        return {
          name,
          split: label.split === "check" ? ("check" as const) : ("train" as const),
          layout: label.layout ?? null,
          text: readFileSync(join(TRAINING_FIXTURES, file), "utf8"),
          expected: label.data,
          starterItems: label.starterItems ?? [],
          mappings: label.mappings ?? null,
        };
      })
      .filter((sample) => !split || sample.split === split)
  );
}

export function sampleChecklistItems(): SampleChecklistItem[] {
  const file = JSON.parse(readFileSync(join(TRAINING_FIXTURES, "checklist-items.json"), "utf8")) as {
    items: SampleChecklistItem[];
  };
  return file.items;
}

/** The cases labelled with sample checklist items (the first ten, decision 0030), for the mapping bench. */
export function trainingCertificateCases(): (TrainingCertificateCase & { mappings: string[] })[] {
  return labelledCertificates().filter(
    (sample): sample is TrainingCertificateCase & { mappings: string[] } => sample.mappings !== null,
  );
}
