// 14 CFR 65.83: recent experience to exercise a mechanic certificate's privileges.

import { NO_EMPLOYMENT_MISSING, recentExperience } from "./recent";
import { RECENT_EXPERIENCE_MONTHS } from "./thresholds";
import type { EligibilityInput, RuleResult } from "./types";

export function mechanicRecentExperienceRule(input: EligibilityInput): RuleResult {
  const issuedOn = input.form?.apCertificateIssuedOn ?? null;
  // Only time under the certificate counts: none of the window before it was issued.
  const recent = recentExperience(input, issuedOn);
  const missing = recent.noDatedEmployment ? [NO_EMPLOYMENT_MISSING] : [];
  if (!issuedOn)
    missing.push({
      target: "apCertificateIssuedOn",
      message: "Add the issue date of your A&P certificate.",
    });
  const met = recent.months >= RECENT_EXPERIENCE_MONTHS;
  return {
    id: "faa_65_83_recent",
    title: "Recent experience as a mechanic",
    citation: "14 CFR 65.83",
    status:
      met && issuedOn ? "met" : recent.noDatedEmployment || (!issuedOn && met) ? "cannot_tell" : "not_yet",
    figure: {
      label: "Months as a mechanic in the last 24",
      value: recent.months,
      threshold: RECENT_EXPERIENCE_MONTHS,
      unit: "months",
    },
    periods: recent.periods,
    conditions: [],
    window: recent.window,
    deadline: null,
    expiresOn: null,
    note: `At least ${RECENT_EXPERIENCE_MONTHS} months within the preceding 24 months serving as a mechanic under your certificate (or supervising mechanics, or having the FAA find you able), counted from your employers since the certificate was issued. Other ways of meeting it are not computed.`,
    missing,
  };
}
