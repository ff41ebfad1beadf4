// EASA Part-66 basic experience (66.A.30(a)) and the recency of 145.A.35 / 66.A.20(b)2.

import { countedPeriods, maintenancePeriods, unionMonths } from "./periods";
import { NO_EMPLOYMENT_MISSING, recentExperience } from "./recent";
import { EASA_LONG_MONTHS, EASA_SHORT_MONTHS, RECENT_EXPERIENCE_MONTHS } from "./thresholds";
import type { EligibilityInput, RuleResult } from "./types";

const CATEGORY_GROUPS = [
  {
    id: "easa_66_a_30_three_years",
    categories: "A, B1.2, B1.4, B3",
    threshold: EASA_SHORT_MONTHS,
    reductions:
      "2 years after training your authority accepts as skilled-worker training in a technical trade, 1 year after an approved Part-147 basic training course",
  },
  {
    id: "easa_66_a_30_five_years",
    categories: "B1.1, B1.3, B2",
    threshold: EASA_LONG_MONTHS,
    reductions:
      "3 years after training your authority accepts as skilled-worker training in a technical trade, 2 years after an approved Part-147 basic training course",
  },
] as const;

export function easaBasicExperienceRules(input: EligibilityInput): RuleResult[] {
  const periods = maintenancePeriods(input);
  const months = unionMonths(periods, input.today);
  return CATEGORY_GROUPS.map((group) => ({
    id: group.id,
    title: `EASA Part-66 licence, categories ${group.categories}: basic experience`,
    citation: "EASA Part-66, 66.A.30(a)",
    status: months >= group.threshold ? "met" : periods.length === 0 ? "cannot_tell" : "not_yet",
    figure: { label: "Maintenance experience", value: months, threshold: group.threshold, unit: "months" },
    periods: countedPeriods(periods, input.today),
    conditions: [],
    window: null,
    deadline: null,
    expiresOn: null,
    note: `${group.threshold / 12} years of practical maintenance experience on operating aircraft without previous relevant technical training, counted from all your employers, overlapping time once. Shorter with training: ${group.reductions}. Those reductions are not computed.`,
    missing: periods.length === 0 ? [NO_EMPLOYMENT_MISSING] : [],
  }));
}

export function easaRecentExperienceRule(input: EligibilityInput): RuleResult {
  const recent = recentExperience(input);
  return {
    id: "easa_145_a_35_recent",
    title: "EASA certifying staff: recent experience",
    citation: "EASA Part-145, 145.A.35(c); Part-66, 66.A.20(b)2",
    status:
      recent.months >= RECENT_EXPERIENCE_MONTHS
        ? "met"
        : recent.noDatedEmployment
          ? "cannot_tell"
          : "not_yet",
    figure: {
      label: "Months of maintenance in the last 24",
      value: recent.months,
      threshold: RECENT_EXPERIENCE_MONTHS,
      unit: "months",
    },
    periods: recent.periods,
    conditions: [],
    window: recent.window,
    deadline: null,
    expiresOn: null,
    note: `At least ${RECENT_EXPERIENCE_MONTHS} months of maintenance experience in any 2 consecutive years to use a licence's privileges, counted from your employers in the last 24 months.`,
    missing: recent.noDatedEmployment ? [NO_EMPLOYMENT_MISSING] : [],
  };
}
