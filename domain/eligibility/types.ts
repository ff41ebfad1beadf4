// What the eligibility rules read and answer (docs/product.md §19.2). Every answer is an estimate from
// what the user entered, never a determination by the FAA or EASA.

import type { CalendarDate } from "../calendar-date";
import type { CertificateRating, ExperienceDiscipline, IaActivityKind, IaStatus } from "../enums";

/** `not_applicable`: the rule is about something the user says they do not hold (IA Status 'No'). */
export const RULE_STATUSES = ["met", "not_yet", "cannot_tell", "not_applicable"] as const;
export type RuleStatus = (typeof RULE_STATUSES)[number];
/** A condition of a rule may also be one the user confirms themselves (never computed). */
export const CONDITION_STATUSES = [...RULE_STATUSES, "to_confirm"] as const;
export type ConditionStatus = (typeof CONDITION_STATUSES)[number];

export const RULE_IDS = [
  "faa_65_77_airframe",
  "faa_65_77_powerplant",
  "faa_65_77_both",
  "faa_65_83_recent",
  "faa_65_91_ia",
  "faa_65_93_ia_renewal",
  "easa_66_a_30_three_years",
  "easa_66_a_30_five_years",
  "easa_145_a_35_recent",
] as const;
export type RuleId = (typeof RULE_IDS)[number];

/** Where the user adds what a rule misses: a field or a section of the form, or the IA activity log. */
export const MISSING_TARGETS = [
  "apCertificateIssuedOn",
  "ratings",
  "iaIssuedOn",
  "employment",
  "airframe",
  "powerplant",
  "iaActivities",
] as const;
export type MissingTarget = (typeof MISSING_TARGETS)[number];

export interface CountedPeriod {
  /** The employer's name, or what the period is ('Current employment'). */
  employer: string;
  from: CalendarDate;
  /** Today for a period still going on. */
  to: CalendarDate;
  ongoing: boolean;
  months: number;
}

export interface RuleFigure {
  /** What is counted: 'Airframe experience', 'Annual inspections'. */
  label: string;
  value: number;
  threshold: number;
  unit: "months" | "activities" | "hours";
}

export interface RuleCondition {
  label: string;
  status: ConditionStatus;
  value?: number;
  threshold?: number;
}

export interface MissingItem {
  target: MissingTarget;
  message: string;
}

export interface RuleResult {
  id: RuleId;
  title: string;
  citation: string;
  status: RuleStatus;
  figure: RuleFigure;
  /** The periods counted, each with its own months; overlapping time is counted once in the figure. */
  periods: CountedPeriod[];
  conditions: RuleCondition[];
  /** The time the rule looks at (the last 24 months, the IA year), when it looks at a part of time. */
  window: { from: CalendarDate; to: CalendarDate } | null;
  /** The last day to act (the end of the IA year), when there is one. */
  deadline: CalendarDate | null;
  /** When an inspection authorization held today expires (March 31 of an odd-numbered year). */
  expiresOn: CalendarDate | null;
  note: string;
  missing: MissingItem[];
}

export interface EligibilityInput {
  today: CalendarDate;
  /** The active work history form, null without one. */
  form: {
    dateOfHire: CalendarDate | null;
    apCertificateIssuedOn: CalendarDate | null;
    ratings: readonly CertificateRating[];
    iaIssuedOn: CalendarDate | null;
    /** The form's IA Status; only 'yes' has an inspection authorization to renew. */
    iaStatus?: IaStatus | null;
  } | null;
  employers: readonly {
    id: string;
    companyName: string | null;
    startDate: CalendarDate | null;
    endDate: CalendarDate | null;
  }[];
  experience: readonly {
    discipline: ExperienceDiscipline;
    selectedEmploymentIds: readonly string[];
    includeCurrentEmployment: boolean;
    useManualDuration: boolean;
    manualYears: number | null;
    manualMonths: number | null;
  }[];
  iaActivities: readonly { performedOn: CalendarDate; kind: IaActivityKind; hours: number | null }[];
}

export interface EligibilityReport {
  today: CalendarDate;
  disclaimer: string;
  rules: RuleResult[];
}

/** How a status reads on the screens: words, so colour is never the only sign. */
export const RULE_STATUS_LABELS: Record<ConditionStatus, string> = {
  met: "Looks met",
  not_yet: "Not yet",
  cannot_tell: "Cannot tell yet",
  not_applicable: "Does not apply",
  to_confirm: "To confirm yourself",
};
