// The built-in resume extractor: offline, deterministic and fast (a two-page resume in a few
// milliseconds). It reports only what the text states; anything it cannot find stays null or empty.

import { type ResumeData, resumeDataSchema } from "@domain/schemas/resume-data";
import type { ResumeExtractor } from "../resume-extractor";
import { extractEmployment } from "./employment";
import { extractEquipment } from "./equipment";
import { extractPersonal } from "./personal";
import { extractCertifications, extractEducation, extractSkills } from "./qualifications";
import { splitSections } from "./sections";
import { prepareDocument } from "./text";

export function extractResumeData(text: string): ResumeData {
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
    entries.map(({ discipline: _discipline, ...entry }) => entry);
  return resumeDataSchema.parse({
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
