// Closed sets of the product (docs/product.md §3.2, §4.3) with their display labels.
// The server uses the value lists for check constraints and validation, the web uses the labels.

export const ROLES = ["user", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** What a 6-digit e-mailed code proves (server/db/schema/users.ts, email_verifications.purpose). */
export const CODE_PURPOSES = ["verify_email", "reset_password", "change_email"] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
export const ROLE_LABELS: Record<Role, string> = { user: "User", admin: "Admin" };

export const PROCESSING_STATUSES = [
  "draft",
  "submitted",
  "queued",
  "processing",
  "completed",
  "failed",
] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];
export const PROCESSING_STATUS_LABELS: Record<ProcessingStatus, string> = {
  draft: "Draft",
  submitted: "Submitted",
  queued: "Queued",
  processing: "Processing",
  completed: "Completed",
  failed: "Failed",
};
export const UNKNOWN_STATUS_LABEL = "Unknown";

export const IA_STATUSES = ["yes", "no", "past_not_current"] as const;
export type IaStatus = (typeof IA_STATUSES)[number];
export const IA_STATUS_LABELS: Record<IaStatus, string> = {
  yes: "Yes - Currently Active",
  no: "No",
  past_not_current: "Past, Not Current",
};

export const OPERATION_CATEGORIES = [
  "part_145_repair_station",
  "part_135_air_carrier",
  "part_121_air_carrier",
  "general_aviation",
  "corporate_aviation",
  "military_aviation",
  "other",
] as const;
export type OperationCategory = (typeof OPERATION_CATEGORIES)[number];
export const OPERATION_CATEGORY_LABELS: Record<OperationCategory, string> = {
  part_145_repair_station: "Part 145 Repair Station",
  part_135_air_carrier: "Part 135 Air Carrier",
  part_121_air_carrier: "Part 121 Air Carrier",
  general_aviation: "General Aviation",
  corporate_aviation: "Corporate Aviation",
  military_aviation: "Military Aviation",
  other: "Other",
};

export const DOCUMENT_TYPES = ["resume", "training"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  resume: "Resume / CV",
  training: "Training Document",
};

export const MATCH_STATUSES = ["exact", "fuzzy", "multiple", "no_match", "manual_review"] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const PROMPT_TYPES = ["resume", "training"] as const;
export type PromptType = (typeof PROMPT_TYPES)[number];
export const PROMPT_TYPE_LABELS: Record<PromptType, string> = { resume: "Resume", training: "Training" };

export const EXPERIENCE_DISCIPLINES = ["airframe", "powerplant", "avionics"] as const;
export type ExperienceDiscipline = (typeof EXPERIENCE_DISCIPLINES)[number];
export const EXPERIENCE_DISCIPLINE_LABELS: Record<ExperienceDiscipline, string> = {
  airframe: "Airframe",
  powerplant: "Powerplant",
  avionics: "Avionics",
};

// Applicable-experience flags per discipline (docs/product.md §3.3). Every discipline has factory training.
export const AIRFRAME_FLAGS = ["sheetMetalRepair", "engineRuns", "taxi", "hasFactoryTraining"] as const;
export const POWERPLANT_FLAGS = ["hotSectionInspection", "hasFactoryTraining"] as const;
export const AVIONICS_FLAGS = [
  "far91Checks",
  "rvsm",
  "installer",
  "lineMaintenance",
  "hasFactoryTraining",
] as const;
export type AirframeFlag = (typeof AIRFRAME_FLAGS)[number];
export type PowerplantFlag = (typeof POWERPLANT_FLAGS)[number];
export type AvionicsFlag = (typeof AVIONICS_FLAGS)[number];
export type ExperienceFlag = AirframeFlag | PowerplantFlag | AvionicsFlag;
export const EXPERIENCE_FLAGS = {
  airframe: AIRFRAME_FLAGS,
  powerplant: POWERPLANT_FLAGS,
  avionics: AVIONICS_FLAGS,
} as const satisfies Record<ExperienceDiscipline, readonly ExperienceFlag[]>;
export const EXPERIENCE_FLAG_LABELS: Record<ExperienceFlag, string> = {
  sheetMetalRepair: "Sheet Metal Repair",
  engineRuns: "Engine Runs",
  taxi: "Taxi",
  hotSectionInspection: "Hot Section Inspection",
  far91Checks: "FAR 91.411/413 Checks",
  rvsm: "RVSM",
  installer: "Installer",
  lineMaintenance: "Line Maintenance/Troubleshooting",
  hasFactoryTraining: "Factory Training",
};

/** The ratings of an FAA mechanic certificate (14 CFR 65.71): the A and the P of A&P. */
export const CERTIFICATE_RATINGS = ["airframe", "powerplant"] as const;
export type CertificateRating = (typeof CERTIFICATE_RATINGS)[number];
export const CERTIFICATE_RATING_LABELS: Record<CertificateRating, string> = {
  airframe: "Airframe",
  powerplant: "Powerplant",
};

/** What an inspection authorization holder logs toward renewal (14 CFR 65.93(a)(1)-(5)). */
export const IA_ACTIVITY_KINDS = [
  "annual_inspection",
  "major_repair_or_alteration",
  "progressive_inspection",
  "refresher_course",
  "oral_test",
] as const;
export type IaActivityKind = (typeof IA_ACTIVITY_KINDS)[number];
export const IA_ACTIVITY_KIND_LABELS: Record<IaActivityKind, string> = {
  annual_inspection: "Annual inspection",
  major_repair_or_alteration: "Major repair or alteration",
  progressive_inspection: "Progressive inspection",
  refresher_course: "Refresher course",
  oral_test: "Oral test",
};
