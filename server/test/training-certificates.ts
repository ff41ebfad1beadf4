// The invented training certificates of server/test/fixtures/training: each `.txt` with its
// `.expected.json` label (the fields a careful reader gets, null where the text does not say it
// plainly, and the checklist items it should be mapped to), plus the sample checklist items.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { TrainingDocumentData } from "@domain/schemas/training-document";

export const TRAINING_FIXTURES = join(import.meta.dirname, "fixtures", "training");

export interface TrainingCertificateCase {
  name: string;
  text: string;
  expected: TrainingDocumentData;
  /** Ids of checklist-items.json the certificate completes. */
  mappings: string[];
}

export interface SampleChecklistItem {
  id: string;
  name: string;
  description: string;
  keywords: string[];
  ataChapter: string | null;
}

export function trainingCertificateCases(): TrainingCertificateCase[] {
  return readdirSync(TRAINING_FIXTURES)
    .filter((file) => file.endsWith(".txt"))
    .sort()
    .map((file) => {
      const name = file.slice(0, -".txt".length);
      const label = JSON.parse(readFileSync(join(TRAINING_FIXTURES, `${name}.expected.json`), "utf8")) as {
        data: TrainingDocumentData;
        mappings: string[];
      };
      return {
        name,
        text: readFileSync(join(TRAINING_FIXTURES, file), "utf8"),
        expected: label.data,
        mappings: label.mappings,
      };
    });
}

export function sampleChecklistItems(): SampleChecklistItem[] {
  const file = JSON.parse(readFileSync(join(TRAINING_FIXTURES, "checklist-items.json"), "utf8")) as {
    items: SampleChecklistItem[];
  };
  return file.items;
}
