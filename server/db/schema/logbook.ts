import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import {
  LOGBOOK_ACTIVITY_KINDS,
  LOGBOOK_EVENT_KINDS,
  LOGBOOK_STATUSES,
  type LogbookActivityKind,
  type LogbookEventKind,
  type LogbookStatus,
} from "../../../domain/logbook";
import {
  COUNTERSIGNER_EVENT_KINDS,
  type CountersignerEventKind,
} from "../../../domain/schemas/countersigner-events";
import { createdAt, id, oneOf, timestamptz, updatedAt } from "./columns";
import { trainingUploads } from "./uploads";
import { users } from "./users";

// The task logbook (docs/product.md §22; docs/decisions/0074).

/**
 * Accounts the center designated as supervisors who may countersign ('Can countersign' on
 * Admin → Users), with the certificate or licence number their countersignature records.
 * Owned by the users feature.
 */
export const countersigners = pgTable(
  "countersigners",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    licenceNumber: text("licence_number").notNull(),
    designatedBy: uuid("designated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("countersigners_designated_by_idx").on(t.designatedBy)],
);

/**
 * Every change of a designation (set, licence number changed, removed), append-only: who, when, the
 * designation before and after (docs/product.md §22.2). Owned by the users feature.
 */
export const countersignerEvents = pgTable(
  "countersigner_events",
  {
    id: id(),
    sequence: bigint("sequence", { mode: "number" }).generatedAlwaysAsIdentity(),
    kind: text("kind").$type<CountersignerEventKind>().notNull(),
    /** The designated account. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [
    index("countersigner_events_user_id_sequence_idx").on(t.userId, t.sequence),
    index("countersigner_events_actor_id_idx").on(t.actorId),
    check("countersigner_events_kind_check", oneOf(t.kind, COUNTERSIGNER_EVENT_KINDS)),
  ],
);

/** A request for countersignature: to an outside person by an e-mailed link, or to a designated account. */
export const logbookCountersignRequests = pgTable(
  "logbook_countersign_requests",
  {
    id: id(),
    /** The technician whose entries these are. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the link's token (an e-mailed request); the token itself is only in the e-mail. */
    tokenHash: text("token_hash").unique(),
    supervisorEmail: text("supervisor_email"),
    supervisorName: text("supervisor_name").notNull(),
    /** A designated supervisor's account (a request by account). */
    supervisorUserId: uuid("supervisor_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at"),
    usedAt: timestamptz("used_at"),
    revokedAt: timestamptz("revoked_at"),
  },
  (t) => [
    index("logbook_countersign_requests_user_id_idx").on(t.userId),
    index("logbook_countersign_requests_supervisor_user_id_idx").on(t.supervisorUserId),
    /** A link goes to an e-mail address. */
    check(
      "logbook_countersign_requests_link_check",
      sql`${t.tokenHash} is null or ${t.supervisorEmail} is not null`,
    ),
  ],
);

export const logbookEntries = pgTable(
  "logbook_entries",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    performedOn: date("performed_on", { mode: "string" }).notNull(),
    /** An employment entry of the owner's work history (not a foreign key: a resume import replaces them). */
    employmentId: uuid("employment_id"),
    /** The employer's name when the entry was written, kept when the employment entry changes. */
    employerName: text("employer_name"),
    aircraftMake: text("aircraft_make").notNull(),
    aircraftModel: text("aircraft_model").notNull(),
    aircraftSeries: text("aircraft_series"),
    aircraftRegistration: text("aircraft_registration"),
    ataChapter: text("ata_chapter").notNull(),
    task: text("task").notNull(),
    activityKind: text("activity_kind").$type<LogbookActivityKind>().notNull(),
    minutes: integer("minutes").notNull(),
    workOrder: text("work_order"),
    status: text("status").$type<LogbookStatus>().notNull().default("draft"),
    /** The entry this one corrects; that entry stays as it was. */
    supersedesId: uuid("supersedes_id").references((): AnyPgColumn => logbookEntries.id, {
      onDelete: "set null",
    }),
    /**
     * The request that shows this entry: the pending one while submitted, then the one of its
     * countersignature or refusal. Cleared when a revoked request gives it back as a draft.
     */
    requestId: uuid("request_id").references(() => logbookCountersignRequests.id, { onDelete: "set null" }),
    decidedAt: timestamptz("decided_at"),
    /** The account that decided (a designated supervisor); null for a link. */
    decidedByUserId: uuid("decided_by_user_id").references(() => users.id, { onDelete: "set null" }),
    signerName: text("signer_name"),
    signerLicence: text("signer_licence"),
    signerStatement: text("signer_statement"),
    signerRemark: text("signer_remark"),
    /**
     * When the entry came into this installation by a portable import (docs/product.md §20.4): its
     * countersignature, if any, is evidence recorded by the installation that exported it, never a
     * signature given here. An imported entry is locked like any decided one.
     */
    importedAt: timestamptz("imported_at"),
    /** How the imported countersignature was given there: 'link' (e-mailed) or 'account'. */
    importedVia: text("imported_via").$type<"link" | "account">(),
    /**
     * The owner's training document attached as evidence (docs/product.md §22.1). Deleting the
     * document clears it, with an 'evidence_removed' event, as a training completion's evidence.
     */
    evidenceDocumentId: uuid("evidence_document_id").references(() => trainingUploads.id, {
      onDelete: "set null",
    }),
    /**
     * The key the browser chose for the entry when it was typed: a repeated POST with the same key
     * (a retry from the offline queue) answers the entry already made instead of a second one.
     */
    clientKey: uuid("client_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("logbook_entries_user_id_performed_on_idx").on(t.userId, t.performedOn),
    index("logbook_entries_evidence_document_id_idx").on(t.evidenceDocumentId),
    unique("logbook_entries_user_id_client_key_unique").on(t.userId, t.clientKey),
    index("logbook_entries_supersedes_id_idx").on(t.supersedesId),
    index("logbook_entries_request_id_idx").on(t.requestId),
    index("logbook_entries_decided_by_user_id_idx").on(t.decidedByUserId),
    check("logbook_entries_status_check", oneOf(t.status, LOGBOOK_STATUSES)),
    check("logbook_entries_activity_kind_check", oneOf(t.activityKind, LOGBOOK_ACTIVITY_KINDS)),
    check("logbook_entries_minutes_check", sql`${t.minutes} between 1 and 1440`),
    check("logbook_entries_imported_via_check", oneOf(t.importedVia, ["link", "account"])),
  ],
);

/**
 * Every change of an entry, append-only, as the training record's events: who (an account, or the
 * request whose link was used), when, before and after. A deleted draft keeps its events.
 */
export const logbookEvents = pgTable(
  "logbook_events",
  {
    id: id(),
    sequence: bigint("sequence", { mode: "number" }).generatedAlwaysAsIdentity(),
    kind: text("kind").$type<LogbookEventKind>().notNull(),
    /** The entry; kept as a bare id, since a deleted draft's events stay. */
    entryId: uuid("entry_id").notNull(),
    /** Whose logbook. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    requestId: uuid("request_id").references(() => logbookCountersignRequests.id, { onDelete: "set null" }),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [
    index("logbook_events_entry_id_sequence_idx").on(t.entryId, t.sequence),
    index("logbook_events_user_id_idx").on(t.userId),
    index("logbook_events_actor_id_idx").on(t.actorId),
    index("logbook_events_request_id_idx").on(t.requestId),
    check("logbook_events_kind_check", oneOf(t.kind, LOGBOOK_EVENT_KINDS)),
  ],
);

export type LogbookEntryRow = typeof logbookEntries.$inferSelect;
export type LogbookCountersignRequestRow = typeof logbookCountersignRequests.$inferSelect;
export type LogbookEventRow = typeof logbookEvents.$inferSelect;
export type CountersignerRow = typeof countersigners.$inferSelect;
export type CountersignerEventRow = typeof countersignerEvents.$inferSelect;
