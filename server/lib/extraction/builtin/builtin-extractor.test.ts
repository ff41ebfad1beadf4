// Every case of our own (../cases, invented resumes kept in the repository), as TXT and rendered to
// PDF and DOCX, read back with extractText and run through the built-in extractor, must give its
// expected data. The labelled corpus outside the repository is measured by ../eval (corpus.test.ts).

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { UPLOAD_EXTENSION_MIME_TYPES } from "@domain/constants";
import { afterAll, describe, expect, it } from "vitest";
import { renderDocx, renderPdf } from "../../../test/rendered-documents";
import { extractText } from "../../documents";
import { compareResume, type ExpectedResume, formatPercent, type Score } from "../eval/compare";
import { extractResumeData } from "./builtin-extractor";

const here = path.dirname(fileURLToPath(import.meta.url));
const CASES_DIR = path.resolve(here, "../cases");

interface Sample {
  name: string;
  text: string;
  expected: ExpectedResume;
}

function samples(directory: string): Sample[] {
  return readdirSync(directory)
    .filter((file) => file.endsWith(".txt"))
    .sort()
    .map((file) => {
      const name = file.replace(/\.txt$/, "");
      return {
        name,
        text: readFileSync(path.join(directory, file), "utf8"),
        expected: JSON.parse(
          readFileSync(path.join(directory, `${name}.expected.json`), "utf8"),
        ) as ExpectedResume,
      };
    });
}

const FORMATS = {
  txt: async (text: string) =>
    (await extractText(new TextEncoder().encode(text), UPLOAD_EXTENSION_MIME_TYPES.txt)).text,
  pdf: async (text: string) =>
    (await extractText(await renderPdf(text), UPLOAD_EXTENSION_MIME_TYPES.pdf)).text,
  docx: async (text: string) =>
    (await extractText(await renderDocx(text), UPLOAD_EXTENSION_MIME_TYPES.docx)).text,
} as const;

const report: { set: string; name: string; format: string; score: Score }[] = [];

afterAll(() => {
  if (report.length === 0) return;
  const lines = report.map(
    ({ set, name, format, score }) =>
      `${`${set}/${name}`.padEnd(38)} ${format.padEnd(5)} recall ${formatPercent(score.recall).padStart(6)}  precision ${formatPercent(score.precision).padStart(6)}  (${score.truePositives} found, ${score.falseNegatives} missed, ${score.falsePositives} extra)`,
  );
  console.log(`\nBuilt-in resume extractor, per resume and format:\n${lines.join("\n")}\n`);
});

const cases = samples(CASES_DIR);
const set = "cases";

describe("built-in extractor on the repository's cases", () => {
  describe.each(cases)("$name", (sample) => {
    it.each(Object.keys(FORMATS) as (keyof typeof FORMATS)[])(
      "as %s gives the expected data",
      async (format) => {
        const text = await FORMATS[format](sample.text);
        const data = extractResumeData(text);
        const score = compareResume(data, sample.expected);
        report.push({ set, name: sample.name, format, score });
        expect(score.misses, "expected facts not found").toEqual([]);
        expect(score.extras, "facts found that are not in the resume").toEqual([]);
      },
    );
  });
});

it("has at least five cases of its own", () => {
  expect(cases.length).toBeGreaterThanOrEqual(5);
});
