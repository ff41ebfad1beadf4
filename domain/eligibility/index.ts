// The eligibility rules (docs/product.md §19.2): one pure computation from the user's work history, IA
// activities and today, used by the API and shown by the screens as it is.

import { easaBasicExperienceRules, easaRecentExperienceRule } from "./easa";
import { bothRatingsRule, ratingExperienceRule } from "./faa-experience";
import { iaEligibilityRule, iaRenewalRule } from "./faa-ia";
import { mechanicRecentExperienceRule } from "./faa-mechanic-recent";
import type { EligibilityInput, EligibilityReport } from "./types";

export * from "./ia-year";
export * from "./thresholds";
export * from "./types";

export const ELIGIBILITY_DISCLAIMER =
  "An estimate from what you entered in Hangar Log, not a determination by the FAA or EASA: the authority decides on your application.";

export function computeEligibility(input: EligibilityInput): EligibilityReport {
  return {
    today: input.today,
    disclaimer: ELIGIBILITY_DISCLAIMER,
    rules: [
      ratingExperienceRule(input, "airframe"),
      ratingExperienceRule(input, "powerplant"),
      bothRatingsRule(input),
      mechanicRecentExperienceRule(input),
      iaEligibilityRule(input),
      iaRenewalRule(input),
      ...easaBasicExperienceRules(input),
      easaRecentExperienceRule(input),
    ],
  };
}
