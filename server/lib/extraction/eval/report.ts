// Formats evaluation results: a table per split and per format, then one line per train document.

import { FIELD_GROUPS } from "./compare";
import { CORPUS_FORMATS } from "./corpus";
import type { DocumentResult } from "./evaluate";
import { type GroupFigures, groupFigures, labelledQualificationGroups, worstGroup } from "./figures";

const percent = (value: number) => `${(value * 100).toFixed(1)}`.padStart(5);

function table(title: string, results: DocumentResult[]): string[] {
  if (results.length === 0) return [];
  const byGroup = groupFigures(results);
  const labelled = labelledQualificationGroups(results);
  const worst = worstGroup(byGroup, labelled);
  const documents = new Set(results.map((result) => `${result.name}.${result.format}`)).size;
  const row = (group: string, value: GroupFigures) =>
    `  ${group.padEnd(14)} P ${percent(value.precision)}  R ${percent(value.recall)}  F1 ${percent(value.f1)}   (${value.counts.truePositives} right, ${value.counts.falseNegatives} missed, ${value.counts.falsePositives} wrong)`;
  return [
    `${title} — ${documents} documents, worst group ${worst.group} F1 ${percent(worst.f1).trim()}`,
    ...[...FIELD_GROUPS, ...labelled].map((group) => row(group, byGroup[group])),
    "",
  ];
}

export function formatReport(results: DocumentResult[], provider: string): string {
  const lines = [`Resume extraction evaluation (${provider})`, ""];
  lines.push(...table("all", results));
  for (const split of ["train", "check"] as const) {
    lines.push(
      ...table(
        `split ${split}`,
        results.filter((result) => result.split === split),
      ),
    );
  }
  // Per format only over the cases that have every format, so that the formats are comparable.
  const complete = new Set(
    [...new Set(results.map((result) => result.name))].filter((name) =>
      CORPUS_FORMATS.every((format) => results.some((r) => r.name === name && r.format === format)),
    ),
  );
  for (const format of CORPUS_FORMATS) {
    lines.push(
      ...table(
        `format ${format} (cases with every format)`,
        results.filter((result) => result.format === format && complete.has(result.name)),
      ),
    );
  }
  for (const split of ["train", "check"] as const) {
    lines.push(
      ...evidenceTable(
        split,
        results.filter((result) => result.split === split),
      ),
    );
  }
  // A check document's own figures would say which facts it misses: only train documents are listed.
  const labelled = labelledQualificationGroups(results);
  lines.push(`per train document (F1 per group: ${[...FIELD_GROUPS, ...labelled].join(" ")})`);
  for (const result of results) {
    if (result.split !== "train") continue;
    const byGroup = groupFigures([result]);
    const cells = [...FIELD_GROUPS, ...labelled].map((group) => percent(byGroup[group].f1)).join(" ");
    const error = result.error ? `  ERROR ${result.error}` : "";
    lines.push(
      `  ${result.name.padEnd(34)} ${result.split.padEnd(5)} ${result.format.padEnd(4)} ${cells}  ${result.milliseconds.toFixed(0).padStart(5)} ms${error}`,
    );
  }
  return lines.join("\n");
}

/** Found or suggested: what the person meets in the review beside the resume. */
function evidenceTable(split: string, results: DocumentResult[]): string[] {
  const withEvidence = results.flatMap((result) => (result.evidence ? [result.evidence] : []));
  if (withEvidence.length === 0) return [];
  const sum = (pick: (e: (typeof withEvidence)[number]) => number) =>
    withEvidence.reduce((total, e) => total + pick(e), 0);
  const ratio = (part: number, whole: number) => percent(whole === 0 ? 1 : part / whole);
  const most = Math.max(...withEvidence.map((e) => e.suggestions / e.pages));
  return [
    `review beside the resume, split ${split} — ${withEvidence.length} documents${process.env.EVAL_SUGGESTIONS_LEAVE_ONE_OUT === "1" ? " (each entry left out in turn)" : ""}`,
    `  employers  found ${ratio(
      sum((e) => e.employers.found),
      sum((e) => e.employers.expected),
    )}  found or suggested ${ratio(
      sum((e) => e.employers.foundOrSuggested),
      sum((e) => e.employers.expected),
    )}`,
    `  equipment  found ${ratio(
      sum((e) => e.equipment.found),
      sum((e) => e.equipment.expected),
    )}  found or suggested ${ratio(
      sum((e) => e.equipment.foundOrSuggested),
      sum((e) => e.equipment.expected),
    )}`,
    `  suggestions ${sum((e) => e.suggestions)} in ${sum((e) => e.pages)} pages, at most ${most.toFixed(1)} per page`,
    "",
  ];
}
