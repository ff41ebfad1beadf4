// Airframe, powerplant and avionics experience entries: one implementation, the discipline is a
// parameter. An entry is reached through its form's owner; its stored durations follow the rule in
// durations.ts.

import { EXPERIENCE_DISCIPLINE_LABELS, type ExperienceDiscipline } from "@domain/enums";
import { applyManualModeRule, type ExperiencePatch } from "@domain/schemas/work-history";
import { badRequest, notFound } from "../../lib/errors";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { isStale, loadDurationInputs, recomputeDurations, storedDuration } from "./durations";
import { employmentIdsInForm } from "./employment.repo";
import {
  deleteExperience,
  findExperienceInForm,
  findFormIdOfExperience,
  insertExperience,
  listExperienceOfForm,
  updateExperience,
} from "./experience.repo";
import type { ExperienceRow } from "./experience.tables";
import { touchForm } from "./forms.repo";
import { lockEditableForm, lockOwnedForm, requireEditableForm, requireOwnedForm } from "./forms.service";
import { provenanceAfterChange } from "./resume-provenance";

export const UNKNOWN_EMPLOYERS_MESSAGE = "Selected employers must be employment entries of this form";

export function experienceNotFound(discipline: ExperienceDiscipline): string {
  return `${EXPERIENCE_DISCIPLINE_LABELS[discipline]} entry not found`;
}

/** The entries with durations as of today: what went stale since the last change is stored first. */
export async function listExperience(
  ctx: ServiceContext,
  discipline: ExperienceDiscipline,
  user: SessionUser,
  formId: string,
): Promise<ExperienceRow[]> {
  const { db } = ctx;
  const now = ctx.clock();
  await requireOwnedForm(ctx, user, { formId });
  const rows = await listExperienceOfForm(db, discipline, formId);
  const inputs = await loadDurationInputs(db, formId, now);
  if (!rows.some((row) => isStale(row, inputs))) return rows;
  await db.transaction(async (tx) => {
    await lockOwnedForm({ db: tx }, user, { formId });
    await recomputeDurations(tx, formId, now, null, [discipline]);
  });
  return listExperienceOfForm(db, discipline, formId);
}

export async function createExperience(
  ctx: ServiceContext,
  discipline: ExperienceDiscipline,
  user: SessionUser,
  input: { formId: string; entryNumber: number },
): Promise<ExperienceRow> {
  const { db } = ctx;
  const now = ctx.clock();
  await requireEditableForm(ctx, user, input);
  return db.transaction(async (tx) => {
    const entry = await insertExperience(tx, discipline, input, now);
    await touchForm(tx, input.formId, now);
    return entry;
  });
}

/**
 * Applies the changed fields (the body's formId must be the entry's own form) and stores the
 * durations they lead to. Turning manual mode on clears the employer choice (domain rule); selected
 * employers must belong to the same form.
 */
export async function patchExperience(
  ctx: ServiceContext,
  discipline: ExperienceDiscipline,
  user: SessionUser,
  entryId: string,
  patch: ExperiencePatch,
): Promise<ExperienceRow> {
  const { db } = ctx;
  const now = ctx.clock();
  return db.transaction(async (tx) => {
    await lockEditableForm({ db: tx }, user, patch);
    const entry = await findExperienceInForm(tx, discipline, entryId, patch.formId);
    if (!entry) throw notFound(experienceNotFound(discipline));
    const { formId, ...changes } = applyManualModeRule(patch);
    const selected = changes.selectedEmploymentIds ?? [];
    if ((await employmentIdsInForm(tx, formId, selected)).size !== selected.length)
      throw badRequest(UNKNOWN_EMPLOYERS_MESSAGE);
    const inputs = await loadDurationInputs(tx, formId, now);
    const durations = storedDuration({ ...entry, ...changes }, inputs);
    await touchForm(tx, formId, now);
    return updateExperience(tx, discipline, entryId, {
      ...changes,
      ...provenanceAfterChange(entry, changes),
      ...durations,
      updatedAt: now,
    });
  });
}

export async function removeExperience(
  ctx: ServiceContext,
  discipline: ExperienceDiscipline,
  user: SessionUser,
  entryId: string,
): Promise<void> {
  const { db } = ctx;
  const formId = await findFormIdOfExperience(db, discipline, entryId, user.id);
  if (!formId) throw notFound(experienceNotFound(discipline));
  await requireEditableForm(ctx, user, { formId });
  const now = ctx.clock();
  await db.transaction(async (tx) => {
    await deleteExperience(tx, discipline, entryId);
    await touchForm(tx, formId, now);
  });
}
