// One owner per table (docs/conventions.md, 'Tables'): the owner's repositories alone write it; others
// call the owner's service, or read it in a join listed below with its reason.

import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readSources } from "./import-rules";
import { ownershipViolations, tablesOfSchema, tableUses } from "./table-ownership";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const USERS = "server/features/users";
const UPLOADS = "server/features/uploads";
const WORK_HISTORY = "server/features/work-history";
const CHECKLISTS = "server/features/checklists";
const IMPORTS = "server/features/imports";
const ALERTS = "server/features/alerts";

/** Each table and the module that owns it. */
const OWNERS: Record<string, string> = {
  users: USERS,
  invitations: USERS,
  sessions: "server/features/sessions",
  email_verifications: "server/features/auth",
  rate_limit_buckets: "server/lib/rate-limit.ts",
  team_data_changes: "server/features/team",
  ia_activities: "server/features/eligibility",
  resume_uploads: UPLOADS,
  training_uploads: UPLOADS,
  upload_intents: UPLOADS,
  center_settings: ALERTS,
  user_alert_settings: ALERTS,
  alert_deliveries: ALERTS,
  alert_run_leases: ALERTS,
  work_history_forms: WORK_HISTORY,
  employment_entries: WORK_HISTORY,
  airframe_experience: WORK_HISTORY,
  powerplant_experience: WORK_HISTORY,
  avionics_experience: WORK_HISTORY,
  form_status_events: WORK_HISTORY,
  resume_entry_sources: WORK_HISTORY,
  resume_value_sources: WORK_HISTORY,
  user_match_names: IMPORTS,
  bulk_imports: IMPORTS,
  import_documents: IMPORTS,
  import_decisions: IMPORTS,
  processing_queue: "server/jobs",
  ai_prompts: "server/features/prompts",
  checklist_tabs: CHECKLISTS,
  checklist_sections: CHECKLISTS,
  checklist_items: CHECKLISTS,
  user_checklist_completions: CHECKLISTS,
  checklist_events: CHECKLISTS,
  archived_training_records: CHECKLISTS,
  notification_outbox: "server/features/notifications",
  notification_preferences: "server/features/notifications",
  positions: CHECKLISTS,
  position_requirements: CHECKLISTS,
  position_assignments: CHECKLISTS,
  training_exemptions: CHECKLISTS,
  position_events: CHECKLISTS,
  checklist_item_task_rules: CHECKLISTS,
  countersigners: USERS,
  countersigner_events: USERS,
  logbook_entries: "server/features/logbook",
  logbook_countersign_requests: "server/features/logbook",
  logbook_events: "server/features/logbook",
};

/**
 * Reads of another module's table in the same statement as the reader's own rows. Each is a join for
 * names or filenames shown beside the reader's rows, or a per-request read that a second query would
 * slow (docs/performance.md): the alternative, one service call per row, is what ownership must not cost.
 */
const JOINED_READS: Record<string, string[]> = {
  // the digest's recipients: names, addresses and whether they verified
  "server/features/alerts/alerts.repo.ts": ["users"],
  // the outbox's recipients: administrators fanned out in the insert, each claimed row's address and
  // name, the technician's name in an administrator's e-mail
  "server/features/notifications/outbox.repo.ts": ["users"],
  // signers' and actors' names on completions; evidence filenames beside them
  "server/features/checklists/checklists.repo.ts": ["users", "training_uploads"],
  // who marked an item not applicable, and the actors of position events, by name
  "server/features/checklists/positions.repo.ts": ["users"],
  // the evidence files kept when a record is archived
  "server/features/checklists/training-archive.service.ts": ["training_uploads"],
  // a page of cards in one statement: the assigned person's name, each document's error and text
  "server/features/imports/imports.repo.ts": ["users", "resume_uploads", "training_uploads"],
  // the name index is matched against the accounts it indexes
  "server/features/imports/matching.repo.ts": ["users"],
  // the technicians' names in a supervisor's queue; the actors of logbook events, by name; evidence
  // filenames beside the entries, and the owner's own document checked as it becomes evidence
  "server/features/logbook/logbook.repo.ts": ["users", "training_uploads"],
  // the team's names beside their logbook figures; a member's entries read from their account
  "server/features/logbook/logbook-summary.repo.ts": ["users"],
  // the actors of logbook events, by name, for the reader of a portable export
  "server/features/logbook/portable-logbook.repo.ts": ["users"],
  // the session's user in the session lookup of every request
  "server/features/sessions/sessions.ts": ["users"],
  // the document owner's name, compared with the certificate's trainee
  "server/features/training-documents/training-reading.ts": ["users"],
  // reviewers' names on a form's history; submitted forms with their owners
  "server/features/work-history/form-review.repo.ts": ["users"],
  // the owner's name and address printed on the form
  "server/features/work-history/forms.repo.ts": ["users"],
  // the Home tiles count the user's forms beside their other figures
  "server/features/dashboard/dashboard.repo.ts": ["work_history_forms"],
  // the latest task beside each document, in the one statement of GET /api/uploads
  "server/features/uploads/uploads.repo.ts": ["processing_queue"],
  // the admin queue: each task's owner and document filename
  "server/jobs/document-tasks.repo.ts": ["users", "resume_uploads", "training_uploads"],
};

/**
 * Writes still made outside their owner, to move into it. Nothing may be added here: a new write
 * outside the owner fails the test.
 */
const WRITES_TO_MOVE: Record<string, string[]> = {
  // a certificate's reading is stored on the upload by the feature that decides on it
  "server/features/training-documents/training-documents.repo.ts": ["training_uploads"],
};

describe("table ownership catches", () => {
  const tables = new Map([
    ["users", "users"],
    ["processing_queue", "processingQueue"],
    ["ai_prompts", "aiPrompts"],
  ]);
  const uses = (files: Record<string, string>) => tableUses(new Map(Object.entries(files)), tables);
  const owners = { users: USERS, processing_queue: "server/jobs", ai_prompts: "server/features/prompts" };

  it("a write outside the owner, through Drizzle or in SQL, and an unlisted read", () => {
    const found = uses({
      "server/features/uploads/uploads.repo.ts":
        'import { processingQueue } from "../../db/schema/index";\nawait db.delete(processingQueue);',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a raw SQL write
      "server/features/auth/auth.repo.ts": "await db.execute(sql`update users set password = ${hash}`);",
      "server/features/alerts/alerts.repo.ts": 'import { users } from "../../db/schema/index";',
      "server/features/prompts/prompts.repo.ts":
        'import { aiPrompts } from "../../db/schema/index";\nawait db.insert(aiPrompts).values(v);',
      "server/features/uploads/uploads.test.ts": 'import { users } from "../../db/schema/index";',
    });
    expect(ownershipViolations(found, owners, {})).toEqual([
      "server/features/uploads/uploads.repo.ts writes processing_queue, which server/jobs owns: call its service",
      "server/features/auth/auth.repo.ts writes users, which server/features/users owns: call its service",
      "server/features/alerts/alerts.repo.ts reads users, which server/features/users owns: call its service, or list the join with its reason",
    ]);
  });

  it("nothing when the read is listed, and a table without an owner", () => {
    const found = uses({
      "server/features/alerts/alerts.repo.ts": "const rows = await db.execute(sql`select id from users`);",
    });
    expect(
      ownershipViolations(found, owners, { "server/features/alerts/alerts.repo.ts": ["users"] }),
    ).toEqual([]);
    expect(ownershipViolations(found, {}, {})).toEqual(["table users has no owner: add it to the owners"]);
  });
});

describe("in the source", () => {
  const tables = tablesOfSchema(readSources(ROOT, ["server/db/schema"]));
  const uses = tableUses(readSources(ROOT, ["server"]), tables);

  it("every table has an owner, and only the owner writes it", () => {
    expect([...tables.keys()].filter((table) => !OWNERS[table])).toEqual([]);
    expect(ownershipViolations(uses, OWNERS, JOINED_READS, WRITES_TO_MOVE)).toEqual([]);
  });

  it("lists no read or pending write that the source no longer has", () => {
    const used = new Set(uses.map((use) => `${use.file} ${use.table}`));
    const stale = [...Object.entries(JOINED_READS), ...Object.entries(WRITES_TO_MOVE)].flatMap(
      ([file, listed]) =>
        listed.filter((table) => !used.has(`${file} ${table}`)).map((table) => `${file} ${table}`),
    );
    expect(stale).toEqual([]);
  });
});
