// Resume extraction on one core: a two-page PDF resume → text (unpdf) → ResumeData (built-in
// extractor), 50 runs after one cold run. Prints p50, p95 and resumes per second.
// Run: node --import tsx bench/extraction.bench.ts

import { readFileSync } from "node:fs";
import { UPLOAD_EXTENSION_MIME_TYPES } from "../domain/constants";
import { extractText } from "../server/lib/documents";
import { extractResumeData } from "../server/lib/extraction/builtin/builtin-extractor";
import { renderPdf } from "../server/test/rendered-documents";

const RUNS = 50;
const text = readFileSync(new URL("./fixtures/two-page-resume.txt", import.meta.url), "utf8");
const pdf = await renderPdf(text, { fontSize: 10 });

interface Run {
  pages: number | undefined;
  data: ReturnType<typeof extractResumeData>;
  textMs: number;
  dataMs: number;
  totalMs: number;
}

async function once(): Promise<Run> {
  const started = performance.now();
  const extracted = await extractText(pdf, UPLOAD_EXTENSION_MIME_TYPES.pdf);
  const read = performance.now();
  const data = extractResumeData(extracted.text);
  const done = performance.now();
  return {
    pages: extracted.pages,
    data,
    textMs: read - started,
    dataMs: done - read,
    totalMs: done - started,
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const cold = await once();
if (cold.pages !== 2) throw new Error(`expected a two-page PDF, got ${cold.pages} pages`);
const runs: Run[] = [];
for (let run = 0; run < RUNS; run++) runs.push(await once());

const stage = (pick: (run: Run) => number) => {
  const values = runs.map(pick);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return { p50: percentile(values, 50), p95: percentile(values, 95), mean };
};
const round = (ms: number) => Math.round(ms * 100) / 100;
const rows: Record<string, Record<string, number>> = {};
for (const [name, pick] of [
  ["PDF → text (unpdf)", (run: Run) => run.textMs],
  ["text → ResumeData (builtin)", (run: Run) => run.dataMs],
  ["PDF → ResumeData (total)", (run: Run) => run.totalMs],
] as const) {
  const { p50, p95, mean } = stage(pick);
  rows[name] = {
    "p50 (ms)": round(p50),
    "p95 (ms)": round(p95),
    "resumes/s (1 core)": Math.round(1000 / mean),
  };
}
rows["first run, cold (ms)"] = {
  "p50 (ms)": round(cold.totalMs),
  "p95 (ms)": round(cold.totalMs),
  "resumes/s (1 core)": 0,
};

const { data } = runs.at(-1)!;
console.log(
  `two-page PDF (${pdf.length} bytes), ${RUNS} runs: ${data.employment.length} employers, ` +
    `${data.airframe.length + data.powerplant.length + data.avionics.length} aircraft/engine/avionics entries, ` +
    `${data.certifications.length} certifications`,
);
console.table(rows);
