// Every TanStack Query key of the app, each defined once (docs/conventions.md). A key is the URL
// it caches, split into segments (`["/api/forms", id]` is GET /api/forms/<id>); the feature's api
// module owns the fetcher and the query options, and every other module that reads, seeds or
// invalidates the answer imports the key from here.

import { EXPERIENCE_DISCIPLINES, type ExperienceDiscipline } from "@domain/enums";

// --- session -----------------------------------------------------------------------------------------
/** GET /api/user: the one query that uses the key-derived fetcher (`getQueryFn`). */
export const currentUserQueryKey = ["/api/user"] as const;

/** GET /api/invitations/<token>: whose invitation a link is, and whether it still sets the password. */
export const invitationQueryKey = (token: string) => ["/api/invitations", token] as const;

/** GET /api/account/email-change: the new address waiting for its code (Account page). */
export const pendingEmailChangeQueryKey = ["/api/account/email-change"] as const;

/** GET /api/account/alert-settings: the caller's own e-mail alerts switch (Alert settings). */
export const alertSettingsQueryKey = ["/api/account/alert-settings"] as const;
/** GET /api/account/notification-settings: the caller's switches for the e-mails that move work along. */
export const notificationSettingsQueryKey = ["/api/account/notification-settings"] as const;
/** GET /api/account/calendar-link: the caller's secret calendar feed address (Alert settings). */
export const calendarLinkQueryKey = ["/api/account/calendar-link"] as const;

// --- work history ------------------------------------------------------------------------------------
export const formsQueryKey = ["/api/forms"] as const;
export const formQueryKey = (id: string) => ["/api/forms", id] as const;
export const employmentQueryKey = (formId: string) => ["/api/employment-entries", formId] as const;
export const experiencePath = (discipline: ExperienceDiscipline) => `/api/${discipline}-experience`;
export const experienceQueryKey = (discipline: ExperienceDiscipline, formId: string) =>
  [experiencePath(discipline), formId] as const;
export const experienceSummaryQueryKey = ["/api/experience-summary"] as const;
/** GET /api/forms/<id>/status-events: the form's review history (the reason of a return). */
/** Under the form's key, so that reading the form again reads the review beside the resume too. */
export const resumeEvidenceQueryKey = (formId: string) => ["/api/forms", formId, "resume-evidence"] as const;
export const formStatusEventsQueryKey = (id: string) => ["/api/forms", id, "status-events"] as const;
/** Read by the upload screen's overwrite dialog; refreshed when the work history form changes. */
export const activeFormQueryKey = ["/api/work-history/active"] as const;

// --- dashboard ---------------------------------------------------------------------------------------
/** Read by Home and Dashboard; refreshed when experience totals change. */
export const dashboardStatsQueryKey = ["/api/dashboard/stats"] as const;

// --- eligibility -------------------------------------------------------------------------------------
/** GET /api/me/eligibility: the rules' estimates (Eligibility page, Home and Dashboard summaries). */
export const eligibilityQueryKey = ["/api/me/eligibility"] as const;
/** GET /api/me/ia-activities: the caller's IA activity log. */
export const iaActivitiesQueryKey = ["/api/me/ia-activities"] as const;

// --- training records ----------------------------------------------------------------------------
/** GET /api/checklists: the structure with the caller's statuses and progress. */
export const trainingRecordQueryKey = ["/api/checklists"] as const;

// --- team ------------------------------------------------------------------------------------------
/** GET /api/team: every member's numbers and the tiles (administrators). */
export const teamQueryKey = ["/api/team"] as const;
/** GET /api/team/matrix?tabId=…; null asks for the first tab. */
export const teamMatrixQueryKey = (tabId: string | null) => ["/api/team/matrix", { tabId }] as const;
/** GET /api/team/equipment: each member's months on every make and model. */
export const teamEquipmentQueryKey = ["/api/team/equipment"] as const;
/** GET /api/admin/exports/audit-packets/:id: a ZIP of audit packets being made, polled until it is done. */
export const auditPacketJobQueryKey = (id: string) => ["/api/admin/exports/audit-packets", id] as const;

// --- uploads -----------------------------------------------------------------------------------------
export const documentsQueryKey = ["/api/uploads"] as const;

// --- admin -------------------------------------------------------------------------------------------
export const adminUsersQueryKey = ["/api/admin/users"] as const;
/** GET /api/admin/users?search=…; under adminUsersQueryKey, so a change to users refreshes every search. */
export const adminUserSearchQueryKey = (search: string) => ["/api/admin/users", { search }] as const;
/** GET /api/admin/users/<id>/work-history. */
export const adminWorkHistoryQueryKey = (userId: string) =>
  ["/api/admin/users", userId, "work-history"] as const;
/**
 * GET /api/admin/archived-records: the kept training records of deleted accounts; under the users'
 * key, so deleting an account refreshes it.
 */
export const archivedRecordsQueryKey = ["/api/admin/users", "archived-records"] as const;
export const aiPromptsQueryKey = ["/api/admin/ai-prompts"] as const;
/** GET /api/admin/fuzzy-matches; every view and page sits under it, so a decision refreshes them all. */
export const fuzzyMatchesQueryKey = ["/api/admin/fuzzy-matches"] as const;
export const fuzzyMatchPageQueryKey = (query: {
  view: string;
  page: number;
  matchStatus?: string;
  documentType?: string;
}) => ["/api/admin/fuzzy-matches", query] as const;
export const aiProviderQueryKey = ["/api/admin/ai-provider"] as const;
/** GET /api/admin/settings/alerts: the center's warning window for expiry alerts. */
export const centerAlertSettingsQueryKey = ["/api/admin/settings/alerts"] as const;
/** GET /api/admin/settings/center: the center's name that invitations carry. */
export const centerSettingsQueryKey = ["/api/admin/settings/center"] as const;
export const processingQueueQueryKey = ["/api/processing-queue"] as const;
/** GET /api/admin/checklists: the live training structure the Training tab edits. */
export const adminChecklistsQueryKey = ["/api/admin/checklists"] as const;
/** GET /api/admin/checklists/sign-offs; under the structure's key, so a structure change refreshes it. */
export const adminSignOffsQueryKey = ["/api/admin/checklists", "sign-offs"] as const;
/** GET /api/admin/checklists/task-rules: items completed by on-the-job tasks (docs/product.md §22.4). */
export const adminTaskRulesQueryKey = ["/api/admin/checklists", "task-rules"] as const;
/** GET /api/admin/checklists/users/<id>/record: a technician's training record, as they see it. */
export const adminTrainingRecordQueryKey = (userId: string) =>
  ["/api/admin/checklists", "users", userId, "record"] as const;
/** GET /api/admin/checklists/users/<id>/events: every change to that record. */
export const adminTrainingEventsQueryKey = (userId: string) =>
  ["/api/admin/checklists", "users", userId, "events"] as const;
/** The prefix of both: a correction refreshes the record and its events. */
export const adminTrainingUserQueryKey = (userId: string) =>
  ["/api/admin/checklists", "users", userId] as const;
/** GET /api/admin/positions: every position with what it requires (docs/product.md §15.8). */
export const adminPositionsQueryKey = ["/api/admin/positions"] as const;
/** GET /api/admin/users/<id>/positions: a person's positions and the items not applicable to them. */
export const adminMemberPositionsQueryKey = (userId: string) =>
  ["/api/admin/users", userId, "positions"] as const;

// The task logbook (docs/product.md §22).
/** GET /api/logbook/entries?…: the caller's entries with the list's filters; the prefix is every list. */
export const logbookEntriesPrefix = ["/api/logbook/entries"] as const;
export const logbookEntriesQueryKey = (filters: Record<string, string>) =>
  ["/api/logbook/entries", filters] as const;
/** GET /api/logbook/countersign-requests: the caller's requests for countersignature. */
export const countersignRequestsQueryKey = ["/api/logbook/countersign-requests"] as const;
/** GET /api/logbook/countersigners: the supervisors the center designated. */
export const countersignersQueryKey = ["/api/logbook/countersigners"] as const;
/** GET /api/countersign/<token>: the entries an outside supervisor's link shows. */
export const countersignLinkQueryKey = (token: string) => ["/api/countersign", token] as const;
/** GET /api/logbook/queue: the entries waiting for the caller's countersignature (a designated supervisor). */
export const countersignQueueQueryKey = ["/api/logbook/queue"] as const;
/** GET /api/logbook/summary: the caller's tasks and hours per chapter, aircraft and kind (§22.4). */
export const logbookSummaryQueryKey = ["/api/logbook/summary"] as const;
/** GET /api/admin/logbook/summary: the team's logbooks taken together, and each member's figures. */
export const teamLogbookSummaryQueryKey = ["/api/admin/logbook/summary"] as const;
/** GET /api/admin/users/<id>/countersigner: whether the account may countersign, and its licence number. */
export const adminCountersignerQueryKey = (userId: string) =>
  ["/api/admin/users", userId, "countersigner"] as const;

/** The first segment of every query a processed resume can change: its form, entries and totals. */
export const WORK_HISTORY_KEY_PREFIXES: ReadonlySet<unknown> = new Set<unknown>([
  formsQueryKey[0],
  employmentQueryKey("")[0],
  ...EXPERIENCE_DISCIPLINES.map(experiencePath),
  experienceSummaryQueryKey[0],
  activeFormQueryKey[0],
  dashboardStatsQueryKey[0],
]);
