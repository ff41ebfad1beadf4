// One labelled certificate through the product's path: its text (or the PDF rendered from it)
// through extractText, the built-in reader, and the mapping against the starter program's items.

import { UPLOAD_EXTENSION_MIME_TYPES } from "@domain/constants";
import type { TrainingDocumentData } from "@domain/schemas/training-document";
import { extractText } from "../../lib/documents";
import { type MappableItem, proposeMappings } from "../../lib/extraction/training/mapping";
import { readTrainingDocument } from "../../lib/extraction/training/reader";
import { renderPdf } from "../rendered-documents";
import type { TrainingCertificateCase, TrainingSplit } from "../training-certificates";
import {
  compareFields,
  compareMappings,
  type FieldResult,
  type MappingCounts,
  type TrainingField,
} from "./compare";

export const TRAINING_FORMATS = ["txt", "pdf"] as const;
export type TrainingFormat = (typeof TRAINING_FORMATS)[number];

export interface CertificateResult {
  name: string;
  split: TrainingSplit;
  format: TrainingFormat;
  read: TrainingDocumentData;
  fields: Record<TrainingField, FieldResult>;
  proposed: string[];
  expectedItems: string[];
  mapping: MappingCounts;
}

/** The widest line the rendered page holds; renderPdf clips longer ones, a real PDF wraps them. */
const PDF_LINE = 100;

/** Long running lines wrapped at a word, as a word processor lays out a sentence on the page. */
export function wrapForPage(text: string, width = PDF_LINE): string {
  return text
    .split("\n")
    .flatMap((line) => {
      if (line.length <= width || / {3,}|\t|\|/.test(line.trim())) return [line];
      const lines: string[] = [];
      let current = "";
      for (const word of line.split(" ")) {
        if (current && current.length + word.length + 1 > width) {
          lines.push(current);
          current = word;
        } else current = current ? `${current} ${word}` : word;
      }
      if (current) lines.push(current);
      return lines;
    })
    .join("\n");
}

async function documentText(text: string, format: TrainingFormat, width: number): Promise<string> {
  const bytes = format === "pdf" ? await renderPdf(wrapForPage(text, width)) : new TextEncoder().encode(text);
  return (await extractText(bytes, UPLOAD_EXTENSION_MIME_TYPES[format])).text;
}

export async function evaluateCertificate(
  sample: TrainingCertificateCase,
  format: TrainingFormat,
  items: readonly MappableItem[],
  /** The PDF page's width in characters: a narrower page wraps more of the text's lines. */
  width = PDF_LINE,
): Promise<CertificateResult> {
  const text = await documentText(sample.text, format, width);
  const read = readTrainingDocument(text);
  const proposed = proposeMappings({ courseTitle: read.courseTitle, text }, items).map(
    (mapping) => items.find((item) => item.id === mapping.itemId)?.name ?? mapping.itemId,
  );
  return {
    name: sample.name,
    split: sample.split,
    format,
    read,
    fields: compareFields(read, sample.expected),
    proposed,
    expectedItems: sample.starterItems,
    mapping: compareMappings(proposed, sample.starterItems),
  };
}
