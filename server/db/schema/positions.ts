import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, jsonb, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { POSITION_EVENT_KINDS, type PositionEventKind } from "../../../domain/schemas/positions";
import { checklistItems, checklistSections, checklistTabs } from "./checklists";
import { createdAt, id, oneOf, timestamptz } from "./columns";
import { users } from "./users";

// Positions and the training they require (docs/product.md §15.8). A position is archived, never
// deleted, so the events that name it keep their meaning.

export const positions = pgTable(
  "positions",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description"),
    /** Initial training is due this many days after a person joins; null: no due date. */
    dueWithinDays: integer("due_within_days"),
    createdAt: createdAt(),
    archivedAt: timestamptz("archived_at"),
  },
  (t) => [check("positions_due_within_days_check", sql`${t.dueWithinDays} between 1 and 3650`)],
);

/** One tab, section or item a position requires: exactly one of the three is set. */
export const positionRequirements = pgTable(
  "position_requirements",
  {
    id: id(),
    positionId: uuid("position_id")
      .notNull()
      .references(() => positions.id, { onDelete: "cascade" }),
    tabId: uuid("tab_id").references(() => checklistTabs.id, { onDelete: "cascade" }),
    sectionId: uuid("section_id").references(() => checklistSections.id, { onDelete: "cascade" }),
    itemId: uuid("item_id").references(() => checklistItems.id, { onDelete: "cascade" }),
    /** Overrides the position's due_within_days for what this requirement covers. */
    dueWithinDays: integer("due_within_days"),
  },
  (t) => [
    index("position_requirements_position_id_idx").on(t.positionId),
    index("position_requirements_tab_id_idx").on(t.tabId),
    index("position_requirements_section_id_idx").on(t.sectionId),
    index("position_requirements_item_id_idx").on(t.itemId),
    check(
      "position_requirements_one_target_check",
      sql`num_nonnulls(${t.tabId}, ${t.sectionId}, ${t.itemId}) = 1`,
    ),
    check("position_requirements_due_within_days_check", sql`${t.dueWithinDays} between 1 and 3650`),
  ],
);

/** A person in a position since `joined_on` (the day their initial training's due dates count from). */
export const positionAssignments = pgTable(
  "position_assignments",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    positionId: uuid("position_id")
      .notNull()
      .references(() => positions.id, { onDelete: "cascade" }),
    joinedOn: date("joined_on", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("position_assignments_user_id_position_id_unique").on(t.userId, t.positionId),
    index("position_assignments_position_id_idx").on(t.positionId),
  ],
);

/** An item an administrator marked not applicable to one person, with the reason. */
export const trainingExemptions = pgTable(
  "training_exemptions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemId: uuid("item_id")
      .notNull()
      .references(() => checklistItems.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    markedBy: uuid("marked_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("training_exemptions_user_id_item_id_unique").on(t.userId, t.itemId),
    index("training_exemptions_item_id_idx").on(t.itemId),
    index("training_exemptions_marked_by_idx").on(t.markedBy),
  ],
);

/**
 * Every change to positions, their requirements, who holds them and what is not applicable to whom,
 * append-only, with the actor and the fields before and after.
 */
export const positionEvents = pgTable(
  "position_events",
  {
    id: id(),
    sequence: bigint("sequence", { mode: "number" }).generatedAlwaysAsIdentity(),
    kind: text("kind").$type<PositionEventKind>().notNull(),
    positionId: uuid("position_id").references(() => positions.id, { onDelete: "cascade" }),
    /** Whose record; null for a change of the position itself. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The item marked or no longer marked not applicable. */
    itemId: uuid("item_id").references(() => checklistItems.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [
    index("position_events_position_id_idx").on(t.positionId),
    index("position_events_user_id_idx").on(t.userId),
    index("position_events_item_id_idx").on(t.itemId),
    index("position_events_actor_id_idx").on(t.actorId),
    check("position_events_kind_check", oneOf(t.kind, POSITION_EVENT_KINDS)),
  ],
);

export type Position = typeof positions.$inferSelect;
export type PositionRequirement = typeof positionRequirements.$inferSelect;
export type PositionAssignment = typeof positionAssignments.$inferSelect;
export type TrainingExemption = typeof trainingExemptions.$inferSelect;
