// The evaluation's figures: per split and format, the share of certificates each field was read
// right on and the mapping's precision, recall and F1; one line per TRAIN certificate. A CHECK
// certificate is never named or shown: it counts only in its split's totals (decision 0059).

import { mappingFigures, TRAINING_FIELDS } from "./compare";
import type { CertificateResult } from "./evaluate";

const percent = (value: number) => value.toFixed(2);

function summary(results: CertificateResult[]): string {
  const fields = TRAINING_FIELDS.map((field) => {
    const right = results.filter((result) => result.fields[field].right).length;
    return `${field} ${percent(right / results.length)}`;
  });
  const counts = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
  for (const result of results) {
    counts.truePositives += result.mapping.truePositives;
    counts.falsePositives += result.mapping.falsePositives;
    counts.falseNegatives += result.mapping.falseNegatives;
  }
  const mapping = mappingFigures(counts);
  return `${fields.join("  ")}\n    mapping P ${percent(mapping.precision)} R ${percent(mapping.recall)} F1 ${percent(mapping.f1)} (${counts.truePositives} right, ${counts.falsePositives} wrong, ${counts.falseNegatives} missed)`;
}

function documentLine(result: CertificateResult): string {
  const wrong = TRAINING_FIELDS.filter((field) => !result.fields[field].right);
  const mapping = mappingFigures(result.mapping);
  return `  ${result.name}.${result.format}  fields ${TRAINING_FIELDS.length - wrong.length}/${TRAINING_FIELDS.length}${wrong.length ? ` (wrong: ${wrong.join(", ")})` : ""}  mapping F1 ${percent(mapping.f1)}`;
}

export function formatTrainingReport(results: CertificateResult[]): string {
  const lines: string[] = [];
  for (const split of ["train", "check"] as const) {
    const ofSplit = results.filter((result) => result.split === split);
    const formats = [...new Set(ofSplit.map((result) => result.format))];
    for (const format of formats) {
      const selected = ofSplit.filter((result) => result.format === format);
      lines.push(`${split.toUpperCase()} ${format} (${selected.length} certificates)`);
      lines.push(`    ${summary(selected)}`);
    }
    if (split === "train") lines.push(...ofSplit.map(documentLine));
    if (ofSplit.length === 0) lines.push(`${split.toUpperCase()}: no certificates`);
    lines.push("");
  }
  return lines.join("\n");
}

/** What a TRAIN certificate got wrong: fields and items. Never called for CHECK ones. */
export function formatMisses(result: CertificateResult): string[] {
  const lines = TRAINING_FIELDS.flatMap((field) => result.fields[field].miss ?? []);
  const extra = result.proposed.filter((name) => !result.expectedItems.includes(name));
  const missed = result.expectedItems.filter((name) => !result.proposed.includes(name));
  if (extra.length) lines.push(`proposed wrongly: ${extra.join("; ")}`);
  if (missed.length) lines.push(`not proposed: ${missed.join("; ")}`);
  return lines;
}
