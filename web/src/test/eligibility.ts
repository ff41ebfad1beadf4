// For component tests: an answer of GET /api/me/eligibility as the server would give it, computed by
// the domain's own rules from a small work history.

import { computeEligibility, type EligibilityInput } from "@domain/eligibility/index";
import type { Eligibility } from "@domain/schemas/eligibility";
import { FORM_ID } from "./fake-work-history-api";

export const ELIGIBILITY_TODAY = "2026-06-01";

/** One employer (2016-01-04 to 2022-12-30) named by airframe entries only, A&P without its issue date. */
export function buildEligibility(overrides: Partial<EligibilityInput> = {}): Eligibility {
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
  return { ...computeEligibility(input), formId: FORM_ID };
}
