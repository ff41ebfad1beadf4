// Features that keep a training document as evidence of their own records say here what they do
// when the document is deleted, so the uploads feature need not import them (a feature that imports
// the uploads feature, as the task logbook does through the work history, would close a cycle).
// Each listener runs in the deleting transaction, before the row goes (its foreign keys then clear
// the references), and writes the events of its own records.

import type { Database } from "../../db/client";

export type EvidenceDeletionListener = (
  ctx: { db: Database },
  actor: { id: string },
  input: { documentId: string; at: Date },
) => Promise<void>;

const listeners = new Set<EvidenceDeletionListener>();

/** Registers a listener once (registering the same function again changes nothing). */
export function onTrainingDocumentDeleted(listener: EvidenceDeletionListener): void {
  listeners.add(listener);
}

/** Runs every registered listener, one after another, in the caller's transaction. */
export async function trainingDocumentDeleted(
  ctx: { db: Database },
  actor: { id: string },
  input: { documentId: string; at: Date },
): Promise<void> {
  for (const listener of listeners) await listener(ctx, actor, input);
}
