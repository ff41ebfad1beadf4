// For component tests: an answer of GET /api/me/eligibility as the server would give it, computed by
// the domain's own rules from a small work history.

import { computeEligibility, type EligibilityInput } from "@domain/eligibility/index";
import {
  countersignedCoverage,
  requirementEvidence,
  type SummarizedEntry,
  summarizeLogbook,
} from "@domain/logbook-summary";
import type { Eligibility } from "@domain/schemas/eligibility";
import { FORM_ID } from "./fake-work-history-api";

export const ELIGIBILITY_TODAY = "2026-06-01";

/**
 * One employer (2016-01-04 to 2022-12-30) named by airframe entries only, A&P without its issue date;
 * `logbook`: the entries whose countersigned tasks are the evidence (as the server computes it).
 */
export function buildEligibility(
  overrides: Partial<EligibilityInput> = {},
  logbook: readonly (SummarizedEntry & { task: string })[] = [],
): Eligibility {
  const input: EligibilityInput = {
    today: ELIGIBILITY_TODAY,
    form: { dateOfHire: null, apCertificateIssuedOn: null, ratings: ["airframe"], iaIssuedOn: null },
    employers: [{ id: "acme", companyName: "Acme Aviation", startDate: "2016-01-04", endDate: "2022-12-30" }],
    experience: [
      {
        discipline: "airframe",
        selectedEmploymentIds: ["acme"],
        includeCurrentEmployment: false,
        useManualDuration: false,
        manualYears: null,
        manualMonths: null,
      },
    ],
    iaActivities: [],
    ...overrides,
  };
  const report = computeEligibility(input);
  const coverage = countersignedCoverage(summarizeLogbook(logbook));
  return {
    ...report,
    rules: report.rules.map((rule) => ({
      ...rule,
      evidence:
        rule.figure.unit === "months"
          ? {
              ...requirementEvidence(rule, logbook),
              coverage: rule.id.startsWith("easa_66") ? coverage : null,
            }
          : null,
    })),
    formId: FORM_ID,
  };
}
