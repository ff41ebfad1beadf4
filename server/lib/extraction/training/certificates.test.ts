// Every invented TRAIN certificate of server/test/fixtures/training, as TXT and (a few) rendered to
// PDF and DOCX, read back with extractText and through the built-in reader, must give every labelled
// field exactly: a value where the label has one, nothing where the label says the text does not
// state it plainly. Its proposals among the starter program's items must be exactly its labelled
// items, and the first ten's among the sample items too (decision 0030). CHECK certificates are
// only measured, by `npm run eval:training` (docs/decisions/0059-certificate-corpus-and-mapping.md).

import { UPLOAD_EXTENSION_MIME_TYPES } from "@domain/constants";
import { describe, expect, it } from "vitest";
import { renderDocx, renderPdf } from "../../../test/rendered-documents";
import { labelledCertificates, sampleChecklistItems } from "../../../test/training-certificates";
import { starterProgramItems } from "../../../test/training-eval/starter-items";
import { extractText } from "../../documents";
import { proposeMappings } from "./mapping";
import { readTrainingDocument } from "./reader";

const FORMATS = {
  txt: async (text: string) =>
    (await extractText(new TextEncoder().encode(text), UPLOAD_EXTENSION_MIME_TYPES.txt)).text,
  pdf: async (text: string) =>
    (await extractText(await renderPdf(text), UPLOAD_EXTENSION_MIME_TYPES.pdf)).text,
  docx: async (text: string) =>
    (await extractText(await renderDocx(text), UPLOAD_EXTENSION_MIME_TYPES.docx)).text,
} as const;

/** The layouts most likely to suffer from rendering: centred, two columns, label columns, prose. */
const RENDERED: Record<string, (keyof typeof FORMATS)[]> = {
  "01-human-factors-centered": ["pdf", "docx"],
  "03-ewis-fts-european": ["pdf"],
  "05-borescope-oem": ["docx"],
  "07-rvsm-two-column": ["pdf", "docx"],
  "08-type-course-day-first": ["pdf", "docx"],
  "12-transcript-several-courses": ["pdf", "docx"],
  "14-oem-borescope-employee-no": ["pdf"],
  "19-ndt-penetrant-wrapped": ["pdf", "docx"],
  "28-fts-ewis-wrapped-us": ["pdf", "docx"],
};

const cases = labelledCertificates("train");

describe("the TRAIN training certificates", () => {
  it("are at least twenty, each with a label", () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
    for (const name of Object.keys(RENDERED)) expect(cases.map((c) => c.name)).toContain(name);
  });

  const runs = cases.flatMap((sample) =>
    (["txt", ...(RENDERED[sample.name] ?? [])] as const).map((format) => ({ sample, format })),
  );
  it.each(runs.map((run) => [run.sample.name, run.format, run] as const))(
    "%s (%s) reads every labelled field",
    async (_name, format, { sample }) => {
      const text = await FORMATS[format](sample.text);
      expect(readTrainingDocument(text)).toEqual(sample.expected);
    },
  );

  it("propose exactly the starter program's items their labels name", () => {
    const items = starterProgramItems();
    for (const sample of cases) {
      const data = readTrainingDocument(sample.text);
      const proposed = proposeMappings({ courseTitle: data.courseTitle, text: sample.text }, items);
      expect(proposed.map((mapping) => mapping.itemId).sort(), sample.name).toEqual(
        [...sample.starterItems].sort(),
      );
    }
  });

  it("are mapped to the sample checklist items their labels name, each at the top", () => {
    const items = sampleChecklistItems();
    for (const sample of cases) {
      if (sample.mappings === null) continue;
      const data = readTrainingDocument(sample.text);
      const proposed = proposeMappings({ courseTitle: data.courseTitle, text: sample.text }, items);
      const ids = proposed.map((mapping) => mapping.itemId);
      for (const id of sample.mappings) expect(ids, sample.name).toContain(id);
      // The best proposals are the right ones; a wrong one may follow, never lead.
      expect(ids.slice(0, sample.mappings.length).sort(), sample.name).toEqual([...sample.mappings].sort());
    }
  });
});
