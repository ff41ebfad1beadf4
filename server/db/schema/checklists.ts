import { boolean, index, integer, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, timestamptz } from "./columns";
import { users } from "./users";

export const checklistTabs = pgTable("checklist_tabs", {
  id: id(),
  name: text("name").notNull(),
  description: text("description"),
  order: integer("order").notNull().default(0),
  createdAt: createdAt(),
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
  },
  (t) => [index("checklist_items_section_id_idx").on(t.sectionId)],
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
  },
  (t) => [
    // The unique constraint's index also serves lookups by user_id (its leading column).
    unique("user_checklist_completions_user_id_item_id_unique").on(t.userId, t.itemId),
    index("user_checklist_completions_item_id_idx").on(t.itemId),
  ],
);

export type ChecklistTab = typeof checklistTabs.$inferSelect;
export type ChecklistSection = typeof checklistSections.$inferSelect;
export type ChecklistItem = typeof checklistItems.$inferSelect;
export type UserChecklistCompletion = typeof userChecklistCompletions.$inferSelect;
