// Queries on employment_entries. An entry is reached through its form's owner. `db` may be a
// transaction.

import type { EmploymentEntryPatch } from "@domain/schemas/work-history";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  type EmploymentEntry,
  employmentEntries,
  type NewEmploymentEntry,
  workHistoryForms,
} from "../../db/schema/index";

export async function listEmploymentOfForm(db: Database, formId: string): Promise<EmploymentEntry[]> {
  return db
    .select()
    .from(employmentEntries)
    .where(eq(employmentEntries.formId, formId))
    .orderBy(asc(employmentEntries.entryNumber), asc(employmentEntries.createdAt), asc(employmentEntries.id));
}

/** The id of the form holding the entry, if the entry exists and the user owns that form. */
export async function findFormIdOfEmployment(
  db: Database,
  entryId: string,
  userId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ formId: employmentEntries.formId })
    .from(employmentEntries)
    .innerJoin(workHistoryForms, eq(workHistoryForms.id, employmentEntries.formId))
    .where(and(eq(employmentEntries.id, entryId), eq(workHistoryForms.userId, userId)));
  return row?.formId;
}

export async function findEmploymentInForm(
  db: Database,
  entryId: string,
  formId: string,
): Promise<EmploymentEntry | undefined> {
  const [entry] = await db
    .select()
    .from(employmentEntries)
    .where(and(eq(employmentEntries.id, entryId), eq(employmentEntries.formId, formId)));
  return entry;
}

/** Which of the ids are employment entries of the form. */
export async function employmentIdsInForm(
  db: Database,
  formId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: employmentEntries.id })
    .from(employmentEntries)
    .where(and(eq(employmentEntries.formId, formId), inArray(employmentEntries.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

export async function insertEmployment(
  db: Database,
  values: Omit<NewEmploymentEntry, "createdAt" | "updatedAt">,
  now: Date,
): Promise<EmploymentEntry> {
  const [entry] = await db
    .insert(employmentEntries)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!entry) throw new Error("insert into employment_entries returned no row");
  return entry;
}

/** Many entries in a few statements (the portable import); each value carries its own id. */
export async function insertEmployments(
  db: Database,
  values: (Omit<NewEmploymentEntry, "createdAt" | "updatedAt"> & { id: string })[],
  now: Date,
): Promise<void> {
  for (let start = 0; start < values.length; start += INSERT_BATCH) {
    const batch = values.slice(start, start + INSERT_BATCH);
    await db
      .insert(employmentEntries)
      .values(batch.map((value) => ({ ...value, createdAt: now, updatedAt: now })));
  }
}

/** Rows per multi-row insert: far below PostgreSQL's 65,535 parameters at the widest row. */
const INSERT_BATCH = 500;

export async function updateEmployment(
  db: Database,
  entryId: string,
  changes: EmploymentEntryPatch & { fromResume?: false },
  now: Date,
): Promise<EmploymentEntry> {
  const [entry] = await db
    .update(employmentEntries)
    .set({ ...changes, updatedAt: now })
    .where(eq(employmentEntries.id, entryId))
    .returning();
  if (!entry) throw new Error(`employment_entries row ${entryId} vanished under its form's lock`);
  return entry;
}

export async function deleteEmployment(db: Database, entryId: string): Promise<void> {
  await db.delete(employmentEntries).where(eq(employmentEntries.id, entryId));
}

export async function deleteEmploymentOfForm(db: Database, formId: string): Promise<void> {
  await db.delete(employmentEntries).where(eq(employmentEntries.formId, formId));
}
