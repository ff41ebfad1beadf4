// Security: like the resume extractor's steps (../builtin/linear-time.test.ts), no step of the
// training reader or the mapping scorer may take more than linear time, so that a hostile upload
// cannot stall a worker. The bound is generous: a quadratic pattern takes minutes on these inputs.
// @isolated-modules: the bound is on this process's CPU time, which a worker's earlier files would
// swell with their threads and their heap's collections (docs/decisions/0079-shared-test-modules.md).

import { describe, expect, it } from "vitest";
import { captionedValues } from "./captions";
import { prepareCertificate } from "./certificate-text";
import { courseTitleFromSentences, providerFromLayout } from "./course";
import { documentDayOrder, findCertificateDates } from "./dates";
import { labelledValues } from "./labels";
import { scoreMappings } from "./mapping";
import { hoursIn, hoursOfValue, validityMonthsIn, validityMonthsOfValue } from "./periods";
import { organisationPart } from "./provider-line";
import { readTrainingDocument } from "./reader";
import { signatureBlockDate } from "./signature-date";
import { splitHeaderCell } from "./table-cells";
import { compareTraineeName, traineeNameOf } from "./trainee-name";
import { validityRange } from "./validity-range";

const SIZE = 1_000_000;
const BOUND_MS = 1000;

const INPUTS: Record<string, string> = {
  spaces: " ".repeat(SIZE),
  digits: "1".repeat(SIZE),
  dashes: "-".repeat(SIZE),
  dots: ".".repeat(SIZE),
  "long word": "a".repeat(SIZE),
  "capital words": "Aa ".repeat(SIZE / 3),
  "digits and slashes": "1/".repeat(SIZE / 2),
  "digits and spaces": "1 ".repeat(SIZE / 2),
  "blank lines": "\n".repeat(SIZE),
  "short lines": "a\n".repeat(SIZE / 2),
  "bare labels": "Name:\n".repeat(SIZE / 6),
  "label words": "valid for ".repeat(SIZE / 10),
  "completed without a date": "completed on ".repeat(SIZE / 13),
  "ranges without a date": "held from 1 to ".repeat(SIZE / 15),
  "names before completed": "Jane Doe completed ".repeat(SIZE / 19),
  "table rows": "Course   Date   Hours\n".repeat(SIZE / 21),
  "month words": "March 1 ".repeat(SIZE / 8),
  "hours words": "1 hours ".repeat(SIZE / 8),
  "commas in a name": "a,".repeat(SIZE / 2),
  "signature lines": "Signed: ____ Date: 1.1.2025\n".repeat(SIZE / 28),
  captions: "Jane Doe   Bob Lee\nStudent   Instructor\n".repeat(SIZE / 40),
  "validity words": "valid from 1 ".repeat(SIZE / 13),
};

const ITEMS = [{ id: "x", name: "Fuel Tank Safety", keywords: ["FTS", "SFAR 88"], ataChapter: "28" }];

type Step = (input: string) => unknown;

const STEPS: Record<string, Step> = {
  prepareCertificate,
  labelledValues: (input) => labelledValues(prepareCertificate(input), "traineeName"),
  courseTitleFromSentences: (input) => courseTitleFromSentences(prepareCertificate(input)),
  providerFromLayout: (input) => providerFromLayout(prepareCertificate(input), null),
  documentDayOrder,
  findCertificateDates: (input) => findCertificateDates(input, "day-first"),
  validityMonthsIn,
  validityMonthsOfValue,
  hoursIn,
  hoursOfValue,
  traineeNameOf,
  compareTraineeName: (input) => compareTraineeName(input, input),
  signatureBlockDate: (input) => signatureBlockDate(prepareCertificate(input), "day-first"),
  captionedValues: (input) => captionedValues(prepareCertificate(input), "traineeName"),
  validityRange: (input) => validityRange(prepareCertificate(input), "day-first"),
  splitHeaderCell,
  organisationPart,
  scoreMappings: (input) => scoreMappings({ courseTitle: input, text: input }, ITEMS),
  readTrainingDocument,
};

describe.each(Object.entries(STEPS))("%s", (_name, step) => {
  it.each(Object.keys(INPUTS))(`finishes 1 MB of %s within ${BOUND_MS} ms`, (input) => {
    // CPU time of this process, so that other work on a shared machine does not count.
    const started = process.cpuUsage();
    step(INPUTS[input]!);
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(BOUND_MS);
  });
});
