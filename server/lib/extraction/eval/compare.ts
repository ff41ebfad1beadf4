// Scores extracted ResumeData against a fixture's expected data (../shared/fixtures/resumes/README.md):
// names compared without case and punctuation, makes by manufacturer ('CFM' = 'CFM International'),
// an equipment entry found when make and model match. Recall counts what was found, precision what
// was not invented. Test-only.

import type { ExperienceDiscipline } from "@domain/enums";
import type { ResumeData } from "@domain/schemas/resume-data";
import { sameManufacturer } from "../catalog/index";
import {
  compareQualifications,
  type ExpectedQualifications,
  type QualificationScore,
} from "./qualifications";

export interface ExpectedEquipment {
  make: string | null;
  model: string;
  series: string | null;
}

export interface ExpectedResume extends ExpectedQualifications {
  personal: Record<string, string | null>;
  employment: Record<string, string | boolean | null>[];
  airframe: ExpectedEquipment[];
  powerplant: ExpectedEquipment[];
  avionics: ExpectedEquipment[];
  flags: Record<ExperienceDiscipline, string[]>;
}

/** The field groups the evaluation reports (docs/decisions/0020-extraction-pipeline.md). */
export const FIELD_GROUPS = ["contact", "employers", "titles", "dates", "equipment", "flags"] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];

export interface Counts {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

export interface Score {
  /** Counts per field group; facts outside the groups (category, address, full time) are in the totals only. */
  groups: Record<FieldGroup, Counts>;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  recall: number;
  precision: number;
  /** Expected facts not found ('employment[1].endDate: 2018-12 ≠ null'). */
  misses: string[];
  /** Facts found that the expected data does not have. */
  extras: string[];
  /**
   * Certifications, education and skills, where the expected data labels them: kept apart from the
   * groups above, whose misses and extras the per-case extractor test requires to be empty.
   */
  qualifications: QualificationScore;
}

const DISCIPLINES: ExperienceDiscipline[] = ["airframe", "powerplant", "avionics"];
/** Compared once an entry is matched by its company (the company itself is the employers group). */
const EMPLOYMENT_FIELDS = [
  "positionTitle",
  "operationCategory",
  "workAddress",
  "startDate",
  "endDate",
  "isFullTime",
] as const;

export function looseText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

function sameValue(field: string, expected: unknown, actual: unknown): boolean {
  if (expected === null || actual === null || expected === undefined || actual === undefined) {
    return (expected ?? null) === (actual ?? null);
  }
  if (typeof expected === "boolean" || field === "iaStatus" || field === "operationCategory") {
    return expected === actual;
  }
  if (field === "phone" || field === "apCertificateNumber") {
    return String(expected).replace(/\D/g, "") === String(actual).replace(/\D/g, "");
  }
  return looseText(String(expected)) === looseText(String(actual));
}

export function sameCompany(expected: string | null, actual: string | null): boolean {
  if (!expected || !actual) return false;
  const a = looseText(expected);
  const b = looseText(actual);
  return a === b || (a.length > 4 && b.length > 4 && (a.includes(b) || b.includes(a)));
}

export function sameMake(expected: string | null, actual: string | null): boolean {
  if (!expected || !actual) return expected === actual;
  return sameManufacturer(expected, actual) || looseText(expected) === looseText(actual);
}

function groupOf(field: string): FieldGroup | null {
  switch (field) {
    case "firstName":
    case "lastName":
    case "email":
    case "phone":
    case "apCertificateNumber":
    case "iaStatus":
      return "contact";
    case "companyName":
      return "employers";
    case "positionTitle":
      return "titles";
    case "startDate":
    case "endDate":
      return "dates";
    case "model":
    case "series":
      return "equipment";
    case "flag":
      return "flags";
    default:
      return null;
  }
}

function emptyCounts(): Counts {
  return { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
}

class Tally {
  groups = Object.fromEntries(FIELD_GROUPS.map((group) => [group, emptyCounts()])) as Record<
    FieldGroup,
    Counts
  >;
  truePositives = 0;
  falsePositives = 0;
  falseNegatives = 0;
  misses: string[] = [];
  extras: string[] = [];

  fact(label: string, field: string, expected: unknown, actual: unknown) {
    const expectedValue = expected ?? null;
    const actualValue = actual ?? null;
    const group = groupOf(field);
    const counts = group ? this.groups[group] : emptyCounts();
    if (sameValue(field, expectedValue, actualValue)) {
      // Both empty is agreement, not a found fact: it counts only where emptiness is itself the
      // answer (a current job's missing end date).
      if (expectedValue === null && field !== "endDate") return;
      this.truePositives++;
      counts.truePositives++;
      return;
    }
    if (expectedValue !== null) {
      counts.falseNegatives++;
      this.falseNegatives++;
      this.misses.push(
        `${label}: expected ${JSON.stringify(expectedValue)}, got ${JSON.stringify(actualValue)}`,
      );
    }
    if (actualValue !== null) {
      counts.falsePositives++;
      this.falsePositives++;
      this.extras.push(
        `${label}: got ${JSON.stringify(actualValue)}, expected ${JSON.stringify(expectedValue)}`,
      );
    }
  }

  score(): Omit<Score, "qualifications"> {
    const found = this.truePositives + this.falseNegatives;
    const claimed = this.truePositives + this.falsePositives;
    return {
      groups: this.groups,
      truePositives: this.truePositives,
      falsePositives: this.falsePositives,
      falseNegatives: this.falseNegatives,
      recall: found === 0 ? 1 : this.truePositives / found,
      precision: claimed === 0 ? 1 : this.truePositives / claimed,
      misses: this.misses,
      extras: this.extras,
    };
  }
}

export function compareResume(actual: ResumeData, expected: ExpectedResume): Score {
  const tally = new Tally();
  for (const [field, value] of Object.entries(expected.personal)) {
    tally.fact(`personal.${field}`, field, value, actual.personal[field as keyof typeof actual.personal]);
  }

  const unmatched = [...actual.employment];
  expected.employment.forEach((job, index) => {
    const label = `employment[${index}] ${job.companyName}`;
    const match = unmatched.find((candidate) =>
      sameCompany(job.companyName as string, candidate.companyName),
    );
    if (!match) {
      tally.fact(`${label}.companyName`, "companyName", job.companyName, null);
      for (const field of EMPLOYMENT_FIELDS) tally.fact(`${label}.${field}`, field, job[field], null);
      return;
    }
    unmatched.splice(unmatched.indexOf(match), 1);
    tally.fact(`${label}.companyName`, "companyName", job.companyName, job.companyName);
    for (const field of EMPLOYMENT_FIELDS) tally.fact(`${label}.${field}`, field, job[field], match[field]);
  });
  for (const job of unmatched) {
    tally.fact(`employment (extra) ${job.companyName}`, "companyName", null, job.companyName ?? "(no name)");
    for (const field of EMPLOYMENT_FIELDS)
      tally.fact(`employment (extra) ${job.companyName}.${field}`, field, null, job[field]);
  }

  for (const discipline of DISCIPLINES) {
    const remaining = [...actual[discipline]];
    for (const item of expected[discipline]) {
      const label = `${discipline} ${item.make} ${item.model}`;
      const candidates = remaining.filter(
        (entry) => sameMake(item.make, entry.make) && looseText(item.model) === looseText(entry.model),
      );
      const match =
        candidates.find((entry) => sameValue("series", item.series, entry.series)) ?? candidates[0] ?? null;
      if (!match) {
        tally.fact(label, "model", item.model, null);
        if (item.series !== null) tally.fact(`${label}.series`, "series", item.series, null);
        continue;
      }
      remaining.splice(remaining.indexOf(match), 1);
      tally.fact(label, "model", item.model, match.model);
      if (item.series !== null || match.series !== null) {
        tally.fact(`${label}.series`, "series", item.series, match.series);
      }
    }
    for (const extra of remaining) {
      tally.fact(`${discipline} (extra) ${extra.make} ${extra.model}`, "model", null, extra.model);
      if (extra.series !== null)
        tally.fact(`${discipline} (extra) ${extra.model}.series`, "series", null, extra.series);
    }

    const found = new Set<string>([
      ...actual[discipline].flatMap((entry) => entry.flags as string[]),
      ...(actual.disciplineFlags[discipline] as string[]),
    ]);
    for (const flag of expected.flags[discipline]) {
      tally.fact(`flags.${discipline}.${flag}`, "flag", flag, found.has(flag) ? flag : null);
      found.delete(flag);
    }
    for (const flag of found) tally.fact(`flags.${discipline}.${flag}`, "flag", null, flag);
  }
  return { ...tally.score(), qualifications: compareQualifications(actual, expected) };
}

export function formatPercent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}
