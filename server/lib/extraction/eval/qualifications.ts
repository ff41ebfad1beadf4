// Scores certifications, education and skills against a case's labels, for corpora whose expected
// data has them. Entries match by their text with case, accents, punctuation and spacing ignored;
// the FAA mechanic certificate and the Inspection Authorization match however they are written
// ('A&P', 'FAA Airframe & Powerplant Mechanic Certificate'), as a reviewer reads them as one.
// An education entry matches by its institution or its credential, and then each of its four
// fields counts as a fact, so that a school found without its dates still shows.

import type { ResumeData } from "@domain/schemas/resume-data";

export const QUALIFICATION_GROUPS = ["certifications", "education", "skills"] as const;
export type QualificationGroup = (typeof QUALIFICATION_GROUPS)[number];

export interface ExpectedEducation {
  institution: string | null;
  credential: string | null;
  startDate: string | null;
  endDate: string | null;
}

export interface ExpectedQualifications {
  certifications?: string[];
  education?: ExpectedEducation[];
  skills?: string[];
}

export interface QualificationCounts {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

export interface QualificationScore {
  groups: Record<QualificationGroup, QualificationCounts>;
  /** The groups the expected data labels; the others are not scored at all. */
  labelled: QualificationGroup[];
  misses: string[];
  extras: string[];
}

const loose = (value: string) =>
  value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");

const COURSE = /\b(?:course|training|rating|school|program(?:me)?)\b/i;
const MECHANIC_CERTIFICATE = /\bA\s*&\s*P\b|\bairframe\s*(?:&|and)\s*powerplant\b/i;
const INSPECTION_AUTHORIZATION = /^(?:FAA\s+)?(?:IA|inspection authori[sz]ation)$/i;

function certificationKey(name: string): string {
  const trimmed = name.trim();
  if (INSPECTION_AUTHORIZATION.test(trimmed)) return "inspection-authorization";
  if (MECHANIC_CERTIFICATE.test(trimmed) && !COURSE.test(trimmed) && !/\bIA\b|inspection/i.test(trimmed))
    return "mechanic-certificate";
  return loose(trimmed);
}

function emptyCounts(): QualificationCounts {
  return { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
}

/** Each expected text found at most once; what is left on either side is a miss or an extra. */
function compareTexts(
  group: QualificationGroup,
  expected: readonly string[],
  actual: readonly string[],
  key: (text: string) => string,
  score: QualificationScore,
) {
  const counts = score.groups[group];
  const remaining = [...actual];
  for (const text of expected) {
    const index = remaining.findIndex((candidate) => key(candidate) === key(text));
    if (index < 0) {
      counts.falseNegatives++;
      score.misses.push(`${group}: expected ${JSON.stringify(text)}`);
      continue;
    }
    remaining.splice(index, 1);
    counts.truePositives++;
  }
  for (const text of remaining) {
    counts.falsePositives++;
    score.extras.push(`${group}: got ${JSON.stringify(text)}`);
  }
}

const EDUCATION_FIELDS = ["institution", "credential", "startDate", "endDate"] as const;

function compareEducation(
  expected: readonly ExpectedEducation[],
  actual: ResumeData["education"],
  score: QualificationScore,
) {
  const counts = score.groups.education;
  const same = (a: string | null | undefined, b: string | null | undefined) =>
    (a ?? null) === null || (b ?? null) === null ? (a ?? null) === (b ?? null) : loose(a!) === loose(b!);
  const remaining = [...actual];
  const fact = (label: string, wanted: string | null, got: string | null) => {
    if (same(wanted, got)) {
      if (wanted !== null) counts.truePositives++;
      return;
    }
    if (wanted !== null) {
      counts.falseNegatives++;
      score.misses.push(`education ${label}: expected ${JSON.stringify(wanted)}, got ${JSON.stringify(got)}`);
    }
    if (got !== null) {
      counts.falsePositives++;
      score.extras.push(`education ${label}: got ${JSON.stringify(got)}, expected ${JSON.stringify(wanted)}`);
    }
  };
  for (const entry of expected) {
    const label = entry.institution ?? entry.credential ?? "?";
    const match = remaining.find(
      (candidate) =>
        (entry.institution !== null &&
          candidate.institution !== null &&
          same(entry.institution, candidate.institution)) ||
        (entry.credential !== null &&
          candidate.credential !== null &&
          same(entry.credential, candidate.credential)),
    );
    if (match) remaining.splice(remaining.indexOf(match), 1);
    for (const field of EDUCATION_FIELDS)
      fact(`${label}.${field}`, entry[field] ?? null, match ? (match[field] ?? null) : null);
  }
  for (const extra of remaining) {
    const label = `(extra) ${extra.institution ?? extra.credential ?? "?"}`;
    for (const field of EDUCATION_FIELDS) fact(`${label}.${field}`, null, extra[field] ?? null);
  }
}

export function compareQualifications(
  actual: Pick<ResumeData, "certifications" | "education" | "skills">,
  expected: ExpectedQualifications,
): QualificationScore {
  const score: QualificationScore = {
    groups: { certifications: emptyCounts(), education: emptyCounts(), skills: emptyCounts() },
    labelled: QUALIFICATION_GROUPS.filter((group) => Array.isArray(expected[group])),
    misses: [],
    extras: [],
  };
  if (expected.certifications) {
    compareTexts(
      "certifications",
      expected.certifications,
      (actual.certifications ?? []).map((item) => item.name),
      certificationKey,
      score,
    );
  }
  if (expected.education) compareEducation(expected.education, actual.education ?? [], score);
  if (expected.skills) compareTexts("skills", expected.skills, actual.skills ?? [], loose, score);
  return score;
}
