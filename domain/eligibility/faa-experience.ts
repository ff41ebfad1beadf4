// 14 CFR 65.77: practical experience for the airframe or powerplant rating, or both at once.

import { manualDurationMonths } from "../duration";
import type { ExperienceDiscipline } from "../enums";
import {
  countedPeriods,
  currentEmploymentPeriod,
  employerPeriods,
  intersectPeriods,
  type LabelledPeriod,
  unionMonths,
} from "./periods";
import { FAA_BOTH_RATINGS_MONTHS, FAA_ONE_RATING_MONTHS } from "./thresholds";
import type { EligibilityInput, MissingItem, RuleResult } from "./types";

type Rated = Extract<ExperienceDiscipline, "airframe" | "powerplant">;

interface DisciplineExperience {
  entries: number;
  /** The employers (and current employment) the entries name, each once. */
  periods: LabelledPeriod[];
  /** The longest duration entered by hand: it has no dates, so it cannot be added to the others. */
  longestManualMonths: number;
}

export function disciplineExperience(input: EligibilityInput, discipline: Rated): DisciplineExperience {
  const employers = employerPeriods(input);
  const current = currentEmploymentPeriod(input);
  const periods = new Map<string, LabelledPeriod>();
  let entries = 0;
  let longestManualMonths = 0;
  for (const entry of input.experience) {
    if (entry.discipline !== discipline) continue;
    entries += 1;
    if (entry.useManualDuration) {
      longestManualMonths = Math.max(
        longestManualMonths,
        manualDurationMonths(entry.manualYears, entry.manualMonths),
      );
      continue;
    }
    for (const id of entry.selectedEmploymentIds) {
      const period = employers.get(id);
      if (period) periods.set(id, period);
    }
    if (entry.includeCurrentEmployment && current) periods.set(current.key, current);
  }
  return { entries, periods: [...periods.values()], longestManualMonths };
}

const LABELS: Record<Rated, string> = { airframe: "Airframe", powerplant: "Powerplant" };

export function ratingExperienceRule(input: EligibilityInput, discipline: Rated): RuleResult {
  const experience = disciplineExperience(input, discipline);
  const datedMonths = unionMonths(experience.periods, input.today);
  const value = Math.max(datedMonths, experience.longestManualMonths);
  const label = LABELS[discipline];
  const missing: MissingItem[] = [];
  if (experience.entries === 0)
    missing.push({
      target: discipline,
      message: `Add your ${discipline} experience and choose the employers where you gained it.`,
    });
  else if (experience.periods.length === 0 && experience.longestManualMonths === 0)
    missing.push({
      target: discipline,
      message: `Choose the employers of your ${discipline} experience (with their dates), or enter its duration.`,
    });
  const usesManual = experience.longestManualMonths > datedMonths;
  return {
    id: discipline === "airframe" ? "faa_65_77_airframe" : "faa_65_77_powerplant",
    title: `${label} rating: practical experience`,
    citation: "14 CFR 65.77(a)",
    status: value >= FAA_ONE_RATING_MONTHS ? "met" : missing.length > 0 ? "cannot_tell" : "not_yet",
    figure: { label: `${label} experience`, value, threshold: FAA_ONE_RATING_MONTHS, unit: "months" },
    periods: countedPeriods(experience.periods, input.today),
    conditions: [],
    window: null,
    deadline: null,
    expiresOn: null,
    note:
      `At least ${FAA_ONE_RATING_MONTHS} months of practical experience with the procedures, practices, materials, tools, machine tools and equipment used on ${discipline}s, counted from the employers your ${discipline} entries name, overlapping time once.` +
      (usesManual
        ? " A duration entered by hand has no dates, so the longest one counts rather than the sum."
        : ""),
    missing,
  };
}

export function bothRatingsRule(input: EligibilityInput): RuleResult {
  const airframe = disciplineExperience(input, "airframe");
  const powerplant = disciplineExperience(input, "powerplant");
  const together = intersectPeriods(airframe.periods, powerplant.periods);
  const value = unionMonths(together, input.today);
  const missing: MissingItem[] = [];
  for (const [discipline, experience] of [
    ["airframe", airframe],
    ["powerplant", powerplant],
  ] as const)
    if (experience.periods.length === 0)
      missing.push({
        target: discipline,
        message: `Choose the employers of your ${discipline} experience, with their dates.`,
      });
  const manual = airframe.longestManualMonths > 0 || powerplant.longestManualMonths > 0;
  return {
    id: "faa_65_77_both",
    title: "Both ratings at once: practical experience",
    citation: "14 CFR 65.77(b)",
    status: value >= FAA_BOTH_RATINGS_MONTHS ? "met" : missing.length > 0 ? "cannot_tell" : "not_yet",
    figure: {
      label: "Airframe and powerplant together",
      value,
      threshold: FAA_BOTH_RATINGS_MONTHS,
      unit: "months",
    },
    periods: countedPeriods(
      together.map((period) => ({
        ...period,
        key: `${period.start}/${period.end}`,
        employer: "Airframe and powerplant at once",
        ongoing:
          period.end === input.today && [...airframe.periods, ...powerplant.periods].some((p) => p.ongoing),
      })),
      input.today,
    ),
    conditions: [],
    window: null,
    deadline: null,
    expiresOn: null,
    note:
      `At least ${FAA_BOTH_RATINGS_MONTHS} months of practical experience concurrently performing the duties of both ratings: the time covered by your airframe and your powerplant employers at once.` +
      (manual
        ? " Durations entered by hand have no dates, so they cannot show time at once and are not counted here."
        : ""),
    missing,
  };
}
