// Probes of the reader's robustness (docs/decisions/0059-certificate-corpus-and-mapping.md): each
// TRAIN certificate changed in a way that leaves its label true (printed in capitals, a stamp above
// the letterhead, a page number at the foot, no blank lines, wrapped on a narrower page, dates
// written another way), read again. A rule fitted to one layout shows here as a field lost under
// one change. CHECK certificates are never probed: only their figures are ever read.

import type { MappableItem } from "../../lib/extraction/training/mapping";
import { proposeMappings } from "../../lib/extraction/training/mapping";
import { readTrainingDocument } from "../../lib/extraction/training/reader";
import type { TrainingCertificateCase } from "../training-certificates";
import { compareFields, TRAINING_FIELDS, type TrainingField } from "./compare";
import { wrapForPage } from "./evaluate";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const withoutBlankLines = (text: string) =>
  text
    .split("\n")
    .filter((line) => line.trim())
    .join("\n");

/** Each probe: a change that keeps every labelled value true. */
export const PROBES: Record<string, (text: string) => string> = {
  capitals: (text) => text.toUpperCase(),
  "no blank lines": withoutBlankLines,
  centred: (text) =>
    text
      .split("\n")
      .map((line) => {
        const trimmed = line.trim();
        return trimmed.length >= 80 ? trimmed : `${" ".repeat((80 - trimmed.length) >> 1)}${trimmed}`;
      })
      .join("\n"),
  "stamp on top": (text) => `CONFIDENTIAL\n${text}`,
  "page number": (text) => `${text.trimEnd()}\n\nPage 1 of 1`,
  "contact footer": (text) => `${text.trimEnd()}\n\nwww.example-training.com | +1 (555) 010-2000`,
  "wrapped at 75": (text) => withoutBlankLines(wrapForPage(text, 75)),
  "wrapped at 60": (text) => withoutBlankLines(wrapForPage(text, 60)),
  // Labels the lists do not hold, read by their words (inferred-labels.ts).
  "labels reworded": (text) =>
    text
      .replace(/^(\s*)(?:Name|Trainee|Participant):/gm, "$1Recipient Name:")
      .replace(/^(\s*)(?:Course|Course Title|Course title):/gm, "$1Program Title:")
      .replace(
        /^(\s*)(?:Completion date|Completion Date|Date of completion|Date of Completion):/gm,
        "$1Completion Dt:",
      )
      .replace(/^(\s*)(?:Certificate No\.|Certificate No|Certificate Number):/gm, "$1Verification Number:")
      .replace(/^(\s*)(?:Hours|Duration):/gm, "$1Training Time:"),
  "ISO dates written out": (text) =>
    text.replace(
      /\b(\d{4})-(\d{2})-(\d{2})\b/g,
      (_match, year, month, day) => `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`,
    ),
  "ISO dates dotted": (text) =>
    text.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (_match, year, month, day) => `${day}.${month}.${year}`),
  "ISO dates month first": (text) =>
    text.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (_match, year, month, day) => `${month}/${day}/${year}`),
  "ISO dates as 03-MAR-2025": (text) =>
    text.replace(
      /\b(\d{4})-(\d{2})-(\d{2})\b/g,
      (_match, year, month, day) => `${day}-${MONTHS[Number(month) - 1]!.slice(0, 3).toUpperCase()}-${year}`,
    ),
  "ISO dates as 3rd March": (text) =>
    text.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (_match, year, month, day) => {
      const number = Number(day);
      const suffix =
        number % 10 === 1 && number !== 11
          ? "st"
          : number % 10 === 2 && number !== 12
            ? "nd"
            : number % 10 === 3 && number !== 13
              ? "rd"
              : "th";
      return `${number}${suffix} ${MONTHS[Number(month) - 1]} ${year}`;
    }),
  "written dates as Mar 3, 2025": (text) =>
    text.replace(
      /\b(January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2}), (\d{4})\b/g,
      (_match, month: string, day: string, year: string) => `${month.slice(0, 3)}. ${day}, ${year}`,
    ),
  "written dates as ISO": (text) =>
    text.replace(
      /\b(January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2}), (\d{4})\b/g,
      (_match, month: string, day: string, year: string) =>
        `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, "0")}-${day.padStart(2, "0")}`,
    ),
};

export interface ProbeResult {
  probe: string;
  /** Certificates the probe changed. */
  changed: number;
  misses: Partial<Record<TrainingField, number>>;
  mapping: { right: number; wrong: number; missed: number };
  /** 'name field: "read" (expected "label")' per miss. */
  details: string[];
}

export function runProbes(
  samples: readonly TrainingCertificateCase[],
  items: readonly MappableItem[],
): ProbeResult[] {
  const train = samples.filter((sample) => sample.split === "train");
  return Object.entries(PROBES).map(([probe, change]) => {
    const result: ProbeResult = {
      probe,
      changed: 0,
      misses: {},
      mapping: { right: 0, wrong: 0, missed: 0 },
      details: [],
    };
    for (const sample of train) {
      const text = change(sample.text);
      if (text === sample.text) continue;
      result.changed++;
      const read = readTrainingDocument(text);
      const fields = compareFields(read, sample.expected);
      for (const field of TRAINING_FIELDS) {
        if (fields[field].right) continue;
        result.misses[field] = (result.misses[field] ?? 0) + 1;
        result.details.push(`${sample.name} ${fields[field].miss}`);
      }
      const proposed = proposeMappings({ courseTitle: read.courseTitle, text }, items).map(
        (mapping) => items.find((item) => item.id === mapping.itemId)?.name ?? mapping.itemId,
      );
      for (const name of proposed) result.mapping[sample.starterItems.includes(name) ? "right" : "wrong"]++;
      result.mapping.missed += sample.starterItems.filter((name) => !proposed.includes(name)).length;
    }
    return result;
  });
}

export function formatProbes(results: readonly ProbeResult[], details: boolean): string {
  const lines = ["TRAIN probes (changes that keep the labels true): misses per field, items"];
  for (const result of results) {
    const misses = TRAINING_FIELDS.filter((field) => result.misses[field])
      .map((field) => `${field} ${result.misses[field]}`)
      .join("  ");
    const { right, wrong, missed } = result.mapping;
    lines.push(
      `  ${result.probe.padEnd(24)} ${String(result.changed).padStart(3)} changed  ${misses || "no miss"}  items ${right} right, ${wrong} wrong, ${missed} missed`,
    );
    if (details) for (const detail of result.details) lines.push(`      ${detail}`);
  }
  return lines.join("\n");
}
