// Queries on the three experience tables, one implementation for all of them (they share the key
// and duration columns). `db` may be a transaction.

import type { ExperienceDiscipline } from "@domain/enums";
import { and, arrayContains, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { workHistoryForms } from "../../db/schema/index";
import { EXPERIENCE_TABLES, type ExperienceRow } from "./experience.tables";

/** Column values of one discipline's row, by their Drizzle names. */
export type ExperienceValues = Partial<Omit<ExperienceRow, "id" | "formId" | "createdAt" | "updatedAt">> &
  Record<string, unknown>;

export async function listExperienceOfForm(
  db: Database,
  discipline: ExperienceDiscipline,
  formId: string,
): Promise<ExperienceRow[]> {
  const table = EXPERIENCE_TABLES[discipline];
  return db
    .select()
    .from(table)
    .where(eq(table.formId, formId))
    .orderBy(asc(table.entryNumber), asc(table.createdAt), asc(table.id));
}

export async function findExperienceInForm(
  db: Database,
  discipline: ExperienceDiscipline,
  entryId: string,
  formId: string,
): Promise<ExperienceRow | undefined> {
  const table = EXPERIENCE_TABLES[discipline];
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, entryId), eq(table.formId, formId)));
  return row;
}

/** The id of the form holding the entry, if the entry exists and the user owns that form. */
export async function findFormIdOfExperience(
  db: Database,
  discipline: ExperienceDiscipline,
  entryId: string,
  userId: string,
): Promise<string | undefined> {
  const table = EXPERIENCE_TABLES[discipline];
  const [row] = await db
    .select({ formId: table.formId })
    .from(table)
    .innerJoin(workHistoryForms, eq(workHistoryForms.id, table.formId))
    .where(and(eq(table.id, entryId), eq(workHistoryForms.userId, userId)));
  return row?.formId;
}

export async function insertExperience(
  db: Database,
  discipline: ExperienceDiscipline,
  values: { formId: string; entryNumber: number } & ExperienceValues,
  now: Date,
): Promise<ExperienceRow> {
  const table = EXPERIENCE_TABLES[discipline];
  const [row] = await db
    .insert(table)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error(`insert into ${discipline} experience returned no row`);
  return row;
}

/** Many entries of one discipline in a few statements (the portable import). */
export async function insertExperiences(
  db: Database,
  discipline: ExperienceDiscipline,
  values: ({ formId: string; entryNumber: number } & ExperienceValues)[],
  now: Date,
): Promise<void> {
  const table = EXPERIENCE_TABLES[discipline];
  for (let start = 0; start < values.length; start += INSERT_BATCH) {
    const batch = values.slice(start, start + INSERT_BATCH);
    await db.insert(table).values(batch.map((value) => ({ ...value, createdAt: now, updatedAt: now })));
  }
}

/** Rows per multi-row insert: far below PostgreSQL's 65,535 parameters at the widest row. */
const INSERT_BATCH = 500;

export async function updateExperience(
  db: Database,
  discipline: ExperienceDiscipline,
  entryId: string,
  changes: ExperienceValues & { updatedAt: Date },
): Promise<ExperienceRow> {
  const table = EXPERIENCE_TABLES[discipline];
  const [row] = await db.update(table).set(changes).where(eq(table.id, entryId)).returning();
  if (!row) throw new Error(`${discipline} experience row ${entryId} vanished under its form's lock`);
  return row;
}

export async function deleteExperience(db: Database, discipline: ExperienceDiscipline, entryId: string) {
  const table = EXPERIENCE_TABLES[discipline];
  await db.delete(table).where(eq(table.id, entryId));
}

export async function deleteExperienceOfForm(db: Database, discipline: ExperienceDiscipline, formId: string) {
  const table = EXPERIENCE_TABLES[discipline];
  await db.delete(table).where(eq(table.formId, formId));
}

/** A deleted employer disappears from every selection in the form. */
export async function unselectEmployment(
  db: Database,
  discipline: ExperienceDiscipline,
  formId: string,
  employmentId: string,
  now: Date,
): Promise<void> {
  const table = EXPERIENCE_TABLES[discipline];
  await db
    .update(table)
    .set({
      selectedEmploymentIds: sql`array_remove(${table.selectedEmploymentIds}, ${employmentId}::uuid)`,
      updatedAt: now,
    })
    .where(and(eq(table.formId, formId), arrayContains(table.selectedEmploymentIds, [employmentId])));
}

/** One experience entry of an active form, as the team's equipment view reads it. */
export interface TeamExperienceEntry {
  userId: string;
  make: string | null;
  model: string | null;
  selectedEmploymentIds: string[];
  includeCurrentEmployment: boolean;
  useManualDuration: boolean;
  manualYears: number;
  manualMonths: number;
}

const MAKE_MODEL_COLUMNS: Record<ExperienceDiscipline, [string, string]> = {
  airframe: ["aircraft_make", "aircraft_model"],
  powerplant: ["powerplant_make", "powerplant_model"],
  avionics: ["avionics_make", "avionics_model"],
};

/**
 * Every experience entry of one discipline on an active form, as one row of JSON text (the embedded
 * database hands over one row far faster than thousands; docs/performance.md, team).
 */
export async function listActiveFormsExperience(
  db: Database,
  discipline: ExperienceDiscipline,
): Promise<TeamExperienceEntry[]> {
  const table = EXPERIENCE_TABLES[discipline];
  // Every column named here exists in one of the two tables only, so unqualified names are unambiguous.
  const [make, model] = MAKE_MODEL_COLUMNS[discipline].map((column) => sql.raw(`"${column}"`));
  const [row] = await db
    .select({
      json: sql<string>`coalesce(json_agg(json_build_array(
        "user_id", ${make}, ${model}, "selected_employment_ids", "include_current_employment",
        "use_manual_duration", "manual_years", "manual_months"
      )), '[]')::text`,
    })
    .from(table)
    .innerJoin(
      workHistoryForms,
      and(eq(workHistoryForms.id, table.formId), eq(workHistoryForms.isActive, true)),
    );
  const tuples = JSON.parse(row?.json ?? "[]") as [
    string,
    string | null,
    string | null,
    string[],
    boolean,
    boolean,
    number,
    number,
  ][];
  return tuples.map(
    ([
      userId,
      entryMake,
      entryModel,
      selectedEmploymentIds,
      includeCurrentEmployment,
      useManualDuration,
      manualYears,
      manualMonths,
    ]) => ({
      userId,
      make: entryMake,
      model: entryModel,
      selectedEmploymentIds: selectedEmploymentIds ?? [],
      includeCurrentEmployment,
      useManualDuration,
      manualYears,
      manualMonths,
    }),
  );
}
