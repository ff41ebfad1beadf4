import { bigint, check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { PROCESSING_STATUSES, type ProcessingStatus } from "../../../domain/enums";
import { FORM_REVIEW_ACTIONS, type FormReviewAction } from "../../../domain/schemas/form-review";
import { createdAt, id, oneOf } from "./columns";
import { users } from "./users";
import { workHistoryForms } from "./work-history";

/**
 * Every change of a work history form's review state, append-only: nothing updates or deletes a row
 * (it goes only with its form). The actor stays null once their account is deleted.
 */
export const formStatusEvents = pgTable(
  "form_status_events",
  {
    id: id(),
    /** Insertion order: two events may carry the same time (one clock tick, a manual test clock). */
    sequence: bigint("sequence", { mode: "number" }).generatedAlwaysAsIdentity(),
    formId: uuid("form_id")
      .notNull()
      .references(() => workHistoryForms.id, { onDelete: "cascade" }),
    action: text("action").$type<FormReviewAction>().notNull(),
    fromStatus: text("from_status").$type<ProcessingStatus>().notNull(),
    toStatus: text("to_status").$type<ProcessingStatus>().notNull(),
    reason: text("reason"),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("form_status_events_form_id_sequence_idx").on(t.formId, t.sequence),
    // A deleted account sets its events' actor to null: without an index that is a full scan.
    index("form_status_events_actor_id_idx").on(t.actorId),
    check("form_status_events_action_check", oneOf(t.action, FORM_REVIEW_ACTIONS)),
    check("form_status_events_from_status_check", oneOf(t.fromStatus, PROCESSING_STATUSES)),
    check("form_status_events_to_status_check", oneOf(t.toStatus, PROCESSING_STATUSES)),
  ],
);

export type FormStatusEventRow = typeof formStatusEvents.$inferSelect;
