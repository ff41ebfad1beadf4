// Employment entries: reached through their form's owner; date changes and deletions carry over
// to the experience entries that selected the employer.

import { EXPERIENCE_DISCIPLINES } from "@domain/enums";
import {
  type CreateEmploymentEntry,
  EMPLOYMENT_DATE_ORDER_MESSAGE,
  type EmploymentEntry,
  type EmploymentEntryPatch,
  isDateRangeInOrder,
} from "@domain/schemas/work-history";
import type { Database } from "../../db/client";
import { badRequest, notFound } from "../../lib/errors";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { recomputeDurations } from "./durations";
import {
  deleteEmployment,
  findEmploymentInForm,
  findFormIdOfEmployment,
  insertEmployment,
  listEmploymentOfForm,
  updateEmployment,
} from "./employment.repo";
import { unselectEmployment } from "./experience.repo";
import { assertFormDatesPlausible } from "./form-dates";
import { touchForm } from "./forms.repo";
import { lockEditableForm, requireEditableForm, requireOwnedForm } from "./forms.service";
import { provenanceAfterChange } from "./resume-provenance";
import { toEmploymentView } from "./views";

export const EMPLOYMENT_NOT_FOUND = "Employment entry not found";

export async function listEmployment(
  ctx: ServiceContext,
  user: SessionUser,
  formId: string,
): Promise<EmploymentEntry[]> {
  const { db } = ctx;
  await requireOwnedForm(ctx, user, { formId });
  return (await listEmploymentOfForm(db, formId)).map(toEmploymentView);
}

export async function createEmployment(
  ctx: ServiceContext,
  user: SessionUser,
  input: CreateEmploymentEntry,
): Promise<EmploymentEntry> {
  const { db } = ctx;
  const now = ctx.clock();
  await requireEditableForm(ctx, user, input);
  return db.transaction(async (tx) => {
    const entry = await insertEmployment(tx, input, now);
    await touchForm(tx, input.formId, now);
    return toEmploymentView(entry);
  });
}

/**
 * A patch that sends one date is checked against the other date already stored, so the pair stays
 * in order whichever field the user edits first.
 */
export async function patchEmployment(
  ctx: ServiceContext,
  user: SessionUser,
  entryId: string,
  patch: EmploymentEntryPatch,
): Promise<EmploymentEntry> {
  const { db } = ctx;
  const now = ctx.clock();
  assertFormDatesPlausible(patch, now);
  return db.transaction(async (tx) => {
    const entry = await lockEntryForm(tx, entryId, user.id);
    const startDate = patch.startDate !== undefined ? patch.startDate : entry.startDate;
    const endDate = patch.endDate !== undefined ? patch.endDate : entry.endDate;
    if (!isDateRangeInOrder(startDate, endDate)) throw badRequest(EMPLOYMENT_DATE_ORDER_MESSAGE);
    const updated = await updateEmployment(
      tx,
      entryId,
      { ...patch, ...provenanceAfterChange(entry, patch) },
      now,
    );
    if (updated.startDate !== entry.startDate || updated.endDate !== entry.endDate)
      await recomputeDurations(tx, entry.formId, now, now);
    await touchForm(tx, entry.formId, now);
    return toEmploymentView(updated);
  });
}

export async function removeEmployment(
  ctx: ServiceContext,
  user: SessionUser,
  entryId: string,
): Promise<void> {
  const { db } = ctx;
  const now = ctx.clock();
  await db.transaction(async (tx) => {
    const entry = await lockEntryForm(tx, entryId, user.id);
    await deleteEmployment(tx, entryId);
    for (const discipline of EXPERIENCE_DISCIPLINES)
      await unselectEmployment(tx, discipline, entry.formId, entryId, now);
    await recomputeDurations(tx, entry.formId, now, now);
    await touchForm(tx, entry.formId, now);
  });
}

/**
 * Locks the entry's form (owner checked, and not locked for review), then reads the entry as it is
 * under that lock.
 */
async function lockEntryForm(tx: Database, entryId: string, userId: string) {
  const formId = await findFormIdOfEmployment(tx, entryId, userId);
  if (!formId) throw notFound(EMPLOYMENT_NOT_FOUND);
  await lockEditableForm({ db: tx }, { id: userId }, { formId });
  const entry = await findEmploymentInForm(tx, entryId, formId);
  if (!entry) throw notFound(EMPLOYMENT_NOT_FOUND);
  return entry;
}
