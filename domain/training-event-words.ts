// The words of a training record's change history (docs/product.md §15): what an event says
// happened and its changed fields, 'before → after'. The member page and the audit packet read the
// same words; each gives its own way of writing an instant (the reader's zone on screen, UTC on paper).

import type { ChecklistEventKind } from "./training-status";

/** What an event of the record says happened. */
export const EVENT_KIND_WORDS: Record<ChecklistEventKind, string> = {
  completed: "Marked done",
  uncompleted: "Marked not done",
  notes_changed: "Notes changed",
  completed_on_changed: "Completion date changed",
  signed_off: "Signed off",
  sign_off_withdrawn: "Sign-off withdrawn",
  sign_off_returned: "Returned",
  evidence_attached: "Evidence attached",
  evidence_removed: "Evidence removed",
  item_created: "Item created",
  item_edited: "Item edited",
  item_archived: "Item archived",
};

/** The item events of a person's positions (position_events, docs/product.md §15.8) in the same list. */
const POSITION_EVENT_WORDS: Record<string, string> = {
  not_applicable_marked: "Marked not applicable",
  not_applicable_cleared: "Required again",
};

export function eventKindWords(kind: string): string {
  return (
    EVENT_KIND_WORDS[kind as ChecklistEventKind] ?? POSITION_EVENT_WORDS[kind] ?? kind.replaceAll("_", " ")
  );
}

const FIELD_WORDS: Record<string, string> = {
  completed: "done",
  completedOn: "completed on",
  notes: "notes",
  evidenceDocumentId: "evidence",
  signedOffAt: "signed off",
  signedOffBy: "signed off by",
  reason: "reason",
  recurrenceMonths: "recurrence (months)",
  requiresSignOff: "requires sign-off",
  ataChapter: "ATA chapter",
  level: "level",
  keywords: "keywords",
  name: "name",
  description: "description",
  expiresOn: "expires on",
  notApplicable: "not applicable",
};

/** Why a sign-off was withdrawn (the `why` of a `sign_off_withdrawn` event). */
const WITHDRAWN_BECAUSE: Record<string, string> = {
  uncompleted: "marked not done",
  completed_on_changed: "completion date changed",
  notes_changed: "notes changed after the sign-off",
  evidence_changed: "evidence changed after the sign-off",
  completed_by_tasks: "completed again by countersigned logbook tasks",
};

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Fields holding an id, and what an id without a name (a deleted file or account) reads as. */
const ID_FIELDS: Record<string, string> = {
  evidenceDocumentId: "a document no longer stored",
  signedOffBy: "someone no longer here",
};

/** The ids of documents and people an event's fields hold, for the caller to name. */
export function idsIn(before: unknown, after: unknown): { documents: string[]; people: string[] } {
  const documents: string[] = [];
  const people: string[] = [];
  for (const side of [fieldsOf(before), fieldsOf(after)]) {
    if (typeof side.evidenceDocumentId === "string") documents.push(side.evidenceDocumentId);
    if (typeof side.signedOffBy === "string") people.push(side.signedOffBy);
  }
  return { documents, people };
}

/** How a caller writes an ISO instant found in a change. */
export type InstantWords = (iso: string) => string;

function valueWords(value: unknown, instantWords: InstantWords): string {
  if (value === null || value === undefined || value === "") return "none";
  if (typeof value === "string" && INSTANT.test(value)) return instantWords(value);
  if (value === true) return "yes";
  if (value === false) return "no";
  if (Array.isArray(value))
    return value.length > 0 ? value.map((one) => valueWords(one, instantWords)).join(", ") : "none";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The changed fields of an event, one line each: 'completed on: 2026-05-01 → 2026-05-15'; a field
 * only on one side reads 'none' on the other; evidence and who signed off by their names (`names`,
 * id → name), never by id.
 */
export function changeLines(
  before: unknown,
  after: unknown,
  instantWords: InstantWords,
  names: Readonly<Record<string, string>> = {},
): string[] {
  const was = fieldsOf(before);
  const now = fieldsOf(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  const words = (field: string, value: unknown) => {
    const unnamed = ID_FIELDS[field];
    if (unnamed && typeof value === "string" && value !== "") return names[value] ?? unnamed;
    return valueWords(value, instantWords);
  };
  return fields.map((field) => {
    if (field === "why" && typeof now.why === "string")
      return `because: ${WITHDRAWN_BECAUSE[now.why] ?? now.why}`;
    // An item completed by on-the-job tasks names them (docs/product.md §22.4).
    if (field === "byTasks" && Array.isArray(now.byTasks))
      return `by countersigned logbook tasks: ${now.byTasks.length} (${now.byTasks.join(", ")})`;
    return `${FIELD_WORDS[field] ?? field}: ${words(field, was[field])} → ${words(field, now[field])}`;
  });
}
