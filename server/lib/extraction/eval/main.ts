// `npm run eval:extraction [-- --provider openai] [--split train|check] [--format pdf] [--misses]`:
// the corpus through the product's text extraction and extractor, figures per group, split,
// format and document. Per-document lines and `--misses` (the wrong facts) cover TRAIN documents
// only, and `--case` picks among train cases only: check cases measure generalisation, so nothing
// but their aggregate figures is ever shown (docs/decisions/0020-extraction-pipeline.md).

import { parseArgs } from "node:util";
import { loadConfig } from "../../../config";
import { createResumeExtractor } from "../create-resume-extractor";
import { DEFAULT_RESUME_PROMPT } from "../default-prompt";
import { CORPUS_FORMATS, type CorpusFormat, corpusDirectory, loadCorpus } from "./corpus";
import { evaluateCorpus } from "./evaluate";
import { formatReport } from "./report";

const { values } = parseArgs({
  options: {
    provider: { type: "string", default: "builtin" },
    split: { type: "string" },
    format: { type: "string" },
    case: { type: "string" },
    misses: { type: "boolean", default: false },
  },
});

const directory = corpusDirectory();
const corpus = loadCorpus(directory);
if (!corpus) {
  console.error(`No evaluation corpus at ${directory} (set EVAL_CORPUS to its folder).`);
  process.exit(2);
}
if (values.provider !== "builtin" && values.provider !== "openai") {
  console.error(`Unknown provider "${values.provider}" (builtin or openai).`);
  process.exit(2);
}
if (values.format && !CORPUS_FORMATS.includes(values.format as CorpusFormat)) {
  console.error(`Unknown format "${values.format}" (${CORPUS_FORMATS.join(", ")}).`);
  process.exit(2);
}

let extractor: ReturnType<typeof createResumeExtractor>;
try {
  const config = loadConfig({ ...process.env, AI_PROVIDER: values.provider, LOG_LEVEL: "silent" });
  extractor = createResumeExtractor(config);
} catch (error) {
  console.error(
    `The ${values.provider} provider is not configured: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(2);
}

const cases = corpus.filter(
  (corpusCase) =>
    (!values.split || corpusCase.split === values.split) &&
    (!values.case || (corpusCase.split === "train" && corpusCase.name.includes(values.case))),
);
const results = await evaluateCorpus(cases, extractor, {
  formats: values.format ? [values.format as CorpusFormat] : undefined,
  prompt: values.provider === "openai" ? DEFAULT_RESUME_PROMPT : undefined,
});
console.log(formatReport(results, values.provider));

if (values.misses) {
  for (const result of results) {
    if (result.split !== "train") continue;
    const wrong = [
      ...result.score.misses,
      ...result.score.extras,
      ...result.score.qualifications.misses,
      ...result.score.qualifications.extras,
    ];
    if (wrong.length === 0) continue;
    console.log(`\n${result.name}.${result.format}`);
    for (const line of wrong) console.log(`  ${line}`);
  }
}
