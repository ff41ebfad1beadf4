// GET /api/me/eligibility: the rules of docs/product.md §19.2 computed from the caller's active work
// history and IA activity log, as of the clock's today. Reads only; nothing is stored.

import { calendarDateOf } from "@domain/calendar-date";
import { computeEligibility, type EligibilityInput } from "@domain/eligibility/index";
import type { RuleResult } from "@domain/eligibility/types";
import { EXPERIENCE_DISCIPLINES } from "@domain/enums";
import { countersignedCoverage, requirementEvidence, summarizeLogbook } from "@domain/logbook-summary";
import type { Eligibility, RuleEvidence } from "@domain/schemas/eligibility";
import { getSummaryEntries, type SummaryEntry } from "../logbook/logbook-summary.service";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { getWorkHistoryRecord } from "../work-history/work-history.service";
import { listIaActivities } from "./ia-activities.service";

export async function getEligibility(
  ctx: Pick<ServiceContext, "db" | "clock">,
  actor: Pick<SessionUser, "id">,
): Promise<Eligibility> {
  const now = ctx.clock();
  const [record, activities, logbook] = await Promise.all([
    getWorkHistoryRecord({ db: ctx.db, clock: () => now }, actor),
    listIaActivities(ctx, actor),
    getSummaryEntries(ctx, actor),
  ]);
  const input: EligibilityInput = {
    today: calendarDateOf(now),
    form: record
      ? {
          dateOfHire: record.form.dateOfHire,
          apCertificateIssuedOn: record.form.apCertificateIssuedOn,
          ratings: record.form.ratings,
          iaIssuedOn: record.form.iaIssuedOn,
          iaStatus: record.form.iaStatus,
        }
      : null,
    employers: record?.employment ?? [],
    experience: record
      ? EXPERIENCE_DISCIPLINES.flatMap((discipline) =>
          record.experience[discipline].map(({ entry }) => ({ ...entry, discipline })),
        )
      : [],
    iaActivities: activities,
  };
  const report = computeEligibility(input);
  const coverage = countersignedCoverage(summarizeLogbook(logbook));
  return {
    ...report,
    rules: report.rules.map((rule) => ({ ...rule, evidence: evidenceFor(rule, logbook, coverage) })),
    formId: record?.form.id ?? null,
  };
}

/** EASA 66.A.30 asks for a logbook covering a cross-section of tasks: its cards list the coverage. */
const LISTS_COVERAGE: ReadonlySet<RuleResult["id"]> = new Set([
  "easa_66_a_30_three_years",
  "easa_66_a_30_five_years",
]);

/**
 * The logbook's evidence beside a requirement of months of experience (docs/product.md §22.4); none
 * beside the IA renewal, which counts activities, not time.
 */
function evidenceFor(
  rule: RuleResult,
  logbook: readonly SummaryEntry[],
  coverage: RuleEvidence["coverage"],
): RuleEvidence | null {
  if (rule.figure.unit !== "months") return null;
  return {
    ...requirementEvidence(rule, logbook),
    coverage: LISTS_COVERAGE.has(rule.id) ? coverage : null,
  };
}
