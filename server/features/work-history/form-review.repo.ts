// Queries of the form review (docs/product.md §14): the append-only status events and the user an
// administrator looks at. `db` may be a transaction.

import type { ProcessingStatus } from "@domain/enums";
import type { AdminUser } from "@domain/schemas/admin";
import type { FormReviewAction, FormStatusEvent } from "@domain/schemas/form-review";
import { and, asc, desc, eq } from "drizzle-orm";
import { accountStateSql } from "../../db/account-state";
import type { Database } from "../../db/client";
import { formStatusEvents, users, type WorkHistoryForm, workHistoryForms } from "../../db/schema/index";

export interface NewStatusEvent {
  formId: string;
  action: FormReviewAction;
  fromStatus: ProcessingStatus;
  toStatus: ProcessingStatus;
  reason: string | null;
  actorId: string;
  now: Date;
}

/** Moves the form to `toStatus` and records who did it, in the caller's transaction. */
export async function changeFormStatus(tx: Database, event: NewStatusEvent): Promise<WorkHistoryForm> {
  const [form] = await tx
    .update(workHistoryForms)
    .set({ status: event.toStatus, updatedAt: event.now })
    .where(eq(workHistoryForms.id, event.formId))
    .returning();
  if (!form) throw new Error(`work_history_forms row ${event.formId} vanished under a lock`);
  const { now, ...values } = event;
  await tx.insert(formStatusEvents).values({ ...values, createdAt: now });
  return form;
}

/** The form's events, oldest first, with the actor's name while their account exists. */
export async function listStatusEventsOfForm(db: Database, formId: string): Promise<FormStatusEvent[]> {
  const rows = await db
    .select({ event: formStatusEvents, actorName: users.fullName })
    .from(formStatusEvents)
    .leftJoin(users, eq(users.id, formStatusEvents.actorId))
    .where(eq(formStatusEvents.formId, formId))
    .orderBy(asc(formStatusEvents.sequence));
  return rows.map(({ event: { sequence: _sequence, ...event }, actorName }) => ({
    ...event,
    actorName: actorName ?? null,
    createdAt: event.createdAt.toISOString(),
  }));
}

/** Any user's form, row-locked: the administrator's review acts on forms it does not own. */
export async function lockFormById(tx: Database, formId: string): Promise<WorkHistoryForm | undefined> {
  const [form] = await tx
    .select()
    .from(workHistoryForms)
    .where(eq(workHistoryForms.id, formId))
    .for("no key update");
  return form;
}

export async function findAdminUserView(db: Database, userId: string): Promise<AdminUser | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
      emailVerified: users.emailVerified,
      state: accountStateSql,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : undefined;
}

/** The user's active form, else their newest one: what the administrator reviews. */
export async function findFormToReview(db: Database, userId: string): Promise<WorkHistoryForm | undefined> {
  const [form] = await db
    .select()
    .from(workHistoryForms)
    .where(and(eq(workHistoryForms.userId, userId)))
    .orderBy(desc(workHistoryForms.isActive), desc(workHistoryForms.createdAt))
    .limit(1);
  return form;
}
