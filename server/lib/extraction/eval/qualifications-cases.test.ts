// Regression guard on certifications, education and skills: the repository's own cases
// (../cases, all train), as TXT and rendered to PDF, read back with extractText and run through the
// built-in extractor, keep each group's precision at or above 0.95 (the requirement: a date, a word
// of a sentence, the person's name or a heading is never an entry) and its recall above a floor.

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { UPLOAD_EXTENSION_MIME_TYPES } from "@domain/constants";
import { describe, expect, it } from "vitest";
import { renderPdf } from "../../../test/rendered-documents";
import { extractText } from "../../documents";
import { extractResumeData } from "../builtin/builtin-extractor";
import type { ExpectedResume } from "./compare";
import { figures } from "./figures";
import {
  compareQualifications,
  QUALIFICATION_GROUPS,
  type QualificationCounts,
  type QualificationGroup,
} from "./qualifications";

const MIN_PRECISION = 0.95;
const MIN_RECALL = 0.8;
const here = path.dirname(fileURLToPath(import.meta.url));
const CASES_DIR = path.resolve(here, "../cases");

const cases = readdirSync(CASES_DIR)
  .filter((file) => file.endsWith(".txt"))
  .sort()
  .map((file) => ({
    text: readFileSync(path.join(CASES_DIR, file), "utf8"),
    expected: JSON.parse(
      readFileSync(path.join(CASES_DIR, file.replace(/\.txt$/, ".expected.json")), "utf8"),
    ) as ExpectedResume,
  }));

const FORMATS = {
  txt: (text: string) => new TextEncoder().encode(text),
  pdf: (text: string) => renderPdf(text),
} as const;

describe("certifications, education and skills on the repository's cases", () => {
  it.each(Object.keys(FORMATS) as (keyof typeof FORMATS)[])(
    `as %s: precision ≥ ${MIN_PRECISION}, recall ≥ ${MIN_RECALL} in each group`,
    { timeout: 120_000 },
    async (format) => {
      const totals = Object.fromEntries(
        QUALIFICATION_GROUPS.map((group) => [
          group,
          { truePositives: 0, falsePositives: 0, falseNegatives: 0 },
        ]),
      ) as Record<QualificationGroup, QualificationCounts>;
      const wrong: string[] = [];
      for (const { text, expected } of cases) {
        const bytes = await FORMATS[format](text);
        const read = await extractText(bytes, UPLOAD_EXTENSION_MIME_TYPES[format]);
        const score = compareQualifications(extractResumeData(read.text), expected);
        expect(score.labelled, "every case labels the three groups").toEqual([...QUALIFICATION_GROUPS]);
        for (const group of QUALIFICATION_GROUPS) {
          totals[group].truePositives += score.groups[group].truePositives;
          totals[group].falsePositives += score.groups[group].falsePositives;
          totals[group].falseNegatives += score.groups[group].falseNegatives;
        }
        wrong.push(...score.extras);
      }
      const low = QUALIFICATION_GROUPS.flatMap((group) => {
        const { precision, recall } = figures(totals[group]);
        return precision < MIN_PRECISION || recall < MIN_RECALL
          ? [`${group} P ${precision.toFixed(3)} R ${recall.toFixed(3)}`]
          : [];
      });
      expect(
        low,
        `groups below the targets; entries that are not in the cases:\n${wrong.join("\n")}`,
      ).toEqual([]);
    },
  );
});
