// Runs corpus documents through the product's own path (extractText, then a ResumeExtractor) and
// scores each result per field group. Pure of printing; report.ts formats the figures.

import { readFileSync } from "node:fs";
import { UPLOAD_EXTENSION_MIME_TYPES } from "@domain/constants";
import { extractText } from "../../documents";
import type { ResumeExtractor } from "../resume-extractor";
import { compareResume, type Score } from "./compare";
import type { CorpusCase, CorpusFormat, CorpusSplit } from "./corpus";
import { type EvidenceRecall, evidenceRecall } from "./evidence-recall";

export interface DocumentResult {
  name: string;
  split: CorpusSplit;
  format: CorpusFormat;
  score: Score;
  /** Set when reading or extracting failed; the score then counts every expected fact as missed. */
  error?: string;
  milliseconds: number;
  /** What the review beside the resume puts in front of the person. */
  evidence?: EvidenceRecall;
}

const EMPTY_RESUME = {
  personal: {},
  employment: [],
  airframe: [],
  powerplant: [],
  avionics: [],
  disciplineFlags: { airframe: [], powerplant: [], avionics: [] },
  certifications: [],
  education: [],
  skills: [],
} as unknown as Parameters<typeof compareResume>[0];

export async function evaluateDocument(
  corpusCase: CorpusCase,
  format: CorpusFormat,
  extractor: ResumeExtractor,
  prompt?: string,
): Promise<DocumentResult> {
  const file = corpusCase.files[format];
  if (!file) throw new Error(`${corpusCase.name} has no ${format} file`);
  const started = performance.now();
  try {
    const { text } = await extractText(
      new Uint8Array(readFileSync(file)),
      UPLOAD_EXTENSION_MIME_TYPES[format],
    );
    const data = await extractor.extractResume(text, prompt);
    return {
      name: corpusCase.name,
      split: corpusCase.split,
      format,
      score: compareResume(data, corpusCase.expected),
      milliseconds: performance.now() - started,
      evidence: evidenceRecall(
        text,
        data,
        corpusCase.expected,
        process.env.EVAL_SUGGESTIONS_LEAVE_ONE_OUT === "1",
      ),
    };
  } catch (error) {
    return {
      name: corpusCase.name,
      split: corpusCase.split,
      format,
      score: compareResume(EMPTY_RESUME, corpusCase.expected),
      error: error instanceof Error ? error.message : String(error),
      milliseconds: performance.now() - started,
    };
  }
}

export async function evaluateCorpus(
  cases: CorpusCase[],
  extractor: ResumeExtractor,
  options: { formats?: readonly CorpusFormat[]; prompt?: string } = {},
): Promise<DocumentResult[]> {
  const results: DocumentResult[] = [];
  for (const corpusCase of cases) {
    for (const format of options.formats ?? (Object.keys(corpusCase.files) as CorpusFormat[])) {
      if (!corpusCase.files[format]) continue;
      results.push(await evaluateDocument(corpusCase, format, extractor, options.prompt));
    }
  }
  return results;
}
