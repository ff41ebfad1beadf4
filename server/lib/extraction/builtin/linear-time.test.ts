// Security: no step of the built-in extractor may take more than linear time, so that a hostile
// upload (1 MB of one character) cannot stall a worker (docs/decisions/0020-extraction-pipeline.md).
// The bound is generous on purpose: a quadratic pattern takes minutes on these inputs, not a second.
// Steps that read a whole document see at most EXTRACTION_MAX_CHARACTERS of it (prepareDocument).
// @isolated-modules: the bound is on this process's CPU time, which a worker's earlier files would
// swell with their threads and their heap's collections (docs/decisions/0079-shared-test-modules.md).

import { describe, expect, it } from "vitest";
import { findCatalogMentions } from "../catalog/index";
import { extractResumeData } from "./builtin-extractor";
import { findOperationCategory, isFullTimeFrom } from "./clues";
import { findDateRanges, findDates, parseDate } from "./dates";
import { extractEmployment, looksLikeHeader } from "./employment";
import { extractEquipment, joinWrappedDesignations, textUnits } from "./equipment";
import { flagsIn } from "./flags";
import { companyScore, parseHeader, titleScore } from "./header";
import {
  EMAIL,
  extractPersonal,
  findCertificateNumber,
  findIaStatus,
  mask,
  PHONE,
  parseName,
  URL,
} from "./personal";
import { findLocationInSentence, parseLocation } from "./places";
import { extractCertifications, extractEducation, extractSkills, parseCertification } from "./qualifications";
import { headingKind, splitSections } from "./sections";
import { normalizeCharacters, prepareDocument, sentenceStarts } from "./text";

const SIZE = 1_000_000;
const BOUND_MS = 1000;

const INPUTS: Record<string, string> = {
  spaces: " ".repeat(SIZE),
  digits: "1".repeat(SIZE),
  dashes: "-".repeat(SIZE),
  dots: ".".repeat(SIZE),
  ats: "@".repeat(SIZE),
  "long word": "a".repeat(SIZE),
  "capital words": "Aa ".repeat(SIZE / 3),
  "digits and dots": "1.".repeat(SIZE / 2),
  "digits and spaces": "1 ".repeat(SIZE / 2),
  "digit-dash": "1-".repeat(SIZE / 2),
  "blank lines": "\n".repeat(SIZE),
  "short lines": "a\n".repeat(SIZE / 2),
  "spaces then x": `${" ".repeat(SIZE)}x`,
  // Within what a document keeps (EXTRACTION_MAX_CHARACTERS): a line-end trim once rescanned this run.
  "a name, spaces, then x": `Jane Doe${" ".repeat(80_000)}x\n`,
  tabs: "\t".repeat(SIZE),
  years: "2019 ".repeat(SIZE / 5),
  ampersands: "A&".repeat(SIZE / 2),
  "between years": "between 2019 and ".repeat(SIZE / 17),
  quarters: "Q1 ".repeat(SIZE / 3),
};

type Step = (input: string) => unknown;

/**
 * CPU time of this process (other work on a shared machine does not count), the least of three runs:
 * the first call's compilation and a collection that happens to fall in one run are not the step's
 * complexity, which a super-linear step shows in every run (docs/decisions/0020, "Linear time").
 */
function leastCpuMs(run: () => unknown): number {
  let least = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < 3; attempt++) {
    const started = process.cpuUsage();
    run();
    const used = process.cpuUsage(started);
    least = Math.min(least, (used.user + used.system) / 1000);
    // One run well under the bound settles it.
    if (least < BOUND_MS / 2) break;
  }
  return least;
}

const STEPS: Record<string, Step> = {
  normalizeCharacters,
  prepareDocument,
  sentenceStarts: (input) => sentenceStarts(input, 0, input.length),
  splitSections: (input) => splitSections(prepareDocument(input)),
  headingKind,
  findDateRanges,
  findDates,
  parseDate,
  looksLikeHeader,
  parseHeader: (input) => parseHeader([input]),
  titleScore,
  companyScore,
  isFullTimeFrom,
  findOperationCategory,
  parseName,
  email: (input) => input.match(EMAIL),
  phone: (input) => input.match(PHONE),
  url: (input) => mask(input, URL),
  findCertificateNumber,
  findIaStatus,
  extractPersonal: (input) => {
    const document = prepareDocument(input);
    return extractPersonal(document, splitSections(document));
  },
  parseLocation,
  findLocationInSentence,
  parseCertification,
  qualifications: (input) => {
    const document = prepareDocument(input);
    const sections = splitSections(document);
    const personal = extractPersonal(document, sections);
    return [extractCertifications(sections, personal), extractEducation(sections), extractSkills(sections)];
  },
  extractEmployment: (input) => {
    const document = prepareDocument(input);
    return extractEmployment(document, splitSections(document));
  },
  textUnits: (input) => textUnits(prepareDocument(input)),
  extractEquipment: (input) => extractEquipment(prepareDocument(input), []),
  flagsIn: (input) => flagsIn(input, true),
  extractResumeData,
};

describe.each(Object.entries(STEPS))("%s", (_name, step) => {
  it.each(Object.keys(INPUTS))(`finishes 1 MB of %s within ${BOUND_MS} ms`, (input) => {
    expect(leastCpuMs(() => step(INPUTS[input]!))).toBeLessThan(BOUND_MS);
  });
});

// Inputs that give the equipment steps a model name on every line or in endless lists.
const EQUIPMENT_INPUTS: Record<string, string> = {
  "model lists": "A319/320/".repeat(SIZE / 9),
  "plural lists": "Cessna 182s and 210s, ".repeat(SIZE / 22),
  "wrapped designations": "PT6A-\n60A ".repeat(SIZE / 10),
  "a model on every line": "PT6A-60A\n".repeat(SIZE / 9),
  glosses: "F108 (CFM56) ".repeat(SIZE / 13),
  "bare numbers": "Bell 407 and the 429 ".repeat(SIZE / 21),
};

const EQUIPMENT_STEPS: Record<string, Step> = {
  findCatalogMentions,
  joinWrappedDesignations,
  textUnits: (input) => textUnits(prepareDocument(input)),
  extractEquipment: (input) => extractEquipment(prepareDocument(input), []),
};

describe.each(Object.entries(EQUIPMENT_STEPS))("%s", (_name, step) => {
  it.each(Object.keys(EQUIPMENT_INPUTS))(`finishes 1 MB of %s within ${BOUND_MS} ms`, (input) => {
    expect(leastCpuMs(() => step(EQUIPMENT_INPUTS[input]!))).toBeLessThan(BOUND_MS);
  });
});

// Inputs shaped like the web-page layouts and bios: blocks closed by their dates, menus,
// self-introductions, profile subjects and signatures on every line.
const LAYOUT_INPUTS: Record<string, string> = {
  "blocks closed by dates": "Acme Air\nMechanic\nInspections.\n2010 – 2014\n\n".repeat(SIZE / 48),
  menus: "Home   Career   Contact\n".repeat(SIZE / 24),
  introductions: "Hi, I'm Dale Hutchins. ".repeat(SIZE / 23),
  "profile subjects": "Dale Hutchins joined Acme. Hutchins spent ".repeat(SIZE / 42),
  signatures: "Dale Hutchins, A&P/IA\n".repeat(SIZE / 22),
  // One bio clause repeated: 'La.' ends no sentence, so the whole text is one sentence of jobs.
  "one endless bio sentence": "hired on at Acme Air in Houma, La., an operator, ".repeat(SIZE / 50),
};

const LAYOUT_STEPS: Record<string, Step> = {
  splitSections: (input) => splitSections(prepareDocument(input)),
  extractEmployment: (input) => {
    const document = prepareDocument(input);
    return extractEmployment(document, splitSections(document));
  },
  extractPersonal: (input) => {
    const document = prepareDocument(input);
    return extractPersonal(document, splitSections(document));
  },
};

describe.each(Object.entries(LAYOUT_STEPS))("%s", (_name, step) => {
  it.each(Object.keys(LAYOUT_INPUTS))(`finishes 1 MB of %s within ${BOUND_MS} ms`, (input) => {
    expect(leastCpuMs(() => step(LAYOUT_INPUTS[input]!))).toBeLessThan(BOUND_MS);
  });
});
