// 14 CFR 65.91(c) (eligibility for an inspection authorization) and 65.92 / 65.93 (its IA year and
// renewal).

import { monthsBetween } from "../duration";
import type { IaActivityKind } from "../enums";
import { daysBetween } from "../training-status";
import { endsOnExpiry, type IaYear, iaExpiryAfter, iaYearOf, previousIaYear } from "./ia-year";
import { NO_EMPLOYMENT_MISSING, recentExperience } from "./recent";
import {
  IA_ACTIVE_MONTHS,
  IA_ANNUALS_PER_YEAR,
  IA_DAYS_PER_ANNUAL,
  IA_MAJOR_REPAIRS_PER_ANNUAL,
  IA_RATINGS_HELD_MONTHS,
  IA_REFRESHER_HOURS,
} from "./thresholds";
import type { EligibilityInput, MissingItem, RuleCondition, RuleResult, RuleStatus } from "./types";

/** Not yet when any computed condition fails, else cannot tell when any lacks data, else met. */
function combined(conditions: readonly RuleCondition[]): RuleStatus {
  const computed = conditions.map((condition) => condition.status);
  if (computed.includes("not_yet")) return "not_yet";
  if (computed.includes("cannot_tell")) return "cannot_tell";
  return "met";
}

export function iaEligibilityRule(input: EligibilityInput): RuleResult {
  const ratings = input.form?.ratings ?? [];
  const issuedOn = input.form?.apCertificateIssuedOn ?? null;
  const heldMonths = issuedOn ? monthsBetween(issuedOn, input.today, input.today) : 0;
  const active = recentExperience(input);
  const missing: MissingItem[] = [];
  if (ratings.length === 0)
    missing.push({ target: "ratings", message: "Tick the ratings your A&P certificate holds." });
  if (!issuedOn)
    missing.push({ target: "apCertificateIssuedOn", message: "Add the issue date of your A&P certificate." });
  if (active.noDatedEmployment) missing.push(NO_EMPLOYMENT_MISSING);
  const conditions: RuleCondition[] = [
    {
      label: "A&P certificate with both the airframe and the powerplant rating",
      status: ratings.length === 0 ? "cannot_tell" : ratings.length === 2 ? "met" : "not_yet",
    },
    {
      label: "Ratings held for at least 3 years",
      status: !issuedOn ? "cannot_tell" : heldMonths >= IA_RATINGS_HELD_MONTHS ? "met" : "not_yet",
      value: heldMonths,
      threshold: IA_RATINGS_HELD_MONTHS,
    },
    {
      label: "Actively engaged in maintenance for the 2 years before today",
      status: active.noDatedEmployment
        ? "cannot_tell"
        : active.months >= IA_ACTIVE_MONTHS
          ? "met"
          : "not_yet",
      value: active.months,
      threshold: IA_ACTIVE_MONTHS,
    },
    {
      label: "A fixed base of operations where you can be reached in person or by telephone",
      status: "to_confirm",
    },
    { label: "The equipment, facilities and inspection data to inspect aircraft", status: "to_confirm" },
    { label: "A passed knowledge test on inspecting for airworthiness", status: "to_confirm" },
  ];
  return {
    id: "faa_65_91_ia",
    title: "Inspection authorization: eligibility",
    citation: "14 CFR 65.91(c)",
    status: combined(conditions),
    figure: {
      label: "Months your A&P certificate has been held",
      value: heldMonths,
      threshold: IA_RATINGS_HELD_MONTHS,
      unit: "months",
    },
    // The periods are those of the last 2 years; the figure is the certificate's age, so no window.
    periods: active.periods,
    conditions,
    window: null,
    deadline: null,
    expiresOn: null,
    note: "Counts the time since your A&P certificate was issued and your employment in the last 2 years (without a gap), whose periods are listed. The base of operations, the equipment and the knowledge test are for you to confirm; they are not computed.",
    missing,
  };
}

// --- Renewal ----------------------------------------------------------------------------------

interface Path {
  kind: IaActivityKind;
  label: string;
  value: number;
  threshold: number;
  unit: "activities" | "hours";
}

/** The five ways of 65.93(a) for one IA year, counting the activities from `from` to the year's end. */
export function renewalPaths(input: EligibilityInput, year: IaYear, from: string): Path[] {
  const inYear = input.iaActivities.filter(
    (activity) =>
      activity.performedOn >= from && activity.performedOn <= year.end && activity.performedOn <= input.today,
  );
  const count = (kind: IaActivityKind) => inYear.filter((activity) => activity.kind === kind).length;
  const daysHeld = daysBetween(from, year.end) + 1;
  const annuals = Math.min(IA_ANNUALS_PER_YEAR, Math.max(1, Math.floor(daysHeld / IA_DAYS_PER_ANNUAL)));
  const longestCourse = Math.max(
    0,
    ...inYear
      .filter((activity) => activity.kind === "refresher_course")
      .map((activity) => activity.hours ?? 0),
  );
  return [
    {
      kind: "annual_inspection",
      label: "Annual inspections",
      value: count("annual_inspection"),
      threshold: annuals,
      unit: "activities",
    },
    {
      kind: "major_repair_or_alteration",
      label: "Major repairs or alterations",
      value: count("major_repair_or_alteration"),
      threshold: annuals * IA_MAJOR_REPAIRS_PER_ANNUAL,
      unit: "activities",
    },
    {
      kind: "progressive_inspection",
      label: "Progressive inspections",
      value: count("progressive_inspection"),
      threshold: 1,
      unit: "activities",
    },
    {
      kind: "refresher_course",
      label: "Refresher course (hours)",
      value: longestCourse,
      threshold: IA_REFRESHER_HOURS,
      unit: "hours",
    },
    { kind: "oral_test", label: "Oral tests", value: count("oral_test"), threshold: 1, unit: "activities" },
  ];
}

const isDone = (path: Path) => path.value >= path.threshold;

/** The path furthest along (the first of equals), which the card shows as its figure. */
function furthest(paths: readonly Path[]): Path {
  return paths.reduce((best, path) =>
    Math.min(1, path.value / path.threshold) > Math.min(1, best.value / best.threshold) ? path : best,
  );
}

function stillPossible(paths: readonly Path[]): string {
  const [annual, major, progressive, course, oral] = paths as [Path, Path, Path, Path, Path];
  const more = (path: Path, what: string) => `${path.threshold - path.value} more ${what}`;
  return [
    more(annual, annual.threshold - annual.value === 1 ? "annual inspection" : "annual inspections"),
    more(
      major,
      major.threshold - major.value === 1 ? "major repair or alteration" : "major repairs or alterations",
    ),
    `${progressive.threshold} progressive inspection`,
    `a refresher course of at least ${course.threshold} hours`,
    oral.threshold === 1 ? "an oral test" : `${oral.threshold} oral tests`,
  ].join(", or ");
}

export const IA_RENEWAL_NOT_APPLICABLE =
  "Your form says you do not hold a current inspection authorization (IA Status), so there is nothing to renew this IA year. The check above says what applying for one takes.";

export function iaRenewalRule(input: EligibilityInput): RuleResult {
  const iaIssuedOn = input.form?.iaIssuedOn ?? null;
  const year = iaYearOf(input.today);
  const from = iaIssuedOn && iaIssuedOn > year.start ? iaIssuedOn : year.start;
  const paths = renewalPaths(input, year, from);
  const best = furthest(paths);
  const conditions: RuleCondition[] = paths.map((path) => ({
    label: path.label,
    status: isDone(path) ? "met" : "not_yet",
    value: path.value,
    threshold: path.threshold,
  }));
  // In the second year of a two-year period the first year counts toward the renewal too.
  const previous = previousIaYear(year);
  let previousMissed = false;
  if (endsOnExpiry(year) && iaIssuedOn && iaIssuedOn <= previous.end) {
    const previousFrom = iaIssuedOn > previous.start ? iaIssuedOn : previous.start;
    previousMissed = !renewalPaths(input, previous, previousFrom).some(isDone);
    conditions.push({
      label: `The previous IA year (April ${previous.start.slice(0, 4)} to March ${previous.end.slice(0, 4)}): one of the five done`,
      status: previousMissed ? "not_yet" : "met",
    });
  }
  const missing: MissingItem[] = [];
  if (!iaIssuedOn)
    missing.push({ target: "iaIssuedOn", message: "Add the date your inspection authorization was issued." });
  const thisYearDone = paths.some(isDone);
  if (iaIssuedOn && !thisYearDone)
    missing.push({
      target: "iaActivities",
      message: `Still possible before this IA year ends: ${stillPossible(paths)}. Log them in the IA activity log.`,
    });
  if (previousMissed)
    missing.push({ target: "iaActivities", message: "Log what you did in the previous IA year too." });
  const rule: RuleResult = {
    id: "faa_65_93_ia_renewal",
    title: "Inspection authorization: this IA year",
    citation: "14 CFR 65.92, 65.93",
    status: !iaIssuedOn ? "cannot_tell" : thisYearDone && !previousMissed ? "met" : "not_yet",
    figure: { label: best.label, value: best.value, threshold: best.threshold, unit: best.unit },
    periods: [],
    conditions,
    window: { from: year.start, to: year.end },
    deadline: year.end,
    expiresOn: iaIssuedOn ? iaExpiryAfter(input.today) : null,
    note: `Each IA year (April 1 to March 31) needs one of: ${IA_ANNUALS_PER_YEAR} annual inspections (one for each ${IA_DAYS_PER_ANNUAL} days the IA was held), ${IA_ANNUALS_PER_YEAR * IA_MAJOR_REPAIRS_PER_ANNUAL} major repairs or alterations (two for each ${IA_DAYS_PER_ANNUAL} days), 1 progressive inspection, a refresher course of at least ${IA_REFRESHER_HOURS} hours, or an oral test. An IA expires on March 31 of odd-numbered years; renewing it needs each IA year of the two done.`,
    missing,
  };
  // Nothing to renew without a current IA: say so instead of asking for its issue date.
  const iaStatus = input.form?.iaStatus ?? null;
  if (iaStatus === "no" || iaStatus === "past_not_current") {
    return {
      ...rule,
      status: "not_applicable",
      conditions: [],
      missing: [],
      expiresOn: null,
      note: IA_RENEWAL_NOT_APPLICABLE,
    };
  }
  return rule;
}
