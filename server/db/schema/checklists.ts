import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
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
import { CHECKLIST_EVENT_KINDS, type ChecklistEventKind } from "../../../domain/training-status";
import { createdAt, id, oneOf, timestamptz } from "./columns";
import { trainingUploads } from "./uploads";
import { users } from "./users";

// The training structure and each technician's record (docs/product.md §15). A tab, section or item
// that has completions is archived (`archived_at`), never deleted, so the record keeps what was trained.

export const checklistTabs = pgTable("checklist_tabs", {
  id: id(),
  name: text("name").notNull(),
  description: text("description"),
  order: integer("order").notNull().default(0),
  createdAt: createdAt(),
  archivedAt: timestamptz("archived_at"),
});

export const checklistSections = pgTable(
  "checklist_sections",
  {
    id: id(),
    tabId: uuid("tab_id")
      .notNull()
      .references(() => checklistTabs.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    order: integer("order").notNull().default(0),
    archivedAt: timestamptz("archived_at"),
  },
  (t) => [index("checklist_sections_tab_id_idx").on(t.tabId)],
);

export const checklistItems = pgTable(
  "checklist_items",
  {
    id: id(),
    sectionId: uuid("section_id")
      .notNull()
      .references(() => checklistSections.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    order: integer("order").notNull().default(0),
    /** Months a completion stays valid; null: trained once, never expires. */
    recurrenceMonths: integer("recurrence_months"),
    requiresSignOff: boolean("requires_sign_off").notNull().default(false),
    ataChapter: text("ata_chapter"),
    /** ATA Spec 104 training level, 1-5. */
    level: integer("level"),
    /** Words that map a training document to this item. */
    keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
    archivedAt: timestamptz("archived_at"),
  },
  (t) => [
    index("checklist_items_section_id_idx").on(t.sectionId),
    check("checklist_items_recurrence_months_check", sql`${t.recurrenceMonths} between 1 and 120`),
    check("checklist_items_level_check", sql`${t.level} between 1 and 5`),
  ],
);

export const userChecklistCompletions = pgTable(
  "user_checklist_completions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemId: uuid("item_id")
      .notNull()
      .references(() => checklistItems.id, { onDelete: "cascade" }),
    completed: boolean("completed").notNull().default(false),
    completedAt: timestamptz("completed_at"),
    notes: text("notes"),
    signedOffBy: uuid("signed_off_by").references(() => users.id, { onDelete: "set null" }),
    signedOffAt: timestamptz("signed_off_at"),
    evidenceDocumentId: uuid("evidence_document_id").references(() => trainingUploads.id, {
      onDelete: "set null",
    }),
    /** completed_at's date + the item's recurrence; kept in step when either changes. */
    expiresOn: date("expires_on", { mode: "string" }),
    /** Why an administrator returned it, shown to the technician until they mark it done again. */
    returnedReason: text("returned_reason"),
  },
  (t) => [
    // The unique constraint's index also serves lookups by user_id (its leading column).
    unique("user_checklist_completions_user_id_item_id_unique").on(t.userId, t.itemId),
    index("user_checklist_completions_item_id_idx").on(t.itemId),
    index("user_checklist_completions_signed_off_by_idx").on(t.signedOffBy),
    index("user_checklist_completions_evidence_document_id_idx").on(t.evidenceDocumentId),
  ],
);

/**
 * The training record an auditor reads: every change to a completion or an item, append-only.
 * Nothing updates or deletes a row; archiving an item keeps them. They go only with the technician's
 * account (user_id) or with an item deleted because it was never used.
 */
export const checklistEvents = pgTable(
  "checklist_events",
  {
    id: id(),
    /** Insertion order: two events of one operation carry the same time. */
    sequence: bigint("sequence", { mode: "number" }).generatedAlwaysAsIdentity(),
    kind: text("kind").$type<ChecklistEventKind>().notNull(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => checklistItems.id, { onDelete: "cascade" }),
    /** Null for a change of the item itself. */
    completionId: uuid("completion_id").references(() => userChecklistCompletions.id, {
      onDelete: "cascade",
    }),
    /** Whose training record; null for a change of the item itself. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [
    index("checklist_events_item_id_idx").on(t.itemId),
    index("checklist_events_completion_id_sequence_idx").on(t.completionId, t.sequence),
    index("checklist_events_user_id_idx").on(t.userId),
    index("checklist_events_actor_id_idx").on(t.actorId),
    check("checklist_events_kind_check", oneOf(t.kind, CHECKLIST_EVENT_KINDS)),
  ],
);

export type ChecklistTab = typeof checklistTabs.$inferSelect;
export type ChecklistSection = typeof checklistSections.$inferSelect;
export type ChecklistItem = typeof checklistItems.$inferSelect;
export type UserChecklistCompletion = typeof userChecklistCompletions.$inferSelect;
export type ChecklistEventRow = typeof checklistEvents.$inferSelect;

/**
 * The training record of a deleted account, kept for the retention period (docs/decisions/0057):
 * what the record showed at deletion (items, completions, sign-offs, every event, by name) and the
 * evidence files, whose stored objects the archive holds until it is purged. The login and the rest of
 * the personal data are gone; the name stays, since a record must say whose it is.
 */
export const archivedTrainingRecords = pgTable(
  "archived_training_records",
  {
    id: id(),
    /** The deleted account's id, no longer a user: the events of the record name it. */
    formerUserId: uuid("former_user_id").notNull(),
    fullName: text("full_name").notNull(),
    deletedAt: timestamptz("deleted_at").notNull(),
    /** "owner" or the administrator's name at the time. */
    deletedBy: text("deleted_by").notNull(),
    retainUntil: timestamptz("retain_until").notNull(),
    /** `{ training, events, eventNames }`, as the record's screens and packet read them. */
    record: jsonb("record").notNull(),
    /** `[{ documentId, filename, objectPath, mimeType, fileSize }]`: the evidence files kept. */
    evidence: jsonb("evidence").notNull(),
  },
  (t) => [index("archived_training_records_retain_until_idx").on(t.retainUntil)],
);

export type ArchivedTrainingRecord = typeof archivedTrainingRecords.$inferSelect;
