// The built-in resume extractor: offline, deterministic and fast (a two-page resume in a few
// milliseconds). It reports only what the text states; anything it cannot find stays null or empty.

import { resumeDataSchema } from "@domain/schemas/resume-data";
import type { ResumeReading, ResumeSources } from "@domain/schemas/resume-sources";
import type { ResumeExtractor } from "../resume-extractor";
import { extractEmployment } from "./employment";
import { extractEquipment } from "./equipment";
import { extractPersonal } from "./personal";
import { extractCertifications, extractEducation, extractSkills } from "./qualifications";
import { splitSections } from "./sections";
import { type Span, sourceSpans } from "./source-offsets";
import { prepareDocument } from "./text";
import { type ListSources, listSources, personalSources } from "./value-sources";

/**
 * The resume's data, with the sources of its values: ranges of `text` (the document's stored text),
 * not of the prepared copy the rules read (docs/decisions/0077). A job's and an equipment entry's
 * sources come from their rules; the personal values' and the lists' are found where their rules
 * read them (`value-sources.ts`), each value's pieces mapped one by one so a value wrapped over two
 * lines keeps a range per line.
 */
export function extractResumeData(text: string): ResumeReading {
  const document = prepareDocument(text);
  const sections = splitSections(document);
  const personal = extractPersonal(document, sections);
  const employment = extractEmployment(document, sections).map((entry, index) => ({
    ...entry,
    key: `employment-${index + 1}`,
  }));
  const equipment = extractEquipment(
    document,
    employment.map((entry) => ({ key: entry.key, start: entry.start, end: entry.end })),
  );
  const experience = (entries: typeof equipment.airframe) =>
    entries.map(({ discipline: _discipline, spans: _spans, ...entry }) => entry);
  const source = (spans: readonly Span[]) => sourceSpans(text, document.origin, spans);
  const eachSource = (spans: readonly Span[]) => spans.flatMap((span) => source([span]));
  const data = resumeDataSchema.parse({
    personal,
    employment: employment.map((entry) => ({ key: entry.key, ...entry.data })),
    airframe: experience(equipment.airframe),
    powerplant: experience(equipment.powerplant),
    avionics: experience(equipment.avionics),
    disciplineFlags: equipment.disciplineFlags,
    certifications: extractCertifications(sections, personal),
    education: extractEducation(sections, personal),
    skills: extractSkills(sections, personal),
  });
  const personalSpans = personalSources(document, sections, data.personal);
  const sources: ResumeSources = {
    employment: Object.fromEntries(employment.map((entry) => [entry.key, source(entry.spans)])),
    employmentHeadings: Object.fromEntries(
      employment.flatMap((entry) => (entry.headingSpans ? [[entry.key, source(entry.headingSpans)]] : [])),
    ),
    airframe: equipment.airframe.map((entry) => source(entry.spans)),
    powerplant: equipment.powerplant.map((entry) => source(entry.spans)),
    avionics: equipment.avionics.map((entry) => source(entry.spans)),
    personal: Object.fromEntries(
      Object.entries(personalSpans).map(([field, spans]) => [field, eachSource(spans)]),
    ),
    ...mapLists(listSources(document, sections, data, personalSpans), eachSource),
  };
  return { ...data, sources };
}

function mapLists(lists: ListSources, map: (spans: readonly Span[]) => Span[]): ListSources {
  return {
    certifications: lists.certifications.map(map),
    education: lists.education.map(map),
    skills: lists.skills.map(map),
  };
}

/** The prompt is for language models; the built-in extractor has its rules in code. */
export function createBuiltinExtractor(): ResumeExtractor {
  return {
    provider: "builtin",
    async extractResume(text: string) {
      return extractResumeData(text);
    },
  };
}
