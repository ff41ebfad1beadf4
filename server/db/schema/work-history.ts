import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  CERTIFICATE_RATINGS,
  type CertificateRating,
  IA_STATUSES,
  type IaStatus,
  OPERATION_CATEGORIES,
  type OperationCategory,
  PROCESSING_STATUSES,
  type ProcessingStatus,
} from "../../../domain/enums";
import { createdAt, id, oneOf, updatedAt } from "./columns";
import { users } from "./users";

export const workHistoryForms = pgTable(
  "work_history_forms",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<ProcessingStatus>().notNull().default("draft"),
    isActive: boolean("is_active").notNull().default(false),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email"),
    roleTitle: text("role_title"),
    dateOfHire: date("date_of_hire", { mode: "string" }),
    apCertificateNumber: text("ap_certificate_number"),
    iaStatus: text("ia_status").$type<IaStatus>(),
    // The certificate behind the eligibility rules (docs/product.md §19.1).
    apCertificateIssuedOn: date("ap_certificate_issued_on", { mode: "string" }),
    ratings: text("ratings").array().$type<CertificateRating[]>().notNull().default(sql`'{}'::text[]`),
    iaIssuedOn: date("ia_issued_on", { mode: "string" }),
    employmentScope: text("employment_scope"),
    additionalDuties: text("additional_duties"),
    personalInfo: jsonb("personal_info"),
    employmentHistory: jsonb("employment_history"),
    certifications: jsonb("certifications"),
    education: jsonb("education"),
    skills: text("skills").array(),
    aiExtractedData: jsonb("ai_extracted_data"),
    /**
     * The original name of the resume that last filled the form, copied when it was applied so that
     * it outlives the upload (docs/decisions/0047-resume-provenance.md).
     */
    resumeFileName: text("resume_file_name"),
    /** Suggestions of the review beside the resume the owner dismissed; a new resume clears them. */
    dismissedResumeSuggestions: text("dismissed_resume_suggestions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pdfUrl: text("pdf_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("work_history_forms_user_id_idx").on(t.userId),
    // A user has at most one active form.
    uniqueIndex("work_history_forms_one_active_per_user_idx").on(t.userId).where(sql`${t.isActive}`),
    check("work_history_forms_status_check", oneOf(t.status, PROCESSING_STATUSES)),
    check("work_history_forms_ia_status_check", oneOf(t.iaStatus, IA_STATUSES)),
    check(
      "work_history_forms_ratings_check",
      sql`${t.ratings} <@ array[${sql.raw(CERTIFICATE_RATINGS.map((rating) => `'${rating}'`).join(", "))}]::text[]`,
    ),
  ],
);

const formId = () =>
  uuid("form_id")
    .notNull()
    .references(() => workHistoryForms.id, { onDelete: "cascade" });

/** Written by processing a resume; cleared when the user changes the entry (docs/product.md). */
const fromResume = () => boolean("from_resume").notNull().default(false);

export const employmentEntries = pgTable(
  "employment_entries",
  {
    id: id(),
    formId: formId(),
    entryNumber: integer("entry_number").notNull(),
    companyName: text("company_name"),
    positionTitle: text("position_title"),
    operationCategory: text("operation_category").$type<OperationCategory>(),
    workAddress: text("work_address"),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    responsibilities: text("responsibilities"),
    isFullTime: boolean("is_full_time").notNull().default(false),
    fromResume: fromResume(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("employment_entries_form_id_entry_number_idx").on(t.formId, t.entryNumber),
    check("employment_entries_operation_category_check", oneOf(t.operationCategory, OPERATION_CATEGORIES)),
  ],
);

/** The first columns of every experience discipline: owner form and entry number. */
const experienceKeyColumns = () => ({
  id: id(),
  formId: formId(),
  entryNumber: integer("entry_number").notNull(),
});

/** The columns after the discipline's make, model, series and flags: the duration section and timestamps. */
const experienceDurationColumns = () => ({
  yearsExperience: integer("years_experience").notNull().default(0),
  monthsExperience: integer("months_experience").notNull().default(0),
  /** Ids of employment_entries of the same form (kept consistent by the service, not a foreign key). */
  selectedEmploymentIds: uuid("selected_employment_ids").array().notNull().default(sql`'{}'::uuid[]`),
  includeCurrentEmployment: boolean("include_current_employment").notNull().default(false),
  useManualDuration: boolean("use_manual_duration").notNull().default(false),
  manualYears: integer("manual_years").notNull().default(0),
  manualMonths: integer("manual_months").notNull().default(0),
  calculatedDurationMonths: integer("calculated_duration_months").notNull().default(0),
  fromResume: fromResume(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

type ExperienceConstraintColumns = Record<
  "formId" | "entryNumber" | "manualYears" | "manualMonths",
  AnyPgColumn
>;

const experienceConstraints = (table: string, t: ExperienceConstraintColumns) => [
  index(`${table}_form_id_entry_number_idx`).on(t.formId, t.entryNumber),
  check(`${table}_manual_years_check`, sql`${t.manualYears} >= 0`),
  check(`${table}_manual_months_check`, sql`${t.manualMonths} between 0 and 11`),
];

export const airframeExperience = pgTable(
  "airframe_experience",
  {
    ...experienceKeyColumns(),
    aircraftMake: text("aircraft_make"),
    aircraftModel: text("aircraft_model"),
    aircraftSeries: text("aircraft_series"),
    sheetMetalRepair: boolean("sheet_metal_repair").notNull().default(false),
    engineRuns: boolean("engine_runs").notNull().default(false),
    taxi: boolean("taxi").notNull().default(false),
    hasFactoryTraining: boolean("has_factory_training").notNull().default(false),
    ...experienceDurationColumns(),
  },
  (t) => experienceConstraints("airframe_experience", t),
);

export const powerplantExperience = pgTable(
  "powerplant_experience",
  {
    ...experienceKeyColumns(),
    powerplantMake: text("powerplant_make"),
    powerplantModel: text("powerplant_model"),
    powerplantSeries: text("powerplant_series"),
    hotSectionInspection: boolean("hot_section_inspection").notNull().default(false),
    hasFactoryTraining: boolean("has_factory_training").notNull().default(false),
    ...experienceDurationColumns(),
  },
  (t) => experienceConstraints("powerplant_experience", t),
);

export const avionicsExperience = pgTable(
  "avionics_experience",
  {
    ...experienceKeyColumns(),
    avionicsMake: text("avionics_make"),
    avionicsModel: text("avionics_model"),
    avionicsSeries: text("avionics_series"),
    far91Checks: boolean("far91_checks").notNull().default(false),
    rvsm: boolean("rvsm").notNull().default(false),
    installer: boolean("installer").notNull().default(false),
    lineMaintenance: boolean("line_maintenance").notNull().default(false),
    hasFactoryTraining: boolean("has_factory_training").notNull().default(false),
    ...experienceDurationColumns(),
  },
  (t) => experienceConstraints("avionics_experience", t),
);

export type WorkHistoryForm = typeof workHistoryForms.$inferSelect;
export type NewWorkHistoryForm = typeof workHistoryForms.$inferInsert;
export type EmploymentEntry = typeof employmentEntries.$inferSelect;
export type NewEmploymentEntry = typeof employmentEntries.$inferInsert;
export type AirframeExperience = typeof airframeExperience.$inferSelect;
export type NewAirframeExperience = typeof airframeExperience.$inferInsert;
export type PowerplantExperience = typeof powerplantExperience.$inferSelect;
export type NewPowerplantExperience = typeof powerplantExperience.$inferInsert;
export type AvionicsExperience = typeof avionicsExperience.$inferSelect;
export type NewAvionicsExperience = typeof avionicsExperience.$inferInsert;
