// The migrations create every table, column, default, foreign key, index and constraint of the data
// model (docs/product.md §3 plus the columns the features need). Read back from the catalog, so it holds
// on PGlite and on real PostgreSQL alike.
import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CODE_PURPOSES,
  DOCUMENT_TYPES,
  IA_ACTIVITY_KINDS,
  IA_STATUSES,
  MATCH_STATUSES,
  OPERATION_CATEGORIES,
  PROCESSING_STATUSES,
  PROMPT_TYPES,
  ROLES,
} from "../../domain/enums";
import { LOGBOOK_ACTIVITY_KINDS, LOGBOOK_EVENT_KINDS, LOGBOOK_STATUSES } from "../../domain/logbook";
import { IMPORT_DECISION_ACTIONS, IMPORT_DOCUMENT_STATES } from "../../domain/schemas/bulk-import";
import { COUNTERSIGNER_EVENT_KINDS } from "../../domain/schemas/countersigner-events";
import { FORM_REVIEW_ACTIONS } from "../../domain/schemas/form-review";
import { NOTIFICATION_KINDS } from "../../domain/schemas/notifications";
import { POSITION_EVENT_KINDS } from "../../domain/schemas/positions";
import { RESUME_EVIDENCE_ENTRY_KINDS } from "../../domain/schemas/resume-evidence";
import { CHECKLIST_EVENT_KINDS } from "../../domain/training-status";
import { createTestDatabase } from "../test/db";
import {
  ALERT_DELIVERY_STATUSES,
  ALERT_KINDS,
  OUTBOX_KINDS,
  OUTBOX_STATUSES,
  RESUME_VALUE_SOURCE_FIELDS,
  TEAM_DATA_AREAS,
} from "./schema/index";

type Db = Awaited<ReturnType<typeof createTestDatabase>>["db"];
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
});

afterAll(async () => {
  await close?.();
});

async function rows<T>(query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

// ---------------------------------------------------------------------------------------------
// Expected columns: type (arrays as `elem[]`), nullability and default, exactly as the catalog shows.

interface Column {
  type: string;
  nullable: boolean;
  default: string | null;
}
const required = (type: string, defaultValue: string | null = null): Column => ({
  type,
  nullable: false,
  default: defaultValue,
});
const optional = (type: string): Column => ({ type, nullable: true, default: null });

const TZ = "timestamp with time zone";
const ID = required("uuid", "gen_random_uuid()");
const NOW = required(TZ, "now()");
const FALSE = required("boolean", "false");
const ZERO = required("integer", "0");
const UUID = required("uuid");
const TEXT = required("text");
const INT = required("integer");
const TEXT_NULL = optional("text");
const UUID_NULL = optional("uuid");
const TZ_NULL = optional(TZ);
const DATE_NULL = optional("date");
const JSON_NULL = optional("jsonb");

const experienceColumns = {
  id: ID,
  form_id: UUID,
  entry_number: INT,
  has_factory_training: FALSE,
  years_experience: ZERO,
  months_experience: ZERO,
  selected_employment_ids: required("uuid[]", "'{}'::uuid[]"),
  include_current_employment: FALSE,
  use_manual_duration: FALSE,
  manual_years: ZERO,
  manual_months: ZERO,
  calculated_duration_months: ZERO,
  from_resume: FALSE,
  created_at: NOW,
  updated_at: NOW,
};

const uploadColumns = {
  id: ID,
  user_id: UUID,
  filename: TEXT,
  file_url: TEXT,
  file_size: INT,
  mime_type: TEXT,
  extracted_text: TEXT_NULL,
  processing_status: required("text", "'queued'::text"),
  match_status: TEXT_NULL,
  match_score: optional("real"),
  error_message: TEXT_NULL,
  uploaded_at: NOW,
  processed_at: TZ_NULL,
  held_by_import_id: UUID_NULL,
};

const expectedTables: Record<string, Record<string, Column>> = {
  users: {
    id: ID,
    password: TEXT,
    full_name: TEXT,
    email: TEXT,
    role: required("text", "'user'::text"),
    email_verified: FALSE,
    verified_at: TZ_NULL,
    created_at: NOW,
  },
  sessions: {
    id: ID,
    user_id: UUID,
    token_hash: TEXT,
    created_at: NOW,
    last_seen_at: NOW,
    expires_at: required(TZ),
    user_agent: TEXT_NULL,
    ip: TEXT_NULL,
  },
  email_verifications: {
    id: ID,
    email: TEXT,
    code: TEXT,
    expires_at: required(TZ),
    verified: FALSE,
    attempts: ZERO,
    user_id: UUID_NULL,
    created_at: NOW,
    purpose: required("text", "'verify_email'::text"),
    request_hash: TEXT_NULL,
  },
  rate_limit_buckets: {
    key: TEXT,
    count: ZERO,
    window_started_at: NOW,
    locked_until: TZ_NULL,
    in_flight: ZERO,
  },
  archived_training_records: {
    id: ID,
    former_user_id: UUID,
    full_name: TEXT,
    deleted_at: required(TZ),
    deleted_by: TEXT,
    retain_until: required(TZ),
    record: required("jsonb"),
    evidence: required("jsonb"),
  },
  team_data_changes: {
    id: required("bigint"),
    area: TEXT,
    weight: required("bigint", "1"),
  },
  work_history_forms: {
    id: ID,
    user_id: UUID,
    status: required("text", "'draft'::text"),
    is_active: FALSE,
    first_name: TEXT_NULL,
    last_name: TEXT_NULL,
    email: TEXT_NULL,
    role_title: TEXT_NULL,
    date_of_hire: DATE_NULL,
    ap_certificate_number: TEXT_NULL,
    ia_status: TEXT_NULL,
    ap_certificate_issued_on: DATE_NULL,
    ratings: required("text[]", "'{}'::text[]"),
    ia_issued_on: DATE_NULL,
    employment_scope: TEXT_NULL,
    additional_duties: TEXT_NULL,
    personal_info: JSON_NULL,
    employment_history: JSON_NULL,
    certifications: JSON_NULL,
    education: JSON_NULL,
    skills: optional("text[]"),
    ai_extracted_data: JSON_NULL,
    resume_file_name: TEXT_NULL,
    dismissed_resume_suggestions: required("text[]", "'{}'::text[]"),
    pdf_url: TEXT_NULL,
    created_at: NOW,
    updated_at: NOW,
  },
  employment_entries: {
    id: ID,
    form_id: UUID,
    entry_number: INT,
    company_name: TEXT_NULL,
    position_title: TEXT_NULL,
    operation_category: TEXT_NULL,
    work_address: TEXT_NULL,
    start_date: DATE_NULL,
    end_date: DATE_NULL,
    responsibilities: TEXT_NULL,
    is_full_time: FALSE,
    from_resume: FALSE,
    created_at: NOW,
    updated_at: NOW,
  },
  airframe_experience: {
    ...experienceColumns,
    aircraft_make: TEXT_NULL,
    aircraft_model: TEXT_NULL,
    aircraft_series: TEXT_NULL,
    sheet_metal_repair: FALSE,
    engine_runs: FALSE,
    taxi: FALSE,
  },
  powerplant_experience: {
    ...experienceColumns,
    powerplant_make: TEXT_NULL,
    powerplant_model: TEXT_NULL,
    powerplant_series: TEXT_NULL,
    hot_section_inspection: FALSE,
  },
  avionics_experience: {
    ...experienceColumns,
    avionics_make: TEXT_NULL,
    avionics_model: TEXT_NULL,
    avionics_series: TEXT_NULL,
    far91_checks: FALSE,
    rvsm: FALSE,
    installer: FALSE,
    line_maintenance: FALSE,
  },
  resume_uploads: { ...uploadColumns, work_history_form_id: UUID_NULL },
  training_uploads: { ...uploadColumns, mapped_checklists: JSON_NULL },
  upload_intents: {
    id: ID,
    user_id: UUID_NULL,
    object_path: TEXT,
    content_type: TEXT,
    filename: TEXT,
    document_type: TEXT_NULL,
    created_at: NOW,
    expires_at: required(TZ),
    completed_at: TZ_NULL,
    completion_claimed_at: TZ_NULL,
  },
  checklist_tabs: {
    id: ID,
    name: TEXT,
    description: TEXT_NULL,
    order: ZERO,
    created_at: NOW,
    archived_at: TZ_NULL,
  },
  checklist_sections: {
    id: ID,
    tab_id: UUID,
    name: TEXT,
    description: TEXT_NULL,
    order: ZERO,
    archived_at: TZ_NULL,
  },
  checklist_items: {
    id: ID,
    section_id: UUID,
    name: TEXT,
    description: TEXT_NULL,
    order: ZERO,
    recurrence_months: optional("integer"),
    requires_sign_off: FALSE,
    ata_chapter: TEXT_NULL,
    level: optional("integer"),
    keywords: required("text[]", "'{}'::text[]"),
    archived_at: TZ_NULL,
  },
  user_checklist_completions: {
    id: ID,
    user_id: UUID,
    item_id: UUID,
    completed: FALSE,
    completed_at: TZ_NULL,
    notes: TEXT_NULL,
    signed_off_by: UUID_NULL,
    signed_off_at: TZ_NULL,
    evidence_document_id: UUID_NULL,
    expires_on: DATE_NULL,
    returned_reason: TEXT_NULL,
  },
  checklist_events: {
    id: ID,
    sequence: required("bigint"),
    kind: TEXT,
    item_id: UUID,
    completion_id: UUID_NULL,
    user_id: UUID_NULL,
    actor_id: UUID_NULL,
    before: JSON_NULL,
    after: JSON_NULL,
    created_at: NOW,
  },
  processing_queue: {
    id: ID,
    user_id: UUID,
    document_type: TEXT,
    document_id: UUID,
    status: required("text", "'queued'::text"),
    progress: ZERO,
    error_message: TEXT_NULL,
    attempts: ZERO,
    crashes: ZERO,
    lease_expires_at: TZ_NULL,
    locked_by: TEXT_NULL,
    ready_at: TZ_NULL,
    created_at: NOW,
    started_at: TZ_NULL,
    completed_at: TZ_NULL,
    updated_at: NOW,
  },
  ai_prompts: {
    id: ID,
    prompt_type: TEXT,
    prompt_content: TEXT,
    is_active: required("boolean", "true"),
    created_by: UUID_NULL,
    created_at: NOW,
    updated_at: NOW,
  },
  center_settings: {
    id: required("smallint", "1"),
    alert_window_days: required("integer", "30"),
    center_name: TEXT_NULL,
    updated_at: NOW,
  },
  invitations: {
    id: ID,
    user_id: UUID,
    token_hash: TEXT,
    invited_by: UUID_NULL,
    created_at: NOW,
    expires_at: required(TZ),
    used_at: TZ_NULL,
    voided_at: TZ_NULL,
  },
  user_alert_settings: {
    user_id: UUID,
    email_alerts: required("boolean", "true"),
    calendar_token_nonce: TEXT_NULL,
    calendar_token_hash: TEXT_NULL,
    updated_at: NOW,
  },
  alert_deliveries: {
    id: ID,
    user_id: UUID,
    day: required("date"),
    kind: TEXT,
    status: TEXT,
    attempts: required("integer", "1"),
    claimed_at: required(TZ),
    sent_at: TZ_NULL,
    last_error: TEXT_NULL,
    created_at: NOW,
    retry_at: TZ_NULL,
  },
  alert_run_leases: {
    name: TEXT,
    holder: TEXT,
    expires_at: required(TZ),
  },
  ia_activities: {
    id: ID,
    user_id: UUID,
    performed_on: required("date"),
    kind: TEXT,
    hours: optional("numeric"),
    aircraft_make: TEXT_NULL,
    aircraft_model: TEXT_NULL,
    aircraft_registration: TEXT_NULL,
    notes: TEXT_NULL,
    created_at: NOW,
    updated_at: NOW,
  },
  user_match_names: { user_id: UUID, full_name: TEXT, name_key: TEXT, match_name: TEXT },
  bulk_imports: { id: ID, created_by: UUID_NULL, document_type: TEXT, created_at: NOW },
  import_documents: {
    id: ID,
    import_id: UUID,
    document_type: TEXT,
    document_id: UUID,
    filename: TEXT,
    state: required("text", "'reading'::text"),
    match_status: TEXT_NULL,
    match_score: optional("real"),
    extracted_name: TEXT_NULL,
    extracted_email: TEXT_NULL,
    extracted_data: JSON_NULL,
    candidates: required("jsonb", "'[]'::jsonb"),
    assigned_user_id: UUID_NULL,
    assigned_at: TZ_NULL,
    form_written_at: TZ_NULL,
    created_at: NOW,
    updated_at: NOW,
  },
  import_decisions: {
    id: ID,
    sequence: required("bigint"),
    import_document_id: UUID,
    actor_id: UUID_NULL,
    actor_name: TEXT_NULL,
    action: TEXT,
    user_id: UUID_NULL,
    user_name: TEXT_NULL,
    user_email: TEXT_NULL,
    score: optional("real"),
    created_at: NOW,
  },
  resume_entry_sources: {
    form_id: UUID,
    entry_id: UUID,
    kind: TEXT,
    spans: required("jsonb"),
    heading_spans: JSON_NULL,
  },
  resume_value_sources: {
    form_id: UUID,
    field: TEXT,
    position: INT,
    value: TEXT_NULL,
    spans: required("jsonb"),
  },
  form_status_events: {
    id: ID,
    sequence: required("bigint"),
    form_id: UUID,
    action: TEXT,
    from_status: TEXT,
    to_status: TEXT,
    reason: TEXT_NULL,
    actor_id: UUID_NULL,
    created_at: NOW,
  },
  countersigners: {
    user_id: UUID,
    licence_number: TEXT,
    designated_by: UUID_NULL,
    created_at: NOW,
    updated_at: NOW,
  },
  countersigner_events: {
    id: ID,
    sequence: required("bigint"),
    kind: TEXT,
    user_id: UUID,
    actor_id: UUID_NULL,
    before: JSON_NULL,
    after: JSON_NULL,
    created_at: NOW,
  },
  logbook_countersign_requests: {
    id: ID,
    user_id: UUID,
    token_hash: TEXT_NULL,
    supervisor_email: TEXT_NULL,
    supervisor_name: TEXT,
    supervisor_user_id: UUID_NULL,
    created_at: NOW,
    expires_at: TZ_NULL,
    used_at: TZ_NULL,
    revoked_at: TZ_NULL,
  },
  logbook_entries: {
    id: ID,
    user_id: UUID,
    performed_on: required("date"),
    employment_id: UUID_NULL,
    employer_name: TEXT_NULL,
    aircraft_make: TEXT,
    aircraft_model: TEXT,
    aircraft_series: TEXT_NULL,
    aircraft_registration: TEXT_NULL,
    ata_chapter: TEXT,
    task: TEXT,
    activity_kind: TEXT,
    minutes: INT,
    work_order: TEXT_NULL,
    status: required("text", "'draft'::text"),
    supersedes_id: UUID_NULL,
    request_id: UUID_NULL,
    decided_at: TZ_NULL,
    decided_by_user_id: UUID_NULL,
    signer_name: TEXT_NULL,
    signer_licence: TEXT_NULL,
    signer_statement: TEXT_NULL,
    signer_remark: TEXT_NULL,
    imported_at: TZ_NULL,
    imported_via: TEXT_NULL,
    evidence_document_id: UUID_NULL,
    client_key: UUID_NULL,
    created_at: NOW,
    updated_at: NOW,
  },
  logbook_events: {
    id: ID,
    sequence: required("bigint"),
    kind: TEXT,
    entry_id: UUID,
    user_id: UUID,
    actor_id: UUID_NULL,
    request_id: UUID_NULL,
    before: JSON_NULL,
    after: JSON_NULL,
    created_at: NOW,
  },
  notification_outbox: {
    id: ID,
    kind: TEXT,
    user_id: UUID_NULL,
    recipient_email: TEXT_NULL,
    payload: required("jsonb"),
    dedupe_key: TEXT_NULL,
    status: required("text", "'pending'::text"),
    not_before: required(TZ),
    attempts: ZERO,
    lease_until: TZ_NULL,
    sent_at: TZ_NULL,
    last_error: TEXT_NULL,
    created_at: NOW,
  },
  notification_preferences: {
    user_id: UUID,
    kind: TEXT,
    enabled: required("boolean"),
    updated_at: NOW,
  },
  positions: {
    id: ID,
    name: TEXT,
    description: TEXT_NULL,
    due_within_days: optional("integer"),
    created_at: NOW,
    archived_at: TZ_NULL,
  },
  position_requirements: {
    id: ID,
    position_id: UUID,
    tab_id: UUID_NULL,
    section_id: UUID_NULL,
    item_id: UUID_NULL,
    due_within_days: optional("integer"),
  },
  position_assignments: {
    id: ID,
    user_id: UUID,
    position_id: UUID,
    joined_on: required("date"),
    created_at: NOW,
  },
  position_events: {
    id: ID,
    sequence: required("bigint"),
    kind: TEXT,
    position_id: UUID_NULL,
    user_id: UUID_NULL,
    item_id: UUID_NULL,
    actor_id: UUID_NULL,
    before: JSON_NULL,
    after: JSON_NULL,
    created_at: NOW,
  },
  training_exemptions: {
    id: ID,
    user_id: UUID,
    item_id: UUID,
    reason: TEXT,
    marked_by: UUID_NULL,
    created_at: NOW,
  },
  checklist_item_task_rules: {
    item_id: UUID,
    ata_chapters: required("text[]"),
    tasks_required: INT,
    updated_by: UUID_NULL,
    updated_at: NOW,
  },
};

// "table.column -> table.column ON DELETE rule"
const expectedForeignKeys = [
  "sessions.user_id -> users.id CASCADE",
  "email_verifications.user_id -> users.id CASCADE",
  "work_history_forms.user_id -> users.id CASCADE",
  "employment_entries.form_id -> work_history_forms.id CASCADE",
  "airframe_experience.form_id -> work_history_forms.id CASCADE",
  "powerplant_experience.form_id -> work_history_forms.id CASCADE",
  "avionics_experience.form_id -> work_history_forms.id CASCADE",
  "resume_uploads.user_id -> users.id CASCADE",
  "resume_uploads.work_history_form_id -> work_history_forms.id SET NULL",
  "training_uploads.user_id -> users.id CASCADE",
  "upload_intents.user_id -> users.id SET NULL",
  "checklist_sections.tab_id -> checklist_tabs.id CASCADE",
  "checklist_items.section_id -> checklist_sections.id CASCADE",
  "user_checklist_completions.user_id -> users.id CASCADE",
  "user_checklist_completions.item_id -> checklist_items.id CASCADE",
  "processing_queue.user_id -> users.id CASCADE",
  "ai_prompts.created_by -> users.id SET NULL",
  "form_status_events.form_id -> work_history_forms.id CASCADE",
  "resume_entry_sources.form_id -> work_history_forms.id CASCADE",
  "resume_value_sources.form_id -> work_history_forms.id CASCADE",
  "form_status_events.actor_id -> users.id SET NULL",
  "user_checklist_completions.signed_off_by -> users.id SET NULL",
  "user_checklist_completions.evidence_document_id -> training_uploads.id SET NULL",
  "checklist_events.item_id -> checklist_items.id CASCADE",
  "checklist_events.completion_id -> user_checklist_completions.id CASCADE",
  "checklist_events.user_id -> users.id CASCADE",
  "checklist_events.actor_id -> users.id SET NULL",
  "user_alert_settings.user_id -> users.id CASCADE",
  "alert_deliveries.user_id -> users.id CASCADE",
  "ia_activities.user_id -> users.id CASCADE",
  "resume_uploads.held_by_import_id -> bulk_imports.id SET NULL",
  "training_uploads.held_by_import_id -> bulk_imports.id SET NULL",
  "user_match_names.user_id -> users.id CASCADE",
  "bulk_imports.created_by -> users.id SET NULL",
  "import_documents.import_id -> bulk_imports.id CASCADE",
  "import_documents.assigned_user_id -> users.id SET NULL",
  "import_decisions.import_document_id -> import_documents.id CASCADE",
  "import_decisions.actor_id -> users.id SET NULL",
  "import_decisions.user_id -> users.id SET NULL",
  "invitations.user_id -> users.id CASCADE",
  "invitations.invited_by -> users.id SET NULL",
  "countersigners.user_id -> users.id CASCADE",
  "countersigners.designated_by -> users.id SET NULL",
  "countersigner_events.user_id -> users.id CASCADE",
  "countersigner_events.actor_id -> users.id SET NULL",
  "logbook_countersign_requests.user_id -> users.id CASCADE",
  "logbook_countersign_requests.supervisor_user_id -> users.id SET NULL",
  "logbook_entries.user_id -> users.id CASCADE",
  "logbook_entries.supersedes_id -> logbook_entries.id SET NULL",
  "logbook_entries.request_id -> logbook_countersign_requests.id SET NULL",
  "logbook_entries.decided_by_user_id -> users.id SET NULL",
  "logbook_entries.evidence_document_id -> training_uploads.id SET NULL",
  "logbook_events.user_id -> users.id CASCADE",
  "logbook_events.actor_id -> users.id SET NULL",
  "logbook_events.request_id -> logbook_countersign_requests.id SET NULL",
  "notification_outbox.user_id -> users.id CASCADE",
  "notification_preferences.user_id -> users.id CASCADE",
  "position_requirements.position_id -> positions.id CASCADE",
  "position_requirements.tab_id -> checklist_tabs.id CASCADE",
  "position_requirements.section_id -> checklist_sections.id CASCADE",
  "position_requirements.item_id -> checklist_items.id CASCADE",
  "position_assignments.position_id -> positions.id CASCADE",
  "position_assignments.user_id -> users.id CASCADE",
  "position_events.position_id -> positions.id CASCADE",
  "position_events.user_id -> users.id CASCADE",
  "position_events.item_id -> checklist_items.id CASCADE",
  "position_events.actor_id -> users.id SET NULL",
  "training_exemptions.item_id -> checklist_items.id CASCADE",
  "training_exemptions.user_id -> users.id CASCADE",
  "training_exemptions.marked_by -> users.id SET NULL",
  "checklist_item_task_rules.item_id -> checklist_items.id CASCADE",
  "checklist_item_task_rules.updated_by -> users.id SET NULL",
];

const expectedUniqueConstraints = [
  "users(email)",
  "sessions(token_hash)",
  "upload_intents(object_path)",
  "ai_prompts(prompt_type)",
  "user_checklist_completions(user_id,item_id)",
  "user_alert_settings(calendar_token_hash)",
  "alert_deliveries(user_id,day,kind)",
  "invitations(token_hash)",
  "logbook_countersign_requests(token_hash)",
  "logbook_entries(user_id,client_key)",
  "position_assignments(user_id,position_id)",
  "training_exemptions(user_id,item_id)",
];

// Closed sets: constraint name -> the exact literals its clause allows.
const expectedSetChecks: Record<string, readonly string[]> = {
  users_role_check: ROLES,
  work_history_forms_status_check: PROCESSING_STATUSES,
  work_history_forms_ia_status_check: IA_STATUSES,
  employment_entries_operation_category_check: OPERATION_CATEGORIES,
  resume_uploads_processing_status_check: PROCESSING_STATUSES,
  resume_uploads_match_status_check: MATCH_STATUSES,
  training_uploads_processing_status_check: PROCESSING_STATUSES,
  training_uploads_match_status_check: MATCH_STATUSES,
  upload_intents_document_type_check: DOCUMENT_TYPES,
  processing_queue_document_type_check: DOCUMENT_TYPES,
  processing_queue_status_check: PROCESSING_STATUSES,
  ai_prompts_prompt_type_check: PROMPT_TYPES,
  email_verifications_purpose_check: CODE_PURPOSES,
  form_status_events_action_check: FORM_REVIEW_ACTIONS,
  resume_entry_sources_kind_check: RESUME_EVIDENCE_ENTRY_KINDS,
  resume_value_sources_field_check: RESUME_VALUE_SOURCE_FIELDS,
  form_status_events_from_status_check: PROCESSING_STATUSES,
  form_status_events_to_status_check: PROCESSING_STATUSES,
  checklist_events_kind_check: CHECKLIST_EVENT_KINDS,
  alert_deliveries_kind_check: ALERT_KINDS,
  alert_deliveries_status_check: ALERT_DELIVERY_STATUSES,
  team_data_changes_area_check: TEAM_DATA_AREAS,
  ia_activities_kind_check: IA_ACTIVITY_KINDS,
  bulk_imports_document_type_check: DOCUMENT_TYPES,
  import_documents_document_type_check: DOCUMENT_TYPES,
  import_documents_state_check: IMPORT_DOCUMENT_STATES,
  import_documents_match_status_check: MATCH_STATUSES,
  import_decisions_action_check: IMPORT_DECISION_ACTIONS,
  logbook_entries_status_check: LOGBOOK_STATUSES,
  logbook_entries_activity_kind_check: LOGBOOK_ACTIVITY_KINDS,
  logbook_entries_imported_via_check: ["link", "account"],
  logbook_events_kind_check: LOGBOOK_EVENT_KINDS,
  notification_outbox_kind_check: OUTBOX_KINDS,
  countersigner_events_kind_check: COUNTERSIGNER_EVENT_KINDS,
  notification_outbox_status_check: OUTBOX_STATUSES,
  notification_preferences_kind_check: NOTIFICATION_KINDS,
  position_events_kind_check: POSITION_EVENT_KINDS,
};

const expectedOtherChecks = [
  "users_email_lower_check",
  "email_verifications_attempts_check",
  "resume_uploads_file_size_check",
  "training_uploads_file_size_check",
  "processing_queue_progress_check",
  "processing_queue_attempts_check",
  "processing_queue_crashes_check",
  "checklist_items_recurrence_months_check",
  "checklist_items_level_check",
  "center_settings_single_row_check",
  "center_settings_alert_window_days_check",
  "alert_deliveries_attempts_check",
  "team_data_changes_weight_check",
  "work_history_forms_ratings_check",
  "ia_activities_hours_check",
  "logbook_entries_minutes_check",
  "logbook_countersign_requests_link_check",
  "notification_outbox_recipient_check",
  "positions_due_within_days_check",
  "position_requirements_due_within_days_check",
  "position_requirements_one_target_check",
  "checklist_item_task_rules_tasks_required_check",
  "checklist_item_task_rules_ata_chapters_check",
  ...["airframe", "powerplant", "avionics"].flatMap((d) => [
    `${d}_experience_manual_years_check`,
    `${d}_experience_manual_months_check`,
  ]),
];

// ---------------------------------------------------------------------------------------------

/** Tables whose primary key is not `id`. */
const PRIMARY_KEY_COLUMNS: Record<string, string | string[]> = {
  rate_limit_buckets: "key",
  user_alert_settings: "user_id",
  alert_run_leases: "name",
  user_match_names: "user_id",
  countersigners: "user_id",
  notification_preferences: ["user_id", "kind"],
  checklist_item_task_rules: "item_id",
  resume_entry_sources: ["form_id", "entry_id"],
  resume_value_sources: ["form_id", "field", "position"],
};

describe("migrated schema", () => {
  it("has exactly the expected tables and columns, with types, nullability and defaults", async () => {
    const columns = await rows<{
      table_name: string;
      column_name: string;
      data_type: string;
      udt_name: string;
      is_nullable: string;
      column_default: string | null;
    }>(sql`
      select table_name, column_name, data_type, udt_name, is_nullable, column_default
      from information_schema.columns
      where table_schema = current_schema()
      order by table_name, ordinal_position`);

    const actual: Record<string, Record<string, Column>> = {};
    for (const c of columns) {
      actual[c.table_name] ??= {};
      actual[c.table_name]![c.column_name] = {
        type: c.data_type === "ARRAY" ? `${c.udt_name.slice(1)}[]` : c.data_type,
        nullable: c.is_nullable === "YES",
        default: c.column_default,
      };
    }
    // The migrator's bookkeeping lives in its own schema, not among the app tables.
    expect(Object.keys(actual).sort()).toEqual(Object.keys(expectedTables).sort());
    for (const [table, expectedColumns] of Object.entries(expectedTables)) {
      expect({ table, columns: actual[table] }).toEqual({ table, columns: expectedColumns });
    }
  });

  it("has a primary key on every table", async () => {
    const keys = await rows<{ table_name: string; column_name: string }>(sql`
      select tc.table_name, kcu.column_name
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_schema = tc.constraint_schema and kcu.constraint_name = tc.constraint_name
      where tc.table_schema = current_schema() and tc.constraint_type = 'PRIMARY KEY'`);
    const actual = keys.map((k) => `${k.table_name}.${k.column_name}`).sort();
    const expected = Object.keys(expectedTables)
      .flatMap((t) => [PRIMARY_KEY_COLUMNS[t] ?? "id"].flat().map((column) => `${t}.${column}`))
      .sort();
    expect(actual).toEqual(expected);
  });

  it("has every foreign key with its delete rule", async () => {
    const keys = await rows<{
      table_name: string;
      column_name: string;
      foreign_table: string;
      foreign_column: string;
      delete_rule: string;
    }>(sql`
      select tc.table_name, kcu.column_name, ccu.table_name as foreign_table,
             ccu.column_name as foreign_column, rc.delete_rule
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_schema = tc.constraint_schema and kcu.constraint_name = tc.constraint_name
      join information_schema.referential_constraints rc
        on rc.constraint_schema = tc.constraint_schema and rc.constraint_name = tc.constraint_name
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_schema = tc.constraint_schema and ccu.constraint_name = tc.constraint_name
      where tc.table_schema = current_schema() and tc.constraint_type = 'FOREIGN KEY'`);
    const actual = keys
      .map(
        (k) => `${k.table_name}.${k.column_name} -> ${k.foreign_table}.${k.foreign_column} ${k.delete_rule}`,
      )
      .sort();
    expect(actual).toEqual([...expectedForeignKeys].sort());
  });

  it("has the unique constraints", async () => {
    const keys = await rows<{ table_name: string; constraint_name: string; column_name: string }>(sql`
      select tc.table_name, tc.constraint_name, kcu.column_name
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_schema = tc.constraint_schema and kcu.constraint_name = tc.constraint_name
      where tc.table_schema = current_schema() and tc.constraint_type = 'UNIQUE'
      order by tc.constraint_name, kcu.ordinal_position`);
    const byConstraint = new Map<string, { table: string; columns: string[] }>();
    for (const k of keys) {
      const entry = byConstraint.get(k.constraint_name) ?? { table: k.table_name, columns: [] };
      entry.columns.push(k.column_name);
      byConstraint.set(k.constraint_name, entry);
    }
    const actual = [...byConstraint.values()].map((c) => `${c.table}(${c.columns.join(",")})`).sort();
    expect(actual).toEqual([...expectedUniqueConstraints].sort());
  });

  it("has the check constraints, closed sets built from domain/enums.ts", async () => {
    const checks = await rows<{ table_name: string; constraint_name: string; check_clause: string }>(sql`
      select tc.table_name, tc.constraint_name, cc.check_clause
      from information_schema.table_constraints tc
      join information_schema.check_constraints cc
        on cc.constraint_schema = tc.constraint_schema and cc.constraint_name = tc.constraint_name
      where tc.table_schema = current_schema() and tc.constraint_type = 'CHECK'
        and tc.constraint_name not like '%\_not\_null'`);
    const clauses = new Map(checks.map((c) => [c.constraint_name, c.check_clause]));
    expect([...clauses.keys()].sort()).toEqual(
      [...Object.keys(expectedSetChecks), ...expectedOtherChecks].sort(),
    );
    for (const [name, values] of Object.entries(expectedSetChecks)) {
      const literals = [...clauses.get(name)!.matchAll(/'([^']*)'/g)].map((m) => m[1]);
      expect({ name, literals: literals.sort() }).toEqual({ name, literals: [...values].sort() });
    }
  });

  it("indexes every foreign key column and the queue's claim queries", async () => {
    const indexes = await rows<{ tablename: string; indexname: string; indexdef: string }>(sql`
      select tablename, indexname, indexdef from pg_indexes where schemaname = current_schema()`);
    const columnsOf = (indexdef: string) =>
      /\(([^)]*)\)/
        .exec(indexdef)![1]!
        .split(",")
        .map((c) => c.trim().replaceAll('"', ""));
    const leading = new Set(indexes.map((i) => `${i.tablename}.${columnsOf(i.indexdef)[0]}`));
    for (const fk of expectedForeignKeys) {
      const column = fk.split(" ")[0]!;
      expect(leading, `index on ${column}`).toContain(column);
    }

    const byName = new Map(indexes.map((i) => [i.indexname, i]));
    expect(columnsOf(byName.get("processing_queue_status_created_at_idx")!.indexdef)).toEqual([
      "status",
      "created_at",
    ]);
    expect(columnsOf(byName.get("processing_queue_status_lease_expires_at_idx")!.indexdef)).toEqual([
      "status",
      "lease_expires_at",
    ]);

    const oneActive = byName.get("work_history_forms_one_active_per_user_idx")!;
    expect(oneActive.indexdef).toMatch(/^CREATE UNIQUE INDEX/);
    expect(columnsOf(oneActive.indexdef)).toEqual(["user_id"]);
    expect(oneActive.indexdef).toMatch(/WHERE .*is_active/);

    const oneOpenTask = byName.get("processing_queue_open_document_idx")!;
    expect(oneOpenTask.indexdef).toMatch(/^CREATE UNIQUE INDEX/);
    expect(columnsOf(oneOpenTask.indexdef)).toEqual(["document_type", "document_id"]);
    expect(oneOpenTask.indexdef).toMatch(/WHERE .*status.*queued.*processing/);
  });
});

// ---------------------------------------------------------------------------------------------

/** The PostgreSQL error behind a failed query (drizzle wraps it in `cause`). */
async function pgErrorOf(promise: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    return cause as { code?: string; constraint?: string };
  }
  throw new Error("expected the statement to fail");
}

const CHECK_VIOLATION = "23514";
const UNIQUE_VIOLATION = "23505";

async function insertUser(overrides: { email?: string; role?: string } = {}): Promise<string> {
  const email = overrides.email ?? `tech-${randomUUID()}@example.com`;
  const role = overrides.role ?? "user";
  const [user] = await rows<{ id: string }>(sql`
    insert into users (password, full_name, email, role)
    values ('$argon2id$placeholder', 'Test Technician', ${email}, ${role}) returning id`);
  return user!.id;
}

async function insertForm(userId: string, isActive: boolean): Promise<string> {
  const [form] = await rows<{ id: string }>(sql`
    insert into work_history_forms (user_id, is_active) values (${userId}, ${isActive}) returning id`);
  return form!.id;
}

async function count(table: string, column: string, value: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value}`,
  );
  return row!.n;
}

describe("constraints at work", () => {
  it("refuses a role outside the closed set", async () => {
    const error = await pgErrorOf(insertUser({ role: "superuser" }));
    expect(error).toMatchObject({ code: CHECK_VIOLATION, constraint: "users_role_check" });
  });

  it("refuses an e-mail that is not lower-cased, and a duplicate e-mail", async () => {
    const upper = await pgErrorOf(insertUser({ email: `Tech-${randomUUID()}@Example.com` }));
    expect(upper).toMatchObject({ code: CHECK_VIOLATION, constraint: "users_email_lower_check" });

    const email = `dup-${randomUUID()}@example.com`;
    await insertUser({ email });
    expect(await pgErrorOf(insertUser({ email }))).toMatchObject({ code: UNIQUE_VIOLATION });
  });

  it("allows one active form per user, any number of inactive ones", async () => {
    const userId = await insertUser();
    await insertForm(userId, true);
    await insertForm(userId, false);
    await insertForm(userId, false);
    const error = await pgErrorOf(insertForm(userId, true));
    expect(error).toMatchObject({
      code: UNIQUE_VIOLATION,
      constraint: "work_history_forms_one_active_per_user_idx",
    });
    // Another user's active form is independent.
    await insertForm(await insertUser(), true);
  });

  it("accepts null and refuses an unknown IA status", async () => {
    const formId = await insertForm(await insertUser(), false);
    await db.execute(sql`update work_history_forms set ia_status = null where id = ${formId}`);
    await db.execute(sql`update work_history_forms set ia_status = 'past_not_current' where id = ${formId}`);
    const error = await pgErrorOf(
      db.execute(sql`update work_history_forms set ia_status = 'expired' where id = ${formId}`),
    );
    expect(error).toMatchObject({ code: CHECK_VIOLATION, constraint: "work_history_forms_ia_status_check" });
  });

  it("keeps manual months within 0-11 and manual years at 0 or more", async () => {
    const formId = await insertForm(await insertUser(), false);
    const [entry] = await rows<{ id: string; selected_employment_ids: unknown }>(sql`
      insert into airframe_experience (form_id, entry_number) values (${formId}, 1)
      returning id, selected_employment_ids`);
    expect(entry!.selected_employment_ids).toEqual([]);

    await db.execute(sql`update airframe_experience set manual_months = 11 where id = ${entry!.id}`);
    expect(
      await pgErrorOf(
        db.execute(sql`update airframe_experience set manual_months = 12 where id = ${entry!.id}`),
      ),
    ).toMatchObject({ code: CHECK_VIOLATION, constraint: "airframe_experience_manual_months_check" });
    expect(
      await pgErrorOf(
        db.execute(sql`update airframe_experience set manual_years = -1 where id = ${entry!.id}`),
      ),
    ).toMatchObject({ code: CHECK_VIOLATION, constraint: "airframe_experience_manual_years_check" });
  });

  it("keeps queue progress within 0-100", async () => {
    const userId = await insertUser();
    const insertTask = (progress: number) =>
      db.execute(sql`
        insert into processing_queue (user_id, document_type, document_id, progress)
        values (${userId}, 'resume', ${randomUUID()}, ${progress})`);
    await insertTask(100);
    expect(await pgErrorOf(insertTask(101))).toMatchObject({
      code: CHECK_VIOLATION,
      constraint: "processing_queue_progress_check",
    });
    expect(await pgErrorOf(insertTask(-1))).toMatchObject({ code: CHECK_VIOLATION });
  });

  it("deletes a user's rows with the user and detaches what outlives them", async () => {
    const userId = await insertUser();
    const formId = await insertForm(userId, true);
    await db.execute(sql`insert into employment_entries (form_id, entry_number) values (${formId}, 1)`);
    await db.execute(sql`
      insert into sessions (user_id, token_hash, expires_at)
      values (${userId}, ${randomUUID()}, now() + interval '1 day')`);
    const [upload] = await rows<{ id: string }>(sql`
      insert into resume_uploads (user_id, filename, file_url, file_size, mime_type, work_history_form_id)
      values (${userId}, 'cv.pdf', ${`uploads/${randomUUID()}`}, 1234, 'application/pdf', ${formId})
      returning id`);

    // Deleting the form keeps the upload and clears its link.
    const otherForm = await insertForm(userId, false);
    await db.execute(
      sql`update resume_uploads set work_history_form_id = ${otherForm} where id = ${upload!.id}`,
    );
    await db.execute(sql`delete from work_history_forms where id = ${otherForm}`);
    const [detached] = await rows<{ work_history_form_id: string | null }>(
      sql`select work_history_form_id from resume_uploads where id = ${upload!.id}`,
    );
    expect(detached!.work_history_form_id).toBeNull();

    // A prompt edited by the user survives the user.
    const promptType = PROMPT_TYPES[0];
    await db.execute(sql`
      insert into ai_prompts (prompt_type, prompt_content, created_by) values (${promptType}, 'Extract.', ${userId})
      on conflict (prompt_type) do update set created_by = excluded.created_by`);

    await db.execute(sql`delete from users where id = ${userId}`);
    expect(await count("work_history_forms", "user_id", userId)).toBe(0);
    expect(await count("employment_entries", "form_id", formId)).toBe(0);
    expect(await count("sessions", "user_id", userId)).toBe(0);
    expect(await count("resume_uploads", "user_id", userId)).toBe(0);
    const [prompt] = await rows<{ created_by: string | null }>(
      sql`select created_by from ai_prompts where prompt_type = ${promptType}`,
    );
    expect(prompt!.created_by).toBeNull();
  });

  it("keeps one alert per person, day and kind, one center settings row and a window of 7 to 90 days", async () => {
    const userId = await insertUser();
    const claim = sql`
      insert into alert_deliveries (user_id, day, kind, status, claimed_at)
      values (${userId}, '2026-06-01', 'own_items', 'sending', now())`;
    await db.execute(claim);
    expect((await pgErrorOf(db.execute(claim))).code).toBe(UNIQUE_VIOLATION);
    const outsideWindow = await pgErrorOf(
      db.execute(sql`insert into center_settings (id, alert_window_days) values (1, 6)`),
    );
    expect(outsideWindow).toMatchObject({
      code: CHECK_VIOLATION,
      constraint: "center_settings_alert_window_days_check",
    });
    const secondRow = await pgErrorOf(
      db.execute(sql`insert into center_settings (id, alert_window_days) values (2, 30)`),
    );
    expect(secondRow).toMatchObject({
      code: CHECK_VIOLATION,
      constraint: "center_settings_single_row_check",
    });
  });
});
