// The training-mapping threshold on the labelled sample certificates (server/test/fixtures/training):
// for each candidate threshold, how many labelled mappings are proposed (recall) and how many
// proposals are right (precision), plus the built-in reader's time per certificate. Prints figures;
// the choice is recorded in docs/decisions/0030-training-mapping-threshold.md.
import { proposeMappings, scoreMappings } from "../server/lib/extraction/training/mapping";
import { readTrainingDocument } from "../server/lib/extraction/training/reader";
import { sampleChecklistItems, trainingCertificateCases } from "../server/test/training-certificates";

const items = sampleChecklistItems();
const cases = trainingCertificateCases();
const scored = cases.map((sample) => {
  const data = readTrainingDocument(sample.text);
  return { sample, mappings: scoreMappings({ courseTitle: data.courseTitle, text: sample.text }, items) };
});

console.log("threshold  recall  precision  (found / labelled, wrong proposals)");
for (const threshold of [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8]) {
  let labelled = 0;
  let found = 0;
  let wrong = 0;
  for (const { sample, mappings } of scored) {
    const proposed = mappings
      .filter((mapping) => mapping.score >= threshold)
      .map((mapping) => mapping.itemId);
    labelled += sample.mappings.length;
    found += sample.mappings.filter((id) => proposed.includes(id)).length;
    wrong += proposed.filter((id) => !sample.mappings.includes(id)).length;
  }
  const precision = found + wrong === 0 ? 1 : found / (found + wrong);
  console.log(
    `${threshold.toFixed(2).padStart(9)}  ${(found / labelled).toFixed(2).padStart(6)}  ${precision.toFixed(2).padStart(9)}  (${found} / ${labelled}, ${wrong} wrong)`,
  );
}

const rounds = 200;
const started = performance.now();
for (let round = 0; round < rounds; round++) {
  for (const sample of cases) proposeMappings(readTrainingDocument(sample.text), items);
}
const perCertificate = (performance.now() - started) / (rounds * cases.length);
console.log(
  `\nbuilt-in reader + mapping: ${perCertificate.toFixed(3)} ms per certificate (${cases.length} certificates × ${rounds})`,
);
