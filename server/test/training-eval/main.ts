// `npm run eval:training [-- --format txt|pdf] [--width 70] [--misses] [--probes]`: every labelled certificate of
// server/test/fixtures/training through extractText, the built-in reader and the mapping to the
// starter program's items; figures per split and format, a line per TRAIN certificate. `--misses`
// lists what TRAIN certificates got wrong; CHECK ones are measured, never shown (decision 0059).
// `--width` lays the PDFs out on a narrower page (characters a line, 100 by default). `--probes` reads
// the TRAIN certificates again under changes that keep their labels true (probes.ts); with
// `--misses` it lists what each probe lost.

import { parseArgs } from "node:util";
import { labelledCertificates } from "../training-certificates";
import {
  type CertificateResult,
  evaluateCertificate,
  TRAINING_FORMATS,
  type TrainingFormat,
} from "./evaluate";
import { formatProbes, runProbes } from "./probes";
import { formatMisses, formatTrainingReport } from "./report";
import { starterProgramItems } from "./starter-items";

const { values } = parseArgs({
  options: {
    format: { type: "string" },
    misses: { type: "boolean", default: false },
    width: { type: "string" },
    probes: { type: "boolean", default: false },
  },
});

if (values.format && !TRAINING_FORMATS.includes(values.format as TrainingFormat)) {
  console.error(`Unknown format "${values.format}" (${TRAINING_FORMATS.join(", ")}).`);
  process.exit(2);
}
const width = values.width ? Number(values.width) : undefined;
if (width !== undefined && !(Number.isInteger(width) && width >= 30 && width <= 200)) {
  console.error(`--width must be a whole number of characters from 30 to 200 ("${values.width}").`);
  process.exit(2);
}
const formats: readonly TrainingFormat[] = values.format
  ? [values.format as TrainingFormat]
  : TRAINING_FORMATS;

const items = starterProgramItems();
const results: CertificateResult[] = [];
for (const sample of labelledCertificates()) {
  for (const format of formats) results.push(await evaluateCertificate(sample, format, items, width));
}
console.log(formatTrainingReport(results));

if (values.misses) {
  for (const result of results) {
    if (result.split !== "train") continue;
    const misses = formatMisses(result);
    if (misses.length === 0) continue;
    console.log(`${result.name}.${result.format}`);
    for (const line of misses) console.log(`  ${line}`);
  }
}
if (values.probes) console.log(`\n${formatProbes(runProbes(labelledCertificates(), items), values.misses)}`);
// PDF text extraction may leave worker threads behind.
process.exit(0);
