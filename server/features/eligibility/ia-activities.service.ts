// The IA activity log (docs/product.md §19.3): the owner's own rows only; another user's id reads as
// 404, as if it did not exist.

import { formDateProblem, latestTodayOnEarth } from "@domain/form-dates";
import { type IaActivity, type IaActivityValues, MAX_IA_ACTIVITIES } from "@domain/schemas/ia-activities";
import type { IaActivityRow } from "../../db/schema/index";
import { conflict, FieldValidationError, notFound } from "../../lib/errors";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import {
  countIaActivitiesOfUser,
  deleteIaActivityOfUser,
  insertIaActivities,
  insertIaActivity,
  listIaActivitiesOfUser,
  updateIaActivityOfUser,
} from "./ia-activities.repo";

export const IA_ACTIVITY_NOT_FOUND = "IA activity not found";
export const TOO_MANY_IA_ACTIVITIES = `An IA activity log holds at most ${MAX_IA_ACTIVITIES} activities. Delete old ones to add more.`;

type Actor = Pick<SessionUser, "id">;

export async function listIaActivities(ctx: Pick<ServiceContext, "db">, actor: Actor): Promise<IaActivity[]> {
  return (await listIaActivitiesOfUser(ctx.db, actor.id)).map(toIaActivityView);
}

export async function createIaActivity(
  ctx: ServiceContext,
  actor: Actor,
  input: IaActivityValues,
): Promise<IaActivity> {
  const now = ctx.clock();
  assertNotAfterToday(input, now);
  if ((await countIaActivitiesOfUser(ctx.db, actor.id)) >= MAX_IA_ACTIVITIES)
    throw conflict(TOO_MANY_IA_ACTIVITIES);
  return toIaActivityView(await insertIaActivity(ctx.db, actor.id, input, now));
}

export async function replaceIaActivity(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string; values: IaActivityValues },
): Promise<IaActivity> {
  const now = ctx.clock();
  assertNotAfterToday(input.values, now);
  const row = await updateIaActivityOfUser(ctx.db, input.id, actor.id, input.values, now);
  if (!row) throw notFound(IA_ACTIVITY_NOT_FOUND);
  return toIaActivityView(row);
}

export async function removeIaActivity(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<void> {
  if (!(await deleteIaActivityOfUser(ctx.db, input.id, actor.id))) throw notFound(IA_ACTIVITY_NOT_FOUND);
}

/** Logged activities happened: a date after the latest today on earth is refused. */
function assertNotAfterToday(values: IaActivityValues, now: Date): void {
  const message = formDateProblem(values.performedOn, "end", latestTodayOnEarth(now));
  if (message) throw new FieldValidationError([{ path: "body.performedOn", message }]);
}

/** The owner's activities as the portable export carries them (no ids or times), oldest first. */
export async function exportIaActivities(
  ctx: Pick<ServiceContext, "db">,
  actor: Actor,
): Promise<IaActivityValues[]> {
  const rows = await listIaActivitiesOfUser(ctx.db, actor.id);
  return rows.reverse().map((row) => {
    const { id: _id, createdAt: _created, updatedAt: _updated, ...values } = toIaActivityView(row);
    return values;
  });
}

export async function hasNoIaActivities(ctx: Pick<ServiceContext, "db">, actor: Actor): Promise<boolean> {
  return (await countIaActivitiesOfUser(ctx.db, actor.id)) === 0;
}

/** Writes an export's activities for the owner, in the caller's transaction. */
export async function importIaActivities(
  ctx: Pick<ServiceContext, "db" | "clock">,
  actor: Actor,
  activities: readonly IaActivityValues[],
): Promise<number> {
  const now = ctx.clock();
  for (const values of activities) assertNotAfterToday(values, now);
  await insertIaActivities(ctx.db, actor.id, activities, now);
  return activities.length;
}

function toIaActivityView(row: IaActivityRow): IaActivity {
  return {
    id: row.id,
    performedOn: row.performedOn,
    kind: row.kind,
    hours: row.hours === null ? null : Number(row.hours),
    aircraftMake: row.aircraftMake,
    aircraftModel: row.aircraftModel,
    aircraftRegistration: row.aircraftRegistration,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
