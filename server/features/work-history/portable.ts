// The work history in the portable export (docs/product.md §20.4): every form of the owner with its
// entries, out and back in. The import writes into the caller's transaction; employers get new ids and
// the experience entries follow them; durations are computed here as on every write (§10).

import { randomUUID } from "node:crypto";
import { EXPERIENCE_DISCIPLINES } from "@domain/enums";
import { isFormEmpty } from "@domain/form-emptiness";
import { EXPERIENCE_SCHEMAS } from "@domain/schemas/experience";
import { FORM_LIST_FIELDS } from "@domain/schemas/form-lists";
import type { PortableForm } from "@domain/schemas/portable-export";
import { EDITABLE_FORM_FIELDS } from "@domain/schemas/work-history";
import type { ServiceContext } from "../service-context";
import { type DurationInputs, storedDuration, todayOf } from "./durations";
import { insertEmployments, listEmploymentOfForm } from "./employment.repo";
import { insertExperiences, listExperienceOfForm } from "./experience.repo";
import { countEntriesOfForm, deleteFormsOfUser, insertForm, listFormsOfUser, updateForm } from "./forms.repo";

type Ctx = Pick<ServiceContext, "db" | "clock">;

const pick = <T extends object, K extends keyof T>(row: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;

/** Every form of the owner, the active one first, as the export writes them. */
export async function exportWorkHistory(ctx: Ctx, owner: { id: string }): Promise<PortableForm[]> {
  const forms = await listFormsOfUser(ctx.db, owner.id);
  return Promise.all(
    forms.map(async (form) => {
      const [employment, ...experience] = await Promise.all([
        listEmploymentOfForm(ctx.db, form.id),
        ...EXPERIENCE_DISCIPLINES.map((discipline) => listExperienceOfForm(ctx.db, discipline, form.id)),
      ]);
      const portable = {
        isActive: form.isActive,
        status: form.status,
        fields: pick(form, [...EDITABLE_FORM_FIELDS, ...FORM_LIST_FIELDS]),
        employment: employment.map(({ id, entryNumber, ...row }) => ({
          ref: id,
          entryNumber,
          companyName: row.companyName,
          positionTitle: row.positionTitle,
          operationCategory: row.operationCategory,
          workAddress: row.workAddress,
          startDate: row.startDate,
          endDate: row.endDate,
          responsibilities: row.responsibilities,
          isFullTime: row.isFullTime,
        })),
      } as PortableForm;
      EXPERIENCE_DISCIPLINES.forEach((discipline, index) => {
        const keys = Object.keys(EXPERIENCE_SCHEMAS[discipline].fields.shape);
        portable[discipline] = (experience[index] ?? []).map((row) => ({
          entryNumber: row.entryNumber,
          ...Object.fromEntries(keys.map((key) => [key, (row as Record<string, unknown>)[key]])),
        })) as PortableForm[typeof discipline];
      });
      return portable;
    }),
  );
}

/**
 * True when the owner has entered nothing on any form (domain/form-emptiness.ts: the account's own
 * prefill is nothing), so an import loses nothing.
 */
export async function hasNoWorkHistory(
  ctx: Ctx,
  owner: { id: string; fullName: string; email: string },
): Promise<boolean> {
  const forms = await listFormsOfUser(ctx.db, owner.id);
  for (const form of forms) {
    const entries = await countEntriesOfForm(ctx.db, form.id);
    if (!isFormEmpty({ ...form, ...entries }, owner)) return false;
  }
  return true;
}

/** Writes the forms of an export for the owner, in the caller's transaction; their empty forms go first. */
export async function importWorkHistory(
  ctx: Ctx,
  owner: { id: string },
  forms: readonly PortableForm[],
): Promise<{ forms: number; employment: number; experience: number }> {
  const { db } = ctx;
  const now = ctx.clock();
  const counts = { forms: 0, employment: 0, experience: 0 };
  // Only empty forms can be here (the caller checked): the prefilled draft of a first visit to /forms.
  await deleteFormsOfUser(db, owner.id);
  // The active form first, so insertForm makes it the active one and the others inactive.
  const ordered = [...forms].sort((a, b) => Number(b.isActive) - Number(a.isActive));
  for (const portable of ordered) {
    const inserted = await insertForm(db, { userId: owner.id, status: "draft", now });
    const form = await updateForm(db, inserted.id, portable.fields, now);
    if (!portable.isActive && form.isActive) await updateForm(db, form.id, { isActive: false }, now);
    counts.forms += 1;
    const newIdOf = new Map<string, string>();
    const employments = new Map<string, { startDate: string | null; endDate: string | null }>();
    const employmentRows = portable.employment.map(({ ref, ...employer }) => {
      const id = randomUUID();
      newIdOf.set(ref, id);
      employments.set(id, { startDate: employer.startDate ?? null, endDate: employer.endDate ?? null });
      return { id, formId: form.id, ...employer };
    });
    await insertEmployments(db, employmentRows, now);
    counts.employment += employmentRows.length;
    const inputs: DurationInputs = { dateOfHire: form.dateOfHire, employments, today: todayOf(now) };
    for (const discipline of EXPERIENCE_DISCIPLINES) {
      const rows = portable[discipline].map((entry) => {
        const choice = {
          ...entry,
          selectedEmploymentIds: entry.selectedEmploymentIds.flatMap((ref) => newIdOf.get(ref) ?? []),
        };
        return { formId: form.id, ...choice, ...storedDuration(choice, inputs) };
      });
      await insertExperiences(db, discipline, rows, now);
      counts.experience += rows.length;
    }
  }
  return counts;
}
