// Regression guard on the prose and web-page resume corpus (server/test/fixtures/resumes-prose-web,
// docs/decisions/0063-prose-and-web-page-resumes.md): its train split, through extractText and the
// built-in extractor, keeps every field group's F1 at or above 0.92 (the target). Check cases
// are never asserted, one by one or together: only the case's own `.split` file saying 'train' lets
// a case in, so a check case missing from manifest.json is never read as train.

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createBuiltinExtractor } from "../builtin/builtin-extractor";
import { FIELD_GROUPS } from "./compare";
import { loadCorpus } from "./corpus";
import { evaluateCorpus } from "./evaluate";
import { groupFigures } from "./figures";

const MIN_GROUP_F1 = 0.92;
const here = path.dirname(fileURLToPath(import.meta.url));
const directory = path.resolve(here, "../../../test/fixtures/resumes-prose-web");

function saysTrain(name: string): boolean {
  const file = path.join(directory, `${name}.split`);
  return existsSync(file) && readFileSync(file, "utf8").trim() === "train";
}

describe("prose and web-page resume corpus", () => {
  it(`train split keeps every group's F1 ≥ ${MIN_GROUP_F1}`, { timeout: 180_000 }, async () => {
    const train = (loadCorpus(directory) ?? []).filter(
      (corpusCase) => corpusCase.split === "train" && saysTrain(corpusCase.name),
    );
    expect(train.length, "train cases").toBeGreaterThanOrEqual(12);
    const byGroup = groupFigures(await evaluateCorpus(train, createBuiltinExtractor()));
    const low = FIELD_GROUPS.filter((group) => byGroup[group].f1 < MIN_GROUP_F1).map(
      (group) => `${group} ${byGroup[group].f1.toFixed(3)}`,
    );
    expect(low, "groups below the target").toEqual([]);
  });
});
