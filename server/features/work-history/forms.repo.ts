// Queries on work_history_forms. Every lookup that serves a request names the owner, so another
// user's form id finds nothing. `db` may be a transaction.

import type { ProcessingStatus } from "@domain/enums";
import { LOCKED_FORM_STATUSES } from "@domain/form-review";
import { EDITABLE_FORM_FIELDS, type WorkHistoryFormPatch } from "@domain/schemas/work-history";
import { and, asc, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import {
  airframeExperience,
  avionicsExperience,
  employmentEntries,
  type NewWorkHistoryForm,
  powerplantExperience,
  users,
  type WorkHistoryForm,
  workHistoryForms,
} from "../../db/schema/index";

export async function listFormsOfUser(db: Database, userId: string): Promise<WorkHistoryForm[]> {
  // The active form first, so the /forms entry lands on the form that counts.
  return db
    .select()
    .from(workHistoryForms)
    .where(eq(workHistoryForms.userId, userId))
    .orderBy(desc(workHistoryForms.isActive), asc(workHistoryForms.createdAt), asc(workHistoryForms.id));
}

/** Every form route and every entry route below a form starts here. */
const formOfUser = preparedPerDatabase((db) =>
  db
    .select()
    .from(workHistoryForms)
    .where(
      and(
        eq(workHistoryForms.id, sql.placeholder("formId")),
        eq(workHistoryForms.userId, sql.placeholder("userId")),
      ),
    )
    .prepare("find_form_of_user"),
);

export async function findFormOfUser(
  db: Database,
  formId: string,
  userId: string,
): Promise<WorkHistoryForm | undefined> {
  const [form] = await formOfUser(db).execute({ formId, userId });
  return form;
}

/**
 * The owner's form, row-locked until the transaction ends. Every change that feeds experience
 * durations takes this lock first, so recomputations of one form never interleave.
 */
export async function lockFormOfUser(
  tx: Database,
  formId: string,
  userId: string,
): Promise<WorkHistoryForm | undefined> {
  const [form] = await tx
    .select()
    .from(workHistoryForms)
    .where(and(eq(workHistoryForms.id, formId), eq(workHistoryForms.userId, userId)))
    .for("no key update");
  return form;
}

export async function findActiveFormOfUser(
  db: Database,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<WorkHistoryForm | undefined> {
  const query = db
    .select()
    .from(workHistoryForms)
    .where(and(eq(workHistoryForms.userId, userId), eq(workHistoryForms.isActive, true)));
  const [form] = options.lock ? await query.for("no key update") : await query;
  return form;
}

type NewFormValues = { userId: string; status: ProcessingStatus; now: Date } & Partial<NewWorkHistoryForm>;

function formRow({ now, ...columns }: NewFormValues) {
  return { ...columns, createdAt: now, updatedAt: now };
}

/**
 * Inserts an active form unless the owner already has one (then nothing, undefined). The partial
 * unique index decides (ON CONFLICT on it), so two concurrent creations cannot both win.
 */
export async function insertActiveFormIfNone(
  db: Database,
  values: NewFormValues,
): Promise<WorkHistoryForm | undefined> {
  const [form] = await db
    .insert(workHistoryForms)
    .values({ ...formRow(values), isActive: true })
    .onConflictDoNothing({ target: workHistoryForms.userId, where: sql`is_active` })
    .returning();
  return form;
}

/** Inserts a form that is active when its owner has no active form yet, inactive otherwise. */
export async function insertForm(db: Database, values: NewFormValues): Promise<WorkHistoryForm> {
  const active = await insertActiveFormIfNone(db, values);
  if (active) return active;
  const [inactive] = await db
    .insert(workHistoryForms)
    .values({ ...formRow(values), isActive: false })
    .returning();
  if (!inactive) throw new Error("insert into work_history_forms returned no row");
  return inactive;
}

/** Every form of the user, with their entries (cascade): the import's empty drafts. */
export async function deleteFormsOfUser(db: Database, userId: string): Promise<void> {
  await db.delete(workHistoryForms).where(eq(workHistoryForms.userId, userId));
}

/**
 * Marks the form changed by its owner at `now`: an entry added, changed or deleted is a change of the
 * form, for the administrator's 'Last changed' and for an import's Undo, which must not empty a form
 * its owner has worked on since (docs/product.md §18).
 */
export async function touchForm(db: Database, formId: string, now: Date): Promise<void> {
  await db.update(workHistoryForms).set({ updatedAt: now }).where(eq(workHistoryForms.id, formId));
}

export async function updateForm(
  db: Database,
  formId: string,
  changes: WorkHistoryFormPatch | Partial<NewWorkHistoryForm>,
  now: Date,
): Promise<WorkHistoryForm> {
  const [form] = await db
    .update(workHistoryForms)
    .set({ ...changes, updatedAt: now })
    .where(eq(workHistoryForms.id, formId))
    .returning();
  if (!form) throw new Error(`work_history_forms row ${formId} vanished under a lock`);
  return form;
}

/**
 * Autosave sends one field per PATCH: one prepared owner-checked UPDATE per editable field. Every
 * editable field is text or a calendar date string, so the placeholders need no column encoder; the
 * time goes as an ISO string. A form under review or approved is not changed (docs/product.md §14).
 */
const singleFieldUpdates = new Map<string, ReturnType<typeof preparedUpdateOf>>(
  EDITABLE_FORM_FIELDS.map((field) => [field, preparedUpdateOf(field)]),
);

const editableByOwner = notInArray(workHistoryForms.status, [...LOCKED_FORM_STATUSES]);

function preparedUpdateOf(field: (typeof EDITABLE_FORM_FIELDS)[number]) {
  return preparedPerDatabase((db) =>
    db
      .update(workHistoryForms)
      .set({ [field]: sql`${sql.placeholder("value")}`, updatedAt: sql`${sql.placeholder("now")}` })
      .where(
        and(
          eq(workHistoryForms.id, sql.placeholder("formId")),
          eq(workHistoryForms.userId, sql.placeholder("userId")),
          editableByOwner,
        ),
      )
      .returning()
      .prepare(`update_form_${field}`),
  );
}

/**
 * Updates the form only when `userId` owns it and it is not locked for review; undefined otherwise
 * (the caller tells the two apart).
 */
export async function updateFormOfUser(
  db: Database,
  formId: string,
  userId: string,
  changes: WorkHistoryFormPatch,
  now: Date,
): Promise<WorkHistoryForm | undefined> {
  const fields = Object.keys(changes) as (keyof WorkHistoryFormPatch)[];
  const prepared = fields.length === 1 ? singleFieldUpdates.get(fields[0]!) : undefined;
  if (prepared) {
    const value = changes[fields[0]!] ?? null;
    const [form] = await prepared(db).execute({ value, now: now.toISOString(), formId, userId });
    return form;
  }
  const [form] = await db
    .update(workHistoryForms)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(workHistoryForms.id, formId), eq(workHistoryForms.userId, userId), editableByOwner))
    .returning();
  return form;
}

/** The account's name and address, for a new form of theirs; undefined when there is no such user. */
export async function findUserIdentity(
  db: Database,
  userId: string,
): Promise<{ fullName: string; email: string } | undefined> {
  const [row] = await db
    .select({ fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** How many employment and experience entries a form has (its emptiness: domain/form-emptiness.ts). */
export async function countEntriesOfForm(
  db: Database,
  formId: string,
): Promise<{ employmentEntries: number; experienceEntries: number }> {
  const countIn = (table: { formId: typeof employmentEntries.formId } & Parameters<typeof sql>[1]) =>
    sql<number>`(select count(*)::int from ${table} where ${table.formId} = ${formId})`;
  const [row] = await db
    .select({
      employmentEntries: countIn(employmentEntries),
      experienceEntries: sql<number>`${countIn(airframeExperience)} + ${countIn(powerplantExperience)} + ${countIn(avionicsExperience)}`,
    })
    .from(sql`(select 1) as one`);
  return {
    employmentEntries: Number(row?.employmentEntries ?? 0),
    experienceEntries: Number(row?.experienceEntries ?? 0),
  };
}

/** One active form as the team screen reads it. */
export interface ActiveFormFacts {
  userId: string;
  dateOfHire: string | null;
  certifications: unknown;
  employments: { id: string; startDate: string | null; endDate: string | null }[];
}

/**
 * Every active form with its owner, certifications, date of hire and employers' periods, as one row of
 * JSON text: the embedded database hands over one row far faster than thousands
 * (docs/performance.md, team). The names are spelled out because drizzle writes columns unqualified
 * in a select list, where "id" would be the employment entry's.
 */
export async function listActiveFormsWithEmployment(db: Database): Promise<ActiveFormFacts[]> {
  const [row] = await db
    .select({
      json: sql<string>`coalesce(json_agg(json_build_array(
        "work_history_forms"."user_id", "work_history_forms"."date_of_hire", "work_history_forms"."certifications",
        (select json_agg(json_build_array(e.id, e.start_date, e.end_date))
         from employment_entries e where e.form_id = "work_history_forms"."id")
      )), '[]')::text`,
    })
    .from(workHistoryForms)
    .where(eq(workHistoryForms.isActive, true));
  const tuples = JSON.parse(row?.json ?? "[]") as [
    string,
    string | null,
    unknown,
    [string, string | null, string | null][] | null,
  ][];
  return tuples.map(([userId, dateOfHire, certifications, employments]) => ({
    userId,
    dateOfHire,
    certifications,
    employments: (employments ?? []).map(([id, startDate, endDate]) => ({ id, startDate, endDate })),
  }));
}

/** A form by its id alone: for administrators, who may read every form. */
export async function findFormById(db: Database, formId: string): Promise<WorkHistoryForm | undefined> {
  const [form] = await db.select().from(workHistoryForms).where(eq(workHistoryForms.id, formId));
  return form;
}

/** Remembers a dismissed suggestion once; not a change of the form's content, so `updatedAt` stays. */
export async function addDismissedResumeSuggestion(db: Database, formId: string, suggestionId: string) {
  await db
    .update(workHistoryForms)
    .set({
      dismissedResumeSuggestions: sql`case when ${suggestionId} = any(${workHistoryForms.dismissedResumeSuggestions}) then ${workHistoryForms.dismissedResumeSuggestions} else array_append(${workHistoryForms.dismissedResumeSuggestions}, ${suggestionId}::text) end`,
      // Set explicitly, or the column's update default would move it.
      updatedAt: sql`${workHistoryForms.updatedAt}`,
    })
    .where(eq(workHistoryForms.id, formId));
}
