// Regression guard on the labelled corpus (EVAL_CORPUS, default ../shared/fixtures/resumes): the
// train split, in every format, through extractText and the built-in extractor, must keep its
// worst field group at or above MIN_WORST_GROUP_F1: today's figure rounded down (0.964,
// docs/decisions/0020-extraction-pipeline.md), above the 0.90 the evaluation asks for, so that it
// catches regressions. Raise it as the extractor improves. The corpus lives outside the repository;
// without it the guard is reported as skipped with the reason, never passed silently.

import { describe, expect, it } from "vitest";
import { createBuiltinExtractor } from "../builtin/builtin-extractor";
import { corpusDirectory, loadCorpus } from "./corpus";
import { evaluateCorpus } from "./evaluate";
import { groupFigures, worstGroup } from "./figures";
import { formatReport } from "./report";

const MIN_WORST_GROUP_F1 = 0.96;
const directory = corpusDirectory();
const corpus = loadCorpus(directory);
const train = corpus?.filter((corpusCase) => corpusCase.split === "train") ?? [];

const title =
  corpus === null
    ? `SKIPPED: no resume corpus at ${directory} (set EVAL_CORPUS to its folder)`
    : `train split of ${directory} keeps worst-group F1 ≥ ${MIN_WORST_GROUP_F1}`;

describe("resume extraction corpus", () => {
  it.skipIf(corpus === null)(title, { timeout: 180_000 }, async () => {
    expect(train.length, "train cases in the corpus").toBeGreaterThan(0);
    const results = await evaluateCorpus(train, createBuiltinExtractor());
    const worst = worstGroup(groupFigures(results));
    expect(
      worst.f1,
      `worst group ${worst.group}\n${formatReport(results, "builtin")}`,
    ).toBeGreaterThanOrEqual(MIN_WORST_GROUP_F1);
  });
});
